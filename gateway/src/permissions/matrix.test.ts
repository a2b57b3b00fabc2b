import type { TestDatabase } from '../../../platform/db';
import { insertFec, realFec } from '../../../api/src/analyses/testing/fixtures';
import { recordingQueue, type TestUser } from '../../../api/src/testing/harness';
import { seededFec } from '../../../api/src/billing/testing';
import { json } from '../../../api/src/db/database';
import { upstreamCalls } from '../resolvers/users/test-support';
import { openGatewayTestDatabase, startGatewayHarness, type GatewayHarness } from '../testing/harness';

/**
 * The permission matrix through GraphQL: every operation of the table, run by a user of each role of one
 * account, with the outcome expected for that role. Each domain adds its rows to OPERATIONS (a row may
 * prepare fresh targets so that cells do not depend on one another).
 */

const ROLES = ['Role_Owner', 'Role_Manager', 'Role_Supervisor', 'Role_Member', 'Role_CS'] as const;
type RoleName = (typeof ROLES)[number];
type Outcome = 'ok' | 'FORBIDDEN';

interface World {
  g: GatewayHarness;
  owner: TestUser;
  actors: Record<RoleName, TestUser>;
  /** A FEC of the account, owned by the Owner (no grant to anyone). */
  fec: string;
  /** A group of the account. */
  group: string;
}

interface Request {
  query: string;
  variables?: Record<string, unknown>;
}

interface Operation {
  domain: string;
  name: string;
  /**
   * `shield`: a right of me.permissions guards the field, so a refused mutation never reaches the API's
   * write route; `api`: only the API decides (object-level rules, e.g. one's own profile).
   */
  guard: 'shield' | 'api';
  request: (w: World, actor: TestUser) => Promise<Request> | Request;
  /** Outcomes in the order of ROLES. */
  expected: readonly [Outcome, Outcome, Outcome, Outcome, Outcome];
}

const ok = 'ok' as const;
const no = 'FORBIDDEN' as const;

/** A confirmed Member of the account, created for one cell. */
const freshMember = (w: World) => w.g.api.newMember(w.owner.accountUuid, 'Role_Member');

async function freshGroup(w: World): Promise<string> {
  const res = await w.g.api.call<{ data: { data: { uuid: string } } }>('POST', '/v1/groups', {
    token: w.owner.accessToken,
    body: { name: `Groupe ${Math.random().toString(36).slice(2)}` },
  });
  return res.body.data.data.uuid;
}

// prettier-ignore
const OPERATIONS: Operation[] = [
  // ---- users (schema/users.graphql) ----                                   Owner Manager Superv. Member CS
  { domain: 'users', name: 'users (page)', guard: 'api',
    request: () => ({ query: '{ users { items { uuid } } }' }),                   expected: [ok, ok, ok, ok, ok] },
  { domain: 'users', name: 'user (another user)', guard: 'api',
    request: (w) => ({ query: 'query ($u: ID!) { user(uuid: $u) { uuid } }', variables: { u: w.owner.uuid } }),
                                                                                   expected: [ok, ok, ok, no, no] },
  { domain: 'users', name: 'users (ids of others)', guard: 'api',
    request: (w) => ({ query: 'query ($i: [ID!]) { users(ids: $i) { items { uuid } } }',
      variables: { i: [w.owner.uuid, w.actors.Role_Manager.uuid] } }),            expected: [ok, ok, ok, no, no] },
  { domain: 'users', name: 'updateUser (own profile)', guard: 'api',
    request: (_w, actor) => ({ query: 'mutation ($u: ID!) { updateUser(uuid: $u, input: { company: "Ma société" }) { uuid } }',
      variables: { u: actor.uuid } }),                                             expected: [ok, ok, ok, ok, ok] },
  { domain: 'users', name: "updateUser (a Member's profile)", guard: 'api',
    request: async (w) => ({ query: 'mutation ($u: ID!) { updateUser(uuid: $u, input: { company: "X" }) { uuid } }',
      variables: { u: (await freshMember(w)).uuid } }),                            expected: [no, no, no, no, ok] },
  { domain: 'users', name: 'inviteUser (Member)', guard: 'shield',
    request: () => ({ query: 'mutation ($e: String!) { inviteUser(input: { email: $e, role: ROLE_MEMBER }) { emailSent } }',
      variables: { e: `invite-${Math.random().toString(36).slice(2)}@exemple.fr` } }), expected: [ok, ok, no, no, no] },
  { domain: 'users', name: 'changeUserRole (to Supervisor)', guard: 'shield',
    request: async (w) => ({ query: 'mutation ($u: ID!) { changeUserRole(uuid: $u, role: ROLE_SUPERVISOR) { role } }',
      variables: { u: (await freshMember(w)).uuid } }),                            expected: [ok, ok, no, no, no] },
  { domain: 'users', name: 'changeUserRole (promote to Owner)', guard: 'shield',
    request: async (w) => ({ query: 'mutation ($u: ID!) { changeUserRole(uuid: $u, role: ROLE_OWNER) { role } }',
      variables: { u: (await freshMember(w)).uuid } }),                            expected: [ok, no, no, no, no] },
  { domain: 'users', name: 'blockUser', guard: 'shield',
    request: async (w) => ({ query: 'mutation ($u: ID!) { blockUser(uuid: $u) { state } }',
      variables: { u: (await freshMember(w)).uuid } }),                            expected: [ok, ok, no, no, no] },
  { domain: 'users', name: 'unblockUser', guard: 'shield',
    request: async (w) => ({ query: 'mutation ($u: ID!) { unblockUser(uuid: $u) { state } }',
      variables: { u: (await freshMember(w)).uuid } }),                            expected: [ok, ok, no, no, no] },
  { domain: 'users', name: 'removeUser', guard: 'shield',
    request: async (w) => ({ query: 'mutation ($u: ID!) { removeUser(uuid: $u) { removed } }',
      variables: { u: (await freshMember(w)).uuid } }),                            expected: [ok, ok, no, no, no] },

  // ---- groups and FEC access (schema/groups.graphql) ----                  Owner Manager Superv. Member CS
  { domain: 'groups', name: 'groups', guard: 'api',
    request: () => ({ query: '{ groups { items { uuid members { uuid } } } }' }),  expected: [ok, ok, ok, no, no] },
  { domain: 'groups', name: 'group', guard: 'api',
    request: (w) => ({ query: 'query ($g: ID!) { group(uuid: $g) { name } }', variables: { g: w.group } }),
                                                                                   expected: [ok, ok, ok, no, no] },
  { domain: 'groups', name: 'createGroup', guard: 'shield',
    request: () => ({ query: 'mutation ($n: String!) { createGroup(name: $n) { uuid } }',
      variables: { n: `Nouveau ${Math.random().toString(36).slice(2)}` } }),       expected: [ok, ok, no, no, no] },
  { domain: 'groups', name: 'renameGroup', guard: 'shield',
    request: async (w) => ({ query: 'mutation ($g: ID!, $n: String!) { renameGroup(uuid: $g, name: $n) { name } }',
      variables: { g: await freshGroup(w), n: `Renommé ${Math.random().toString(36).slice(2)}` } }),
                                                                                   expected: [ok, ok, no, no, no] },
  { domain: 'groups', name: 'setGroupMembers', guard: 'shield',
    request: async (w, actor) => ({ query: 'mutation ($g: ID!, $m: [ID!]!) { setGroupMembers(uuid: $g, memberUuids: $m) { uuid } }',
      variables: { g: await freshGroup(w), m: [actor.uuid] } }),                   expected: [ok, ok, no, no, no] },
  { domain: 'groups', name: 'deleteGroup', guard: 'shield',
    request: async (w) => ({ query: 'mutation ($g: ID!) { deleteGroup(uuid: $g) }', variables: { g: await freshGroup(w) } }),
                                                                                   expected: [ok, ok, no, no, no] },
  { domain: 'groups', name: 'fecAccess', guard: 'api',
    request: (w) => ({ query: 'query ($f: ID!) { fecAccess(fecUuid: $f) { email } }', variables: { f: w.fec } }),
                                                                                   expected: [ok, ok, ok, no, no] },
  { domain: 'groups', name: 'grantFecAccess', guard: 'shield',
    request: (w) => ({ query: 'mutation ($f: ID!) { grantFecAccess(fecUuid: $f, entries: [{ email: "lecteur@exemple.fr" }], confirmInvitation: true) { email } }',
      variables: { f: w.fec } }),                                                  expected: [ok, ok, no, no, no] },
  { domain: 'groups', name: 'revokeFecAccess', guard: 'shield',
    request: async (w) => {
      const email = `retrait-${Math.random().toString(36).slice(2)}@exemple.fr`;
      await w.g.api.call('PUT', `/v1/fecs/${w.fec}/access`, {
        token: w.owner.accessToken, query: { confirm_invitation: 'true' }, body: [{ email }] });
      return { query: 'mutation ($f: ID!, $e: String!) { revokeFecAccess(fecUuid: $f, email: $e) { email } }',
        variables: { f: w.fec, e: email } };
    },                                                                             expected: [ok, ok, no, no, no] },
  { domain: 'groups', name: 'fecGroupAccess', guard: 'api',
    request: (w) => ({ query: 'query ($f: ID!) { fecGroupAccess(fecUuid: $f) { name } }', variables: { f: w.fec } }),
                                                                                   expected: [ok, ok, ok, no, no] },
  { domain: 'groups', name: 'grantFecGroupAccess', guard: 'shield',
    request: (w) => ({ query: 'mutation ($f: ID!, $g: ID!) { grantFecGroupAccess(fecUuid: $f, entries: [{ groupUuid: $g }]) { name } }',
      variables: { f: w.fec, g: w.group } }),                                      expected: [ok, ok, no, no, no] },
  { domain: 'groups', name: 'revokeFecGroupAccess', guard: 'shield',
    request: async (w) => {
      const g = await freshGroup(w);
      await w.g.api.call('PUT', `/v1/fecs/${w.fec}/access/groups`, { token: w.owner.accessToken, body: [{ group_uuid: g }] });
      return { query: 'mutation ($f: ID!, $g: ID!) { revokeFecGroupAccess(fecUuid: $f, groupUuid: $g) { name } }',
        variables: { f: w.fec, g } };
    },                                                                             expected: [ok, ok, no, no, no] },
  // ---- fecs (schema/fecs.graphql) ----                                     Owner Manager Superv. Member CS
  { domain: 'fecs', name: 'fiscalYearSuggestion', guard: 'shield',
    request: () => ({ query: 'query ($s: String!) { fiscalYearSuggestion(fileName: "123456789FEC20231231.txt", sample: $s) { fiscalEnd } }',
      variables: { s: 'JournalCode|JournalLib|EcritureNum|EcritureDate|CompteNum|CompteLib|CompAuxNum|CompAuxLib|PieceRef|PieceDate|EcritureLib|Debit|Credit|EcritureLet|DateLet|ValidDate|Montantdevise|Idevise\nVE|Ventes|1|20230115|411000|Clients|||F1|20230115|Facture|100,00|0,00|||20230115||\nVE|Ventes|1|20230115|706000|Ventes|||F1|20230115|Facture|0,00|100,00|||20230115||\n' } }),
                                                                                   expected: [ok, ok, no, no, no] },
  // ---- analyses (schema/analyses.graphql): the tester's verdicts and file addresses, read as the FEC ----
  { domain: 'analyses', name: 'analysis tester fields', guard: 'api',
    request: async (w) => {
      const { analysisUuid } = await seededFec(w.g.api.db, w.owner);
      const tester = { verdict: 'conforme', mode: 'bic-is', modeReason: 'BIC / IS', reasons: [], fixable: false,
        byMode: { 'bic-is': 'conforme' }, fields: [] };
      await w.g.api.db.updateTable('analyses').set({ report: json({ format: { conformity: 'conforme', tester } }),
        corrected_summary: json({ linesWritten: 1, tester }) }).where('uuid', '=', analysisUuid).execute();
      return { query: `query ($u: ID!) { analysis(uuid: $u) { certificateUrl diagnosticsCsvUrl
        correctedTester { verdict } report { tester { verdict byMode { mode verdict } } } } }`, variables: { u: analysisUuid } };
    },                                                                             expected: [ok, ok, ok, no, no] },
  // ---- review (schema/review.graphql, issue 37): on a FEC of the Owner, granted to nobody ----
  { domain: 'review', name: 'analysis review fields', guard: 'api',
    request: async (w) => ({ query: `query ($u: ID!) { analysis(uuid: $u) { reviewProgress { reviewed total } reviewSignOff { message }
      changesSincePrevious { newCount } controls { review { status } findings { items { key } } } } }`,
      variables: { u: (await seededFec(w.g.api.db, w.owner)).analysisUuid } }),   expected: [ok, ok, ok, no, no] },
  { domain: 'review', name: 'myAssignments', guard: 'api',
    request: () => ({ query: '{ myAssignments { items { controlId } pageInfo { total } } }' }), expected: [ok, ok, ok, ok, ok] },
  { domain: 'review', name: 'setReview', guard: 'api',
    request: async (w) => ({ query: 'mutation ($a: ID!) { setReview(analysisUuid: $a, controlId: "EQ-ECR", status: CONFIRMED) { status } }',
      variables: { a: (await seededFec(w.g.api.db, w.owner)).analysisUuid } }),   expected: [ok, ok, ok, no, no] },
  { domain: 'review', name: 'assignControl', guard: 'shield',
    request: async (w) => ({ query: 'mutation ($a: ID!) { assignControl(analysisUuid: $a, controlId: "EQ-ECR", assigneeUuid: null) { status } }',
      variables: { a: (await seededFec(w.g.api.db, w.owner)).analysisUuid } }),   expected: [ok, ok, no, no, no] },
  { domain: 'review', name: 'signOffAnalysis', guard: 'shield',
    request: async (w) => ({ query: 'mutation ($a: ID!) { signOffAnalysis(analysisUuid: $a) { message } }',
      variables: { a: (await seededFec(w.g.api.db, w.owner)).analysisUuid } }),   expected: [ok, ok, no, no, no] },
  { domain: 'review', name: 'reopenAnalysisReview', guard: 'shield',
    request: async (w) => {
      const { analysisUuid } = await seededFec(w.g.api.db, w.owner);
      await w.g.api.call('POST', `/v1/analyses/${analysisUuid}/review/sign-off`, { token: w.owner.accessToken });
      return { query: 'mutation ($a: ID!) { reopenAnalysisReview(analysisUuid: $a, reason: "Pièce reçue") { active } }',
        variables: { a: analysisUuid } };
    },                                                                             expected: [ok, ok, no, no, no] },
  { domain: 'review', name: 'deleteReviewAttachment', guard: 'api',
    request: async (w) => {
      const { analysisUuid } = await seededFec(w.g.api.db, w.owner);
      const form = new FormData();
      form.append('file', new Blob(['%PDF-1.4\n%%EOF\n']), 'piece.pdf');
      const res = await fetch(`${w.g.api.url}/api/v1/analyses/${analysisUuid}/controls/EQ-ECR/attachments`, {
        method: 'POST', headers: { AccessToken: w.owner.accessToken }, body: form });
      const uuid = ((await res.json()) as { data: { data: { uuid: string } } }).data.data.uuid;
      return { query: 'mutation ($u: ID!) { deleteReviewAttachment(uuid: $u) }', variables: { u: uuid } };
    },                                                                             expected: [ok, ok, ok, no, no] },
  { domain: 'network', name: 'network', guard: 'shield',
    request: () => ({ query: '{ network { role members { uuid } } }' }),           expected: [ok, ok, no, no, no] },
  { domain: 'network', name: 'inviteNetworkMember', guard: 'shield',
    request: () => ({ query: 'mutation ($e: String!) { inviteNetworkMember(email: $e) { role } }',
      variables: { e: `reseau-${Math.random().toString(36).slice(2)}@exemple.fr` } }), expected: [ok, no, no, no, no] },
  { domain: 'network', name: 'endNetworkAffiliation', guard: 'shield',
    request: async (w) => {
      const email = `retrait-reseau-${Math.random().toString(36).slice(2)}@exemple.fr`;
      const res = await w.g.api.call<{ data: { data: { members: { uuid: string; email: string }[] } } }>(
        'POST', '/v1/network/members', { token: w.owner.accessToken, body: { email } });
      const uuid = res.body.data.data.members.find((m) => m.email === email)!.uuid;
      return { query: 'mutation ($u: ID!) { endNetworkAffiliation(uuid: $u) { role } }', variables: { u: uuid } };
    },                                                                             expected: [ok, no, no, no, no] },

  // ---- back-office (schema/backoffice.graphql): internal staff only ----    Owner Manager Superv. Member CS
  { domain: 'backoffice', name: 'backOfficeAccounts', guard: 'shield',
    request: (w) => ({ query: 'query ($s: String) { backOfficeAccounts(search: $s) { items { uuid } pageInfo { total } } }',
      variables: { s: w.owner.email } }),                                          expected: [no, no, no, no, ok] },
  { domain: 'backoffice', name: 'backOfficeUsers', guard: 'shield',
    request: (w) => ({ query: 'query ($s: String) { backOfficeUsers(search: $s) { items { uuid } } }',
      variables: { s: w.owner.email } }),                                          expected: [no, no, no, no, ok] },
  { domain: 'backoffice', name: 'backOfficeAccount', guard: 'shield',
    request: (w) => ({ query: 'query ($a: ID!) { backOfficeAccount(uuid: $a) { name users { role } fecs { uuid } analyses { status } auditLog { action } } }',
      variables: { a: w.owner.accountUuid } }),                                    expected: [no, no, no, no, ok] },
  { domain: 'backoffice', name: 'backOfficeBlockUser', guard: 'shield',
    request: async (w) => ({ query: 'mutation ($u: ID!) { backOfficeBlockUser(uuid: $u, reason: "Fraude") }',
      variables: { u: (await freshMember(w)).uuid } }),                            expected: [no, no, no, no, ok] },
  { domain: 'backoffice', name: 'backOfficeUnblockUser', guard: 'shield',
    request: async (w) => {
      const blocked = await freshMember(w);
      await w.g.api.db.updateTable('users').set({ state: 'blocked' }).where('uuid', '=', blocked.uuid).execute();
      return { query: 'mutation ($u: ID!) { backOfficeUnblockUser(uuid: $u, reason: "Vérifié") }', variables: { u: blocked.uuid } };
    },                                                                             expected: [no, no, no, no, ok] },
  { domain: 'backoffice', name: 'backOfficeResendInvitation', guard: 'shield',
    request: async (w) => {
      const res = await w.g.api.call<{ data: { data: { user: { uuid: string } } } }>('POST', '/v1/accounts/current/users', {
        token: w.owner.accessToken, body: { email: `relance-${Math.random().toString(36).slice(2)}@exemple.fr`, role: 'Role_Member' } });
      return { query: 'mutation ($a: ID!, $u: ID!) { backOfficeResendInvitation(accountUuid: $a, userUuid: $u) }',
        variables: { a: w.owner.accountUuid, u: res.body.data.data.user.uuid } };
    },                                                                             expected: [no, no, no, no, ok] },
  { domain: 'backoffice', name: 'backOfficeStartImpersonation', guard: 'shield',
    request: async (w) => ({ query: 'mutation ($a: ID!, $u: ID!) { backOfficeStartImpersonation(accountUuid: $a, userUuid: $u, reason: "Ticket") { write } }',
      variables: { a: w.owner.accountUuid, u: (await freshMember(w)).uuid } }),    expected: [no, no, no, no, ok] },
  { domain: 'backoffice', name: 'backOfficeGrantCredits', guard: 'shield',
    // A customer's account: staff never credit an account they belong to (tests/security/staff-limits.test.ts).
    request: async (w) => ({ query: 'mutation ($a: ID!) { backOfficeGrantCredits(accountUuid: $a, type: LINE, amount: 100, reason: "Geste") }',
      variables: { a: (await w.g.api.newOwner()).accountUuid } }),                                    expected: [no, no, no, no, ok] },

  // ---- platform and internal staff (schema/platform.graphql): Role_CS reads the platform only ----
  { domain: 'platform', name: 'platformStatus', guard: 'api',
    request: () => ({ query: '{ platformStatus { maintenance message } }' }),        expected: [ok, ok, ok, ok, ok] },
  { domain: 'platform', name: 'backOfficePlatform', guard: 'shield',
    request: () => ({ query: '{ backOfficePlatform { maintenance logLevel } }' }),    expected: [no, no, no, no, ok] },
  { domain: 'platform', name: 'backOfficeSetMaintenance', guard: 'shield',
    request: () => ({ query: 'mutation { backOfficeSetMaintenance(on: true, message: "Non") { maintenance } }' }),
                                                                                   expected: [no, no, no, no, no] },
  { domain: 'platform', name: 'backOfficeSetLogLevel', guard: 'shield',
    request: () => ({ query: 'mutation { backOfficeSetLogLevel(level: DISABLED) { logLevel } }' }),
                                                                                   expected: [no, no, no, no, no] },
  { domain: 'platform', name: 'backOfficeStaff', guard: 'shield',
    request: () => ({ query: '{ backOfficeStaff { email internalRoles } }' }),        expected: [no, no, no, no, no] },
  { domain: 'platform', name: 'backOfficeInviteStaff', guard: 'shield',
    request: () => ({ query: 'mutation ($e: String!) { backOfficeInviteStaff(email: $e, roles: ["Role_Admin"]) { emailSent } }',
      variables: { e: `intrus-${Math.random().toString(36).slice(2)}@exemple.fr` } }), expected: [no, no, no, no, no] },
  { domain: 'platform', name: 'backOfficeSetStaffRoles', guard: 'shield',
    request: (_w, actor) => ({ query: 'mutation ($u: ID!) { backOfficeSetStaffRoles(uuid: $u, roles: ["Role_Admin"]) { uuid } }',
      variables: { u: actor.uuid } }),                                             expected: [no, no, no, no, no] },
];

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let world: World;

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database, { api: { queue: () => recordingQueue() } });
  const owner = await g.api.newOwner();
  const actors: Record<RoleName, TestUser> = {
    Role_Owner: owner,
    Role_Manager: await g.api.newMember(owner.accountUuid, 'Role_Manager'),
    Role_Supervisor: await g.api.newMember(owner.accountUuid, 'Role_Supervisor'),
    Role_Member: await g.api.newMember(owner.accountUuid, 'Role_Member'),
    // Customer success staff, Member of this account: staff roles add the back-office, not account rights.
    Role_CS: await g.api.newMember(owner.accountUuid, 'Role_Member', ['Role_CS']),
  };
  const fec = await insertFec(g.api, owner, realFec('000000000FEC20231231.txt'));
  world = { g, owner, actors, fec, group: '' };
  world.group = await freshGroup(world);
});
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

const cells = OPERATIONS.flatMap((op) => ROLES.map((role, i) => ({ op, role, outcome: op.expected[i] })));

describe('permission matrix per role', () => {
  it.each(cells.map((c) => [c.op.domain, c.op.name, c.role, c.outcome, c] as const))(
    '%s › %s as %s → %s',
    async (_domain, _name, role, outcome, cell) => {
      const actor = world.actors[role];
      const { query, variables } = await cell.op.request(world, actor);
      const { result: res, calls } = await upstreamCalls(() =>
        g.gql<Record<string, unknown>>(query, variables, { token: actor.accessToken }),
      );
      if (outcome === 'ok') {
        expect(res.errors).toBeUndefined();
        expect(Object.values(res.data ?? {})[0]).not.toBeNull();
        return;
      }
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      // The API's (or the shield's) French message, never graphql-shield's "Not Authorised!".
      expect(res.errors?.[0]?.message).toMatch(/^(Interdit|Vous |Seul |Votre rôle |Le back-office )/);
      if (cell.op.guard === 'shield') {
        // Refused before any write: only the memoised users/me read went upstream.
        expect(calls.filter((c) => !c.startsWith('GET '))).toEqual([]);
      }
    },
  );

  it('the table names every role once per row', () => {
    for (const op of OPERATIONS) expect(op.expected).toHaveLength(ROLES.length);
  });
});

describe('tenant isolation through GraphQL', () => {
  let victim: TestUser;
  let victimMember: TestUser;
  let victimGroup: string;
  let victimFec: string;
  let attacker: TestUser;
  let attackerGroup: string;
  const grantEmail = 'partenaire@victime.fr';

  beforeAll(async () => {
    victim = await g.api.newOwner();
    victimMember = await g.api.newMember(victim.accountUuid, 'Role_Member');
    const group = await g.api.call<{ data: { data: { uuid: string } } }>('POST', '/v1/groups', {
      token: victim.accessToken,
      body: { name: 'Confidentiel', user_uuids: [victimMember.uuid] },
    });
    victimGroup = group.body.data.data.uuid;
    victimFec = await insertFec(g.api, victim, realFec('000000000FEC20231231.txt'));
    await g.api.call('PUT', `/v1/fecs/${victimFec}/access`, {
      token: victim.accessToken,
      query: { confirm_invitation: 'true' },
      body: [{ email: grantEmail, write: true }],
    });
    // The attacker is the Owner of their own account: every right, but only there.
    attacker = await g.api.newOwner();
    const own = await g.api.call<{ data: { data: { uuid: string } } }>('POST', '/v1/groups', {
      token: attacker.accessToken,
      body: { name: 'Le mien' },
    });
    attackerGroup = own.body.data.data.uuid;
  });

  // prettier-ignore
  const ATTEMPTS: { name: string; request: () => Request; message?: string }[] = [
    { name: 'user(uuid)', request: () => ({ query: 'query ($u: ID!) { user(uuid: $u) { email company } }', variables: { u: victimMember.uuid } }),
      message: "Vous n'avez pas accès à cet utilisateur." },
    { name: 'users(ids) of the other account', request: () => ({ query: 'query ($i: [ID!]) { users(ids: $i) { items { email } } }', variables: { i: [victimMember.uuid] } }) },
    { name: 'users(ids) mixing own and foreign ids', request: () => ({ query: 'query ($i: [ID!]) { users(ids: $i) { items { email } } }', variables: { i: [attacker.uuid, victim.uuid] } }) },
    { name: 'crmCommonInfos', request: () => ({ query: 'query ($u: ID!) { crmCommonInfos(userUuid: $u) { field } }', variables: { u: victim.uuid } }) },
    { name: 'updateUser', request: () => ({ query: 'mutation ($u: ID!) { updateUser(uuid: $u, input: { lastName: "Pirate" }) { uuid } }', variables: { u: victimMember.uuid } }) },
    { name: 'setCrmCommonInfos', request: () => ({ query: 'mutation ($u: ID!) { setCrmCommonInfos(userUuid: $u, entries: [{ field: "x", value: 1 }]) { field } }', variables: { u: victimMember.uuid } }) },
    { name: 'changeUserRole', request: () => ({ query: 'mutation ($u: ID!) { changeUserRole(uuid: $u, role: ROLE_MANAGER) { role } }', variables: { u: victimMember.uuid } }) },
    { name: 'blockUser', request: () => ({ query: 'mutation ($u: ID!) { blockUser(uuid: $u) { state } }', variables: { u: victimMember.uuid } }) },
    { name: 'removeUser', request: () => ({ query: 'mutation ($u: ID!) { removeUser(uuid: $u) { removed } }', variables: { u: victimMember.uuid } }) },
    { name: 'group(uuid)', request: () => ({ query: 'query ($g: ID!) { group(uuid: $g) { name members { email } } }', variables: { g: victimGroup } }) },
    { name: 'groups(ids)', request: () => ({ query: 'query ($i: [ID!]) { groups(ids: $i) { items { name } } }', variables: { i: [attackerGroup, victimGroup] } }) },
    { name: 'renameGroup', request: () => ({ query: 'mutation ($g: ID!) { renameGroup(uuid: $g, name: "Piraté") { name } }', variables: { g: victimGroup } }) },
    { name: 'setGroupMembers (foreign group)', request: () => ({ query: 'mutation ($g: ID!, $m: [ID!]!) { setGroupMembers(uuid: $g, memberUuids: $m) { uuid } }', variables: { g: victimGroup, m: [] } }) },
    { name: 'setGroupMembers (foreign user in own group)', request: () => ({ query: 'mutation ($g: ID!, $m: [ID!]!) { setGroupMembers(uuid: $g, memberUuids: $m) { uuid } }', variables: { g: attackerGroup, m: [victimMember.uuid] } }),
      message: "Vous n'avez pas accès à cet utilisateur." },
    { name: 'createGroup (with a foreign user)', request: () => ({ query: 'mutation ($m: [ID!]) { createGroup(name: "Avec intrus", memberUuids: $m) { uuid } }', variables: { m: [victimMember.uuid] } }) },
    { name: 'deleteGroup', request: () => ({ query: 'mutation ($g: ID!) { deleteGroup(uuid: $g) }', variables: { g: victimGroup } }) },
    { name: 'fecAccess', request: () => ({ query: 'query ($f: ID!) { fecAccess(fecUuid: $f) { email } }', variables: { f: victimFec } }),
      message: "Vous n'avez pas accès à ce Fec." },
    { name: 'grantFecAccess', request: () => ({ query: 'mutation ($f: ID!, $e: String!) { grantFecAccess(fecUuid: $f, entries: [{ email: $e, write: true }]) { email } }', variables: { f: victimFec, e: attacker.email } }),
      message: "Vous n'avez pas accès à ce Fec." },
    { name: 'revokeFecAccess', request: () => ({ query: 'mutation ($f: ID!, $e: String!) { revokeFecAccess(fecUuid: $f, email: $e) { email } }', variables: { f: victimFec, e: grantEmail } }),
      message: "Vous n'avez pas accès à ce Fec." },
    { name: 'fecGroupAccess', request: () => ({ query: 'query ($f: ID!) { fecGroupAccess(fecUuid: $f) { name } }', variables: { f: victimFec } }),
      message: "Vous n'avez pas accès à ce Fec." },
    { name: 'grantFecGroupAccess (own group on a foreign FEC)', request: () => ({ query: 'mutation ($f: ID!, $g: ID!) { grantFecGroupAccess(fecUuid: $f, entries: [{ groupUuid: $g, write: true }]) { name } }', variables: { f: victimFec, g: attackerGroup } }),
      message: "Vous n'avez pas accès à ce Fec." },
    { name: 'revokeFecGroupAccess', request: () => ({ query: 'mutation ($f: ID!, $g: ID!) { revokeFecGroupAccess(fecUuid: $f, groupUuid: $g) { name } }', variables: { f: victimFec, g: victimGroup } }),
      message: "Vous n'avez pas accès à ce Fec." },
  ];

  it.each(ATTEMPTS.map((a) => [a.name, a] as const))(
    '%s on another account → FORBIDDEN',
    async (_name, attempt) => {
      const { query, variables } = attempt.request();
      const res = await g.gql<Record<string, unknown>>(query, variables, { token: attacker.accessToken });
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      if (attempt.message) expect(res.errors?.[0]?.message).toBe(attempt.message);
      // Nothing of the victim's leaks in the answer.
      const body = JSON.stringify(res.data ?? null);
      for (const secret of [victimMember.email, victim.email, 'Confidentiel', grantEmail]) {
        expect(body).not.toContain(secret);
      }
    },
  );

  it("leaves the victim's data as it was", async () => {
    const res = await g.gql<{
      group: {
        name: string;
        members: { uuid: string; state: string; role: string; lastName: string | null }[];
      };
      fecAccess: { email: string; write: boolean }[];
    }>(
      'query ($g: ID!, $f: ID!) { group(uuid: $g) { name members { uuid state role lastName } } fecAccess(fecUuid: $f) { email write } }',
      { g: victimGroup, f: victimFec },
      { token: victim.accessToken },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.group).toEqual({
      name: 'Confidentiel',
      members: [{ uuid: victimMember.uuid, state: 'REGISTERED', role: 'ROLE_MEMBER', lastName: null }],
    });
    expect(res.data?.fecAccess).toEqual([{ email: grantEmail, write: true }]);
  });
});
