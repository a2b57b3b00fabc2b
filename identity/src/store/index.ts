import type { Kysely } from 'kysely';
import { migrateSchema } from '../../../platform/db';
import { CodeStore } from './codes';
import type { Scope } from './db';
import { identityMigrations } from './migrations';
import { OutboxStore } from './outbox';
import type { IdentityTables } from './schema';
import { SettingsStore } from './settings';
import { ThrottleStore } from './throttle';
import { TokenStore } from './tokens';
import { UserStore } from './users';

/** Every table of the identity schema, over one Kysely instance or one transaction. */
export class Stores {
  readonly users: UserStore;
  readonly codes: CodeStore;
  readonly tokens: TokenStore;
  readonly throttle: ThrottleStore;
  readonly settings: SettingsStore;
  readonly outbox: OutboxStore;

  constructor(private readonly scope: Scope) {
    this.users = new UserStore(scope);
    this.codes = new CodeStore(scope);
    this.tokens = new TokenStore(scope);
    this.throttle = new ThrottleStore(scope);
    this.settings = new SettingsStore(scope);
    this.outbox = new OutboxStore(scope);
  }

  /** Runs `fn` in one transaction. Never nest, and never hash passwords inside: it holds the connection. */
  transaction<T>(fn: (stores: Stores) => Promise<T>): Promise<T> {
    return this.scope.db
      .transaction()
      .execute((trx) => fn(new Stores({ db: trx, schema: this.scope.schema })));
  }
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Migrates the schema and returns the stores over it. */
export async function openStores<DB>(db: Kysely<DB>, schema: string): Promise<Stores> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name "${schema}"`);
  await migrateSchema(db, schema, identityMigrations(schema));
  return new Stores({ db: db as unknown as Kysely<IdentityTables>, schema });
}

export type { UserRow, UserStatus, CodePurpose, RefreshTokenRow } from './schema';
export type { OutboxMessage } from './outbox';
