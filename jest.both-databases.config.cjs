/** `npm run test:pglite`: the suites of tests/both-databases.cjs, with the usual Jest settings. */
const base = require('./jest.config.cjs');
const { bothDatabases } = require('./tests/both-databases.cjs');

module.exports = { ...base, testMatch: bothDatabases.map((path) => `<rootDir>/${path}`) };
