/** Jest: TypeScript through SWC (about twice as fast as ts-jest); ESM-only packages transformed too. */
const { availableParallelism } = require('node:os');

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/data/', '/dist/', '/tests/e2e/'],
  transform: {
    // The client's components (client/**/*.test.tsx: docblock `@jest-environment ./client/src/testing/jsdom-environment.cjs`).
    '^.+\\.tsx$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(jose|cookie|content-disposition|@fastify/static/node_modules/content-disposition)/)',
  ],
  // jsdom lacks a few web APIs the client's libraries use (TextEncoder, matchMedia).
  setupFiles: ['<rootDir>/client/src/testing/jest-setup.cjs', '<rootDir>/tests/jest/worker-setup.cjs'],
  // Two files at a time on two cores (Jest's own default there is one: cores − 1), as many as that on
  // bigger machines. On PostgreSQL each worker has its own database (tests/jest/worker-database.cjs),
  // created by the globalSetup below when missing.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // A worker whose heap passed 1 GB after a file is started afresh (a second or so): two long-lived
  // workers, their PGlite instances and the PostgreSQL server stay within a small CI machine's memory.
  workerIdleMemoryLimit: '1GB',
  globalSetup: '<rootDir>/tests/jest/global-setup.cjs',
  testTimeout: 60000,
  // A file whose teardown failed (its hook timed out, its pool left open) must not keep the run from ending:
  // CI would wait for its time limit and keep no output. Its failure is reported all the same.
  forceExit: true,
};
