/** Jest: TypeScript through SWC (about twice as fast as ts-jest); ESM-only packages transformed too. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>'],
  testMatch: ['**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/data/', '/dist/'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(jose|cookie)/)'],
  testTimeout: 60000,
};
