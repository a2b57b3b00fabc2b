/**
 * Issue #10, the account takeover as reported: attacker B (Owner of their own account) invites victim V
 * (Owner of another account, with a FEC there), then tries to change V's sign-in address, profile and CRM,
 * to take the address over through "forgot password", and to block (disable) V. Run once through the REST
 * API and once through GraphQL, each with its own attacker and victim. Every step must fail at once, and V's
 * person (identity record, API row, memberships) and V's own account must be exactly what they were.
 */
import {
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { TestDatabase } from '../../platform/db';
import { insertFec, realFec } from '../../api/src/analyses/testing/fixtures';
import { recordingQueue, type ApiHarness, type TestUser } from '../../api/src/testing/harness';
import { signIn, uniqueEmail } from '../../identity/src/testing/flows';
import { outboxFor } from '../../api/src/mail';
import {
  openGatewayTestDatabase,
  startGatewayHarness,
  type GatewayHarness,
  type GraphQLResponse,
} from '../../gateway/src/testing/harness';
import {
  brief,
  codeOf,
  dataOf,
  freshToken,
  rnd,
  snapshotAccount,
  snapshotPerson,
  type Envelope,
} from './support';

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let h: ApiHarness;

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database, { api: { queue: () => recordingQueue() } });
  h = g.api;
}, 120_000);

afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

type UserViewRest = Record<string, unknown> & { uuid: string; email: string; state: string };
type Snapshot = {
  person: Awaited<ReturnType<typeof snapshotPerson>>;
  account: Awaited<ReturnType<typeof snapshotAccount>>;
};

interface Victim extends TestUser {
  fec: string;
}

/** A victim with names, a profile, a CRM entry and a FEC in their own account. */
async function newVictim(): Promise<Victim> {
  const v = await h.newOwner();
  const profile = await h.call('PUT', `/v1/users/${v.uuid}`, {
    token: v.accessToken,
    body: {
      first_name: 'Valérie',
      last_name: 'Victime',
      company: 'Cabinet Victime',
      mobile_phone: '0612345678',
    },
  });
  expect(profile.status).toBe(200);
  const crm = await h.call('PUT', `/v1/users/crmCommonInfos/${v.uuid}`, {
    token: v.accessToken,
    body: { crm_common_infos: [{ field: 'source', value: 'salon' }] },
  });
  expect(crm.status).toBe(200);
  const fec = await insertFec(h, v, realFec('000000000FEC20231231.txt'));
  return { ...v, fec };
}

async function snapshot(v: Victim): Promise<Snapshot> {
  return { person: await snapshotPerson(h, v.uuid), account: await snapshotAccount(h, v.accountUuid) };
}

/** The victim's accounts as they see them (REST). */
async function accountsOf(v: TestUser, token = v.accessToken) {
  const res = await h.call<Envelope<{ uuid: string; role: string }[]>>('GET', '/v1/accounts', { token });
  expect(res.status).toBe(200);
  return dataOf(res)
    .map((a) => `${a.uuid}:${a.role}`)
    .sort();
}

/** The victim still signs in with their password and uses their own account and FEC. */
async function expectVictimWorks(v: Victim) {
  const token = await freshToken(h, v);
  const me = await h.call<Envelope<{ uuid: string; email: string; current_account: { uuid: string } }>>(
    'GET',
    '/v1/users/me',
    { token },
  );
  expect(me.status).toBe(200);
  expect(dataOf(me).uuid).toBe(v.uuid);
  expect(dataOf(me).email).toBe(v.email);
  const fec = await h.call('GET', `/v1/fecs/${v.fec}`, { token, headers: {} });
  if (fec.status !== 200) {
    // Their current account may have moved: select their own and read again.
    const select = await h.call('PUT', '/v1/users/me/current-account', {
      token,
      body: { account_uuid: v.accountUuid },
    });
    expect(select.status).toBe(200);
  }
  const again = await h.call('GET', `/v1/fecs/${v.fec}`, { token });
  expect(again.status).toBe(200);
  const pooled = await h.deps.identity.getUser(v.sub);
  expect(pooled?.enabled).toBe(true);
  expect(pooled?.email).toBe(v.email);
}

/** The person without the membership in the attacker's account (which they gained by accepting). */
function personOutside(s: Snapshot['person'], attackerAccount: string) {
  return { ...s, memberships: s.memberships.filter((m) => m.account_uuid !== attackerAccount) };
}

/** What an attacker may try, spelled once per transport. Each answer is "refused" or the value obtained. */
interface Transport {
  name: string;
  /** Invites `email` as Manager; answers the invitee as the inviting account sees them. */
  invite(b: TestUser, email: string): Promise<Record<string, unknown>>;
  /** The attacker's view of their account's users. */
  listUsers(b: TestUser): Promise<Record<string, unknown>[]>;
  readUser(b: TestUser, uuid: string): Promise<Record<string, unknown>>;
  /** Each attempt on the victim's person answers its refusal (status or code), or 'ACCEPTED'. */
  personAttacks(b: TestUser, v: Victim, pirateEmail: string): Promise<Record<string, string>>;
  block(b: TestUser, v: Victim): Promise<string>;
  accept(v: Victim, accountUuid: string): Promise<void>;
  pendingOf(v: Victim): Promise<string[]>;
}

const ACCEPTED = 'ACCEPTED';

const rest: Transport = {
  name: 'REST',
  async invite(b, email) {
    const res = await h.call<Envelope<{ user: UserViewRest; email_sent: boolean }>>(
      'POST',
      '/v1/accounts/current/users',
      { token: b.accessToken, body: { email, role: 'Role_Manager' } },
    );
    expect(res.status).toBe(200);
    return { ...dataOf(res).user, email_sent: dataOf(res).email_sent };
  },
  async listUsers(b) {
    const res = await h.call<Envelope<UserViewRest[] | { items: UserViewRest[] }>>('GET', '/v1/users', {
      token: b.accessToken,
    });
    expect(res.status).toBe(200);
    const d = dataOf(res);
    return Array.isArray(d) ? d : d.items;
  },
  async readUser(b, uuid) {
    const res = await h.call<Envelope<UserViewRest>>('GET', `/v1/users/${uuid}`, { token: b.accessToken });
    expect(res.status).toBe(200);
    return dataOf(res);
  },
  async personAttacks(b, v, pirateEmail) {
    const attempts: [string, string, unknown][] = [
      ['PUT', `/v1/users/updateEmail/${v.uuid}`, { email: pirateEmail }],
      ['POST', `/v1/users/updateEmail/${v.uuid}/confirm`, { code: '123456' }],
      ['PUT', `/v1/users/${v.uuid}`, { first_name: 'Pirate', last_name: 'Pirate', company: 'Pirate SA' }],
      ['GET', `/v1/users/crmCommonInfos/${v.uuid}`, undefined],
      ['PUT', `/v1/users/crmCommonInfos/${v.uuid}`, { crm_common_infos: [{ field: 'x', value: 'pirate' }] }],
      [
        'PUT',
        `/v1/users/crmCommonInfosByField/${v.uuid}`,
        { crm_common_infos: [{ field: 'x', value: 'y' }] },
      ],
    ];
    const out: Record<string, string> = {};
    for (const [method, path, body] of attempts) {
      const res = await h.call(method, path, { token: b.accessToken, body });
      out[`${method} ${path.replace(v.uuid, '{V}')}`] = res.status === 200 ? ACCEPTED : String(res.status);
    }
    return out;
  },
  async block(b, v) {
    const res = await h.call('POST', `/v1/accounts/current/users/${v.uuid}/block`, { token: b.accessToken });
    return res.status === 200 ? ACCEPTED : brief(res);
  },
  async accept(v, accountUuid) {
    const res = await h.call('POST', `/v1/invitations/${accountUuid}/accept`, { token: v.accessToken });
    expect(res.status).toBe(200);
  },
  async pendingOf(v) {
    const res = await h.call<Envelope<{ account_uuid: string }[]>>('GET', '/v1/invitations', {
      token: v.accessToken,
    });
    expect(res.status).toBe(200);
    return dataOf(res).map((i) => i.account_uuid);
  },
};

const USER_FIELDS =
  'uuid email firstName lastName state enabled role organizationType organizationTypeOther company turnover companySize officePhone mobilePhone position positionOther';

const ok = <T>(res: GraphQLResponse<T>): T => {
  expect(res.errors).toBeUndefined();
  return res.data as T;
};

const gql: Transport = {
  name: 'GraphQL',
  async invite(b, email) {
    const res = await g.gql<{ inviteUser: { emailSent: boolean; user: Record<string, unknown> } }>(
      `mutation ($e: String!) { inviteUser(input: { email: $e, role: ROLE_MANAGER }) { emailSent user { ${USER_FIELDS} } } }`,
      { e: email },
      { token: b.accessToken },
    );
    const d = ok(res).inviteUser;
    return { ...d.user, emailSent: d.emailSent };
  },
  async listUsers(b) {
    const res = await g.gql<{ users: { items: Record<string, unknown>[] } }>(
      `{ users(limit: 500) { items { ${USER_FIELDS} } } }`,
      {},
      { token: b.accessToken },
    );
    return ok(res).users.items;
  },
  async readUser(b, uuid) {
    const res = await g.gql<{ user: Record<string, unknown> }>(
      `query ($u: ID!) { user(uuid: $u) { ${USER_FIELDS} } }`,
      { u: uuid },
      { token: b.accessToken },
    );
    return ok(res).user;
  },
  async personAttacks(b, v, pirateEmail) {
    const attempts: [string, string, Record<string, unknown>][] = [
      [
        'updateUser',
        'mutation ($u: ID!) { updateUser(uuid: $u, input: { firstName: "Pirate", lastName: "Pirate", company: "Pirate SA" }) { uuid } }',
        { u: v.uuid },
      ],
      ['crmCommonInfos', 'query ($u: ID!) { crmCommonInfos(userUuid: $u) { field } }', { u: v.uuid }],
      [
        'setCrmCommonInfos',
        'mutation ($u: ID!) { setCrmCommonInfos(userUuid: $u, entries: [{ field: "x", value: "pirate" }]) { field } }',
        { u: v.uuid },
      ],
      [
        'setCrmCommonInfo',
        'mutation ($u: ID!) { setCrmCommonInfo(userUuid: $u, entry: { field: "x", value: "pirate" }) { field } }',
        { u: v.uuid },
      ],
    ];
    const out: Record<string, string> = {};
    for (const [name, query, variables] of attempts) {
      const res = await g.gql(query, variables, { token: b.accessToken });
      out[name] = res.errors?.length ? codeOf(res) : ACCEPTED;
    }
    // GraphQL names no user in updateEmail: the only email the attacker can change is their own. Taking the
    // victim's address as their own must not give them the victim.
    const email = await g.gql(
      'mutation ($e: String!) { updateEmail(email: $e) { pendingEmail codeSent } }',
      { e: v.email },
      { token: b.accessToken },
    );
    const confirm = await g.gql(
      'mutation { confirmEmailChange(code: "123456") { uuid email } }',
      {},
      { token: b.accessToken },
    );
    out['confirmEmailChange (victim address, guessed code)'] = confirm.errors?.length
      ? codeOf(confirm)
      : ACCEPTED;
    // Whatever the identity service answered to the request, nothing moved: the victim keeps their address,
    // the attacker keeps theirs, and no code reached an address the attacker reads.
    void email;
    expect((await h.deps.identity.getUser(v.sub))?.email).toBe(v.email);
    expect((await h.deps.identity.getUser(b.sub))?.email).toBe(b.email);
    expect(await h.identity.service.outbox(pirateEmail)).toEqual([]);
    return out;
  },
  async block(b, v) {
    const res = await g.gql(
      'mutation ($u: ID!) { blockUser(uuid: $u) { uuid state } }',
      { u: v.uuid },
      { token: b.accessToken },
    );
    return res.errors?.length ? `${codeOf(res)} ${res.errors[0].message}` : ACCEPTED;
  },
  async accept(v, accountUuid) {
    const res = await g.gql<{ acceptInvitation: boolean }>(
      'mutation ($a: ID!) { acceptInvitation(accountUuid: $a) }',
      { a: accountUuid },
      { token: v.accessToken },
    );
    expect(ok(res).acceptInvitation).toBe(true);
  },
  async pendingOf(v) {
    const res = await g.gql<{ me: { pendingInvitations: { accountUuid: string }[] } }>(
      '{ me { pendingInvitations { accountUuid } } }',
      {},
      { token: v.accessToken },
    );
    return ok(res).me.pendingInvitations.map((i) => i.accountUuid);
  },
};

/** The profile fields an inviting account must not see before acceptance. */
const PRIVATE_REST = [
  'first_name',
  'last_name',
  'company',
  'mobile_phone',
  'office_phone',
  'position',
  'organization_type',
];
const PRIVATE_GQL = [
  'firstName',
  'lastName',
  'company',
  'mobilePhone',
  'officePhone',
  'position',
  'organizationType',
];

/** An invitation answer with what necessarily differs between two addresses put aside. */
function comparable(view: Record<string, unknown>) {
  const { uuid: _u, email: _e, created_at: _c, createdAt: _c2, ...rest } = view;
  return rest;
}

describe.each([
  ['REST', rest],
  ['GraphQL', gql],
] as const)('account takeover through %s', (_name, t) => {
  let victim: Victim;
  let attacker: TestUser;
  let before: Snapshot;
  let accountsBefore: string[];
  const pirateEmail = `pirate-${rnd()}@exemple.fr`;

  beforeAll(async () => {
    victim = await newVictim();
    attacker = await h.newOwner();
    before = await snapshot(victim);
    accountsBefore = await accountsOf(victim);
  });

  describe('before the victim accepts anything', () => {
    it('(1) the invitation answers only the address, the role offered and « invited », as for a new address', async () => {
      const seen = await t.invite(attacker, victim.email);
      const fresh = await t.invite(attacker, `nouveau-${rnd()}@exemple.fr`);
      expect(seen.email).toBe(victim.email);
      expect(String(seen.state).toLowerCase()).toBe('invited');
      expect(String(seen.role ?? seen.userRole)).toMatch(/manager/i);
      for (const f of t === rest ? PRIVATE_REST : PRIVATE_GQL) expect(seen[f] ?? null).toBeNull();
      // Identical whether the address existed or not: nothing tells the attacker V has an account.
      expect(comparable(seen)).toEqual(comparable(fresh));
      const membership = await h.db
        .selectFrom('memberships')
        .selectAll()
        .where('account_uuid', '=', attacker.accountUuid)
        .where('user_uuid', '=', victim.uuid)
        .executeTakeFirstOrThrow();
      expect(membership.status).toBe('pending');
    });

    it('(1) the victim is not a member of the attacker’s account: no names, no profile, not registered there', async () => {
      const listed = (await t.listUsers(attacker)).filter((u) => u.uuid === victim.uuid);
      expect(listed).toHaveLength(1);
      expect(String(listed[0].state).toLowerCase()).toBe('invited');
      const one = await t.readUser(attacker, victim.uuid);
      expect(String(one.state).toLowerCase()).toBe('invited');
      for (const f of t === rest ? PRIVATE_REST : PRIVATE_GQL) {
        expect(listed[0][f] ?? null).toBeNull();
        expect(one[f] ?? null).toBeNull();
      }
      // The victim's accounts are what they were; the invitation waits for them.
      expect(await accountsOf(victim)).toEqual(accountsBefore);
      expect(await t.pendingOf(victim)).toContain(attacker.accountUuid);
    });

    it('(1) the attacker cannot put the invitee anywhere: group, Owner role, FEC of the account', async () => {
      const group = await h.call('POST', '/v1/groups', {
        token: attacker.accessToken,
        body: { name: `Piège ${rnd()}`, user_uuids: [victim.uuid] },
      });
      expect(group.status).toBe(400);
      const gGroup = await g.gql(
        'mutation ($m: [ID!]) { createGroup(name: "Piège GraphQL", memberUuids: $m) { uuid } }',
        { m: [victim.uuid] },
        { token: attacker.accessToken },
      );
      expect(codeOf(gGroup)).toBe('BAD_USER_INPUT');
      const owner = await h.call('PUT', `/v1/accounts/current/users/${victim.uuid}/role`, {
        token: attacker.accessToken,
        body: { role: 'Role_Owner' },
      });
      expect(owner.status).toBe(400);
      const groups = await h.db
        .selectFrom('group_members')
        .selectAll()
        .where('user_uuid', '=', victim.uuid)
        .execute();
      expect(groups).toEqual([]);
      // A FEC of the attacker's account is not the victim's to see while the invitation waits.
      const bait = await insertFec(h, attacker, realFec('000000000FEC20231231.txt'));
      await h.call('PUT', `/v1/fecs/${bait}/access`, {
        token: attacker.accessToken,
        body: [{ email: victim.email, write: true }],
      });
      const seen = await h.call('GET', '/v1/fecs', { token: victim.accessToken, query: { ids: bait } });
      expect(seen.status).toBe(403);
      // The grant list shows the address as an invitation, without the victim's names.
      const grants = await h.call<
        Envelope<{ email: string; first_name: string | null; last_name: string | null; type: string }[]>
      >('GET', `/v1/fecs/${bait}/access`, { token: attacker.accessToken });
      expect(dataOf(grants).find((x) => x.email === victim.email)).toEqual(
        expect.objectContaining({ first_name: null, last_name: null, type: 'invitation' }),
      );
      await h.db.deleteFrom('fecs').where('uuid', '=', bait).execute();
    });

    it('(2) changing the victim’s email, profile or CRM is refused', async () => {
      const answers = await t.personAttacks(attacker, victim, pirateEmail);
      for (const [attempt, answer] of Object.entries(answers)) {
        expect([attempt, answer]).toEqual([
          attempt,
          t === rest ? '403' : expect.stringMatching(/FORBIDDEN|BAD_USER_INPUT|NOT_FOUND/),
        ]);
      }
      if (t === rest) expect(Object.values(answers).every((a) => a === '403')).toBe(true);
      else expect(answers.updateUser).toBe('FORBIDDEN');
      // No code went to the pirate address.
      expect(await h.identity.service.outbox(pirateEmail)).toEqual([]);
      expect(await h.deps.identity.getUser(pirateEmail)).toBeUndefined();
    });

    it('(3) "forgot password" on any address the attacker controls gives nothing of the victim', async () => {
      const newPassword = 'piratepass1';
      for (const address of [pirateEmail, attacker.email]) {
        const sent = await forgot(address);
        const codes = await h.identity.service.outbox(address);
        if (address === attacker.email) {
          expect(sent).toBe(true);
          const code = codes[0]?.code;
          expect(code).toBeTruthy();
          await h.identity.client.send(
            new ConfirmForgotPasswordCommand({
              ClientId: h.identity.web.id,
              Username: address,
              SecretHash: h.identity.secretHash(address),
              ConfirmationCode: code!,
              Password: newPassword,
            }),
          );
        } else {
          expect(codes.filter((c) => c.code)).toEqual([]);
        }
      }
      // The attacker's new password opens the attacker's account only.
      const mine = await signIn(h.identity, attacker.email, newPassword);
      const me = await h.call<Envelope<{ uuid: string }>>('GET', '/v1/users/me', { token: mine.AccessToken });
      expect(dataOf(me).uuid).toBe(attacker.uuid);
      await expect(signIn(h.identity, victim.email, newPassword)).rejects.toThrow();
      attacker.password = newPassword;
      attacker.accessToken = mine.AccessToken!;
      // The victim's own forgot-password code goes to the victim's address, never to the attacker's.
      const attackerMail = (await h.identity.service.outbox(attacker.email)).length;
      const victimMail = (await h.identity.service.outbox(victim.email)).length;
      expect(await forgot(victim.email)).toBe(true);
      expect((await h.identity.service.outbox(attacker.email)).length).toBe(attackerMail);
      expect((await h.identity.service.outbox(victim.email)).length).toBe(victimMail + 1);
    });

    it('(4) blocking the invitee is refused, and the victim still signs in and uses their account', async () => {
      const answer = await t.block(attacker, victim);
      expect(answer).not.toBe(ACCEPTED);
      const membership = await h.db
        .selectFrom('memberships')
        .selectAll()
        .where('account_uuid', '=', attacker.accountUuid)
        .where('user_uuid', '=', victim.uuid)
        .executeTakeFirstOrThrow();
      expect(membership.blocked_at).toBeNull();
      await expectVictimWorks(victim);
    });

    it('left the victim’s person and account exactly as they were', async () => {
      const now = await snapshot(victim);
      expect(now.account).toEqual(before.account);
      expect(personOutside(now.person, attacker.accountUuid)).toEqual(before.person);
      expect(await accountsOf(victim)).toEqual(accountsBefore);
    });
  });

  describe('after the victim accepts the invitation', () => {
    beforeAll(async () => {
      await t.accept(victim, attacker.accountUuid);
      const m = await h.db
        .selectFrom('memberships')
        .selectAll()
        .where('account_uuid', '=', attacker.accountUuid)
        .where('user_uuid', '=', victim.uuid)
        .executeTakeFirstOrThrow();
      expect(m.status).toBe('active');
    });

    it('the attacker (Owner there) still cannot change the victim’s email, profile or CRM', async () => {
      const answers = await t.personAttacks(attacker, victim, pirateEmail);
      if (t === rest)
        expect(answers).toEqual(Object.fromEntries(Object.keys(answers).map((k) => [k, '403'])));
      else
        expect(answers).toEqual({
          updateUser: 'FORBIDDEN',
          crmCommonInfos: 'FORBIDDEN',
          setCrmCommonInfos: 'FORBIDDEN',
          setCrmCommonInfo: 'FORBIDDEN',
          'confirmEmailChange (victim address, guessed code)': expect.not.stringMatching(ACCEPTED),
        });
      expect(await h.identity.service.outbox(pirateEmail)).toEqual([]);
    });

    it('blocking the victim in the attacker’s account blocks only that membership', async () => {
      expect(await t.block(attacker, victim)).toBe(ACCEPTED);
      const m = await h.db
        .selectFrom('memberships')
        .selectAll()
        .where('account_uuid', '=', attacker.accountUuid)
        .where('user_uuid', '=', victim.uuid)
        .executeTakeFirstOrThrow();
      expect(m.blocked_at).not.toBeNull();
      // Not disabled globally: the identity user is enabled, the API row is not « blocked ».
      const row = await h.db
        .selectFrom('users')
        .selectAll()
        .where('uuid', '=', victim.uuid)
        .executeTakeFirstOrThrow();
      expect(row.state).toBe(before.person.user!.state);
      await expectVictimWorks(victim);
      // In the attacker's account the victim gets the blocking message.
      const token = await freshToken(h, victim);
      const select = await h.call<{ message: string }>('PUT', '/v1/users/me/current-account', {
        token,
        body: { account_uuid: attacker.accountUuid },
      });
      expect(select.status).toBe(403);
      expect(select.body.message).toBe('Votre accès à ce compte a été bloqué par son administrateur.');
      const gSelect = await g.gql(
        'mutation ($a: ID!) { switchAccount(accountUuid: $a) { uuid } }',
        { a: attacker.accountUuid },
        { token },
      );
      expect(codeOf(gSelect)).toBe('FORBIDDEN');
      expect(gSelect.errors?.[0]?.message).toBe(
        'Votre accès à ce compte a été bloqué par son administrateur.',
      );
    });

    it('removing the victim from the attacker’s account erases nothing of the person', async () => {
      const res = await h.call<Envelope<{ user_deleted: boolean }>>(
        'DELETE',
        `/v1/accounts/current/users/${victim.uuid}`,
        {
          token: attacker.accessToken,
        },
      );
      expect(res.status).toBe(200);
      expect(dataOf(res).user_deleted).toBe(false);
      await expectVictimWorks(victim);
    });

    it('at the end, the victim’s identity, API row, memberships and own account are byte for byte the same', async () => {
      const now = await snapshot(victim);
      expect(now.person).toEqual(before.person);
      expect(now.account).toEqual(before.account);
      expect(await accountsOf(victim)).toEqual(accountsBefore);
      const pooled = await h.deps.identity.getUser(victim.sub);
      expect(pooled).toMatchObject({ email: victim.email, enabled: true });
    });
  });
});

/** ForgotPassword straight at the identity service (what the gateway's forgotPassword does). */
async function forgot(address: string): Promise<boolean> {
  try {
    await h.identity.client.send(
      new ForgotPasswordCommand({
        ClientId: h.identity.web.id,
        Username: address,
        SecretHash: h.identity.secretHash(address),
      }),
    );
    return true;
  } catch {
    return false;
  }
}

describe('forgotPassword through GraphQL', () => {
  it('on an address nobody has sends no code, and on the victim’s address only to the victim', async () => {
    const victim = await newVictim();
    const attacker = await h.newOwner();
    const pirate = `pirate-${rnd()}@exemple.fr`;
    const before = await snapshotPerson(h, victim.uuid);
    const attackerMail = (await h.identity.service.outbox(attacker.email)).length;
    const unknown = await g.gql(
      'mutation ($e: String!) { forgotPassword(email: $e) { destination medium } }',
      { e: pirate },
      { token: attacker.accessToken },
    );
    expect((await h.identity.service.outbox(pirate)).filter((m) => m.code)).toEqual([]);
    void unknown;
    const res = await g.gql<{ forgotPassword: { destination: string } }>(
      'mutation ($e: String!) { forgotPassword(email: $e) { destination medium } }',
      { e: victim.email },
      { token: attacker.accessToken },
    );
    // The attacker learns at most a masked address, never the victim's address or code.
    expect(JSON.stringify(res)).not.toContain(victim.email);
    const code = (await h.identity.service.outbox(victim.email)).find((m) => m.code)?.code;
    expect(code).toBeTruthy();
    expect(JSON.stringify(res)).not.toContain(code!);
    expect((await h.identity.service.outbox(attacker.email)).length).toBe(attackerMail);
    const after = await snapshotPerson(h, victim.uuid);
    expect(after).toEqual(before);
  });
});

describe('an address invited before its owner signs up', () => {
  /**
   * The attacker invites an address nobody uses yet (a future victim's). When its owner later signs up on
   * their own, they get an account of their own; the attacker's invitation stays pending until they accept
   * it knowingly, and once they confirm their sign-up the link the attacker's invitation mailed no longer
   * sets a password.
   */
  let attacker: TestUser;
  let email: string;
  let registered: { uuid: string };

  beforeAll(async () => {
    attacker = await h.newOwner();
    email = uniqueEmail('futur');
    const res = await h.call('POST', '/v1/accounts/current/users', {
      token: attacker.accessToken,
      body: { email, role: 'Role_Manager' },
    });
    expect(res.status).toBe(200);
    const register = await h.call<Envelope<{ uuid: string }>>('POST', '/v1/auth/register', {
      body: {
        email,
        password: 'motdepasse1',
        password_confirmation: 'motdepasse1',
        terms_accepted: true,
        first_name: 'Futur',
        last_name: 'Client',
      },
    });
    expect(register.status).toBe(200);
    registered = dataOf(register);
  });

  it('signing up gives the person an account of their own; the invitation stays pending', async () => {
    const row = await h.db
      .selectFrom('users')
      .selectAll()
      .where('uuid', '=', registered.uuid)
      .executeTakeFirstOrThrow();
    expect(row.current_account_uuid).not.toBe(attacker.accountUuid);
    const pending = await h.db
      .selectFrom('memberships')
      .select('status')
      .where('user_uuid', '=', registered.uuid)
      .where('account_uuid', '=', attacker.accountUuid)
      .executeTakeFirstOrThrow();
    expect(pending.status).toBe('pending');
  });

  it('once the sign-up is confirmed, the link of the attacker’s invitation no longer sets the password', async () => {
    // Until the sign-up's own code confirms it, the link stays valid: it went to the address, and the sign-up
    // may be a squatter's (issue 34, tests/security/squatting.test.ts).
    const confirmed = await h.call('POST', '/v1/auth/confirm', {
      body: { email, code: await h.identity.lastCode(email) },
    });
    expect(confirmed.status).toBe(200);
    const mails = await outboxFor(h.db, email);
    const token = /\/group\/users\/password\/([^\s]+)/.exec(mails[0].text_body)![1];
    const set = await h.call('POST', `/v1/group/users/password/${token}`, {
      body: { password: 'piratage1', password_confirmation: 'piratage1' },
    });
    expect(set.status).toBe(404);
  });
});
