import { q, type Scope } from './db';
import type { AuthSessionsTable, RefreshTokenRow } from './schema';

export class TokenStore {
  constructor(private readonly scope: Scope) {}

  async insertRefresh(row: Omit<RefreshTokenRow, 'revoked_at'>): Promise<void> {
    await q(this.scope)
      .insertInto('refresh_tokens')
      .values({ ...row, revoked_at: null })
      .execute();
  }

  refreshByHash(tokenHash: string): Promise<RefreshTokenRow | undefined> {
    return q(this.scope)
      .selectFrom('refresh_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  refreshById(id: string): Promise<RefreshTokenRow | undefined> {
    return q(this.scope).selectFrom('refresh_tokens').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async revoke(id: string, now: Date): Promise<void> {
    await q(this.scope)
      .updateTable('refresh_tokens')
      .set({ revoked_at: now })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Every sign-in of the user: their refresh tokens and, through origin_jti, their access tokens. */
  async revokeAllForUser(sub: string, now: Date): Promise<void> {
    await q(this.scope)
      .updateTable('refresh_tokens')
      .set({ revoked_at: now })
      .where('sub', '=', sub)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async insertSession(row: AuthSessionsTable): Promise<void> {
    await q(this.scope).insertInto('auth_sessions').values(row).execute();
  }

  session(sessionHash: string): Promise<AuthSessionsTable | undefined> {
    return q(this.scope)
      .selectFrom('auth_sessions')
      .selectAll()
      .where('session_hash', '=', sessionHash)
      .executeTakeFirst();
  }

  async deleteSession(sessionHash: string): Promise<boolean> {
    const r = await q(this.scope)
      .deleteFrom('auth_sessions')
      .where('session_hash', '=', sessionHash)
      .executeTakeFirst();
    return r.numDeletedRows > 0n;
  }

  async deleteExpired(now: Date, keepRevokedUntil: Date): Promise<void> {
    await q(this.scope).deleteFrom('auth_sessions').where('expires_at', '<', now).execute();
    await q(this.scope)
      .deleteFrom('refresh_tokens')
      .where((eb) => eb.or([eb('expires_at', '<', now), eb('revoked_at', '<', keepRevokedUntil)]))
      .execute();
  }
}
