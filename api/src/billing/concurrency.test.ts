import type { TestDatabase } from '../../../platform/db';
import { openApiTestDatabase, recordingQueue, startApiHarness, type ApiHarness } from '../testing/harness';
import { grantCredits, lotBalances } from './credits';
import { seededFec } from './testing';

/**
 * Issue 11: unlocks racing on the last credits never overspend. 100 unlocks at once over HTTP, each in its
 * own transaction; the lots are locked `for update`, so on PostgreSQL (DATABASE_URL) they queue on the
 * rows, and on PGlite the single connection serialises them — both must end with the exact count.
 */
let database: TestDatabase<unknown>;
let h: ApiHarness;

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database, { queue: () => recordingQueue() });
});
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

it('100 concurrent unlocks against 10 FECs worth of line credits: exactly 10 succeed, nothing overspent', async () => {
  const owner = await h.newOwner();
  // The Découverte lots expire first so only the lines granted here count.
  await h.call('GET', '/v1/credits', { token: owner.accessToken });
  await h.db
    .updateTable('credit_lots')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('account_uuid', '=', owner.accountUuid)
    .execute();
  const at = new Date();
  for (const amount of [6000, 4000]) {
    await grantCredits(h.db, {
      accountUuid: owner.accountUuid,
      type: 'line',
      amount,
      offerCode: null,
      origin: 'Geste commercial',
      expiresAt: null,
      at,
    });
  }
  const fecs = [];
  for (let i = 0; i < 100; i++) fecs.push(await seededFec(h.db, owner, { lines: 1000 }));

  const answers = await Promise.all(
    fecs.map((f) => h.call('POST', `/v1/fecs/${f.uuid}/unlock`, { token: owner.accessToken, body: {} })),
  );
  const statuses = answers.map((a) => a.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(10);
  expect(statuses.filter((s) => s === 402)).toHaveLength(90);

  const lots = await lotBalances(h.db, owner.accountUuid);
  expect(lots.every((l) => l.balance >= 0)).toBe(true);
  expect(lots.filter((l) => l.type === 'line').reduce((s, l) => s + l.balance, 0)).toBe(0);
  const unlocked = await h.db
    .selectFrom('fecs')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_uuid', '=', owner.accountUuid)
    .where('locked', '=', false)
    .executeTakeFirstOrThrow();
  expect(Number(unlocked.n)).toBe(10);
});

it('20 concurrent unlocks of the same FEC consume once', async () => {
  const owner = await h.newOwner();
  const fec = await seededFec(h.db, owner, { lines: 1000 });
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      h.call('POST', `/v1/fecs/${fec.uuid}/unlock`, {
        token: owner.accessToken,
        body: { credit_type: 'line' },
      }),
    ),
  );
  expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
  const consumed = await h.db
    .selectFrom('credit_movements')
    .select('amount')
    .where('account_uuid', '=', owner.accountUuid)
    .where('kind', '=', 'consume')
    .execute();
  expect(consumed.map((m) => Number(m.amount))).toEqual([-1000]);
});
