import { randomBytes, randomUUID } from 'node:crypto';
import type { TestDatabase } from '../../../platform/db';
import {
  openApiTestDatabase,
  recordingQueue,
  startApiHarness,
  type ApiHarness,
  type TestUser,
} from '../testing/harness';
import { insertApiKey } from './partner-store';
import { partnersHeirTransfer, partnersSessionsEnded, REVIEW_WINDOW_MS } from './session-review';
import type { ApiKeyCreatedVia } from './tables';

let database: TestDatabase<unknown>;
let h: ApiHarness;
let owner: TestUser;

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database, { queue: () => recordingQueue(), reports: 'record' });
  owner = await h.newOwner();
});
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

/** A key of `owner`'s made at `createdAt` from a sign-in at `signedInAt`. */
async function key(createdAt: Date, signedInAt: Date | null, via: ApiKeyCreatedVia = 'session') {
  const uuid = randomUUID();
  const keyId = randomBytes(6).toString('hex');
  await insertApiKey(h.db, {
    uuid,
    keyId,
    prefix: `fak_${keyId}`,
    secretHash: randomBytes(32),
    accountUuid: owner.accountUuid,
    createdBy: owner.uuid,
    name: 'Clé',
    scopes: ['fecs:read'],
    now: createdAt,
    createdFrom: {
      via,
      originJti: via === 'session' ? randomUUID() : null,
      signedInAt,
      ip: null,
      userAgent: null,
    },
  });
  return uuid;
}
const row = (uuid: string) =>
  h.db
    .selectFrom('api_keys')
    .select(['review_reason', 'suspended_at', 'revoked_at'])
    .where('uuid', '=', uuid)
    .executeTakeFirstOrThrow();

describe('partnersSessionsEnded: which keys a cut of the creator’s sessions puts up for review', () => {
  it('keys of ended sessions only, within the window; a reset suspends, a later milder cut keeps it so', async () => {
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const recent = await key(ago(60_000), ago(120_000));
    const sameSecond = await key(now, new Date(Math.floor(now.getTime() / 1000) * 1000));
    const old = await key(ago(REVIEW_WINDOW_MS + 60_000), ago(REVIEW_WINDOW_MS + 120_000));
    const byStaff = await key(ago(60_000), null, 'impersonation');

    await partnersSessionsEnded(h.db, { userUuid: owner.uuid, before: now, reason: 'password_reset', now });
    expect(await row(recent)).toMatchObject({
      review_reason: 'password_reset',
      suspended_at: expect.any(Date),
    });
    // A sign-in in the cut's very second is let through by the revocation list: its key is too.
    for (const untouched of [sameSecond, old, byStaff]) {
      expect(await row(untouched)).toMatchObject({ review_reason: null, suspended_at: null });
    }

    const later = new Date(now.getTime() + 5_000);
    await partnersSessionsEnded(h.db, {
      userUuid: owner.uuid,
      before: later,
      reason: 'signed_out_everywhere',
      now: later,
    });
    expect(await row(recent)).toMatchObject({
      review_reason: 'password_reset',
      suspended_at: expect.any(Date),
    });
    expect(await row(sameSecond)).toMatchObject({
      review_reason: 'signed_out_everywhere',
      suspended_at: null,
    });
  });

  it('partnersHeirTransfer revokes the leaver’s keys in that account only', async () => {
    const mine = await key(new Date(), new Date());
    const other = await h.newOwner();
    const elsewhere = randomUUID();
    const keyId = randomBytes(6).toString('hex');
    await insertApiKey(h.db, {
      uuid: elsewhere,
      keyId,
      prefix: `fak_${keyId}`,
      secretHash: randomBytes(32),
      accountUuid: other.accountUuid,
      createdBy: owner.uuid,
      name: 'Ailleurs',
      scopes: ['fecs:read'],
      now: new Date(),
      createdFrom: { via: 'session', originJti: null, signedInAt: null, ip: null, userAgent: null },
    });
    await h.db
      .transaction()
      .execute((trx) => partnersHeirTransfer(trx, owner.accountUuid, owner.uuid, other.uuid));
    expect((await row(mine)).revoked_at).toEqual(expect.any(Date));
    expect((await row(elsewhere)).revoked_at).toBeNull();
  });
});
