/**
 * A process running only the API's analysis jobs (no HTTP), for the crash-recovery test: it is killed
 * with SIGKILL mid-analysis and another one started on the same database and storage.
 * Env: DATABASE_URL (PostgreSQL) or PGLITE_DATA_DIR (PGlite on disk), API_SCHEMA, STORAGE_DIR,
 * STALE_AFTER_MS. Logs one JSON line per event on stdout.
 */
import { openDatabase } from '../../../../platform/db';
import { defaultApiConfig } from '../../config/config';
import type { ApiDb } from '../../db/database';
import { localStorage } from '../../storage/local-storage';
import { analysisJobs } from '../analysis-jobs';

const env = process.env;
const schema = env.API_SCHEMA ?? 'api';
const database = await openDatabase<unknown>(
  env.DATABASE_URL ? { url: env.DATABASE_URL, maxConnections: 3 } : { dataDir: env.PGLITE_DATA_DIR },
);
const say = (event: object) => process.stdout.write(JSON.stringify(event) + '\n');
const log = {
  info: (obj: object, msg?: string) => say({ ...obj, msg }),
  error: (obj: object, msg?: string) =>
    say({ ...obj, msg, level: 'error', err: String((obj as { err?: unknown }).err) }),
};
const jobs = analysisJobs(
  {
    db: (database.db as unknown as ApiDb).withSchema(schema) as ApiDb,
    config: defaultApiConfig({ schema }),
    storage: localStorage(env.STORAGE_DIR ?? './data/storage'),
    now: () => new Date(),
    log: log as never,
  },
  {
    database,
    workers: 1,
    settings: { staleAfterMs: Number(env.STALE_AFTER_MS ?? 30_000), heartbeatMs: 250 },
    sweepMs: 1000,
    pollingIntervalSeconds: 0.5,
  },
);
await jobs.start();
say({ msg: 'ready', pid: process.pid });

process.on('SIGTERM', () => {
  void (async () => {
    await jobs.stop();
    await database.close();
    say({ msg: 'stopped' });
    process.exit(0);
  })();
});
