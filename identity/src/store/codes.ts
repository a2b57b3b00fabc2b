import { q, type Scope } from './db';
import type { CodePurpose, CodesTable } from './schema';

export class CodeStore {
  constructor(private readonly scope: Scope) {}

  get(sub: string, purpose: CodePurpose): Promise<CodesTable | undefined> {
    return q(this.scope)
      .selectFrom('codes')
      .selectAll()
      .where('sub', '=', sub)
      .where('purpose', '=', purpose)
      .executeTakeFirst();
  }

  /** One live code per user and purpose: a new one replaces the previous. */
  async put(sub: string, purpose: CodePurpose, codeHash: string, expiresAt: Date, now: Date): Promise<void> {
    await q(this.scope)
      .insertInto('codes')
      .values({ sub, purpose, code_hash: codeHash, expires_at: expiresAt, created_at: now })
      .onConflict((oc) =>
        oc
          .columns(['sub', 'purpose'])
          .doUpdateSet({ code_hash: codeHash, expires_at: expiresAt, created_at: now }),
      )
      .execute();
  }

  /** Consumes the code if it is still the stored one; false when another request consumed it first. */
  async consume(sub: string, purpose: CodePurpose, codeHash: string): Promise<boolean> {
    const result = await q(this.scope)
      .updateTable('codes')
      .set({ code_hash: null })
      .where('sub', '=', sub)
      .where('purpose', '=', purpose)
      .where('code_hash', '=', codeHash)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** Used or burned: the row stays (so a later try reads "expired") but no code matches it any more. */
  async burn(sub: string, purpose: CodePurpose): Promise<void> {
    await q(this.scope)
      .updateTable('codes')
      .set({ code_hash: null })
      .where('sub', '=', sub)
      .where('purpose', '=', purpose)
      .execute();
  }

  async deleteExpired(before: Date): Promise<void> {
    await q(this.scope).deleteFrom('codes').where('expires_at', '<', before).execute();
  }
}
