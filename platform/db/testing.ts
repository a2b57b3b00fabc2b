import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dropSchema } from './migrate';
import { openDatabase, type Database } from './open-database';
import { reportingStalls } from './stall-report';

export interface TestDatabase<DB> {
  database: Database<DB>;
  /** A schema name unique to this run, e.g. `identity_3f9a1c2b`: tests never share tables. */
  schema: string;
  /** Drops the schema (PostgreSQL) and closes the database. */
  cleanup(): Promise<void>;
}

/**
 * For test files: PostgreSQL when `DATABASE_URL` is set, else PGlite in memory; `TEST_DATABASE=pglite`
 * forces PGlite (`npm test` runs the database suites on both when a server is there). Open it once per
 * file (beforeAll) — PGlite takes a few seconds to start.
 */
export async function openTestDatabase<DB>(schemaPrefix: string): Promise<TestDatabase<DB>> {
  const url = process.env.TEST_DATABASE === 'pglite' ? undefined : process.env.DATABASE_URL?.trim();
  const schema = `${schemaPrefix}_${randomBytes(4).toString('hex')}`;
  // Named after its schema, so a stall report tells this file's sessions from the others'; a lease
  // waiting 30 s for one of the 4 connections fails with its stack instead of hanging the file.
  const database = await openDatabase<DB>(
    url
      ? { url, maxConnections: 4, applicationName: `fec-test ${schema}`, connectTimeoutMs: 30_000 }
      : { inMemory: true, pgliteTemplateFile: pgliteTemplatePath() },
  );
  return {
    database,
    schema,
    async cleanup() {
      try {
        if (database.kind === 'postgres')
          await reportingStalls(database, `dropping ${schema}`, () => dropSchema(database.db, schema));
      } finally {
        await database.close();
      }
    },
  };
}

/** One template per PGlite version, shared by every test file on the machine. */
export function pgliteTemplatePath(): string {
  // Jest runs this as CommonJS (require exists); tsx runs it as ESM.
  const resolve = typeof require === 'function' ? require.resolve : createRequire(import.meta.url).resolve;
  const packageJson = join(dirname(resolve('@electric-sql/pglite')), '..', 'package.json');
  const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };
  return join(tmpdir(), `fec-pglite-template-${version}-${process.getuid?.() ?? 'u'}.tar`);
}
