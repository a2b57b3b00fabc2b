import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { sql } from 'kysely';
import { mayWriteData, openDatabase, pgliteDataVersion, postgresDataVersion, type Database } from './index';
import { pgliteTemplatePath } from './testing';

describe('mayWriteData', () => {
  it('lets only plain SELECTs through as reads', () => {
    expect(mayWriteData('select 1')).toBe(false);
    expect(mayWriteData('  SELECT "uuid" from "users" where "uuid" = $1')).toBe(false);
    for (const sqlText of [
      'insert into "folders" ("name") values ($1)',
      'update "users" set "blocked" = true',
      'delete from "memberships"',
      'with moved as (update "fecs" set "folder_uuid" = $1 returning *) select * from moved',
      'begin',
      'commit',
      'create table x (a int)',
    ])
      expect(mayWriteData(sqlText)).toBe(true);
  });
});

describe('pgliteDataVersion', () => {
  let database: Database<unknown>;
  beforeAll(async () => {
    // From the shared template, as every test's PGlite: a fresh initdb took ~40 s of this file on a busy machine.
    database = await openDatabase<unknown>({ inMemory: true, pgliteTemplateFile: pgliteTemplatePath() });
    await sql`create table items (id serial primary key, name text)`.execute(database.db);
  });
  afterAll(() => database.close());

  it('moves with every write through the pool, not with reads, and no longer once stopped', async () => {
    const version = pgliteDataVersion(database.pglite!);
    const start = version.current();
    await sql`select count(*) from items`.execute(database.db);
    expect(version.current()).toBe(start);
    await sql`insert into items (name) values ('a')`.execute(database.db);
    const afterWrite = version.current();
    expect(afterWrite).toBeGreaterThan(start);
    await database.db.transaction().execute(async (trx) => {
      await sql`update items set name = 'b'`.execute(trx);
    });
    expect(version.current()).toBeGreaterThan(afterWrite);
    version.bump();
    const bumped = version.current();
    version.stop();
    await sql`delete from items`.execute(database.db);
    expect(version.current()).toBe(bumped);
  });
});

const postgresUrl = process.env.TEST_DATABASE === 'pglite' ? undefined : process.env.DATABASE_URL?.trim();

/** Another process (keeping no data version itself, as a worker) writing through its own Kysely pool. */
function writeFromAnotherProcess(url: string, table: string): Promise<void> {
  const code = `
    const { openDatabase } = await import(${JSON.stringify(join(import.meta.dirname, 'index.ts'))});
    const { sql } = await import('kysely');
    const database = await openDatabase({ url: ${JSON.stringify(url)} });
    await database.db.transaction().execute((trx) => sql\`insert into ${table} (name) values ('ailleurs')\`.execute(trx));
    await database.close();`;
  return new Promise((done, fail) =>
    execFile(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], (error) =>
      error ? fail(error) : done(),
    ),
  );
}

async function until(condition: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('toujours pas');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

(postgresUrl ? describe : describe.skip)('postgresDataVersion', () => {
  const table = `data_version_${randomBytes(4).toString('hex')}`;
  let database: Database<unknown>;
  beforeAll(async () => {
    database = await openDatabase<unknown>({ url: postgresUrl });
    await sql.raw(`create table ${table} (id serial primary key, name text)`).execute(database.db);
  });
  afterAll(async () => {
    await sql.raw(`drop table if exists ${table}`).execute(database.db);
    await database.close();
  });

  it('moves with this process’s writes at once, with another process’s at its commit, not with reads nor empty sweeps', async () => {
    const version = await postgresDataVersion(database.pool!);
    try {
      const start = version.current();
      await sql.raw(`select count(*) from ${table}`).execute(database.db);
      // A sweep that finds nothing changes nothing, in a transaction or not.
      await sql.raw(`update ${table} set name = 'x' where false`).execute(database.db);
      await database.db
        .transaction()
        .execute((trx) => sql.raw(`delete from ${table} where false`).execute(trx));
      expect(version.current()).toBe(start);
      await sql.raw(`insert into ${table} (name) values ('ici')`).execute(database.db);
      const local = version.current();
      expect(local).toBeGreaterThan(start);
      expect(version.current()).toBe(local);
      await writeFromAnotherProcess(postgresUrl!, table);
      await until(() => version.current() > local);
    } finally {
      version.stop();
    }
  }, 60_000);

  it('never gives the same reading twice while its listening connection is down, and listens again', async () => {
    const version = await postgresDataVersion(database.pool!, { retryMs: 50 });
    try {
      expect(version.current()).toBe(version.current());
      await sql
        .raw(
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN fec_data_version' and pid <> pg_backend_pid()`,
        )
        .execute(database.db);
      await until(() => version.current() !== version.current());
      await until(() => version.current() === version.current());
    } finally {
      version.stop();
    }
  }, 30_000);
});
