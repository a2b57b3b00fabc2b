/**
 * ECF missions (issue 38) per role, for staff acting as a user and for partner keys, through REST (the
 * cross-account attempts, GraphQL and REST, are in cross-account.test.ts). Reading is whoever holds
 * `analysis.ecf.read` and may read the mission's FEC (a Member only on a FEC granted to them); opening a mission
 * needs `analysis.ecf.create` (Owner, Manager; an `ecf` key); concluding a point and ticking its checklist
 * `analysis.ecf.write` (Owner, Manager, Supervisor, granted Member; an `ecf` key); signing and marking sent
 * `analysis.ecf.sign` (Owner, Manager; never a key). Staff acting as an Owner follow their ceiling: Role_CS does
 * everything, Role_CSRO only reads. Every refusal leaves the account's rows (the ECF tables and credits included)
 * as they were.
 */
import type { TestDatabase } from '../../platform/db';
import { analyse, insertFec, realFec, waitFinished } from '../../api/src/analyses/testing/fixtures';
import { grantCredits } from '../../api/src/billing/credits';
import { json } from '../../api/src/db/database';
import { seedEcfMission } from '../../api/src/ecf/testing';
import type { ApiHarness, TestUser } from '../../api/src/testing/harness';
import { openApiTestDatabase, startApiHarness } from '../../api/src/testing/harness';
import { dataOf, impersonating, snapshotAccount, type Envelope } from './support';

let database: TestDatabase<unknown>;
let h: ApiHarness;
let owner: TestUser;
let fec: string;
let analysis: string;
let open: string;

type Actor =
  | 'Role_Owner'
  | 'Role_Manager'
  | 'Role_Supervisor'
  | 'Role_Member (accès au FEC)'
  | 'Role_Member (sans accès)'
  | 'Role_CS agissant comme un Owner'
  | 'Role_CSRO agissant comme un Owner'
  | 'clé fecs:read'
  | 'clé ecf'
  | 'clé review (sans portée ecf)';
type Op = 'read' | 'create' | 'conclude' | 'checklist' | 'sign' | 'mark sent';

// prettier-ignore
const ALLOWED: Record<Actor, readonly Op[]> = {
  Role_Owner:                          ['read', 'create', 'conclude', 'checklist', 'sign', 'mark sent'],
  Role_Manager:                        ['read', 'create', 'conclude', 'checklist', 'sign', 'mark sent'],
  Role_Supervisor:                     ['read', 'conclude', 'checklist'],
  'Role_Member (accès au FEC)':        ['read', 'conclude', 'checklist'],
  'Role_Member (sans accès)':          [],
  'Role_CS agissant comme un Owner':   ['read', 'create', 'conclude', 'checklist', 'sign', 'mark sent'],
  'Role_CSRO agissant comme un Owner': ['read'],
  'clé fecs:read':                     ['read'],
  'clé ecf':                           ['read', 'create', 'conclude', 'checklist'],
  'clé review (sans portée ecf)':      [],
};
const OPS: Op[] = ['read', 'create', 'conclude', 'checklist', 'sign', 'mark sent'];

interface Acting {
  token?: string;
  headers: Record<string, string>;
}
const acting = new Map<Actor, Acting>();

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database, { reports: 'record' });
  owner = await h.newOwner();
  fec = await insertFec(h, owner, realFec('000000000FEC20231231.txt'), {
    siren: '123456782',
    fiscal_start: '2023-01-01',
    fiscal_end: '2023-12-31',
  });
  analysis = await analyse(h, owner, fec);
  expect((await waitFinished(h, analysis)).status).toBe('done');
  await grantCredits(h.db, {
    accountUuid: owner.accountUuid,
    type: 'ecf',
    amount: 50,
    offerCode: 'pack-missions-ecf-10',
    origin: 'Pack missions ECF (test)',
    expiresAt: null,
    at: new Date(),
  });
  open = await seedEcfMission(h, owner, fec, analysis);

  const member = async (granted: boolean) => {
    const user = await h.newMember(owner.accountUuid, 'Role_Member');
    if (granted) {
      await h.db
        .insertInto('fec_access')
        .values({ fec_uuid: fec, email: user.email, write: false })
        .execute();
    }
    return { token: user.accessToken, headers: {} };
  };
  const plain = async (role: 'Role_Owner' | 'Role_Manager' | 'Role_Supervisor') => ({
    token: (role === 'Role_Owner' ? owner : await h.newMember(owner.accountUuid, role)).accessToken,
    headers: {},
  });
  const staff = async (role: 'Role_CS' | 'Role_CSRO') => {
    const user = await h.newOwner();
    await h.db
      .updateTable('users')
      .set({ internal_roles: json([role]) })
      .where('uuid', '=', user.uuid)
      .execute();
    return { token: user.accessToken, headers: impersonating(owner.accountUuid, owner.uuid) };
  };
  const key = async (scopes: string[]) => {
    const res = await h.call<Envelope<{ secret: string }>>('POST', '/v1/api-keys', {
      token: owner.accessToken,
      body: { name: `Partenaire ${scopes.join(' ')}`, scopes },
    });
    expect(res.status).toBe(201);
    return { headers: { Authorization: `Bearer ${dataOf(res).secret}` } };
  };
  acting.set('Role_Owner', await plain('Role_Owner'));
  acting.set('Role_Manager', await plain('Role_Manager'));
  acting.set('Role_Supervisor', await plain('Role_Supervisor'));
  acting.set('Role_Member (accès au FEC)', await member(true));
  acting.set('Role_Member (sans accès)', await member(false));
  acting.set('Role_CS agissant comme un Owner', await staff('Role_CS'));
  acting.set('Role_CSRO agissant comme un Owner', await staff('Role_CSRO'));
  acting.set('clé fecs:read', await key(['fecs:read']));
  acting.set('clé ecf', await key(['ecf']));
  acting.set('clé review (sans portée ecf)', await key(['review']));
}, 120_000);
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

const as = (actor: Actor, method: string, path: string, body?: unknown) => {
  const a = acting.get(actor)!;
  return h.call<{ message?: string }>(method, path, { token: a.token, headers: a.headers, body });
};

/** What each op needs prepared (before the snapshot): a mission with its ten points concluded, or signed. */
async function prepare(op: Op): Promise<string> {
  if (op === 'sign') return seedEcfMission(h, owner, fec, analysis, { concluded: 10 });
  if (op === 'mark sent') {
    const uuid = await seedEcfMission(h, owner, fec, analysis, { concluded: 10 });
    await h.db
      .updateTable('ecf_missions')
      .set({ state: 'signe', signed_by: owner.uuid, signed_at: new Date() })
      .where('uuid', '=', uuid)
      .execute();
    return uuid;
  }
  return open;
}

async function run(actor: Actor, op: Op, mission: string): Promise<number[]> {
  switch (op) {
    case 'read':
      return [(await as(actor, 'GET', `/v1/ecf/missions/${mission}`)).status];
    case 'create':
      return [
        (
          await as(actor, 'POST', '/v1/ecf/missions', {
            fec_uuid: fec,
            provider_firm_name: 'Cabinet Durand',
            signatory_name: 'Claire Durand',
            engagement_letter_date: '2024-02-15',
          })
        ).status,
      ];
    case 'conclude':
      return [
        (await as(actor, 'PUT', `/v1/ecf/missions/${mission}/points/4`, { conclusion: 'conforme' })).status,
      ];
    case 'checklist':
      return [
        (
          await as(actor, 'PUT', `/v1/ecf/missions/${mission}/points/3/checklist/certificat-caisse`, {
            checked: true,
          })
        ).status,
      ];
    case 'sign':
      return [(await as(actor, 'POST', `/v1/ecf/missions/${mission}/sign`)).status];
    case 'mark sent':
      return [(await as(actor, 'POST', `/v1/ecf/missions/${mission}/sent`)).status];
  }
}

const cells = (Object.keys(ALLOWED) as Actor[]).flatMap((actor) =>
  OPS.map((op) => ({ actor, op, allowed: ALLOWED[actor].includes(op) })),
);

describe('ECF missions per role, staff acting as an Owner, and partner keys', () => {
  it.each(cells.map((c) => [c.actor, c.op, c.allowed ? 'allowed' : 'refused', c] as const))(
    '%s › %s → %s',
    async (_actor, _op, _outcome, { actor, op, allowed }) => {
      const mission = await prepare(op);
      const before = await snapshotAccount(h, owner.accountUuid);
      const statuses = await run(actor, op, mission);
      if (allowed) {
        expect(statuses.every((s) => s === 200 || s === 201)).toBe(true);
      } else {
        // 403 for a right the caller lacks; 404 for a mission on a FEC the caller may not read (never said).
        expect(statuses.every((s) => s === 403 || s === 404)).toBe(true);
        const after = await snapshotAccount(h, owner.accountUuid);
        expect({ ...after, apiKeys: null }).toEqual({ ...before, apiKeys: null });
      }
    },
    60_000,
  );

  it('every row of the table is an actor, and every op is checked', () => {
    expect(cells).toHaveLength(Object.keys(ALLOWED).length * OPS.length);
  });

  it('lists only the missions of granted FECs to a Member', async () => {
    const total = async (actor: Actor) =>
      ((await as(actor, 'GET', '/v1/ecf/missions')).body as unknown as Envelope<{ total: number }>).data.data
        .total;
    expect(await total('Role_Member (sans accès)')).toBe(0);
    expect(await total('Role_Member (accès au FEC)')).toBeGreaterThan(0);
  });
});
