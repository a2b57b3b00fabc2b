/** Jest's globalSetup: on PostgreSQL, each worker's database (tests/jest/worker-database.cjs). */
const { ensureWorkerDatabases, postgresBaseUrl } = require('./worker-database.cjs');

module.exports = async function globalSetup(globalConfig) {
  const base = postgresBaseUrl();
  if (base) await ensureWorkerDatabases(base, Math.max(1, globalConfig.maxWorkers));
};
