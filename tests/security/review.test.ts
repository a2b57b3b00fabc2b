/**
 * The review (issue 37) per role, for staff acting as a user and for partner keys, through REST (the GraphQL
 * rows are in gateway/src/permissions/matrix.test.ts; the cross-account attempts in cross-account.test.ts).
 * Reading is whoever may read the analysis (a Member only on a FEC granted to them); setting statuses needs
 * `analysis.review.write` (Owner, Manager, Supervisor, granted Member; a key with the `review` scope);
 * assigning `…assign` (Owner, Manager; a `review` key); signing off and reopening `…signoff` (Owner, Manager,
 * never a key). Staff acting as an Owner follow their ceiling: Role_CS writes and signs off, Role_CSRO only
 * reads. Every refusal leaves the account's rows (the review tables included) as they were. Across accounts:
 * nobody is assigned to another account's control, nor another account's person to one's own. Attachments
 * (issue 37 item 4): adding and removing one follow `set status`, downloading one follows `read`; another
 * account does none of them.
 */
import type { TestDatabase } from '../../platform/db';
import { analyse, insertFec, realFec, waitFinished } from '../../api/src/analyses/testing/fixtures';
import { json } from '../../api/src/db/database';
import type { ApiHarness, TestUser } from '../../api/src/testing/harness';
import { openApiTestDatabase, startApiHarness } from '../../api/src/testing/harness';
import { brief, dataOf, impersonating, snapshotAccount, type Envelope } from './support';

let database: TestDatabase<unknown>;
let h: ApiHarness;
let owner: TestUser;
let colleague: TestUser;
let fec: string;
let analysis: string;

type Actor =
  | 'Role_Owner'
  | 'Role_Manager'
  | 'Role_Supervisor'
  | 'Role_Member (accès au FEC)'
  | 'Role_Member (sans accès)'
  | 'Role_CS agissant comme un Owner'
  | 'Role_CSRO agissant comme un Owner'
  | 'clé fecs:read'
  | 'clé review';
type Op =
  | 'read'
  | 'set status'
  | 'assign'
  | 'sign off'
  | 'reopen'
  | 'attach'
  | 'download attachment'
  | 'remove attachment';

// Attachments (issue 37 item 4): adding and removing follow `set status`, downloading follows `read`.
// prettier-ignore
const ALLOWED: Record<Actor, readonly Op[]> = {
  Role_Owner:                          ['read', 'set status', 'assign', 'sign off', 'reopen', 'attach', 'download attachment', 'remove attachment'],
  Role_Manager:                        ['read', 'set status', 'assign', 'sign off', 'reopen', 'attach', 'download attachment', 'remove attachment'],
  Role_Supervisor:                     ['read', 'set status', 'attach', 'download attachment', 'remove attachment'],
  'Role_Member (accès au FEC)':        ['read', 'set status', 'attach', 'download attachment', 'remove attachment'],
  'Role_Member (sans accès)':          [],
  'Role_CS agissant comme un Owner':   ['read', 'set status', 'assign', 'sign off', 'reopen', 'attach', 'download attachment', 'remove attachment'],
  'Role_CSRO agissant comme un Owner': ['read', 'download attachment'],
  'clé fecs:read':                     ['read', 'download attachment'],
  'clé review':                        ['read', 'set status', 'assign', 'attach', 'download attachment', 'remove attachment'],
};
const OPS: Op[] = [
  'read',
  'set status',
  'assign',
  'sign off',
  'reopen',
  'attach',
  'download attachment',
  'remove attachment',
];
const PDF = '%PDF-1.4\n% pièce justificative\n%%EOF\n';

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
  colleague = await h.newMember(owner.accountUuid, 'Role_Supervisor');

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
  acting.set('clé review', await key(['review']));
}, 120_000);
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

const as = (actor: Actor, method: string, path: string, body?: unknown, query?: Record<string, string>) => {
  const a = acting.get(actor)!;
  return h.call<{ message?: string }>(method, path, { token: a.token, headers: a.headers, body, query });
};
const byOwner = (method: string, path: string, body?: unknown) =>
  h.call<{ message?: string }>(method, path, { token: owner.accessToken, body });

/** `POST …/attachments` (multipart) as an actor: its token, impersonation or key headers. */
async function attach(who: { token?: string; headers: Record<string, string> }, analysisUuid = analysis) {
  const form = new FormData();
  form.append('file', new Blob([PDF]), 'piece.pdf');
  const res = await fetch(`${h.url}/api/v1/analyses/${analysisUuid}/controls/HORS-EXO/attachments`, {
    method: 'POST',
    headers: { ...(who.token ? { AccessToken: who.token } : {}), ...who.headers },
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as Envelope<{ uuid: string }> & { message?: string },
  };
}

/** An attachment of the Owner's, for the cells that download or remove one. */
async function ownersAttachment(): Promise<string> {
  const res = await attach({ token: owner.accessToken, headers: {} });
  expect(res.status).toBe(201);
  return res.body.data.data.uuid;
}

/** Runs one operation; answers the statuses seen (several routes for a read). */
async function run(actor: Actor, op: Op, attachment: string | null): Promise<number[]> {
  switch (op) {
    case 'attach':
      return [(await attach(acting.get(actor)!)).status];
    case 'download attachment':
      return [(await as(actor, 'GET', `/v1/review/attachments/${attachment}/download`)).status];
    case 'remove attachment':
      return [(await as(actor, 'DELETE', `/v1/review/attachments/${attachment}`)).status];
    case 'read':
      return Promise.all([
        as(actor, 'GET', '/v1/analyses/review', undefined, { ids: analysis }),
        as(actor, 'GET', `/v1/analyses/${analysis}/findings`, undefined, { control: 'HORS-EXO' }),
        as(actor, 'GET', `/v1/analyses/${analysis}/changes`),
      ]).then((all) => all.map((r) => r.status));
    case 'set status':
      return [
        (
          await as(actor, 'PUT', `/v1/analyses/${analysis}/review`, {
            control_id: 'HORS-EXO',
            status: 'confirmed',
          })
        ).status,
      ];
    case 'assign':
      return [
        (
          await as(actor, 'PUT', `/v1/analyses/${analysis}/controls/HORS-EXO/assignee`, {
            assignee_uuid: colleague.uuid,
          })
        ).status,
      ];
    case 'sign off':
      return [(await as(actor, 'POST', `/v1/analyses/${analysis}/review/sign-off`)).status];
    case 'reopen': {
      const signed = await byOwner('POST', `/v1/analyses/${analysis}/review/sign-off`);
      expect(brief(signed)).toMatch(/^201/);
      return [
        (await as(actor, 'POST', `/v1/analyses/${analysis}/review/reopen`, { reason: 'Pièce reçue' })).status,
      ];
    }
  }
}

/** Leaves the review unsigned for the next cell (a cell that signed off, or a refused reopen). */
async function unsign() {
  const open = await h.db
    .selectFrom('review_signoffs')
    .select('uuid')
    .where('reopened_at', 'is', null)
    .execute();
  if (open.length)
    expect(
      (await byOwner('POST', `/v1/analyses/${analysis}/review/reopen`, { reason: 'Remise à zéro' })).status,
    ).toBe(200);
}

const cells = (Object.keys(ALLOWED) as Actor[]).flatMap((actor) =>
  OPS.map((op) => ({ actor, op, allowed: ALLOWED[actor].includes(op) })),
);

describe('the review per role, staff acting as an Owner, and partner keys', () => {
  it.each(cells.map((c) => [c.actor, c.op, c.allowed ? 'allowed' : 'refused', c] as const))(
    '%s › %s → %s',
    async (_actor, _op, _outcome, { actor, op, allowed }) => {
      const attachment = op.endsWith(' attachment') ? await ownersAttachment() : null;
      const before = op === 'reopen' ? null : await snapshotAccount(h, owner.accountUuid);
      const statuses = await run(actor, op, attachment);
      if (allowed) {
        expect(statuses.every((s) => s === 200 || s === 201)).toBe(true);
      } else {
        expect(statuses.every((s) => s === 403)).toBe(true);
        if (before) {
          // Nothing stored; the audit log and a key's last use are not the account's review rows.
          const after = await snapshotAccount(h, owner.accountUuid);
          expect({ ...after, apiKeys: null }).toEqual({ ...before, apiKeys: null });
        } else {
          const open = await h.db
            .selectFrom('review_signoffs')
            .select('uuid')
            .where('reopened_at', 'is', null)
            .execute();
          expect(open).toHaveLength(1);
        }
      }
      await unsign();
    },
  );

  it('every row of the table is an actor, and every op is checked', () => {
    expect(cells).toHaveLength(Object.keys(ALLOWED).length * OPS.length);
  });
});

describe('assignments across accounts', () => {
  it('nobody assigns another account’s person to their own control, nor their own person to another’s', async () => {
    const other = await h.newOwner();
    const otherFec = await insertFec(h, other, realFec('000000000FEC20231231.txt'));
    const otherAnalysis = await analyse(h, other, otherFec);
    expect((await waitFinished(h, otherAnalysis)).status).toBe('done');
    const before = await snapshotAccount(h, owner.accountUuid);
    const otherBefore = await snapshotAccount(h, other.accountUuid);
    const intoOwn = await h.call<{ message?: string }>(
      'PUT',
      `/v1/analyses/${otherAnalysis}/controls/HORS-EXO/assignee`,
      {
        token: other.accessToken,
        body: { assignee_uuid: colleague.uuid },
      },
    );
    expect([intoOwn.status, intoOwn.body.message]).toEqual([
      400,
      "Cette personne n'est pas membre du compte.",
    ]);
    const intoForeign = await h.call<{ message?: string }>(
      'PUT',
      `/v1/analyses/${analysis}/controls/HORS-EXO/assignee`,
      {
        token: other.accessToken,
        body: { assignee_uuid: other.uuid },
      },
    );
    expect([intoForeign.status, intoForeign.body.message]).toEqual([403, "Vous n'avez pas accès à ce Fec."]);
    expect(await snapshotAccount(h, owner.accountUuid)).toEqual(before);
    expect(await snapshotAccount(h, other.accountUuid)).toEqual(otherBefore);
  }, 60_000);
});

describe('attachments across accounts (issue 37 item 4)', () => {
  it('another account attaches nothing to the review, downloads and removes nothing of it', async () => {
    const other = await h.newOwner();
    const otherFec = await insertFec(h, other, realFec('000000000FEC20231231.txt'));
    const otherAnalysis = await analyse(h, other, otherFec);
    expect((await waitFinished(h, otherAnalysis)).status).toBe('done');
    const victims = await ownersAttachment();
    const theirs = (await attach({ token: other.accessToken, headers: {} }, otherAnalysis)).body.data.data
      .uuid;
    const before = await snapshotAccount(h, owner.accountUuid);
    const otherBefore = await snapshotAccount(h, other.accountUuid);
    const intruder = { token: other.accessToken, headers: {} };
    const added = await attach(intruder);
    expect([added.status, added.body.message]).toEqual([403, "Vous n'avez pas accès à ce Fec."]);
    const read = await h.call<{ message?: string }>('GET', `/v1/review/attachments/${victims}/download`, {
      token: other.accessToken,
    });
    expect([read.status, read.body.message]).toEqual([403, "Vous n'avez pas accès à ce Fec."]);
    const removed = await h.call<{ message?: string }>('DELETE', `/v1/review/attachments/${victims}`, {
      token: other.accessToken,
    });
    expect([removed.status, removed.body.message]).toEqual([403, "Vous n'avez pas accès à ce Fec."]);
    // Nor the other way round: the Owner of this account, on the other account's evidence.
    const back = await h.call('DELETE', `/v1/review/attachments/${theirs}`, { token: owner.accessToken });
    expect(back.status).toBe(403);
    expect(await snapshotAccount(h, owner.accountUuid)).toEqual(before);
    expect(await snapshotAccount(h, other.accountUuid)).toEqual(otherBefore);
    expect(before.reviewAttachments.find((a) => a.uuid === victims)).toMatchObject({ stored: true });
  }, 60_000);
});
