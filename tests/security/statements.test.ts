/**
 * The accountant's figures (issue 36) — trial balance, ledger, statements, tax return, reconciliation and the
 * declared tax return — across accounts and per role, through REST and GraphQL. Another account's Owner is
 * refused everything on the victim's analysis and FEC, nothing of its figures appears, and afterwards the
 * victim's account, its declared tax return and its storage are as they were. In the account: reading is
 * whoever may read the analysis (a Member only on a FEC granted to them); declaring is whoever may edit the
 * FEC's extra information (Owner, Manager), never a Supervisor nor a Member, granted or not.
 */
import type { TestDatabase } from '../../platform/db';
import type { AccountRole } from '../../api/src/permissions/roles';
import type { SeededAnalysedFec } from '../../api/src/reports/testing';
import { seedStatementsFec } from '../../api/src/statements/testing';
import type { ApiHarness, TestUser } from '../../api/src/testing/harness';
import {
  openGatewayTestDatabase,
  startGatewayHarness,
  type GatewayHarness,
} from '../../gateway/src/testing/harness';
import { brief, codeOf, snapshotAccount } from './support';

const FORBIDDEN = "Vous n'avez pas accès à ce Fec.";

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let h: ApiHarness;
let victim: TestUser;
let attacker: TestUser;
let fec: SeededAnalysedFec;

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database);
  h = g.api;
  victim = await h.newOwner();
  attacker = await h.newOwner();
  fec = await seedStatementsFec(h, victim);
  const declared = await h.call('PUT', `/v1/fecs/${fec.fecUuid}/declared-tax-return`, {
    token: victim.accessToken,
    body: { csv: 'RESULTAT;700\n210;1000\n' },
  });
  expect(declared.status).toBe(200);
}, 60_000);
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

const reads = () => [
  `/v1/analyses/${fec.analysisUuid}/statements`,
  `/v1/analyses/${fec.analysisUuid}/trial-balance`,
  `/v1/analyses/${fec.analysisUuid}/trial-balance.csv`,
  `/v1/analyses/${fec.analysisUuid}/ledger?account=411000`,
  // The auxiliary ledger (issue 36): the same rights, whatever the auxiliary account named.
  `/v1/analyses/${fec.analysisUuid}/ledger?account=411000&aux=C001`,
  `/v1/analyses/${fec.analysisUuid}/tax-return`,
  `/v1/analyses/${fec.analysisUuid}/tax-return/reconciliation`,
  `/v1/analyses/${fec.analysisUuid}/statements.xlsx`,
];

const READ_QUERY = `query ($u: ID!) {
  analysis(uuid: $u) {
    uuid
    trialBalance { items { account closingDebitCents } totals { debitCents } }
    generalLedger(account: "411000") { items { balanceCents } }
    auxLedger: generalLedger(account: "411000", aux: "C001") { label items { balanceCents } }
    statements { current { keyFigures { chiffreAffairesCents } } }
    taxReturn { form boxes { code euros } }
    taxReturnReconciliation { differences }
  }
}`;
const DECLARE = `mutation ($f: ID!) {
  setDeclaredTaxReturn(fecUuid: $f, input: { csv: "210;1" }) { fecUuid }
}`;

const get = (token: string, path: string) => {
  const [route, query] = path.split('?');
  return h.call<{ message?: string }>('GET', route!, {
    token,
    query: query ? Object.fromEntries(new URLSearchParams(query)) : undefined,
  });
};

/** The declared tax return's row, and whether the ledger was built (a refused read builds nothing). */
async function figuresState() {
  const declared = await h.db
    .selectFrom('declared_tax_returns')
    .selectAll()
    .where('fec_uuid', '=', fec.fecUuid)
    .execute();
  return JSON.parse(JSON.stringify(declared)) as unknown;
}

describe('another account’s Owner', () => {
  it('is refused every read and the declaration, through REST and GraphQL; nothing changes or leaks', async () => {
    const before = await snapshotAccount(h, victim.accountUuid);
    const declaredBefore = await figuresState();
    const failures: string[] = [];
    for (const path of reads()) {
      const res = await get(attacker.accessToken, path);
      if (res.status !== 403 || res.body?.message !== FORBIDDEN) failures.push(`GET ${path} → ${brief(res)}`);
      if (/Prestations|Tiers C001/.test(JSON.stringify(res.body))) failures.push(`GET ${path} leaks a label`);
    }
    const put = await h.call<{ message?: string }>('PUT', `/v1/fecs/${fec.fecUuid}/declared-tax-return`, {
      token: attacker.accessToken,
      body: { csv: '210;1' },
    });
    if (put.status !== 403) failures.push(`PUT declared → ${brief(put)}`);
    expect(failures).toEqual([]);
    expect(await h.deps.storage.exists(`analyses/${fec.analysisUuid}/ledger/index.json`)).toBe(false);

    const read = await g.gql<{ analysis: unknown }>(
      READ_QUERY,
      { u: fec.analysisUuid },
      { token: attacker.accessToken },
    );
    expect(codeOf(read)).toBe('FORBIDDEN');
    expect(JSON.stringify(read.data ?? null)).not.toContain('411000');
    expect(JSON.stringify(read.data ?? null)).not.toContain('Tiers C001');
    const declare = await g.gql(DECLARE, { f: fec.fecUuid }, { token: attacker.accessToken });
    expect(codeOf(declare)).toBe('FORBIDDEN');

    expect(await snapshotAccount(h, victim.accountUuid)).toEqual(before);
    expect(await figuresState()).toEqual(declaredBefore);
  });
});

type Actor = AccountRole | 'Role_Member (lecture)' | 'Role_Member (écriture)';
const TABLE: Record<Actor, { read: boolean; declare: boolean }> = {
  Role_Owner: { read: true, declare: true },
  Role_Manager: { read: true, declare: true },
  Role_Supervisor: { read: true, declare: false },
  Role_Member: { read: false, declare: false },
  'Role_Member (lecture)': { read: true, declare: false },
  'Role_Member (écriture)': { read: true, declare: false },
};

describe.each(Object.entries(TABLE) as [Actor, { read: boolean; declare: boolean }][])(
  '%s',
  (actor, expected) => {
    let token: string;
    beforeAll(async () => {
      const role = actor.startsWith('Role_Member') ? 'Role_Member' : (actor as AccountRole);
      const user = await h.newMember(victim.accountUuid, role);
      if (actor !== 'Role_Member' && role === 'Role_Member') {
        await h.db
          .insertInto('fec_access')
          .values({ fec_uuid: fec.fecUuid, email: user.email, write: actor.includes('écriture') })
          .execute();
      }
      token = user.accessToken;
    });

    it(`reads the figures: ${expected.read ? 'yes' : 'no (403)'}`, async () => {
      const failures: string[] = [];
      for (const path of reads()) {
        const res = await get(token, path);
        if (res.status !== (expected.read ? 200 : 403)) failures.push(`GET ${path} → ${brief(res)}`);
      }
      expect(failures).toEqual([]);
      const gql = await g.gql<{ analysis: { taxReturn: { form: string } | null } | null }>(
        READ_QUERY,
        { u: fec.analysisUuid },
        { token },
      );
      if (expected.read) {
        expect(gql.errors).toBeUndefined();
        expect(gql.data?.analysis?.taxReturn?.form).toBe('2033');
      } else expect(codeOf(gql)).toBe('FORBIDDEN');
    });

    it(`declares the tax return: ${expected.declare ? 'yes' : 'no (403, unchanged)'}`, async () => {
      const before = await figuresState();
      const res = await h.call('PUT', `/v1/fecs/${fec.fecUuid}/declared-tax-return`, {
        token,
        body: { csv: 'RESULTAT;700\n210;1000\n' },
      });
      expect([actor, res.status]).toEqual([actor, expected.declare ? 200 : 403]);
      const gql = await g.gql(
        DECLARE.replace('"210;1"', '"RESULTAT;700\\n210;1000"'),
        { f: fec.fecUuid },
        { token },
      );
      expect(codeOf(gql)).toBe(expected.declare ? 'none' : 'FORBIDDEN');
      if (!expected.declare) expect(await figuresState()).toEqual(before);
    });
  },
);
