/**
 * The gateway's answers cache (issue 16, gateway/src/cache/response-cache.ts), as `npm start` runs it on
 * PGlite: a signed-in session's query is answered again while nothing was written. Across accounts and
 * roles, one session never gets another's answer; a sign-out, a block, a role change, a rename — through
 * the gateway or straight through the API — apply to the very next request; partners' keys, signed-out
 * visitors and mutations are never answered from it. On PostgreSQL the same, with the data version of
 * its NOTIFY channel.
 */
import type { TestDatabase } from '../../platform/db';
import { recordingQueue, type TestUser } from '../../api/src/testing/harness';
import type { AccountRole } from '../../api/src/permissions/roles';
import {
  CookieJar,
  openGatewayTestDatabase,
  startGatewayHarness,
  type GatewayHarness,
} from '../../gateway/src/testing/harness';
import { snapshotAccount } from './support';

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let ownerA: TestUser;
let ownerB: TestUser;
const members: Partial<Record<AccountRole, TestUser>> = {};
const ROLES: AccountRole[] = ['Role_Manager', 'Role_Supervisor', 'Role_Member'];

const PAGE = `query Page($uuid: ID!) {
  me { uuid email currentAccount { uuid role name } }
  folder(uuid: $uuid) { uuid name children { uuid name } }
}`;
interface Page {
  me: { uuid: string; email: string; currentAccount: { uuid: string; role: string; name: string } } | null;
  folder: { uuid: string; name: string; children: { uuid: string; name: string }[] } | null;
}

/** Served from the cache: the plugin dates its answers (`age`). */
const fromCache = (res: { headers: Headers }) => res.headers.get('age') !== null;

async function browser(user: TestUser): Promise<CookieJar> {
  const jar = new CookieJar();
  const signed = await g.gql(
    'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { connected } }',
    { e: user.email, p: user.password },
    { jar },
  );
  expect(signed.errors).toBeUndefined();
  // The first `me` consumes the one-shot sign-in flag (never answered from the cache).
  const first = await g.gql('{ me { uuid } }', {}, { jar });
  expect(fromCache(first)).toBe(false);
  return jar;
}

const page = (jar: CookieJar) => g.gql<Page>(PAGE, { uuid: '-1' }, { jar });

/** Asks twice: the second answer comes from the cache where there is one, and is the same. */
async function warm(jar: CookieJar) {
  const first = await page(jar);
  const second = await page(jar);
  expect(second.data).toEqual(first.data);
  expect(fromCache(second)).toBe(true);
  return second;
}

async function folder(user: TestUser, name: string) {
  const res = await g.api.call<{ data: { data: { uuid: string } } }>('POST', '/v1/folders', {
    token: user.accessToken,
    body: { name, parent_uuid: '-1' },
  });
  expect(res.status).toBe(201);
  return res.body.data.data.uuid;
}

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database, {
    api: { queue: () => recordingQueue() },
    responseCacheSeconds: 30,
  });
  ownerA = await g.api.newOwner();
  ownerB = await g.api.newOwner();
  for (const role of ROLES) members[role] = await g.api.newMember(ownerA.accountUuid, role);
  await folder(ownerA, 'Dossier de A');
  await folder(ownerB, 'Dossier de B');
}, 60_000);
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

describe('the answers cache (issue 16)', () => {
  it('answers each session its own page, across accounts and for every role, however they alternate', async () => {
    const people = [ownerA, ownerB, ...ROLES.map((r) => members[r]!)];
    const jars = await Promise.all(people.map((p) => browser(p)));
    for (const jar of jars) await warm(jar);
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(jars.map((jar) => page(jar)));
      answers.forEach((res, i) => {
        expect(res.errors).toBeUndefined();
        expect(fromCache(res)).toBe(true);
        expect(res.data?.me).toMatchObject({ uuid: people[i].uuid, email: people[i].email });
        expect(res.data?.me?.currentAccount.uuid).toBe(people[i].accountUuid);
        const names = res.data!.folder!.children.map((c) => c.name);
        expect(names).toEqual(
          people[i] === ownerB ? ['Dossier de B'] : expect.not.arrayContaining(['Dossier de B']),
        );
      });
    }
  });

  it('shows a folder created straight through the API (no gateway mutation) at the very next request', async () => {
    const jar = await browser(members.Role_Manager!);
    await warm(jar);
    await folder(ownerA, 'Créé par l’API');
    const after = await page(jar);
    expect(fromCache(after)).toBe(false);
    expect(after.data!.folder!.children.map((c) => c.name)).toContain('Créé par l’API');
  });

  it('applies a rename by another user of the account, and never replays a mutation', async () => {
    const owner = await browser(ownerA);
    const supervisor = await browser(members.Role_Supervisor!);
    const before = await warm(supervisor);
    const target = before.data!.folder!.children.find((c) => c.name === 'Dossier de A')!;
    const rename = (name: string) =>
      g.gql<{ renameFolder: { name: string } }>(
        'mutation($u: ID!, $n: String!) { renameFolder(uuid: $u, name: $n) { name } }',
        { u: target.uuid, n: name },
        { jar: owner },
      );
    expect((await rename('Dossier A renommé')).data?.renameFolder.name).toBe('Dossier A renommé');
    const again = await rename('Dossier de A');
    expect(fromCache(again)).toBe(false);
    expect(again.data?.renameFolder.name).toBe('Dossier de A');
    await rename('Dossier A renommé');
    const after = await page(supervisor);
    expect(fromCache(after)).toBe(false);
    expect(after.data!.folder!.children.map((c) => c.name)).toContain('Dossier A renommé');
  });

  it('refuses a signed-out session at once, its cached page included, and keeps the other account intact', async () => {
    const otherBefore = await snapshotAccount(g.api, ownerB.accountUuid);
    const user = await g.api.newMember(ownerA.accountUuid, 'Role_Manager');
    const jar = await browser(user);
    await warm(jar);
    const stolen = new CookieJar();
    for (const [name, value] of jar.values) stolen.values.set(name, value);
    const out = await g.gql('mutation { signOut }', {}, { jar });
    expect(out.data).toEqual({ signOut: true });
    const replay = await page(stolen);
    expect(fromCache(replay)).toBe(false);
    expect(replay.data?.me ?? null).toBeNull();
    expect(await snapshotAccount(g.api, ownerB.accountUuid)).toEqual(otherBefore);
  });

  it('applies a block and a role change made by the owner to the member’s very next request', async () => {
    const owner = await browser(ownerA);
    const user = await g.api.newMember(ownerA.accountUuid, 'Role_Member');
    const jar = await browser(user);
    expect((await warm(jar)).data?.me?.currentAccount.role).toBe('ROLE_MEMBER');
    const role = await g.gql(
      'mutation($u: ID!) { changeUserRole(uuid: $u, role: ROLE_SUPERVISOR) { uuid } }',
      { u: user.uuid },
      { jar: owner },
    );
    expect(role.errors).toBeUndefined();
    const promoted = await page(jar);
    expect(fromCache(promoted)).toBe(false);
    expect(promoted.data?.me?.currentAccount.role).toBe('ROLE_SUPERVISOR');
    await warm(jar);
    // Blocked straight through the API: the gateway sees no mutation, only the database write.
    const blocked = await g.api.call('POST', `/v1/accounts/current/users/${user.uuid}/block`, {
      token: ownerA.accessToken,
    });
    expect(blocked.status).toBeLessThan(300);
    const refused = await page(jar);
    expect(fromCache(refused)).toBe(false);
    expect(refused.data?.folder ?? null).toBeNull();
    expect(refused.errors?.length).toBeGreaterThan(0);
  });

  it('never answers a partner’s key or a signed-out visitor from it', async () => {
    const partner = () => g.gql<Page>(PAGE, { uuid: '-1' }, { token: ownerB.accessToken });
    await partner();
    const second = await partner();
    expect(fromCache(second)).toBe(false);
    expect(second.data?.me?.uuid).toBe(ownerB.uuid);
    const anonymous = () => g.gql<{ me: null }>('{ me { uuid } }');
    await anonymous();
    const again = await anonymous();
    expect(fromCache(again)).toBe(false);
    expect(again.data).toEqual({ me: null });
  });

  it('leaves every answer `no-store` for browsers and proxies', async () => {
    const jar = await browser(ownerB);
    const res = await warm(jar);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
