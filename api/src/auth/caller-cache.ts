import type { Database } from '../../../platform/db';
import { watchStatements } from '../../../platform/db';
import type { Caller } from './caller';

/** The tables a caller is made of (authenticate.ts: the user, their membership, its account). */
const CALLER_TABLES = /\b(users|memberships|accounts)\b/i;

/** A statement that may change a caller: anything but a plain SELECT that names one of their tables. */
export function mayChangeCallers(sql: string): boolean {
  return !/^\s*select\b/i.test(sql) && CALLER_TABLES.test(sql);
}

export interface CallerCacheOptions {
  /** Longest life of an entry whatever happens (default 30 s); the token's own expiry comes first. */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * The caller resolved for an access token (never for an impersonation or a partner key), kept until
 * anything it is made of may have changed: every statement that may write users, memberships or accounts
 * (a block, a role change, an account switch, a removal…) empties it, and a resolution that overlapped
 * such a statement is not kept (`begin`/`set`). Keyed by the whole token string, so one account's caller
 * is never answered to another token. Sign-outs are not its business: the revocation list is checked
 * before it on every request. Only for a database no other process writes (PGlite: `callerCacheFor`).
 */
export class CallerCache {
  private generation = 0;
  private readonly entries = new Map<string, { caller: Caller; until: number }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: CallerCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 30_000;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** Forgets every caller, and the resolutions under way. */
  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }

  /** Told of every statement run on the database. */
  noteStatement(sql: string): void {
    if (mayChangeCallers(sql)) this.invalidate();
  }

  /** A copy of the kept caller (handlers may change theirs), or undefined. */
  get(token: string): Caller | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(token);
      return undefined;
    }
    return structuredClone(entry.caller);
  }

  /** Taken before reading the database for a caller; `set` keeps it only if nothing was written since. */
  begin(): number {
    return this.generation;
  }

  set(token: string, caller: Caller, ticket: number, expSeconds?: number): void {
    if (ticket !== this.generation) return;
    const now = this.now();
    const until = Math.min(now + this.ttlMs, expSeconds ? expSeconds * 1000 : Infinity);
    if (until <= now) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(token, { caller: structuredClone(caller), until });
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * A cache for the API over `database` when every write to it passes through this process (PGlite), with
 * the function that stops it watching; none on PostgreSQL, where other processes write too.
 */
export function callerCacheFor(database: Database<unknown>): { cache: CallerCache | null; stop: () => void } {
  if (database.kind !== 'pglite' || !database.pglite) return { cache: null, stop: () => undefined };
  const cache = new CallerCache();
  const stop = watchStatements(database.pglite, (sql) => cache.noteStatement(sql));
  return { cache, stop };
}
