import { sql, type Generated, type Kysely } from 'kysely';
import { migrateSchema, openDatabase, type MigrationSet } from './index';
import { openTestDatabase, pgliteTemplatePath, type TestDatabase } from './testing';

interface Tables {
  items: {
    id: Generated<number>;
    name: string;
    created_at: Generated<Date>;
    big: Generated<string | number>;
  };
}

const migrations = (schema: string): MigrationSet => ({
  '0001_items': {
    async up(db) {
      await db.schema
        .withSchema(schema)
        .createTable('items')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('big', 'bigint', (c) => c.notNull().defaultTo(7))
        .execute();
    },
  },
});

describe('openDatabase', () => {
  let t: TestDatabase<Tables>;
  let db: Kysely<Tables>;

  beforeAll(async () => {
    t = await openTestDatabase<Tables>('platform_db');
    await migrateSchema(t.database.db, t.schema, migrations(t.schema));
    // Running the migrations again is a no-op.
    await migrateSchema(t.database.db, t.schema, migrations(t.schema));
    db = t.database.db.withSchema(t.schema) as unknown as Kysely<Tables>;
  });
  afterAll(() => t?.cleanup());
  beforeEach(() => db.deleteFrom('items').execute());

  it('reports its kind', () => {
    expect(t.database.kind).toBe(
      process.env.DATABASE_URL && process.env.TEST_DATABASE !== 'pglite' ? 'postgres' : 'pglite',
    );
  });

  it('inserts, reads dates and int8 as numbers, and counts affected rows', async () => {
    await db
      .insertInto('items')
      .values([{ name: 'a' }, { name: 'b' }])
      .execute();
    const row = await db.selectFrom('items').selectAll().where('name', '=', 'a').executeTakeFirstOrThrow();
    expect(row.created_at).toBeInstanceOf(Date);
    expect(row.big).toBe(7);
    const updated = await db
      .updateTable('items')
      .set({ name: sql`name || '!'` })
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
    const deleted = await db.deleteFrom('items').where('name', '=', 'a!').executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(1n);
  });

  it('commits and rolls back transactions', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ name: 'kept' }).execute();
    });
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ name: 'lost' }).execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    // A failing statement aborts the transaction; the connection is usable afterwards.
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ name: 'dup' }).execute();
        await trx.insertInto('items').values({ name: 'dup' }).execute();
      }),
    ).rejects.toThrow();
    const names = (await db.selectFrom('items').select('name').orderBy('name').execute()).map((r) => r.name);
    expect(names).toEqual(['kept']);
  });

  it('keeps concurrent transactions apart', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ name: 'slow' }).execute();
      await gate;
      throw new Error('rollback slow');
    });
    // Outside the transaction, the uncommitted row is never visible (on PGlite this waits for the lock).
    const outside = db.selectFrom('items').select('name').execute();
    setTimeout(release, 50);
    await expect(slow).rejects.toThrow('rollback slow');
    expect(await outside).toEqual([]);
  });
});

describe('closing a database no query ever used', () => {
  // Kysely ends its pool only once it has run a query: closing must not depend on that. An unused PGlite
  // left open kept Jest's process alive after its last test (its Postgres arms timers of its own).
  it('closes the PGlite or ends the pool it opened', async () => {
    const url = process.env.TEST_DATABASE === 'pglite' ? undefined : process.env.DATABASE_URL?.trim();
    const database = await openDatabase<unknown>(
      url ? { url, maxConnections: 1 } : { inMemory: true, pgliteTemplateFile: pgliteTemplatePath() },
    );
    await database.close();
    if (database.kind === 'pglite') expect(database.pglite!.closed).toBe(true);
    else expect(database.pool!.ending).toBe(true);
    // Closing twice is harmless.
    await database.close();
  });
});

describe('openDatabase with a shared instance', () => {
  const url = process.env.DATABASE_URL;

  it('shares one PGlite (or pool) between two Kysely instances and leaves it open', async () => {
    const first = await openDatabase<Tables>(
      url ? { url, maxConnections: 2 } : { inMemory: true, pgliteTemplateFile: pgliteTemplatePath() },
    );
    const second = await openDatabase<Tables>(
      first.kind === 'pglite' ? { pglite: first.pglite } : { pool: first.pool },
    );
    expect(second.kind).toBe(first.kind);
    const schema = `platform_share_${Date.now().toString(36)}`;
    try {
      await migrateSchema(first.db, schema, migrations(schema));
      const a = first.db.withSchema(schema) as unknown as Kysely<Tables>;
      const b = second.db.withSchema(schema) as unknown as Kysely<Tables>;
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      const tx = a.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ name: 'from-a' }).execute();
        await gate;
        throw new Error('undo');
      });
      const seen = b.selectFrom('items').select('name').execute();
      setTimeout(release, 30);
      await expect(tx).rejects.toThrow('undo');
      expect(await seen).toEqual([]);
      await second.close();
      // The borrowed instance is still usable by its owner.
      await b
        .selectFrom('items')
        .select('name')
        .execute()
        .catch(() => undefined);
      expect(await a.selectFrom('items').select('name').execute()).toEqual([]);
    } finally {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(first.db);
      await first.close();
    }
  });
});
