import { sql, type Kysely } from 'kysely';
import { dropSchema, migrateSchema, openDatabase, type Database, type MigrationSet } from './index';
import { openTestDatabase } from './testing';

const migrations = (schema: string): MigrationSet => ({
  '0001_a': {
    async up(db) {
      await db.schema.withSchema(schema).createTable('a').addColumn('id', 'integer').execute();
    },
  },
  '0002_b': {
    async up(db) {
      await db.schema.withSchema(schema).createTable('b').addColumn('id', 'integer').execute();
    },
  },
});

const url =
  process.env.DATABASE_URL && process.env.TEST_DATABASE !== 'pglite' ? process.env.DATABASE_URL : '';

const tables = async (db: Kysely<unknown>, schema: string) =>
  (
    await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = ${schema} order by table_name`.execute(
      db,
    )
  ).rows.map((r) => r.table_name);

describe('migrateSchema', () => {
  it('brings a new schema to its latest migration, and running it again changes nothing', async () => {
    const t = await openTestDatabase<unknown>('platform_migrate');
    const schema = `${t.schema}_own`;
    try {
      await migrateSchema(t.database.db, schema, migrations(schema));
      await migrateSchema(t.database.db, schema, migrations(schema));
      expect(await tables(t.database.db, schema)).toEqual(['a', 'b', 'migrations', 'migrations_lock']);
    } finally {
      await dropSchema(t.database.db, schema);
      await t.cleanup();
    }
  });

  // Processes of one deployment (web, workers) start together on an empty database: each migrates the
  // same schemas. `create schema if not exists` run by two sessions at once can fail on PostgreSQL with a
  // unique violation (seen in CI); whoever comes second must simply find the schema made.
  const onPostgres = url ? it : it.skip;
  onPostgres('migrates one new schema from several processes at once, each seeing it done', async () => {
    const processes: Database<unknown>[] = await Promise.all(
      [1, 2, 3, 4].map(() => openDatabase<unknown>({ url, maxConnections: 2 })),
    );
    const schemas = Array.from({ length: 6 }, (_, i) => `platform_race_${Date.now().toString(36)}_${i}`);
    try {
      for (const schema of schemas) {
        const outcomes = await Promise.allSettled(
          processes.map((p) => migrateSchema(p.db, schema, migrations(schema))),
        );
        expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
        expect(await tables(processes[0].db, schema)).toEqual(['a', 'b', 'migrations', 'migrations_lock']);
      }
    } finally {
      for (const schema of schemas) await dropSchema(processes[0].db, schema);
      await Promise.all(processes.map((p) => p.close()));
    }
  });
});
