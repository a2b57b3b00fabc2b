/**
 * The back-office through GraphQL (issue 15): staff search and open an account; the read-only roles read
 * and are refused every action by the shield (no write reaches the API); customers, staff acting as a
 * customer and partner keys are refused in French.
 */
import type { TestDatabase } from '../../../../platform/db';
import { seededFec } from '../../../../api/src/billing/testing';
import { recordingQueue, type TestUser } from '../../../../api/src/testing/harness';
import type { InternalRole } from '../../../../api/src/permissions/roles';
import {
  CookieJar,
  openGatewayTestDatabase,
  startGatewayHarness,
  type GatewayHarness,
} from '../../testing/harness';
import { dataOf, errorOf, upstreamCalls } from '../users/test-support';

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let owner: TestUser;
let member: TestUser;
let siren: string;
const staff: Partial<Record<InternalRole, TestUser>> = {};

const ONLY_STAFF = 'Le back-office est réservé au personnel interne.';
const ROLE_REFUSED = 'Votre rôle ne permet pas cette action du back-office.';

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database, { api: { queue: () => recordingQueue() } });
  owner = await g.api.newOwner();
  member = await g.api.newMember(owner.accountUuid, 'Role_Member');
  siren = String(100_000_000 + Math.floor(Math.random() * 800_000_000));
  await seededFec(g.api.db, owner, { siren });
  const home = await g.api.newOwner();
  for (const role of ['Role_CS', 'Role_CSRO', 'Role_OpeRO', 'Role_MarketRO', 'Role_Admin'] as const) {
    staff[role] = await g.api.newMember(home.accountUuid, 'Role_Member', [role]);
  }
}, 120_000);
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

const SEARCH = `query ($s: String, $l: Int, $o: Int) { backOfficeAccounts(search: $s, limit: $l, offset: $o) {
  items { uuid ownerEmail fecsCount } pageInfo { total limit offset hasNextPage } } }`;
const DETAIL = `query ($a: ID!) { backOfficeAccount(uuid: $a) { name fecsCount fecs { siren status }
  users { email role state invitationPending } analyses { status kind attempts correctedStatus }
  credits { type balance } auditLog { action detail actorEmail } } }`;
const IMPERSONATE = `mutation ($a: ID!, $u: ID!, $r: String!) {
  backOfficeStartImpersonation(accountUuid: $a, userUuid: $u, reason: $r) { accountUuid userUuid write } }`;

describe('back-office through GraphQL', () => {
  it('finds an account by SIREN and opens it, for a read-only role', async () => {
    const found = await g.gql<{
      backOfficeAccounts: {
        items: { uuid: string; ownerEmail: string; fecsCount: number }[];
        pageInfo: unknown;
      };
    }>(SEARCH, { s: siren }, { token: staff.Role_MarketRO!.accessToken });
    expect(dataOf(found).backOfficeAccounts).toEqual({
      items: [{ uuid: owner.accountUuid, ownerEmail: owner.email, fecsCount: 1 }],
      pageInfo: { total: 1, limit: 50, offset: 0, hasNextPage: false },
    });
    const users = await g.gql<{ backOfficeUsers: { items: { uuid: string; state: string }[] } }>(
      'query ($s: String) { backOfficeUsers(search: $s) { items { uuid state } } }',
      { s: member.email },
      { token: staff.Role_OpeRO!.accessToken },
    );
    expect(dataOf(users).backOfficeUsers.items).toEqual([{ uuid: member.uuid, state: 'REGISTERED' }]);
    const detail = await g.gql<{ backOfficeAccount: Record<string, unknown> }>(
      DETAIL,
      { a: owner.accountUuid },
      { token: staff.Role_CSRO!.accessToken },
    );
    expect(dataOf(detail).backOfficeAccount).toMatchObject({
      fecsCount: 1,
      fecs: [{ siren, status: 'DONE' }],
      analyses: [{ status: 'DONE', kind: 'SINGLE', attempts: 1, correctedStatus: expect.any(String) }],
    });
    expect(dataOf(detail).backOfficeAccount.users).toEqual(
      expect.arrayContaining([
        { email: owner.email, role: 'ROLE_OWNER', state: 'REGISTERED', invitationPending: false },
      ]),
    );
  });

  it('logs an impersonation reason that the account detail then shows with the staff member', async () => {
    const started = await g.gql<{ backOfficeStartImpersonation: unknown }>(
      IMPERSONATE,
      { a: owner.accountUuid, u: member.uuid, r: 'Ticket 77' },
      { token: staff.Role_CS!.accessToken },
    );
    expect(dataOf(started).backOfficeStartImpersonation).toEqual({
      accountUuid: owner.accountUuid,
      userUuid: member.uuid,
      write: true,
    });
    const detail = await g.gql<{ backOfficeAccount: { auditLog: Record<string, unknown>[] } }>(
      DETAIL,
      { a: owner.accountUuid },
      { token: staff.Role_CSRO!.accessToken },
    );
    expect(dataOf(detail).backOfficeAccount.auditLog).toContainEqual({
      action: `backoffice.impersonation.start ${member.uuid}`,
      detail: 'Ticket 77',
      actorEmail: staff.Role_CS!.email,
    });
  });

  it('refuses the read-only roles every action before any write reaches the API', async () => {
    const mutations: [string, Record<string, unknown>][] = [
      ['mutation ($u: ID!) { backOfficeBlockUser(uuid: $u, reason: "x") }', { u: member.uuid }],
      ['mutation ($u: ID!) { backOfficeUnblockUser(uuid: $u, reason: "x") }', { u: member.uuid }],
      [
        'mutation ($a: ID!, $u: ID!) { backOfficeResendInvitation(accountUuid: $a, userUuid: $u) }',
        { a: owner.accountUuid, u: member.uuid },
      ],
      [
        'mutation ($a: ID!) { backOfficeGrantCredits(accountUuid: $a, type: LINE, amount: 10, reason: "x") }',
        { a: owner.accountUuid },
      ],
    ];
    for (const role of ['Role_CSRO', 'Role_OpeRO', 'Role_MarketRO'] as const) {
      for (const [query, variables] of mutations) {
        const { result, calls } = await upstreamCalls(() =>
          g.gql(query, variables, { token: staff[role]!.accessToken }),
        );
        const error = errorOf(result);
        expect([role, query, error.extensions?.code, error.message]).toEqual([
          role,
          query,
          'FORBIDDEN',
          ROLE_REFUSED,
        ]);
        expect(calls.filter((c) => !c.startsWith('GET '))).toEqual([]);
      }
    }
    // Marketing reads but may not impersonate.
    const market = await g.gql(
      IMPERSONATE,
      { a: owner.accountUuid, u: member.uuid, r: 'x' },
      {
        token: staff.Role_MarketRO!.accessToken,
      },
    );
    expect(errorOf(market).message).toBe(ROLE_REFUSED);
  });

  it('refuses customers and staff acting as a customer, in French', async () => {
    // An Admin impersonating through the session (with a reason, logged first) acts with the customer's rights.
    const jar = new CookieJar();
    await g.gql(
      'mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { connected } }',
      { e: staff.Role_Admin!.email, p: staff.Role_Admin!.password },
      { jar },
    );
    const started = await g.gql(
      `mutation ($a: ID!, $u: ID!) { startImpersonation(accountUuid: $a, userUuid: $u, reason: "Contrôle") {
        me { uuid } } }`,
      { a: owner.accountUuid, u: owner.uuid },
      { jar },
    );
    expect(started.errors).toBeUndefined();
    const logged = await g.api.db
      .selectFrom('audit_log')
      .select(['actor_uuid', 'detail'])
      .where('action', '=', `backoffice.impersonation.start ${owner.uuid}`)
      .execute();
    expect(logged).toEqual([{ actor_uuid: staff.Role_Admin!.uuid, detail: 'Contrôle' }]);
    for (const options of [{ token: owner.accessToken }, { token: member.accessToken }, { jar }]) {
      for (const [query, variables] of [
        [SEARCH, { s: '' }],
        ['{ backOfficeUsers { items { uuid } } }', {}],
        [DETAIL, { a: owner.accountUuid }],
        [IMPERSONATE, { a: owner.accountUuid, u: member.uuid, r: 'x' }],
      ] as const) {
        const error = errorOf(await g.gql(query, variables, options));
        expect([error.extensions?.code, error.message]).toEqual(['FORBIDDEN', ONLY_STAFF]);
      }
    }
  });
});
