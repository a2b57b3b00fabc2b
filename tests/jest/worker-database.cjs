/**
 * One PostgreSQL database per Jest worker. Test files isolate themselves in schemas of their own, but
 * Kysely's migrator looks over every schema of its database (its introspection lists each table with
 * `pg_get_serial_sequence` and `has_schema_privilege`): on a database shared by two workers, a file's
 * migration failed (« schema … does not exist ») while the other worker's file dropped its schema. So
 * with `DATABASE_URL=…/test`, worker 1 runs on `test_w1`, worker 2 on `test_w2`, … (`globalSetup` creates
 * those missing before any worker starts; `setupFiles` points each file at its worker's). A worker runs
 * one file at a time: a database never sees two files at once, and the advisory locks (Kysely's, pg-boss')
 * and LISTEN/NOTIFY channels are per database too.
 */
const pg = require('pg');

/** `postgres://…/test` → `postgres://…/test_w2` for Jest worker 2 (query string kept). */
function workerDatabaseUrl(baseUrl, workerId) {
  const url = new URL(baseUrl);
  const base = decodeURIComponent(url.pathname.replace(/^\//, '')) || url.username || 'postgres';
  const name = `${base}_w${workerId}`;
  if (Buffer.byteLength(name) > 63) throw new Error(`Nom de base trop long pour PostgreSQL : ${name}`);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

/** The suites run on PostgreSQL (DATABASE_URL set, not `TEST_DATABASE=pglite`). */
function postgresBaseUrl(env = process.env) {
  const url = env.DATABASE_URL?.trim();
  return url && env.TEST_DATABASE !== 'pglite' ? url : undefined;
}

function withDatabase(baseUrl, name) {
  const url = new URL(baseUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

/** A connection to the server: its `postgres` database, else the base database itself. */
async function connectToServer(baseUrl) {
  let first;
  for (const url of [withDatabase(baseUrl, 'postgres'), baseUrl]) {
    const client = new pg.Client({ connectionString: url, application_name: 'fec-test worker databases' });
    try {
      await client.connect();
      return client;
    } catch (error) {
      first ??= error;
      await client.end().catch(() => undefined);
    }
  }
  throw first;
}

/** `CREATE DATABASE` for each missing one; another run creating it at the same time is fine. */
async function ensureWorkerDatabases(baseUrl, workers) {
  const names = Array.from({ length: workers }, (_, i) =>
    decodeURIComponent(new URL(workerDatabaseUrl(baseUrl, i + 1)).pathname.slice(1)),
  );
  const client = await connectToServer(baseUrl);
  try {
    for (const name of names) {
      for (let attempt = 1; ; attempt++) {
        const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (rowCount) break;
        try {
          await client.query(`create database ${client.escapeIdentifier(name)}`);
          break;
        } catch (error) {
          // 42P04 duplicate_database, 23505 unique_violation: another run created it first.
          if (error.code === '42P04' || error.code === '23505') break;
          // 55006 object_in_use: template1 is being copied by another CREATE DATABASE; retried.
          if (error.code === '55006' && attempt < 20) {
            await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
            continue;
          }
          throw new Error(
            `Impossible de créer la base de test ${name} (une par worker Jest, depuis DATABASE_URL) : ${error.message}`,
            { cause: error },
          );
        }
      }
    }
  } finally {
    await client.end();
  }
}

module.exports = { workerDatabaseUrl, postgresBaseUrl, ensureWorkerDatabases };
