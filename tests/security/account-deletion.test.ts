/**
 * Issue 34, item 4: « Supprimer le compte » kept the login of the people it said it deleted. Signing in
 * again with the same email and password opened a new account of the same name with a fresh Découverte
 * grant (+1 fichier, +20 000 lignes): free credits farmed by deleting and signing in again.
 *
 * Now, over REST and over GraphQL: the Owner and the members left with no other account lose their sign-in
 * (the pool answers the usual wrong-credentials error), their sessions and their profile; a member with
 * another account keeps everything there; whoever signs up again with the same email gets an account with
 * no Découverte grant, and so does a new account whose company (SIREN) already had it.
 */
import { NotAuthorizedException } from '@aws-sdk/client-cognito-identity-provider';
import type { TestDatabase } from '../../platform/db';
import { addMembership } from '../../api/src/memberships/membership-store';
import { recordingQueue, type ApiHarness, type TestUser } from '../../api/src/testing/harness';
import { expectError, passwordAuth, registeredUser, signIn } from '../../identity/src/testing/flows';
import {
  openGatewayTestDatabase,
  startGatewayHarness,
  type GatewayHarness,
} from '../../gateway/src/testing/harness';
import { brief, dataOf, snapshotAccount, snapshotPerson, type Envelope } from './support';

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

type Totals = { line: number; file: number };
type CreditsRest = { lots: { offer_code: string | null }[]; totals: Totals };

async function creditsRest(token: string): Promise<CreditsRest> {
  const res = await h.call<Envelope<CreditsRest>>('GET', '/v1/credits', { token });
  expect(res.status).toBe(200);
  return dataOf(res);
}

const CREDITS = `{ credits { totals { line file } lots { offerCode } } }`;
type CreditsGql = { credits: { totals: Totals; lots: { offerCode: string | null }[] } };

async function creditsGql(token: string) {
  const res = await g.gql<CreditsGql>(CREDITS, {}, { token });
  expect(res.errors).toBeUndefined();
  return res.data!.credits;
}

/**
 * The account to delete: its Owner (who reads their Découverte credits first), a member with no other
 * account, and a member who also belongs to a neighbour's account, whose data must not move.
 */
async function newTeam() {
  const owner = await h.newOwner();
  const loner = await h.newMember(owner.accountUuid, 'Role_Member');
  const neighbour = await h.newOwner();
  const shared = await h.newMember(owner.accountUuid, 'Role_Manager');
  await addMembership(h.db, {
    accountUuid: neighbour.accountUuid,
    userUuid: shared.uuid,
    role: 'Role_Member',
    status: 'active',
  });
  return { owner, loner, neighbour, shared };
}

/** Everything that must stay as it was: the neighbour's account and the shared member's person there. */
async function bystanders(t: Awaited<ReturnType<typeof newTeam>>) {
  const person = await snapshotPerson(h, t.shared.uuid);
  // Their current account may have been the deleted one: the database forgets it (their next request
  // picks the account they have left), which is no change to their data.
  const forget = <T extends { current_account_uuid: string | null }>(u: T): T =>
    u.current_account_uuid === t.owner.accountUuid ? { ...u, current_account_uuid: null } : u;
  const neighbour = await snapshotAccount(h, t.neighbour.accountUuid);
  return {
    neighbour: { ...neighbour, users: neighbour.users.map(forget) },
    shared: {
      ...person,
      user: person.user && forget(person.user),
      // Their membership in the deleted account goes with it; the rest of their person stays.
      memberships: person.memberships.filter((m) => m.account_uuid !== t.owner.accountUuid),
    },
  };
}

/** The person is gone everywhere: pool, API row, sessions; signing in fails with the usual error. */
async function expectGone(u: TestUser) {
  expect(await h.deps.identity.getUser(u.sub)).toBeUndefined();
  const row = await h.db.selectFrom('users').select('uuid').where('email', '=', u.email).executeTakeFirst();
  expect(row).toBeUndefined();
  await expectError(passwordAuth(h.identity, u.email, u.password), NotAuthorizedException);
  const old = await h.call('GET', '/v1/users/me', { token: u.accessToken });
  expect([u.email, old.status]).toEqual([u.email, 401]);
  // The refresh token dies with the pool user.
  const refreshed = await g.gql<{ refreshSession: { connected: boolean } }>(
    `mutation($t: String!, $u: String!) { refreshSession(refreshToken: $t, username: $u) { connected } }`,
    {
      t: u.refreshToken,
      u: u.sub,
    },
  );
  expect(refreshed.data?.refreshSession?.connected ?? false).toBe(false);
}

/** The shared member still signs in, and their other account is theirs as before. */
async function expectSharedKept(
  t: Awaited<ReturnType<typeof newTeam>>,
  before: Awaited<ReturnType<typeof bystanders>>,
) {
  expect(await bystanders(t)).toEqual(before);
  const token = (await signIn(h.identity, t.shared.email, t.shared.password)).AccessToken!;
  const me = await h.call<Envelope<{ uuid: string; current_account: { uuid: string } }>>(
    'GET',
    '/v1/users/me',
    {
      token,
    },
  );
  expect(me.status).toBe(200);
  expect(dataOf(me).uuid).toBe(t.shared.uuid);
  expect(dataOf(me).current_account.uuid).toBe(t.neighbour.accountUuid);
}

/** Signs up again with the same email and password: a new person with no free credits. */
async function signUpAgain(u: TestUser): Promise<string> {
  await registeredUser(h.identity, u.email, u.password);
  return (await signIn(h.identity, u.email, u.password)).AccessToken!;
}

it('REST: deleting the account deletes the login of those left with none; no second Découverte grant', async () => {
  const t = await newTeam();
  const first = await creditsRest(t.owner.accessToken);
  expect(first.totals).toMatchObject({ line: 20_000, file: 1 });
  const before = await bystanders(t);

  const res = await h.call<Envelope<{ deleted: boolean; deleted_users: string[] }>>(
    'DELETE',
    '/v1/accounts/current',
    { token: t.owner.accessToken },
  );
  expect(res.status).toBe(200);
  expect(dataOf(res).deleted_users.sort()).toEqual([t.owner.uuid, t.loner.uuid].sort());

  await expectGone(t.owner);
  await expectGone(t.loner);
  await expectSharedKept(t, before);

  // The farming attempt: same email, same password, a new account — and no Découverte credits.
  const token = await signUpAgain(t.owner);
  const again = await creditsRest(token);
  expect(again.totals).toMatchObject({ line: 0, file: 0 });
  expect(again.lots.filter((l) => l.offer_code === 'decouverte')).toEqual([]);
});

it('GraphQL: deleteAccount deletes the login too; signIn answers the usual error; no second grant', async () => {
  const t = await newTeam();
  expect((await creditsGql(t.owner.accessToken)).totals).toMatchObject({ line: 20_000, file: 1 });
  const before = await bystanders(t);

  const res = await g.gql<{ deleteAccount: { deleted: boolean; deletedUsers: string[] } }>(
    'mutation { deleteAccount { deleted deletedUsers } }',
    {},
    { token: t.owner.accessToken },
  );
  expect(res.errors).toBeUndefined();
  expect(res.data!.deleteAccount.deletedUsers.sort()).toEqual([t.owner.uuid, t.loner.uuid].sort());

  await expectGone(t.owner);
  await expectGone(t.loner);
  for (const u of [t.owner, t.loner]) {
    const signInRes = await g.gql(
      `mutation($e: String!, $p: String!) { signIn(email: $e, password: $p, tokenDelivery: BODY) { connected } }`,
      { e: u.email, p: u.password },
    );
    expect(signInRes.errors?.[0]?.message).toBe(
      'Connexion invalide, veuillez vérifier votre email ou votre mot de passe.',
    );
  }
  const stale = await g.gql<{ me: { uuid: string } | null }>(
    '{ me { uuid } }',
    {},
    { token: t.owner.accessToken },
  );
  expect(stale.data?.me ?? null).toBeNull();
  await expectSharedKept(t, before);

  const token = await signUpAgain(t.owner);
  const again = await creditsGql(token);
  expect(again.totals).toMatchObject({ line: 0, file: 0 });
  expect(again.lots.filter((l) => l.offerCode === 'decouverte')).toEqual([]);
});

it('the Découverte grant is once per company too: a SIREN that had it gets none in a new account', async () => {
  const siren = '552100554';
  const address = {
    company_name: 'Société Test',
    address: '1 rue de la Paix',
    zip_code: '75002',
    city: 'Paris',
    siren,
  };
  const first = await h.newOwner();
  const put = await h.call('PUT', '/v1/billing/address', { token: first.accessToken, body: address });
  expect([put.status, brief(put)]).toEqual([200, expect.any(String)]);
  expect((await creditsRest(first.accessToken)).totals).toMatchObject({ line: 20_000, file: 1 });

  // Another person, the same company (its billing address given before the first look at the credits).
  const second = await h.newOwner();
  const put2 = await h.call('PUT', '/v1/billing/address', {
    token: second.accessToken,
    body: { ...address, siren: '552 100 554' },
  });
  expect(put2.status).toBe(200);
  expect((await creditsRest(second.accessToken)).totals).toMatchObject({ line: 0, file: 0 });
  const viaGql = await creditsGql(second.accessToken);
  expect(viaGql.totals).toMatchObject({ line: 0, file: 0 });

  // A person and a company never seen before still get it.
  const third = await h.newOwner();
  expect((await creditsGql(third.accessToken)).totals).toMatchObject({ line: 20_000, file: 1 });
});

it('the identity pool failing leaves nothing that lets anyone in; asking again finishes the deletion', async () => {
  const t = await newTeam();
  const before = await snapshotAccount(h, t.owner.accountUuid);
  const identity = h.deps.identity;
  const deleteUser = identity.deleteUser.bind(identity);
  // The pool deletes the lone member, then fails on the Owner.
  identity.deleteUser = async (sub) => {
    if (sub === t.owner.sub) throw new Error('pool unavailable');
    return deleteUser(sub);
  };
  try {
    const failed = await h.call('DELETE', '/v1/accounts/current', { token: t.owner.accessToken });
    expect(failed.status).toBe(500);
  } finally {
    identity.deleteUser = deleteUser;
  }
  // The lone member went wholly (no token of theirs still works); the account and the Owner are untouched.
  await expectGone(t.loner);
  const after = await snapshotAccount(h, t.owner.accountUuid);
  const withoutLoner = (s: typeof before) => ({
    ...s,
    memberships: s.memberships.filter((m) => m.user_uuid !== t.loner.uuid),
    users: s.users.filter((u) => u.uuid !== t.loner.uuid),
    identities: s.identities.filter((i) => i.sub !== t.loner.sub),
  });
  expect(after).toEqual(withoutLoner(before));

  // The Owner is still signed in and asks again.
  const again = await h.call('DELETE', '/v1/accounts/current', { token: t.owner.accessToken });
  expect([again.status, brief(again)]).toEqual([200, expect.any(String)]);
  await expectGone(t.owner);
  await expectGone(t.loner);
});
