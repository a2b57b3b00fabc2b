import { sql } from 'kysely';
import { mayWriteData, openDatabase, pgliteDataVersion, type Database } from './index';

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
    database = await openDatabase<unknown>({ inMemory: true });
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
