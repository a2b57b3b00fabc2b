import { performance } from 'node:perf_hooks';
import { unauthorized } from '../http/errors';
import { MSG } from '../http/messages';
import type { RevocationStore, RevokedSubject } from './revocation-store';
import type { AccessClaims } from './token-verifier';

export interface RevocationListOptions {
  store: RevocationStore;
  /** The list is re-read from the database when older than this (API_REVOCATION_REFRESH_MS). */
  refreshMs: number;
  /** How long a revocation is kept: the longest access-token lifetime (API_REVOCATION_KEEP_SECONDS). */
  keepSeconds: number;
  now: () => Date;
  /**
   * Each refresh re-reads this far behind the newest row it saw: a row stamped by the database before
   * the previous read but committed after it is still found.
   */
  overlapMs?: number;
  /** Expired rows are deleted (and forgotten here) at most this often. */
  sweepEveryMs?: number;
}

type Revocable = Pick<AccessClaims, 'sub' | 'origin_jti' | 'iat' | 'auth_time'>;

/**
 * Signed-out sessions, as every API process sees them: an in-memory copy of the database's list,
 * brought up to date incrementally at most every `refreshMs` — by the first request that finds it older,
 * so no request is answered from a copy older than that, and the database is asked once per interval
 * whatever the traffic (never the identity service). The process that records a revocation applies it
 * at once; the others learn it within `refreshMs`.
 */
export class RevocationList {
  /** origin_jti → end of the revocation (epoch ms). */
  private readonly origins = new Map<string, number>();
  /** sub → sign-ins before `before` (epoch ms) are refused, until `expiresAt`. */
  private readonly subjects = new Map<string, { before: number; expiresAt: number }>();
  /** The newest database stamp seen; the next refresh reads from a little before it. */
  private watermark = 0;
  private refreshedAt = Number.NEGATIVE_INFINITY;
  private sweptAt = Number.NEGATIVE_INFINITY;
  private loading: Promise<void> | undefined;
  private readonly overlapMs: number;
  private readonly sweepEveryMs: number;

  constructor(private readonly options: RevocationListOptions) {
    this.overlapMs = options.overlapMs ?? 30_000;
    this.sweepEveryMs = options.sweepEveryMs ?? 600_000;
  }

  /** Refuses (401, spec §4 message) a token whose session was signed out. */
  async check(claims: Revocable): Promise<void> {
    await this.upToDate();
    if (this.isRevoked(claims)) throw unauthorized(MSG.sessionExpired);
  }

  /** From the copy in memory, as it is now (`check` brings it up to date first). */
  isRevoked(claims: Revocable): boolean {
    const now = this.options.now().getTime();
    const origin = this.origins.get(claims.origin_jti);
    if (origin !== undefined && origin > now) return true;
    const cut = this.subjects.get(claims.sub);
    if (!cut || cut.expiresAt <= now) return false;
    // Token times are whole seconds: a sign-in in the very second of the cut-off cannot be placed
    // before or after it, and is let through rather than locking out a user who signs in again at once
    // (the session that asked for the cut-off is revoked by its origin_jti anyway).
    const signedIn = claims.auth_time ?? claims.iat;
    return signedIn < Math.floor(cut.before / 1000);
  }

  /** Signs out one session: every access token of its sign-in (`origin_jti`). */
  async revokeSession(claims: Pick<AccessClaims, 'sub' | 'origin_jti'>): Promise<void> {
    const expiresAt = this.expiry();
    await this.options.store.revokeOrigin(claims.origin_jti, claims.sub, expiresAt);
    this.origins.set(claims.origin_jti, Math.max(this.origins.get(claims.origin_jti) ?? 0, +expiresAt));
  }

  /** Signs out every session of `sub` opened before now. */
  async revokeEverywhere(sub: string): Promise<{ before: Date }> {
    const row = await this.options.store.revokeSubject(sub, this.options.now(), this.expiry());
    this.applySubject(row);
    return { before: row.revokedBefore };
  }

  /** Reads what other processes recorded since the last refresh (and sweeps when due). */
  refresh(): Promise<void> {
    this.loading ??= this.load().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  private upToDate(): Promise<void> {
    if (performance.now() - this.refreshedAt < this.options.refreshMs) return Promise.resolve();
    return this.refresh();
  }

  private async load(): Promise<void> {
    const started = performance.now();
    const now = this.options.now();
    const since = new Date(Math.max(0, this.watermark - this.overlapMs));
    const origins = await this.options.store.originsSince(since, now);
    const subjects = await this.options.store.subjectsSince(since, now);
    for (const o of origins) {
      this.origins.set(o.originJti, Math.max(this.origins.get(o.originJti) ?? 0, +o.expiresAt));
      this.watermark = Math.max(this.watermark, +o.recordedAt);
    }
    for (const s of subjects) this.applySubject(s);
    if (started - this.sweptAt >= this.sweepEveryMs) {
      await this.options.store.sweep(now);
      this.forgetExpired(+now);
      this.sweptAt = started;
    }
    this.refreshedAt = started;
  }

  private applySubject(s: RevokedSubject): void {
    const known = this.subjects.get(s.sub);
    this.subjects.set(s.sub, {
      before: Math.max(known?.before ?? 0, +s.revokedBefore),
      expiresAt: Math.max(known?.expiresAt ?? 0, +s.expiresAt),
    });
    this.watermark = Math.max(this.watermark, +s.recordedAt);
  }

  private forgetExpired(now: number): void {
    for (const [origin, end] of this.origins) if (end <= now) this.origins.delete(origin);
    for (const [sub, cut] of this.subjects) if (cut.expiresAt <= now) this.subjects.delete(sub);
  }

  private expiry(): Date {
    return new Date(this.options.now().getTime() + this.options.keepSeconds * 1000);
  }
}
