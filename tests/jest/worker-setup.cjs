/**
 * Jest setupFiles, before each test file: on PostgreSQL, DATABASE_URL becomes this worker's own database
 * (`…/test` → `…/test_w1`, `…/test_w2`; created by tests/jest/global-setup.cjs), for the file and the
 * processes it starts.
 */
const { postgresBaseUrl, workerDatabaseUrl } = require('./worker-database.cjs');

const base = postgresBaseUrl();
// Run in band (one worker), Jest sets no JEST_WORKER_ID in older versions: worker 1.
// Done once per environment: a second run of this file in the same environment leaves it as it is.
if (base && process.env.FEC_TEST_WORKER_DATABASE_URL !== base) {
  const own = workerDatabaseUrl(base, process.env.JEST_WORKER_ID || '1');
  process.env.DATABASE_URL = own;
  process.env.FEC_TEST_WORKER_DATABASE_URL = own;
}
