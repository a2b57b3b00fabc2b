import type { Kysely } from 'kysely';
import type { MigrationSet } from '../../../platform/db';

/** The identity schema's migrations, in code; never edit one that has shipped, add the next. */
export function identityMigrations(schema: string): MigrationSet {
  // Kysely<any> is what migrations receive: they describe tables, not typed rows.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const s = (db: Kysely<any>) => db.schema.withSchema(schema);
  return {
    '0001_initial': {
      async up(db) {
        await s(db)
          .createTable('users')
          .addColumn('sub', 'uuid', (c) => c.primaryKey())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('email_normalized', 'text', (c) => c.notNull().unique())
          .addColumn('email_verified', 'boolean', (c) => c.notNull().defaultTo(false))
          .addColumn('pending_email', 'text')
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
          .addColumn('password_hash', 'text', (c) => c.notNull())
          .addColumn('password_set_at', 'timestamptz', (c) => c.notNull())
          .addColumn('attributes', 'jsonb', (c) => c.notNull())
          .addColumn('created_at', 'timestamptz', (c) => c.notNull())
          .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
          .execute();
        await s(db)
          .createTable('user_groups')
          .addColumn('sub', 'uuid', (c) => c.notNull().references(`users.sub`).onDelete('cascade'))
          .addColumn('group_name', 'text', (c) => c.notNull())
          .addColumn('created_at', 'timestamptz', (c) => c.notNull())
          .addPrimaryKeyConstraint('user_groups_pk', ['sub', 'group_name'])
          .execute();
        await s(db)
          .createTable('codes')
          .addColumn('sub', 'uuid', (c) => c.notNull().references('users.sub').onDelete('cascade'))
          .addColumn('purpose', 'text', (c) => c.notNull())
          .addColumn('code_hash', 'text')
          .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
          .addColumn('created_at', 'timestamptz', (c) => c.notNull())
          .addPrimaryKeyConstraint('codes_pk', ['sub', 'purpose'])
          .execute();
        await s(db)
          .createTable('refresh_tokens')
          .addColumn('id', 'uuid', (c) => c.primaryKey())
          .addColumn('sub', 'uuid', (c) => c.notNull().references('users.sub').onDelete('cascade'))
          .addColumn('client_id', 'text', (c) => c.notNull())
          .addColumn('token_hash', 'text', (c) => c.notNull().unique())
          .addColumn('auth_time', 'timestamptz', (c) => c.notNull())
          .addColumn('created_at', 'timestamptz', (c) => c.notNull())
          .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
          .addColumn('revoked_at', 'timestamptz')
          .execute();
        await s(db).createIndex('refresh_tokens_sub').on('refresh_tokens').column('sub').execute();
        await s(db)
          .createTable('auth_sessions')
          .addColumn('session_hash', 'text', (c) => c.primaryKey())
          .addColumn('sub', 'uuid', (c) => c.notNull().references('users.sub').onDelete('cascade'))
          .addColumn('client_id', 'text', (c) => c.notNull())
          .addColumn('challenge', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
          .execute();
        await s(db)
          .createTable('throttle')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('count', 'integer', (c) => c.notNull())
          .addColumn('window_started_at', 'timestamptz', (c) => c.notNull())
          .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
          .addColumn('locked_until', 'timestamptz')
          .execute();
        await s(db)
          .createTable('signing_keys')
          .addColumn('kid', 'text', (c) => c.primaryKey())
          .addColumn('private_key_pem', 'text', (c) => c.notNull())
          .addColumn('public_jwk', 'jsonb', (c) => c.notNull())
          .addColumn('created_at', 'timestamptz', (c) => c.notNull())
          .execute();
        await s(db)
          .createTable('settings')
          .addColumn('name', 'text', (c) => c.primaryKey())
          .addColumn('value', 'text', (c) => c.notNull())
          .execute();
        await s(db)
          .createTable('outbox')
          .addColumn('id', 'serial', (c) => c.primaryKey())
          .addColumn('recipient', 'text', (c) => c.notNull())
          .addColumn('subject', 'text', (c) => c.notNull())
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('created_at', 'timestamptz', (c) => c.notNull())
          .execute();
        await s(db).createIndex('outbox_recipient').on('outbox').columns(['recipient', 'id']).execute();
      },
    },
  };
}
