import { sql, type Generated, type Kysely } from 'kysely';
import type { ApiDb } from '../db/database';

/** One signed-out session: every access token carrying this `origin_jti` is refused. */
export interface RevokedTokenOriginsTable {
  origin_jti: string;
  sub: string;
  /** The database's clock: what processes page through to learn new revocations. */
  revoked_at: Generated<Date>;
  /** After this, no token of the session can still be valid: the row is swept. */
  expires_at: Date;
}

/** "Sign out everywhere": the user's tokens from sign-ins before `revoked_before` are refused. */
export interface RevokedSubjectsTable {
  sub: string;
  revoked_before: Date;
  /** The database's clock, updated on each new cut-off (see `revoked_at`). */
  recorded_at: Generated<Date>;
  expires_at: Date;
}

// A type, not an interface: `withTables` wants an index signature.
export type RevocationTables = {
  revoked_token_origins: RevokedTokenOriginsTable;
  revoked_subjects: RevokedSubjectsTable;
};

export interface RevokedOrigin {
  originJti: string;
  recordedAt: Date;
  expiresAt: Date;
}

export interface RevokedSubject {
  sub: string;
  revokedBefore: Date;
  recordedAt: Date;
  expiresAt: Date;
}

/**
 * The SQL of the revocation list (migration `0005_token_revocations`). The tables stay out of `ApiDatabase`:
 * only this store reads them, through `withTables`.
 */
export class RevocationStore {
  private readonly db: Kysely<RevocationTables>;

  constructor(db: ApiDb) {
    this.db = db.withTables<RevocationTables>() as unknown as Kysely<RevocationTables>;
  }

  async revokeOrigin(originJti: string, sub: string, expiresAt: Date): Promise<void> {
    await this.db
      .insertInto('revoked_token_origins')
      .values({ origin_jti: originJti, sub, expires_at: expiresAt })
      .onConflict((oc) =>
        oc.column('origin_jti').doUpdateSet({
          expires_at: sql`greatest(revoked_token_origins.expires_at, excluded.expires_at)`,
        }),
      )
      .execute();
  }

  /** Records a cut-off; a later one replaces an earlier one, never the reverse. */
  async revokeSubject(sub: string, before: Date, expiresAt: Date): Promise<RevokedSubject> {
    const row = await this.db
      .insertInto('revoked_subjects')
      .values({ sub, revoked_before: before, expires_at: expiresAt })
      .onConflict((oc) =>
        oc.column('sub').doUpdateSet({
          revoked_before: sql`greatest(revoked_subjects.revoked_before, excluded.revoked_before)`,
          expires_at: sql`greatest(revoked_subjects.expires_at, excluded.expires_at)`,
          recorded_at: sql`now()`,
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    return subjectOf(row);
  }

  /** Revocations recorded after `since` (database clock) and still in force at `now`. */
  async originsSince(since: Date, now: Date): Promise<RevokedOrigin[]> {
    const rows = await this.db
      .selectFrom('revoked_token_origins')
      .select(['origin_jti', 'revoked_at', 'expires_at'])
      .where('revoked_at', '>', since)
      .where('expires_at', '>', now)
      .execute();
    return rows.map((r) => ({ originJti: r.origin_jti, recordedAt: r.revoked_at, expiresAt: r.expires_at }));
  }

  async subjectsSince(since: Date, now: Date): Promise<RevokedSubject[]> {
    const rows = await this.db
      .selectFrom('revoked_subjects')
      .selectAll()
      .where('recorded_at', '>', since)
      .where('expires_at', '>', now)
      .execute();
    return rows.map(subjectOf);
  }

  /** Deletes what no longer matters (every token it could refuse has expired). */
  async sweep(now: Date): Promise<void> {
    await this.db.deleteFrom('revoked_token_origins').where('expires_at', '<=', now).execute();
    await this.db.deleteFrom('revoked_subjects').where('expires_at', '<=', now).execute();
  }
}

function subjectOf(row: {
  sub: string;
  revoked_before: Date;
  recorded_at: Date;
  expires_at: Date;
}): RevokedSubject {
  return {
    sub: row.sub,
    revokedBefore: row.revoked_before,
    recordedAt: row.recorded_at,
    expiresAt: row.expires_at,
  };
}
