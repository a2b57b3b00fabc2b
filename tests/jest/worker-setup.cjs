/**
 * Jest setupFiles, before each test file: on PostgreSQL, DATABASE_URL becomes this worker's own database
 * (`…/test` → `…/test_w1`, `…/test_w2`; created by tests/jest/global-setup.cjs), for the file and the
 * processes it starts.
 */
const { postgresBaseUrl, workerDatabaseUrl } = require('./worker-database.cjs');

const base = postgresBaseUrl();
// In band (one file, or --maxWorkers=1) Jest's JEST_WORKER_ID is 1 as well. Done once per environment:
// should it run again in the same one, it leaves DATABASE_URL as it is.
if (base && process.env.FEC_TEST_WORKER_DATABASE_URL !== base) {
  const own = workerDatabaseUrl(base, process.env.JEST_WORKER_ID || '1');
  process.env.DATABASE_URL = own;
  process.env.FEC_TEST_WORKER_DATABASE_URL = own;
}
