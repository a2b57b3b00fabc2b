import { Kysely, Migrator, sql, type Migration, type MigrationProvider } from 'kysely';

/** Migrations kept in code, keyed by name; names sort in the order they must run. */
export type MigrationSet = Record<string, Migration>;

class InCodeMigrations implements MigrationProvider {
  constructor(private readonly set: MigrationSet) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return this.set;
  }
}

/**
 * Brings one schema to its latest migration. Each service owns a schema and records its migrations
 * in that schema. Processes may start together on an empty database: Kysely creates the schema and its
 * two tables checking first and checking again on failure (`if not exists` does not stop two sessions
 * from colliding on PostgreSQL), then runs the migrations under its advisory lock.
 */
export async function migrateSchema<DB>(
  db: Kysely<DB>,
  schema: string,
  migrations: MigrationSet,
): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: new InCodeMigrations(migrations),
    migrationTableSchema: schema,
    migrationTableName: 'migrations',
    migrationLockTableName: 'migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Migration of schema "${schema}" failed${failed ? ` at ${failed}` : ''}`, {
      cause: error,
    });
  }
}

/** Drops a schema and everything in it (tests isolate each run in its own schema). */
export async function dropSchema<DB>(db: Kysely<DB>, schema: string): Promise<void> {
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
}
