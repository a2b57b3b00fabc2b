/**
 * Issue 34, item 10: a customer-success member edited an Administrator's profile (`PUT users/{admin}`
 * 200) though they could not read it, and granted 1,000,000 dossier credits to their own account (200).
 * Staff never act on higher staff nor on the credits of an account they belong to. Each attack over REST
 * and over GraphQL: refused (403, French message) and the victim's stored data unchanged; the same staff
 * member still corrects a customer's profile and grants credits to a customer's account.
 */
import type { TestDatabase } from '../../platform/db';
import { recordingQueue, type ApiHarness, type TestUser } from '../../api/src/testing/harness';
import {
  openGatewayTestDatabase,
  startGatewayHarness,
  type GatewayHarness,
} from '../../gateway/src/testing/harness';
import { brief, codeOf, snapshotAccount, snapshotPerson } from './support';

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let h: ApiHarness;
let cs: TestUser;
let admin: TestUser;
let customer: TestUser;

const STAFF_TARGET = 'Seul un administrateur peut agir sur un membre du personnel interne.';
const OWN_CREDITS = 'Vous ne pouvez pas accorder de crédits à un compte dont vous êtes membre.';

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database, { api: { queue: () => recordingQueue() } });
  h = g.api;
  // The CS member's own account, where they are a Manager (the account they would credit).
  const home = await h.newOwner();
  cs = await h.newMember(home.accountUuid, 'Role_Manager', ['Role_CS']);
  const office = await h.newOwner();
  admin = await h.newMember(office.accountUuid, 'Role_Member', ['Role_Admin']);
  customer = await h.newOwner();
}, 120_000);

afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

describe('a CS member and an Administrator’s profile', () => {
  it('REST: cannot read it, and now cannot edit it either; a customer’s profile still can be', async () => {
    const before = await snapshotPerson(h, admin.uuid);
    const read = await h.call('GET', `/v1/users/${admin.uuid}`, { token: cs.accessToken });
    expect(read.status).toBe(403);
    const attempts: [string, string, unknown][] = [
      ['PUT', `/v1/users/${admin.uuid}`, { first_name: 'Pirate', last_name: 'Pirate', company: 'Pirate SA' }],
      [
        'PUT',
        `/v1/users/crmCommonInfos/${admin.uuid}`,
        { crm_common_infos: [{ field: 'x', value: 'pirate' }] },
      ],
      [
        'PUT',
        `/v1/users/crmCommonInfosByField/${admin.uuid}`,
        { crm_common_infos: [{ field: 'x', value: 'pirate' }] },
      ],
      ['GET', `/v1/users/crmCommonInfos/${admin.uuid}`, undefined],
    ];
    for (const [method, path, body] of attempts) {
      const res = await h.call<{ message?: string }>(method, path, { token: cs.accessToken, body });
      expect([method, path, res.status, res.body.message]).toEqual([method, path, 403, STAFF_TARGET]);
    }
    expect(await snapshotPerson(h, admin.uuid)).toEqual(before);

    const fix = await h.call('PUT', `/v1/users/${customer.uuid}`, {
      token: cs.accessToken,
      body: { first_name: 'Claire' },
    });
    expect([fix.status, brief(fix)]).toEqual([200, expect.any(String)]);
    // An Administrator still corrects a staff member's profile.
    const byAdmin = await h.call('PUT', `/v1/users/${cs.uuid}`, {
      token: admin.accessToken,
      body: { first_name: 'Camille' },
    });
    expect(byAdmin.status).toBe(200);
  });

  it('GraphQL: updateUser on the Administrator is refused, nothing changes', async () => {
    const before = await snapshotPerson(h, admin.uuid);
    const res = await g.gql(
      `mutation($uuid: ID!) { updateUser(uuid: $uuid, input: { firstName: "Pirate", lastName: "Pirate" }) { uuid } }`,
      { uuid: admin.uuid },
      { token: cs.accessToken },
    );
    expect(codeOf(res)).toBe('FORBIDDEN');
    expect(res.errors?.[0]?.message).toBe(STAFF_TARGET);
    expect(await snapshotPerson(h, admin.uuid)).toEqual(before);
  });
});

describe('a CS member and the credits of their own account', () => {
  it('REST: 1,000,000 dossier credits to their own account are refused; a customer’s account is credited', async () => {
    const before = await snapshotAccount(h, cs.accountUuid);
    const res = await h.call<{ message?: string }>(
      'POST',
      `/v1/backoffice/accounts/${cs.accountUuid}/credits`,
      {
        token: cs.accessToken,
        body: { type: 'dossier', amount: 1_000_000, reason: 'Geste' },
      },
    );
    expect([res.status, res.body.message]).toEqual([403, OWN_CREDITS]);
    expect(await snapshotAccount(h, cs.accountUuid)).toEqual(before);

    const gesture = await h.call('POST', `/v1/backoffice/accounts/${customer.accountUuid}/credits`, {
      token: cs.accessToken,
      body: { type: 'dossier', amount: 2, reason: 'Geste commercial' },
    });
    expect([gesture.status, brief(gesture)]).toEqual([200, expect.any(String)]);
  });

  it('GraphQL: backOfficeGrantCredits to their own account is refused, nothing changes', async () => {
    const before = await snapshotAccount(h, cs.accountUuid);
    const res = await g.gql(
      `mutation($a: ID!) { backOfficeGrantCredits(accountUuid: $a, type: DOSSIER, amount: 1000000, reason: "Geste") }`,
      { a: cs.accountUuid },
      { token: cs.accessToken },
    );
    expect(codeOf(res)).toBe('FORBIDDEN');
    expect(res.errors?.[0]?.message).toBe(OWN_CREDITS);
    expect(await snapshotAccount(h, cs.accountUuid)).toEqual(before);
  });
});
