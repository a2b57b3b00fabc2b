import { q, type Scope } from './db';
import type { SigningKeysTable } from './schema';

/** Per-installation values (generated secrets, signing keys), created once, race-safe across processes. */
export class SettingsStore {
  constructor(private readonly scope: Scope) {}

  /** Returns the stored value, storing `candidate` first if there is none yet. */
  async getOrCreate(name: string, candidate: () => string): Promise<string> {
    await q(this.scope)
      .insertInto('settings')
      .values({ name, value: candidate() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await q(this.scope)
      .selectFrom('settings')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return row.value;
  }

  async get(name: string): Promise<string | undefined> {
    const row = await q(this.scope)
      .selectFrom('settings')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirst();
    return row?.value;
  }

  signingKeys(): Promise<SigningKeysTable[]> {
    return q(this.scope).selectFrom('signing_keys').selectAll().orderBy('created_at', 'desc').execute();
  }

  async insertSigningKey(row: SigningKeysTable): Promise<void> {
    await q(this.scope)
      .insertInto('signing_keys')
      .values({ ...row, public_jwk: JSON.stringify(row.public_jwk) as never })
      .execute();
  }

  async deleteSigningKey(kid: string): Promise<void> {
    await q(this.scope).deleteFrom('signing_keys').where('kid', '=', kid).execute();
  }
}
