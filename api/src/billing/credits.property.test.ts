import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { migrateSchema, type TestDatabase } from '../../../platform/db';
import { json, type ApiDb } from '../db/database';
import { apiMigrations } from '../db/migrations';
import { openApiTestDatabase } from '../testing/harness';
import { consumeFromLots, grantCredits, isExpired, lockedLots, lotBalances, totalsOf } from './credits';
import type { CreditType } from './tables';

/**
 * Property tests of the ledger against a model: whatever the sequence of grants, spends and passing days,
 * every balance is the sum of its movements, none is ever negative, and the usable totals are the model's.
 */
let database: TestDatabase<unknown>;
let db: ApiDb;

beforeAll(async () => {
  database = await openApiTestDatabase();
  const root = database.database.db as unknown as ApiDb;
  await migrateSchema(root, database.schema, apiMigrations(database.schema));
  db = root.withSchema(database.schema) as ApiDb;
});
afterAll(async () => {
  await database?.cleanup();
});

const TYPES: CreditType[] = ['line', 'file', 'dossier', 'discount'];
const op = fc.oneof(
  fc.record({
    kind: fc.constant('grant' as const),
    type: fc.constantFrom(...TYPES),
    amount: fc.integer({ min: 1, max: 500 }),
    days: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
  }),
  fc.record({
    kind: fc.constant('spend' as const),
    type: fc.constantFrom(...TYPES),
    amount: fc.integer({ min: 1, max: 700 }),
  }),
  fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 3 }) }),
);

interface ModelLot {
  type: CreditType;
  left: number;
  expires: number | null;
  order: number;
}

it('balances are sums of movements, never negative, and match the model', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
      const account = randomUUID();
      const start = Date.UTC(2030, 0, 1);
      // Created "now" in the future so the Découverte grant is not in the way: it is made, then ignored.
      await db
        .insertInto('accounts')
        .values({
          uuid: account,
          name: 'Propriété',
          network_parent_uuid: null,
          features_in_account: json({}),
          created_at: new Date(start - 90 * 86_400_000),
        })
        .execute();
      const model: ModelLot[] = [];
      let now = start;
      let order = 0;
      for (const o of ops) {
        now += 1000;
        const at = new Date(now);
        if (o.kind === 'wait') {
          now += o.days * 86_400_000;
          continue;
        }
        if (o.kind === 'grant') {
          const expires = o.days === null ? null : now + o.days * 86_400_000 + 1;
          await grantCredits(db, {
            accountUuid: account,
            type: o.type,
            amount: o.amount,
            offerCode: null,
            origin: 'Propriété',
            expiresAt: expires === null ? null : new Date(expires),
            at,
          });
          model.push({ type: o.type, left: o.amount, expires, order: order++ });
          continue;
        }
        await db.transaction().execute(async (trx) => {
          const lots = await lockedLots(trx, account, at);
          if (totalsOf(lots, at)[o.type] < o.amount) return;
          await consumeFromLots(trx, lots, o.type, o.amount, { label: 'Propriété', at });
        });
        const usable = model
          .filter((l) => l.type === o.type && (l.expires === null || l.expires > now))
          .sort((a, b) => (a.expires ?? Infinity) - (b.expires ?? Infinity) || a.order - b.order);
        const held = usable.reduce((s, l) => s + l.left, 0);
        if (held >= o.amount) {
          let left = o.amount;
          for (const l of usable) {
            const take = Math.min(l.left, left);
            l.left -= take;
            left -= take;
          }
        }
      }
      const at = new Date(now + 1000);
      const lots = await db.transaction().execute((trx) => lockedLots(trx, account, at));
      const own = lots.filter((l) => l.offer_code !== 'decouverte');
      const sums = await sql<{ lot_uuid: string; total: string }>`
        select lot_uuid, sum(amount) as total from ${sql.table(`${database.schema}.credit_movements`)}
        where account_uuid = ${account} group by lot_uuid`.execute(db);
      const byLot = new Map(sums.rows.map((r) => [r.lot_uuid, Number(r.total)]));
      for (const lot of lots) {
        expect(lot.balance).toBeGreaterThanOrEqual(0);
        expect(lot.balance).toBeLessThanOrEqual(lot.granted);
        expect(byLot.get(lot.uuid)).toBe(lot.balance);
        if (isExpired(lot, at)) expect(lot.balance).toBe(0);
      }
      const expected = { line: 0, dossier: 0, file: 0, discount: 0, ecf: 0 };
      for (const l of model) if (l.expires === null || l.expires > at.getTime()) expected[l.type] += l.left;
      const actual = { line: 0, dossier: 0, file: 0, discount: 0, ecf: 0 };
      for (const l of own) if (!isExpired(l, at)) actual[l.type] += l.balance;
      expect(actual).toEqual(expected);
      expect((await lotBalances(db, account)).length).toBe(lots.length);
    }),
    { numRuns: 40 },
  );
});
