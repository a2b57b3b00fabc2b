import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { migrateSchema, type TestDatabase } from '../../../platform/db';
import type { ApiDb } from '../db/database';
import { apiMigrations } from '../db/migrations';
import { MSG } from '../http/messages';
import { openApiTestDatabase } from '../testing/harness';
import { RevocationList, type RevocationListOptions } from './revocation-list';
import { RevocationStore } from './revocation-store';

let database: TestDatabase<unknown>;
let db: ApiDb;
let store: RevocationStore;
let schema: string;

beforeAll(async () => {
  database = await openApiTestDatabase();
  const root = database.database.db as unknown as ApiDb;
  schema = `${database.schema}_rev`;
  await migrateSchema(root, schema, apiMigrations(schema));
  db = root.withSchema(schema) as ApiDb;
  store = new RevocationStore(db);
});
afterAll(async () => {
  await database?.cleanup();
});

const seconds = (ms: number) => Math.floor(ms / 1000);

/** A token's claims, signed in `agoSeconds` ago. */
function token(sub = randomUUID(), agoSeconds = 10) {
  const at = seconds(Date.now()) - agoSeconds;
  return { sub, origin_jti: randomUUID(), iat: at, auth_time: at };
}

/** A list that never refreshes on its own (refreshMs of a minute), counting its database reads. */
function list(options: Partial<RevocationListOptions> = {}) {
  let reads = 0;
  const counting = Object.create(store) as RevocationStore;
  counting.originsSince = (since, now) => {
    reads++;
    return store.originsSince(since, now);
  };
  const revocations = new RevocationList({
    store: counting,
    refreshMs: 60_000,
    keepSeconds: 3600,
    now: () => new Date(),
    ...options,
  });
  return { revocations, reads: () => reads };
}

describe('the revocation list of one API process', () => {
  it('refuses a signed-out session at once in the process that recorded it, with the spec message', async () => {
    const { revocations } = list();
    const signedOut = token();
    const sameUserOtherSession = { ...token(signedOut.sub), origin_jti: randomUUID() };
    await revocations.check(signedOut);
    await revocations.revokeSession(signedOut);
    await expect(revocations.check(signedOut)).rejects.toMatchObject({
      status: 401,
      message: MSG.sessionExpired,
    });
    // A token refreshed later from the same sign-in carries the same origin_jti.
    expect(revocations.isRevoked({ ...signedOut, iat: signedOut.iat + 3000 })).toBe(true);
    await expect(revocations.check(sameUserOtherSession)).resolves.toBeUndefined();
  });

  it('asks the database once per interval, whatever the number of checks', async () => {
    const { revocations, reads } = list();
    for (let i = 0; i < 50; i++) await revocations.check(token());
    expect(reads()).toBe(1);
    const fast = list({ refreshMs: 50 });
    await fast.revocations.check(token());
    await new Promise((r) => setTimeout(r, 80));
    await Promise.all([1, 2, 3, 4, 5].map(() => fast.revocations.check(token())));
    // One refresh for the five checks that found it stale together.
    expect(fast.reads()).toBe(2);
  });

  it('learns what another process recorded at its next refresh', async () => {
    const a = list().revocations;
    const b = list().revocations;
    const session = token();
    const everywhere = token();
    const otherSessionOfThatUser = token(everywhere.sub, 60);
    await b.check(session); // b has loaded its copy
    await a.revokeSession(session);
    await a.revokeEverywhere(everywhere.sub);
    expect(b.isRevoked(session)).toBe(false); // not yet: b's copy is from before
    await b.refresh();
    expect(b.isRevoked(session)).toBe(true);
    expect(b.isRevoked(everywhere)).toBe(true);
    expect(b.isRevoked(otherSessionOfThatUser)).toBe(true);
  });

  it('"everywhere" refuses sign-ins before the cut-off only, and never another user', async () => {
    const { revocations } = list();
    const sub = randomUUID();
    const { before } = await revocations.revokeEverywhere(sub);
    const cut = seconds(+before);
    expect(revocations.isRevoked({ ...token(sub), auth_time: cut - 1, iat: cut + 100 })).toBe(true);
    // Signed in again afterwards (or in the cut-off's own second): a new session.
    expect(revocations.isRevoked({ ...token(sub), auth_time: cut + 1, iat: cut + 1 })).toBe(false);
    expect(revocations.isRevoked({ ...token(sub), auth_time: cut, iat: cut })).toBe(false);
    // Without auth_time, iat stands in for it.
    expect(revocations.isRevoked({ sub, origin_jti: randomUUID(), iat: cut - 5 })).toBe(true);
    expect(revocations.isRevoked({ ...token(), auth_time: cut - 100 })).toBe(false);
    // A later cut-off replaces an earlier one, never the reverse.
    await store.revokeSubject(sub, new Date(+before - 60_000), new Date(Date.now() + 3600_000));
    const other = list().revocations;
    await other.refresh();
    expect(other.isRevoked({ ...token(sub), auth_time: cut - 1 })).toBe(true);
  });

  it('finds a row stamped before its last read but committed after it (the overlap)', async () => {
    const b = list().revocations;
    const late = token();
    await store.revokeOrigin(randomUUID(), 'x', new Date(Date.now() + 3600_000)); // moves b's watermark
    await b.refresh();
    await sql`insert into ${sql.table(`${schema}.revoked_token_origins`)} (origin_jti, sub, revoked_at, expires_at)
      values (${late.origin_jti}, ${late.sub}, now() - interval '5 seconds', now() + interval '1 hour')`.execute(
      db,
    );
    await b.refresh();
    expect(b.isRevoked(late)).toBe(true);
  });

  it('sweeps what has expired, in the database and in memory', async () => {
    let now = Date.now();
    const { revocations } = list({ now: () => new Date(now), keepSeconds: 300, sweepEveryMs: 0 });
    const session = token();
    const sub = randomUUID();
    await revocations.revokeSession(session);
    await revocations.revokeEverywhere(sub);
    const rows = async () => {
      const origins = await db
        .withTables<{ revoked_token_origins: { origin_jti: string } }>()
        .selectFrom('revoked_token_origins')
        .select('origin_jti')
        .where('origin_jti', '=', session.origin_jti)
        .execute();
      const subjects = await db
        .withTables<{ revoked_subjects: { sub: string } }>()
        .selectFrom('revoked_subjects')
        .select('sub')
        .where('sub', '=', sub)
        .execute();
      return origins.length + subjects.length;
    };
    await revocations.refresh();
    expect(await rows()).toBe(2);
    expect(revocations.isRevoked(session)).toBe(true);
    now += 301_000; // every token those rows could refuse has expired
    await revocations.refresh();
    expect(await rows()).toBe(0);
    expect(revocations.isRevoked(session)).toBe(false);
  });
});
