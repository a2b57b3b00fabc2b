/**
 * Issue 34, items 2 and 9: squatting an address. The attacker signs up with the victim's address and his own
 * password and never confirms. An unconfirmed sign-up must never hold the address against its owner
 * (identity/README.md): signing up again replaces it, the password that counts is the one chosen by whoever
 * proves the address, and an invitation is accepted only by the person who proves the invited address. One
 * account's invitation of an address must not cancel another account's link to it.
 *
 * Each story runs through the REST API and through GraphQL, against the identity service through the real
 * AWS SDK (the API's and the gateway's Cognito clients; the REST story asks for codes with the SDK itself, as
 * the client's gateway would). Every step of the attacker is tried and must fail, and the victim's data (the
 * inviting account's files, members and links) must be what it was.
 */
import {
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  ResendConfirmationCodeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { TestDatabase } from '../../platform/db';
import { insertFec, realFec } from '../../api/src/analyses/testing/fixtures';
import { outboxFor } from '../../api/src/mail';
import { recordingQueue, type ApiHarness, type TestUser } from '../../api/src/testing/harness';
import { passwordAuth, uniqueEmail } from '../../identity/src/testing/flows';
import {
  openGatewayTestDatabase,
  startGatewayHarness,
  type GatewayHarness,
} from '../../gateway/src/testing/harness';
import { dataOf, rnd, snapshotAccount, type Envelope } from './support';

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

const SQUATTER = 'pirate-secret1';
const OWNER = 'proprietaire1';
const TAKEN = 'Cette adresse email est déjà utilisée.';

/** The code of the last mail the identity service sent to the address. */
const lastCode = (email: string) => h.identity.lastCode(email);

/** The token of the last invitation link mailed to the address by the API. */
async function lastLink(email: string): Promise<string> {
  const mails = await outboxFor(h.db, email);
  const withLink = mails.filter((m) => /\/group\/users\/password\//.test(m.text_body));
  return /\/group\/users\/password\/([A-Za-z0-9_-]+)/.exec(withLink[withLink.length - 1].text_body)![1];
}

/** The access token a password gives, or null when the identity service refuses it. */
async function tokenFor(email: string, password: string): Promise<string | null> {
  try {
    return (await passwordAuth(h.identity, email, password)).AuthenticationResult?.AccessToken ?? null;
  } catch {
    return null;
  }
}

const userRow = (email: string) =>
  h.db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirstOrThrow();

/** What a transport lets anyone do. Refusals answer their message; successes what the story needs. */
interface Transport {
  register(email: string, password: string, names: { first: string; company: string }): Promise<string>;
  confirm(email: string, code: string): Promise<{ passwordRequired: boolean } | string>;
  resend(email: string): Promise<void>;
  /** Asks for a reset code (GraphQL's confirmCode sent one already when the password is required). */
  forgot(email: string): Promise<void>;
  reset(email: string, code: string, password: string): Promise<void>;
  signIn(email: string, password: string): Promise<string | null>;
  link(token: string, password: string): Promise<string>;
  invite(inviter: TestUser, email: string): Promise<void>;
  readFec(token: string, accountUuid: string, fec: string): Promise<string>;
}

const OK = 'OK';

const rest: Transport = {
  async register(email, password, names) {
    const res = await h.call<Envelope<unknown>>('POST', '/v1/auth/register', {
      body: {
        email,
        password,
        password_confirmation: password,
        terms_accepted: true,
        first_name: names.first,
        last_name: 'Nom',
        company: names.company,
      },
    });
    return res.status === 200 ? OK : String((res.body as { message?: string }).message);
  },
  async confirm(email, code) {
    const res = await h.call<Envelope<{ password_required: boolean }>>('POST', '/v1/auth/confirm', {
      body: { email, code },
    });
    return res.status === 200
      ? { passwordRequired: dataOf(res).password_required }
      : String((res.body as { message?: string }).message);
  },
  async resend(email) {
    await h.identity.client.send(
      new ResendConfirmationCodeCommand({
        ClientId: h.identity.web.id,
        Username: email,
        SecretHash: h.identity.secretHash(email),
      }),
    );
  },
  async forgot(email) {
    await h.identity.client.send(
      new ForgotPasswordCommand({
        ClientId: h.identity.web.id,
        Username: email,
        SecretHash: h.identity.secretHash(email),
      }),
    );
  },
  async reset(email, code, password) {
    await h.identity.client.send(
      new ConfirmForgotPasswordCommand({
        ClientId: h.identity.web.id,
        Username: email,
        ConfirmationCode: code,
        Password: password,
        SecretHash: h.identity.secretHash(email),
      }),
    );
  },
  signIn: tokenFor,
  async link(token, password) {
    const res = await h.call('POST', `/v1/group/users/password/${token}`, {
      body: { password, password_confirmation: password },
    });
    return res.status === 200 ? OK : String((res.body as { message?: string }).message);
  },
  async invite(inviter, email) {
    const res = await h.call('POST', '/v1/accounts/current/users', {
      token: inviter.accessToken,
      body: { email, role: 'Role_Manager' },
    });
    expect(res.status).toBe(200);
  },
  async readFec(token, accountUuid, fec) {
    await h.call('PUT', '/v1/users/me/current-account', { token, body: { account_uuid: accountUuid } });
    const res = await h.call('GET', `/v1/fecs/${fec}`, { token });
    return res.status === 200 ? OK : String(res.status);
  },
};

/** The answer's data, or the first error's message. */
async function gqlCall<T>(query: string, variables: Record<string, unknown>, token?: string) {
  const res = await g.gql<T>(query, variables, token ? { token } : {});
  return res.errors?.length ? res.errors[0].message : (res.data as T);
}

const gql: Transport = {
  async register(email, password, names) {
    const out = await gqlCall(`mutation ($i: RegisterInput!) { register(input: $i) { uuid state } }`, {
      i: {
        email,
        password,
        passwordConfirmation: password,
        termsAccepted: true,
        firstName: names.first,
        lastName: 'Nom',
        company: names.company,
      },
    });
    return typeof out === 'string' ? out : OK;
  },
  async confirm(email, code) {
    const out = await gqlCall<{ confirmCode: { passwordRequired: boolean } }>(
      'mutation ($e: String!, $c: String!) { confirmCode(email: $e, code: $c) { email confirmed passwordRequired } }',
      { e: email, c: code },
    );
    return typeof out === 'string' ? out : { passwordRequired: out.confirmCode.passwordRequired };
  },
  async resend(email) {
    const out = await gqlCall('mutation ($e: String!) { resendCode(email: $e) { destination } }', {
      e: email,
    });
    expect(typeof out).not.toBe('string');
  },
  async forgot() {
    // confirmCode answered passwordRequired and sent the reset code itself.
  },
  async reset(email, code, password) {
    const out = await gqlCall(
      'mutation ($e: String!, $c: String!, $p: String!) { resetPassword(email: $e, code: $c, newPassword: $p, newPasswordConfirmation: $p) }',
      { e: email, c: code, p: password },
    );
    expect(out).toEqual({ resetPassword: true });
  },
  async signIn(email, password) {
    const out = await gqlCall<{ signIn: { tokens: { accessToken: string } | null } }>(
      'mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p, tokenDelivery: BODY) { connected tokens { accessToken } } }',
      { e: email, p: password },
    );
    return typeof out === 'string' ? null : (out.signIn.tokens?.accessToken ?? null);
  },
  async link(token, password) {
    const out = await gqlCall(
      'mutation ($t: String!, $p: String!) { setPasswordWithToken(token: $t, password: $p, passwordConfirmation: $p) { email state } }',
      { t: token, p: password },
    );
    return typeof out === 'string' ? out : OK;
  },
  async invite(inviter, email) {
    const out = await gqlCall(
      'mutation ($e: String!) { inviteUser(input: { email: $e, role: ROLE_MANAGER }) { emailSent } }',
      { e: email },
      inviter.accessToken,
    );
    expect(typeof out).not.toBe('string');
  },
  async readFec(token, accountUuid, fec) {
    await gqlCall(
      'mutation ($a: ID!) { switchAccount(accountUuid: $a) { uuid } }',
      { a: accountUuid },
      token,
    );
    const out = await gqlCall<{ fec: { uuid: string } | null }>(
      'query ($f: ID!) { fec(uuid: $f) { uuid } }',
      { f: fec },
      token,
    );
    return typeof out === 'string' ? out : out.fec ? OK : 'null';
  },
};

/** An account with a FEC: what an invitation opens. */
async function invitingAccount() {
  const owner = await h.newOwner();
  const fec = await insertFec(h, owner, realFec('000000000FEC20231231.txt'));
  return { owner, fec };
}

/** The inviting account's data apart from the invitee (whose own rows the stories change by design). */
async function accountData(accountUuid: string, invitee: string) {
  const s = await snapshotAccount(h, accountUuid);
  const inviteeUuid = (await userRow(invitee)).uuid;
  const others = <T extends { user_uuid?: string; uuid?: string }>(rows: T[]) =>
    rows.filter((r) => (r.user_uuid ?? r.uuid) !== inviteeUuid);
  return {
    ...s,
    memberships: others(s.memberships),
    users: others(s.users),
    passwordTokens: undefined,
    identities: s.identities.filter((i) => i.email !== invitee.toLowerCase()),
  };
}

describe.each([
  ['REST', rest],
  ['GraphQL', gql],
] as const)('squatting an address through %s', (_name, t) => {
  it('signing up again while the squatter’s sign-up is pending replaces it: her password, her names', async () => {
    const email = uniqueEmail('victime');
    expect(await t.register(email, SQUATTER, { first: 'Pirate', company: `Pirate SA ${rnd()}` })).toBe(OK);
    const squatted = await userRow(email);
    expect(await t.signIn(email, SQUATTER)).toBeNull();
    // The owner registers: no « déjà utilisée », the pending sign-up becomes hers.
    expect(await t.register(email, OWNER, { first: 'Valérie', company: 'Cabinet Valérie' })).toBe(OK);
    expect(await t.confirm(email, await lastCode(email))).toEqual({ passwordRequired: false });
    const token = await t.signIn(email, OWNER);
    expect(token).toBeTruthy();
    expect(await t.signIn(email, SQUATTER)).toBeNull();
    const row = await userRow(email);
    expect(row).toMatchObject({ uuid: squatted.uuid, first_name: 'Valérie', state: 'registered' });
    const account = await h.db
      .selectFrom('accounts')
      .select('name')
      .where('uuid', '=', row.current_account_uuid!)
      .executeTakeFirstOrThrow();
    expect(account.name).toBe('Cabinet Valérie');
    // Confirmed: now, and only now, the address is taken.
    expect(await t.register(email, SQUATTER, { first: 'Pirate', company: 'Pirate SA' })).toBe(TAKEN);
    expect(await t.signIn(email, OWNER)).toBeTruthy();
  });

  it('resendCode + confirm proves the address, not the squatter’s password: the owner chooses hers', async () => {
    const email = uniqueEmail('victime');
    expect(await t.register(email, SQUATTER, { first: 'Pirate', company: 'Pirate SA' })).toBe(OK);
    await t.resend(email);
    expect(await t.signIn(email, SQUATTER)).toBeNull();
    expect(await t.confirm(email, await lastCode(email))).toEqual({ passwordRequired: true });
    // The squatter's password counts for nothing, before and after the owner chooses hers.
    expect(await t.signIn(email, SQUATTER)).toBeNull();
    const row = await userRow(email);
    expect(row).toMatchObject({ state: 'registered', first_name: null, last_name: null, profile: {} });
    await t.forgot(email);
    await t.reset(email, await lastCode(email), OWNER);
    expect(await t.signIn(email, SQUATTER)).toBeNull();
    expect(await t.signIn(email, OWNER)).toBeTruthy();
    expect((await h.deps.identity.getUser(email))?.status).toBe('CONFIRMED');
  });

  it('forgotPassword on a pending address sends the owner a code; her password is the one that counts', async () => {
    const email = uniqueEmail('victime');
    expect(await t.register(email, SQUATTER, { first: 'Pirate', company: 'Pirate SA' })).toBe(OK);
    const before = (await h.identity.service.outbox(email)).length;
    await rest.forgot(email);
    expect((await h.identity.service.outbox(email)).length).toBe(before + 1);
    await t.reset(email, await lastCode(email), OWNER);
    expect(await t.signIn(email, SQUATTER)).toBeNull();
    const token = await t.signIn(email, OWNER);
    expect(token).toBeTruthy();
    // Her first call: registered, and nothing the squatter typed stays in her profile or account name.
    const me = await h.call<Envelope<{ state: string }>>('GET', '/v1/users/me', { token: token! });
    expect(me.status).toBe(200);
    expect(dataOf(me).state).toBe('registered');
    expect(await userRow(email)).toMatchObject({ first_name: null, last_name: null, profile: {} });
    expect(
      (
        await h.db
          .selectFrom('accounts')
          .select('name')
          .where('uuid', '=', (await userRow(email)).current_account_uuid!)
          .executeTakeFirstOrThrow()
      ).name,
    ).toBe(email.toLowerCase());
  });

  it('an invitation: a squatter who pre-registers the invited address never gets in; the link stays the invitee’s', async () => {
    const { owner, fec } = await invitingAccount();
    const email = uniqueEmail('newhire');
    await t.invite(owner, email);
    const link = await lastLink(email);
    const before = await accountData(owner.accountUuid, email);
    // The squatter signs up with the invited address and tries everything he can without the mailbox.
    expect(await t.register(email, SQUATTER, { first: 'Pirate', company: 'Pirate SA' })).toBe(OK);
    expect(await t.signIn(email, SQUATTER)).toBeNull();
    // The invitee asks for a new code and confirms it: the squatter still cannot sign in, nor accept.
    await t.resend(email);
    expect(await t.confirm(email, await lastCode(email))).toEqual({ passwordRequired: true });
    expect(await t.signIn(email, SQUATTER)).toBeNull();
    expect(await accountData(owner.accountUuid, email)).toEqual(before);
    const pending = await h.db
      .selectFrom('memberships')
      .select(['status', 'role'])
      .where('account_uuid', '=', owner.accountUuid)
      .where('user_uuid', '=', (await userRow(email)).uuid)
      .executeTakeFirstOrThrow();
    expect(pending).toEqual({ status: 'pending', role: 'Role_Manager' });
    // The invitation link still works — not « Ce lien n'est plus valide… » — and sets HER password.
    expect(await t.link(link, OWNER)).toBe(OK);
    expect(await t.signIn(email, SQUATTER)).toBeNull();
    const token = await t.signIn(email, OWNER);
    expect(token).toBeTruthy();
    expect(await t.readFec(token!, owner.accountUuid, fec)).toBe(OK);
    // The inviting account's own data is what it was.
    const after = await accountData(owner.accountUuid, email);
    expect(after).toEqual(before);
  });

  it('an address pre-registered before the invitation gets the link, which only its owner can use', async () => {
    const { owner, fec } = await invitingAccount();
    const email = uniqueEmail('newhire');
    expect(await t.register(email, SQUATTER, { first: 'Pirate', company: 'Pirate SA' })).toBe(OK);
    await t.invite(owner, email);
    const before = await accountData(owner.accountUuid, email);
    expect(await t.signIn(email, SQUATTER)).toBeNull();
    expect(await t.link(await lastLink(email), OWNER)).toBe(OK);
    expect(await t.signIn(email, SQUATTER)).toBeNull();
    const token = await t.signIn(email, OWNER);
    expect(await t.readFec(token!, owner.accountUuid, fec)).toBe(OK);
    expect(await accountData(owner.accountUuid, email)).toEqual(before);
    expect((await userRow(email)).first_name).toBeNull();
  });

  it('item 9: one account’s invitation of an address leaves another account’s link working', async () => {
    const x = await invitingAccount();
    const y = await invitingAccount();
    const email = uniqueEmail('invite');
    await t.invite(x.owner, email);
    const linkX = await lastLink(email);
    const xBefore = await accountData(x.owner.accountUuid, email);
    await t.invite(y.owner, email);
    const linkY = await lastLink(email);
    expect(linkY).not.toBe(linkX);
    // Y cancels its invitation: X's still stands, link included.
    const invitee = await userRow(email);
    const cancel = await h.call('DELETE', `/v1/accounts/current/users/${invitee.uuid}`, {
      token: y.owner.accessToken,
    });
    expect(cancel.status).toBe(200);
    expect(await t.link(linkY, OWNER)).toMatch(/plus valide/);
    expect(await t.link(linkX, OWNER)).toBe(OK);
    const token = await t.signIn(email, OWNER);
    expect(await t.readFec(token!, x.owner.accountUuid, x.fec)).toBe(OK);
    expect(await t.readFec(token!, y.owner.accountUuid, y.fec)).not.toBe(OK);
    expect(await accountData(x.owner.accountUuid, email)).toEqual(xBefore);
  });
});
