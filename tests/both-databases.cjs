/**
 * The suites `npm test` runs a second time on PGlite when DATABASE_URL points at PostgreSQL (CI):
 * `npm run test:pglite` runs exactly this list (jest.both-databases.config.cjs). Without DATABASE_URL
 * (a developer's machine) every suite already runs on PGlite and this list plays no part.
 *
 * Criterion: a suite is here when its behaviour can differ between PostgreSQL and PGlite. PGlite is
 * PostgreSQL's own code built to WebAssembly, so plain queries answer alike; what differs is around them:
 * - the database layer: the PGlite adapter (one connection behind a lock, its type parsers), migrations,
 *   the data-version signal (LISTEN/NOTIFY on PostgreSQL, in-process on PGlite);
 * - the stores whose SQL leans on specifics: raw `sql`, `onConflict`, `forUpdate`/`skipLocked`,
 *   `returning`, json operators, date arithmetic, counts and bigints as the adapter parses them;
 * - concurrency: races queue on row locks on PostgreSQL and are serialised by PGlite's single connection;
 * - the job queue (pg-boss on PostgreSQL) and a process killed mid-analysis (PGlite on disk);
 * - the identity service's store (upserts, throttle counters, `for update`);
 * - code that takes another path by database: the API's caller cache (PGlite only), the gateway's answers
 *   cache (its data version from PGlite or from PostgreSQL's NOTIFY), the job runners.
 * The guard tests/both-databases.test.ts flags a database suite that meets this criterion (its own text,
 * or a module beside it, or its package's store/, uses such SQL or compares the database's kind; or the
 * suite speaks of PGlite) and is in neither list below.
 *
 * Not here: suites that open no database (the same run twice), and suites that reach the database only
 * through a layer proven here — the gateway's resolvers over the API, the security suites over both —
 * which run on PostgreSQL in CI and on PGlite on developers' machines. The product on one port
 * (product/src/start.test.ts) runs on PGlite in both passes by itself (`npm start`'s default), and the
 * end-to-end tests drive the product on PGlite.
 */

/** Run on PostgreSQL (test:unit) and again on PGlite (test:pglite). Paths from the repository's root. */
const bothDatabases = [
  // The database layer: adapter, migrations, data-version signal, stall reports.
  'platform/db/data-version.test.ts',
  'platform/db/migrate.test.ts',
  'platform/db/open-database.test.ts',
  'platform/db/stall-report.test.ts',

  // The identity service's store (upserts, throttle counters, `for update` on users).
  'identity/src/admin.test.ts',
  'identity/src/operations/admin-password-attributes.test.ts',
  'identity/src/protocol.test.ts',
  'identity/src/registration.test.ts',
  'identity/src/service/caller-limits.test.ts',
  'identity/src/sign-in.test.ts',
  'identity/src/tokens/keys.test.ts',

  // The API's stores with SQL specifics, and the races on them.
  'api/src/accounts/accounts.test.ts',
  'api/src/analyses/analyses.test.ts',
  'api/src/analyses/certificate.test.ts',
  'api/src/analyses/controls-batch.test.ts',
  'api/src/analyses/diagnostics-csv.test.ts',
  'api/src/analyses/multi-and-corrected.test.ts',
  'api/src/analyses/patterns.test.ts',
  'api/src/analyses/recovery.test.ts',
  'api/src/analyses/superseded-run.test.ts',
  'api/src/auth/revocation-list.test.ts',
  'api/src/auth/revocation-routes.test.ts',
  'api/src/auth/token-verifier.test.ts',
  'api/src/backoffice/backoffice.test.ts',
  'api/src/billing/billing.test.ts',
  'api/src/billing/concurrency.test.ts',
  'api/src/billing/credits.property.test.ts',
  'api/src/billing/fulfilment.test.ts',
  'api/src/connectors/connectors.test.ts',
  'api/src/fecs/fecs.test.ts',
  'api/src/fecs/fiscal-year-correction.test.ts',
  'api/src/fecs/fiscal-year-suggestion.test.ts',
  'api/src/fecs/upload-large.test.ts',
  'api/src/fecs/upload-sniff.test.ts',
  'api/src/folders/folders.test.ts',
  'api/src/invoices/invoices.test.ts',
  'api/src/network/network.test.ts',
  'api/src/partners/partners.test.ts',
  'api/src/partners/session-review.test.ts',
  'api/src/payments/checkout-billing.test.ts',
  'api/src/payments/payments.test.ts',
  'api/src/payments/stripe-gateway.test.ts',
  'api/src/platform-settings/platform.test.ts',
  'api/src/reports/reports.test.ts',
  // Issue 37: the review read for reports (json rows of findings, dates of sign-off and reopening).
  'api/src/reports/report-review.test.ts',
  // Issue 38: ECF missions (version bumps in SQL, upserts of documents and checklist, credits spent in one
  // transaction, the append-only history trigger).
  'api/src/ecf/ecf.test.ts',
  // Issue 37: the review's upserts (onConflict on a partial index), the dossier lock (forUpdate), migration 0022
  // moving existing comments into their dossiers, the evidence's rows written with their stored files.
  'api/src/review/attachments.test.ts',
  'api/src/review/migration.test.ts',
  'api/src/review/review.test.ts',
  // Issue 36: the declared tax return's upsert (onConflict), the statements read as jsonb.
  'api/src/statements/statements.test.ts',
  'api/src/security/no-server-error.test.ts',
  'api/src/staff/staff.test.ts',
  'api/src/users/me.test.ts',
  'api/src/users/users.test.ts',
  'api/src/webhooks/webhooks.test.ts',

  // The job queue, a worker killed mid-analysis, requests answered during a long analysis.
  'api/src/jobs/crash-resume.test.ts',
  'api/src/jobs/pg-boss-queue.test.ts',
  'api/src/jobs/responsive.test.ts',

  // The caches kept only where the database can tell every write (PGlite as `npm start` runs it, or
  // PostgreSQL's NOTIFY): the API's callers, the gateway's answers.
  'api/src/security/caller-cache.test.ts',
  'tests/security/me-light-and-status.test.ts',
  'tests/security/response-cache.test.ts',

  // A smoke of the whole chain on PGlite, as `npm start` runs it: a signed-in user's `me` through the
  // gateway, the API and the identity service's token (the cache suites above go the same way).
  'gateway/src/app.test.ts',
];

/**
 * Database suites the guard would ask for that run once, in test:unit, each with the reason: they cannot
 * run on PGlite, or run on it whatever DATABASE_URL says, or what can differ by database in them is proven
 * on both by a suite above.
 */
const runOnce = {
  // Skips itself on PGlite: one process' database, there is no scale-out to prove on it.
  'api/src/jobs/scale-out.test.ts': 'PostgreSQL only by nature (several processes on one database)',
  'product/src/start.test.ts': 'the product on PGlite on disk in any case (npm start’s default)',
  'product/src/seed-demo.test.ts':
    'the demo seed’s steps; it runs on PGlite at every npm start (first-start.test.ts, the end-to-end tests)',
  'api/src/app.test.ts':
    'the API shell; api/src/start.ts takes another path by database only to log a warning',
  'tests/security/billing-roles.test.ts': 'per-role rules over the API; its SQL is the test’s own set-up',
  'tests/security/folders-roles.test.ts': 'per-role rules over the API; its SQL is the test’s own set-up',
  'tests/jest/worker-database.test.ts':
    'the Jest workers’ own PostgreSQL databases: nothing to run on PGlite',
};

module.exports = { bothDatabases, runOnce };
