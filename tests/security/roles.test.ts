/**
 * Roles within ONE account (spec §6, api/PERMISSIONS.md, role-permissions.json): each role, and internal staff
 * both as plain members of the account and impersonating one of its Owners, tries every membership and user
 * operation on a colleague of equal rank ("a peer") and on an Owner, through REST and through GraphQL.
 * ALLOWED below is the expected table, readable by an auditor: what a row does not list is refused. Each
 * cell works on fresh targets, checks the database after an allowed operation, and after a refusal checks
 * that the target (API row, memberships, identity record) is exactly what it was.
 */
import type { TestDatabase } from '../../platform/db';
import { insertFec, realFec } from '../../api/src/analyses/testing/fixtures';
import { recordingQueue, type ApiHarness, type TestUser } from '../../api/src/testing/harness';
import { json } from '../../api/src/db/database';
import type { AccountRole, InternalRole } from '../../api/src/permissions/roles';
import {
  CookieJar,
  openGatewayTestDatabase,
  startGatewayHarness,
  type GatewayHarness,
} from '../../gateway/src/testing/harness';
import { brief, codeOf, impersonating, rnd, snapshotAccount, snapshotPerson } from './support';

// ------------------------------------------------------------------------------------ the expected table

const OPS = [
  'invite a Manager',
  'invite above own rank',
  'change role of a peer',
  'change role of an Owner',
  'promote a Member to Owner',
  'block a peer',
  'block an Owner',
  'unblock a peer',
  'remove a peer',
  'remove an Owner',
  'update profile of a peer',
  'update profile of an Owner',
  'write CRM of a peer',
  'write CRM of an Owner',
  'change email of a peer',
  'change email of an Owner',
  'change own email',
  'delete the account',
  'select the account while blocked',
] as const;
type Op = (typeof OPS)[number];

const STAFF: InternalRole[] = [
  'Role_CS',
  'Role_CSRO',
  'Role_Ope',
  'Role_OpeRO',
  'Role_Market',
  'Role_Marketing',
  'Role_MarketRO',
];
type Actor = AccountRole | InternalRole | `${InternalRole} as Owner`;

const MEMBERSHIP_ADMIN: Op[] = [
  'invite a Manager',
  'change role of a peer',
  'change role of an Owner',
  'block a peer',
  'block an Owner',
  'unblock a peer',
  'remove a peer',
  'remove an Owner',
];

/**
 * Role → operations allowed. "Peer": a colleague of the actor's own rank (an Owner for staff acting as an
 * Owner). Staff as plain members are Members of the account with their staff role on top.
 */
// prettier-ignore
const ALLOWED: Record<Actor, readonly Op[]> = {
  // Everything on memberships, up to Owner; never another person's profile, CRM or email.
  Role_Owner:      [...MEMBERSHIP_ADMIN, 'promote a Member to Owner', 'change own email', 'delete the account'],
  // Rank 3: peers and below, never an Owner; no promotion, no account deletion.
  Role_Manager:    ['invite a Manager', 'change role of a peer', 'block a peer', 'unblock a peer', 'remove a peer', 'change own email'],
  Role_Supervisor: ['change own email'],
  Role_Member:     ['change own email'],
  // Staff acting as themselves: Role_CS and Role_Ope correct a profile or CRM; no membership rights.
  Role_CS:         ['update profile of a peer', 'update profile of an Owner', 'write CRM of a peer', 'write CRM of an Owner', 'change own email'],
  Role_Ope:        ['update profile of a peer', 'update profile of an Owner', 'write CRM of a peer', 'write CRM of an Owner', 'change own email'],
  Role_CSRO:       ['change own email'],
  Role_OpeRO:      ['change own email'],
  Role_Market:     ['change own email'],
  Role_Marketing:  ['change own email'],
  Role_MarketRO:   ['change own email'],
  Role_Admin:      [], // not an actor of this table (see the impersonation tests)
  // Staff impersonating an Owner: the Owner's scope capped by the staff role's ceiling — memberships yes,
  // promotion to Owner and account deletion no, and nothing that belongs to the person (email, profile).
  'Role_CS as Owner':        MEMBERSHIP_ADMIN,
  'Role_Ope as Owner':       MEMBERSHIP_ADMIN,
  'Role_CSRO as Owner':      [], // read-only: every non-GET → 403
  'Role_OpeRO as Owner':     [],
  'Role_Market as Owner':    [], // may not impersonate
  'Role_Marketing as Owner': [],
  'Role_MarketRO as Owner':  [],
  'Role_Admin as Owner':     [],
};

const ACTORS: Actor[] = [
  'Role_Owner',
  'Role_Manager',
  'Role_Supervisor',
  'Role_Member',
  ...STAFF,
  ...STAFF.map((s) => `${s} as Owner` as const),
];

/** Operations that exist only in REST: GraphQL's updateEmail names no user (it is always one's own). */
const REST_ONLY: Op[] = ['change email of a peer', 'change email of an Owner'];
/** Being blocked concerns a person, not someone acting as them (see the impersonation tests). */
const PLAIN_ONLY: Op[] = ['select the account while blocked'];

// ----------------------------------------------------------------------------------------------- world

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let h: ApiHarness;
let owner: TestUser;
const account = () => owner.accountUuid;

interface Acting {
  actor: Actor;
  /** The account role the actor acts with (their rank). */
  role: AccountRole;
  /** Whose session: the staff member's own user when impersonating. */
  user: TestUser;
  /** The user acted as (the impersonated Owner, or the actor themselves). */
  actingAs: TestUser;
  headers: Record<string, string>;
  jar?: CookieJar;
  /** GraphQL could not start impersonating (roles that may not): no GraphQL cells. */
  gqlImpersonationRefused?: boolean;
}

const actors = new Map<Actor, Acting>();

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database, { api: { queue: () => recordingQueue() } });
  h = g.api;
  owner = await h.newOwner();
  // A FEC: deleting the account must then stop at « remove the files first » for whoever may delete it.
  await insertFec(h, owner, realFec('000000000FEC20231231.txt'));
  for (const actor of ACTORS) actors.set(actor, await makeActor(actor));
}, 180_000);

afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

async function setStaff(user: TestUser, roles: InternalRole[]) {
  await h.db
    .updateTable('users')
    .set({ internal_roles: json(roles) })
    .where('uuid', '=', user.uuid)
    .execute();
}

async function makeActor(actor: Actor): Promise<Acting> {
  if (actor.endsWith(' as Owner')) {
    const staffRole = actor.replace(' as Owner', '') as InternalRole;
    // The staff member has an account of their own elsewhere; the Owner acted as is an Owner of this one.
    const staff = await h.newOwner();
    await setStaff(staff, [staffRole]);
    const target = await h.newMember(account(), 'Role_Owner');
    const jar = new CookieJar();
    const started = await g.gql(
      'mutation ($a: ID!, $u: ID!) { startImpersonation(accountUuid: $a, userUuid: $u) { me { uuid impersonated } } }',
      { a: account(), u: target.uuid },
      { token: staff.accessToken, jar },
    );
    return {
      actor,
      role: 'Role_Owner',
      user: staff,
      actingAs: target,
      headers: impersonating(account(), target.uuid),
      jar,
      gqlImpersonationRefused: Boolean(started.errors?.length),
    };
  }
  if ((STAFF as string[]).includes(actor)) {
    const user = await h.newMember(account(), 'Role_Member', [actor as InternalRole]);
    return { actor, role: 'Role_Member', user, actingAs: user, headers: {} };
  }
  const user = await h.newMember(account(), actor as AccountRole);
  return { actor, role: actor as AccountRole, user, actingAs: user, headers: {} };
}

// --------------------------------------------------------------------------------------- the operations

const ABOVE: Record<AccountRole, AccountRole> = {
  Role_Member: 'Role_Supervisor',
  Role_Supervisor: 'Role_Manager',
  Role_Manager: 'Role_Owner',
  Role_Owner: 'Role_Owner',
};
const gqlRole = (r: AccountRole) => r.replace('Role_', 'ROLE_').toUpperCase();
/** The new role given to a peer: above the actor's rank for the lower ranks (refused anyway), else Member. */
const peerNewRole = (role: AccountRole): AccountRole =>
  role === 'Role_Member' || role === 'Role_Supervisor' ? ABOVE[role] : 'Role_Member';

interface Prepared {
  target?: TestUser;
  email?: string;
  newRole?: AccountRole;
}

async function prepare(op: Op, a: Acting): Promise<Prepared> {
  const peer = () => h.newMember(account(), a.role);
  const anOwner = () => h.newMember(account(), 'Role_Owner');
  switch (op) {
    case 'invite a Manager':
      return { email: `invite-${rnd()}@exemple.fr`, newRole: 'Role_Manager' };
    case 'invite above own rank':
      return { email: `invite-${rnd()}@exemple.fr`, newRole: ABOVE[a.role] };
    case 'change role of a peer':
      return { target: await peer(), newRole: peerNewRole(a.role) };
    case 'change role of an Owner':
      return { target: await anOwner(), newRole: 'Role_Member' };
    case 'promote a Member to Owner':
      return { target: await h.newMember(account(), 'Role_Member'), newRole: 'Role_Owner' };
    case 'block a peer':
    case 'remove a peer':
    case 'update profile of a peer':
    case 'write CRM of a peer':
    case 'change email of a peer':
      return { target: await peer() };
    case 'unblock a peer': {
      const target = await peer();
      const res = await h.call('POST', `/v1/accounts/current/users/${target.uuid}/block`, {
        token: owner.accessToken,
      });
      expect(res.status).toBe(200);
      return { target };
    }
    case 'block an Owner':
    case 'remove an Owner':
    case 'update profile of an Owner':
    case 'write CRM of an Owner':
    case 'change email of an Owner':
      return { target: await anOwner() };
    case 'change own email':
      return { target: a.actingAs, email: `nouvelle-${rnd()}@exemple.fr` };
    case 'delete the account':
      return {};
    case 'select the account while blocked': {
      // A fresh actor of the same kind, blocked by the Owner (the table's actor stays usable).
      const fresh = await makeActor(a.actor);
      const res = await h.call('POST', `/v1/accounts/current/users/${fresh.user.uuid}/block`, {
        token: owner.accessToken,
      });
      expect(res.status).toBe(200);
      return { target: fresh.user };
    }
  }
}

/** One REST call of the operation: [method, path, body]. */
function restCall(op: Op, a: Acting, p: Prepared): [string, string, unknown] {
  const t = p.target?.uuid;
  switch (op) {
    case 'invite a Manager':
    case 'invite above own rank':
      return ['POST', '/v1/accounts/current/users', { email: p.email, role: p.newRole }];
    case 'change role of a peer':
    case 'change role of an Owner':
    case 'promote a Member to Owner':
      return ['PUT', `/v1/accounts/current/users/${t}/role`, { role: p.newRole }];
    case 'block a peer':
    case 'block an Owner':
      return ['POST', `/v1/accounts/current/users/${t}/block`, undefined];
    case 'unblock a peer':
      return ['POST', `/v1/accounts/current/users/${t}/unblock`, undefined];
    case 'remove a peer':
    case 'remove an Owner':
      return ['DELETE', `/v1/accounts/current/users/${t}`, undefined];
    case 'update profile of a peer':
    case 'update profile of an Owner':
      return ['PUT', `/v1/users/${t}`, { first_name: 'Changé', company: 'Société changée' }];
    case 'write CRM of a peer':
    case 'write CRM of an Owner':
      return [
        'PUT',
        `/v1/users/crmCommonInfos/${t}`,
        { crm_common_infos: [{ field: 'note', value: 'changée' }] },
      ];
    case 'change email of a peer':
    case 'change email of an Owner':
      return ['PUT', `/v1/users/updateEmail/${t}`, { email: `pirate-${rnd()}@exemple.fr` }];
    case 'change own email':
      return ['PUT', `/v1/users/updateEmail/${a.actingAs.uuid}`, { email: p.email }];
    case 'delete the account':
      return ['DELETE', '/v1/accounts/current', undefined];
    case 'select the account while blocked':
      return ['PUT', '/v1/users/me/current-account', { account_uuid: account() }];
  }
}

/** One GraphQL call of the operation. */
function gqlCall(op: Op, _a: Acting, p: Prepared): { query: string; variables: Record<string, unknown> } {
  const u = p.target?.uuid;
  switch (op) {
    case 'invite a Manager':
    case 'invite above own rank':
      return {
        query: `mutation ($e: String!) { inviteUser(input: { email: $e, role: ${gqlRole(p.newRole!)} }) { emailSent } }`,
        variables: { e: p.email },
      };
    case 'change role of a peer':
    case 'change role of an Owner':
    case 'promote a Member to Owner':
      return {
        query: `mutation ($u: ID!) { changeUserRole(uuid: $u, role: ${gqlRole(p.newRole!)}) { uuid role } }`,
        variables: { u },
      };
    case 'block a peer':
    case 'block an Owner':
      return { query: 'mutation ($u: ID!) { blockUser(uuid: $u) { uuid state } }', variables: { u } };
    case 'unblock a peer':
      return { query: 'mutation ($u: ID!) { unblockUser(uuid: $u) { uuid state } }', variables: { u } };
    case 'remove a peer':
    case 'remove an Owner':
      return { query: 'mutation ($u: ID!) { removeUser(uuid: $u) { removed } }', variables: { u } };
    case 'update profile of a peer':
    case 'update profile of an Owner':
      return {
        query:
          'mutation ($u: ID!) { updateUser(uuid: $u, input: { firstName: "Changé", company: "Société changée" }) { uuid } }',
        variables: { u },
      };
    case 'write CRM of a peer':
    case 'write CRM of an Owner':
      return {
        query:
          'mutation ($u: ID!) { setCrmCommonInfos(userUuid: $u, entries: [{ field: "note", value: "changée" }]) { field } }',
        variables: { u },
      };
    case 'change own email':
      return {
        query: 'mutation ($e: String!) { updateEmail(email: $e) { pendingEmail codeSent } }',
        variables: { e: p.email },
      };
    case 'delete the account':
      return { query: 'mutation { deleteAccount { deleted } }', variables: {} };
    case 'select the account while blocked':
      return {
        query: 'mutation ($a: ID!) { switchAccount(accountUuid: $a) { uuid } }',
        variables: { a: account() },
      };
    case 'change email of a peer':
    case 'change email of an Owner':
      throw new Error('REST only');
  }
}

/** The database after an allowed operation. */
async function expectEffect(op: Op, p: Prepared) {
  const membership = (uuid: string) =>
    h.db
      .selectFrom('memberships')
      .selectAll()
      .where('account_uuid', '=', account())
      .where('user_uuid', '=', uuid)
      .executeTakeFirst();
  const user = (uuid: string) =>
    h.db.selectFrom('users').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
  switch (op) {
    case 'invite a Manager': {
      const invited = await h.db
        .selectFrom('users')
        .select('uuid')
        .where('email', '=', p.email!)
        .executeTakeFirstOrThrow();
      expect(await membership(invited.uuid)).toMatchObject({ status: 'pending', role: 'Role_Manager' });
      return;
    }
    case 'change role of a peer':
    case 'change role of an Owner':
    case 'promote a Member to Owner':
      expect((await membership(p.target!.uuid))?.role).toBe(p.newRole);
      return;
    case 'block a peer':
    case 'block an Owner':
      expect((await membership(p.target!.uuid))?.blocked_at).not.toBeNull();
      // Per account only: the identity user stays enabled.
      expect((await h.deps.identity.getUser(p.target!.sub))?.enabled).toBe(true);
      return;
    case 'unblock a peer':
      expect((await membership(p.target!.uuid))?.blocked_at).toBeNull();
      return;
    case 'remove a peer':
    case 'remove an Owner':
      expect(await membership(p.target!.uuid)).toBeUndefined();
      // The person stays: a registered user is never erased by an account.
      expect((await user(p.target!.uuid)).email).toBe(p.target!.email);
      return;
    case 'update profile of a peer':
    case 'update profile of an Owner':
      expect((await user(p.target!.uuid)).first_name).toBe('Changé');
      return;
    case 'write CRM of a peer':
    case 'write CRM of an Owner':
      expect((await user(p.target!.uuid)).crm_common_infos).toEqual([{ field: 'note', value: 'changée' }]);
      return;
    case 'change own email': {
      // A code went to the new address; the identity keeps the old address until it is verified.
      const sent = await h.identity.service.outbox(p.email!);
      expect(sent.some((m) => m.code)).toBe(true);
      expect((await h.deps.identity.getUser(p.target!.sub))?.email).toBe(p.target!.email);
      return;
    }
    case 'delete the account':
      // Allowed by the rights, stopped by the rule: the account holds files (it still exists).
      expect(
        await h.db.selectFrom('accounts').select('uuid').where('uuid', '=', account()).executeTakeFirst(),
      ).toBeDefined();
      return;
    default:
      throw new Error(`no effect check for ${op}`);
  }
}

// ------------------------------------------------------------------------------------------------ cells

const ACCOUNT_HAS_FILES = 'Supprimez d’abord les fichiers du compte avant de le supprimer.';
const BLOCKED = 'Votre accès à ce compte a été bloqué par son administrateur.';

type Transport = 'REST' | 'GraphQL';
const cells = ACTORS.flatMap((actor) =>
  OPS.flatMap((op) =>
    (['REST', 'GraphQL'] as Transport[])
      .filter((t) => !(t === 'GraphQL' && REST_ONLY.includes(op)))
      .filter(() => !(actor.endsWith(' as Owner') && PLAIN_ONLY.includes(op)))
      .map((t) => ({ actor, op, t, allowed: ALLOWED[actor].includes(op) })),
  ),
);

describe('roles within one account', () => {
  it('the table names only known operations, and every actor', () => {
    for (const actor of ACTORS) for (const op of ALLOWED[actor]) expect(OPS).toContain(op);
    expect(ACTORS).toHaveLength(18);
  });

  it.each(cells.map((c) => [c.actor, c.op, c.t, c.allowed ? 'allowed' : 'refused', c] as const))(
    '%s › %s (%s) → %s',
    async (_actor, op, t, _outcome, cell) => {
      const a = actors.get(cell.actor)!;
      if (t === 'GraphQL' && a.gqlImpersonationRefused) {
        // Roles that may not impersonate never get an impersonation session through GraphQL either.
        expect(ALLOWED[cell.actor]).toEqual([]);
        return;
      }
      const p = await prepare(op, a);
      const blockedActor = op === 'select the account while blocked' ? p.target! : undefined;
      const watched = blockedActor ? undefined : p.target;
      const targetBefore = watched ? await snapshotPerson(h, watched.uuid) : undefined;
      const accountBefore = op === 'delete the account' ? await snapshotAccount(h, account()) : undefined;

      let status: string;
      let message: string | undefined;
      if (t === 'REST') {
        const [method, path, body] = restCall(op, a, p);
        const res = await h.call<{ message?: string }>(method, path, {
          token: (blockedActor ?? a.user).accessToken,
          headers: blockedActor ? {} : a.headers,
          body,
        });
        status = res.status === 200 || res.status === 201 ? 'ok' : String(res.status);
        message = res.body?.message;
        if (cell.allowed && op !== 'delete the account' && status !== 'ok') throw new Error(brief(res));
      } else {
        const { query, variables } = gqlCall(op, a, p);
        const res = await g.gql(query, variables, {
          token: (blockedActor ?? a.user).accessToken,
          jar: blockedActor ? undefined : a.jar,
        });
        status = res.errors?.length ? codeOf(res) : 'ok';
        message = res.errors?.[0]?.message;
      }

      if (op === 'delete the account' && cell.allowed) {
        // The right is there; the rule « remove the files first » answers.
        expect([status, message]).toEqual([t === 'REST' ? '400' : 'BAD_USER_INPUT', ACCOUNT_HAS_FILES]);
        await expectEffect(op, p);
        return;
      }
      if (cell.allowed) {
        expect([status, message]).toEqual(['ok', undefined]);
        await expectEffect(op, p);
        return;
      }
      // Refused: 403 / FORBIDDEN — or 400 when the role asked for is not invitable at all (Owner).
      const badRole = op === 'invite above own rank' && ABOVE[a.role] === 'Role_Owner';
      const expected =
        t === 'REST'
          ? badRole
            ? ['400', '403']
            : ['403']
          : badRole
            ? ['BAD_USER_INPUT', 'FORBIDDEN']
            : ['FORBIDDEN'];
      expect([status, message]).toEqual([
        expect.stringMatching(new RegExp(`^(${expected.join('|')})$`)),
        expect.any(String),
      ]);
      if (blockedActor) expect(message).toBe(BLOCKED);
      if (watched) expect(await snapshotPerson(h, watched.uuid)).toEqual(targetBefore);
      if (accountBefore) expect(await snapshotAccount(h, account())).toEqual(accountBefore);
      if (p.email && op !== 'change own email') {
        const invited = await h.db
          .selectFrom('users')
          .select('uuid')
          .where('email', '=', p.email)
          .executeTakeFirst();
        expect(invited).toBeUndefined();
      }
      if (op === 'change own email') expect(await h.identity.service.outbox(p.email!)).toEqual([]);
    },
  );

  it('left the account’s first Owner as they were', async () => {
    const m = await h.db
      .selectFrom('memberships')
      .selectAll()
      .where('account_uuid', '=', account())
      .where('user_uuid', '=', owner.uuid)
      .executeTakeFirstOrThrow();
    expect(m).toMatchObject({ role: 'Role_Owner', status: 'active', blocked_at: null });
    expect((await h.deps.identity.getUser(owner.sub))?.enabled).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------- impersonation

describe('impersonation limits', () => {
  async function staff(role: InternalRole): Promise<TestUser> {
    const user = await h.newOwner();
    await setStaff(user, [role]);
    return user;
  }

  it('Role_CS acting as a user who holds Role_Admin (or any staff role) → 403; only Role_Admin may', async () => {
    const cs = await staff('Role_CS');
    for (const held of ['Role_Admin', 'Role_CS'] as InternalRole[]) {
      const target = await h.newMember(account(), 'Role_Member', [held]);
      const res = await h.call<{ message: string }>('GET', '/v1/users/me', {
        token: cs.accessToken,
        headers: impersonating(account(), target.uuid),
      });
      expect([held, res.status, res.body.message]).toEqual([
        held,
        403,
        'Vous ne pouvez pas agir en tant que ce membre du personnel interne.',
      ]);
      const jar = new CookieJar();
      const gql = await g.gql(
        'mutation ($a: ID!, $u: ID!) { startImpersonation(accountUuid: $a, userUuid: $u) { me { uuid } } }',
        { a: account(), u: target.uuid },
        { token: cs.accessToken, jar },
      );
      expect(codeOf(gql)).toBe('FORBIDDEN');
      // The refused attempt is in the audit log: who tried to act as whom.
      const refused = await h.db
        .selectFrom('audit_log')
        .select(['action', 'status'])
        .where('actor_uuid', '=', cs.uuid)
        .where('action', '=', `impersonation.refused ${target.uuid}`)
        .execute();
      expect(refused.length).toBeGreaterThanOrEqual(1);
      expect(refused[0].status).toBe(403);
    }
    const admin = await staff('Role_Admin');
    const adminTarget = await h.newMember(account(), 'Role_Member', ['Role_Admin']);
    const ok = await h.call('GET', '/v1/users/me', {
      token: admin.accessToken,
      headers: impersonating(account(), adminTarget.uuid),
    });
    expect(ok.status).toBe(200);
  });

  it('the target’s staff roles are never lent: an Admin target’s rights do not reach the impersonator', async () => {
    const admin = await staff('Role_Admin');
    const target = await h.newMember(account(), 'Role_Member', ['Role_CS']);
    const me = await h.call<{
      data: { data: { permissions: { can: Record<string, Record<string, Record<string, boolean>>> } } };
    }>('GET', '/v1/users/me', { token: admin.accessToken, headers: impersonating(account(), target.uuid) });
    expect(me.status).toBe(200);
    // Acting as a Member: a Member's rights, not the target's back-office.
    expect(me.body.data.data.permissions.can.account.users.invite).toBe(false);
    expect(me.body.data.data.permissions.can.backoffice.users.impersonate).toBe(false);
  });

  it('Role_CS acting as an Owner cannot delete the account nor promote to Owner (ceiling)', async () => {
    const cs = await staff('Role_CS');
    const target = await h.newMember(account(), 'Role_Owner');
    const member = await h.newMember(account(), 'Role_Member');
    const headers = impersonating(account(), target.uuid);
    const before = await snapshotAccount(h, account());
    const del = await h.call('DELETE', '/v1/accounts/current', { token: cs.accessToken, headers });
    expect(del.status).toBe(403);
    const promote = await h.call('PUT', `/v1/accounts/current/users/${member.uuid}/role`, {
      token: cs.accessToken,
      headers,
      body: { role: 'Role_Owner' },
    });
    expect(promote.status).toBe(403);
    expect(await snapshotAccount(h, account())).toEqual(before);
  });

  it.each(['Role_CSRO', 'Role_OpeRO'] as InternalRole[])(
    '%s acting as the Owner: every non-GET route of the API → 403, and nothing changes',
    async (role) => {
      const ro = await staff(role);
      const headers = impersonating(account(), owner.uuid);
      const doc = (
        await h.call<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>('GET', '/docs/json')
      ).body;
      const before = await snapshotAccount(h, account());
      const failures: string[] = [];
      let checked = 0;
      for (const [path, operations] of Object.entries(doc.paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          if (method === 'get' || method === 'head' || operation.security?.length === 0) continue;
          // Signing out ends the staff member's own session (their token), nothing of the account: it is
          // allowed to anyone holding a token, and would end this test's session.
          if (path === '/v1/auth/signout') continue;
          const url = path.replace(/\{(\w+)\}/g, () => owner.uuid);
          const res = await h.call(method.toUpperCase(), url, { token: ro.accessToken, headers, body: {} });
          checked++;
          if (res.status !== 403) failures.push(`${method.toUpperCase()} ${path} → ${brief(res)}`);
        }
      }
      expect(failures).toEqual([]);
      expect(checked).toBeGreaterThan(25);
      expect(await snapshotAccount(h, account())).toEqual(before);
      // Reads are allowed.
      expect((await h.call('GET', '/v1/users/me', { token: ro.accessToken, headers })).status).toBe(200);
    },
  );

  it.each(['Role_Market', 'Role_Marketing', 'Role_MarketRO'] as InternalRole[])(
    '%s may not impersonate, not even to read',
    async (role) => {
      const m = await staff(role);
      const res = await h.call('GET', '/v1/users/me', {
        token: m.accessToken,
        headers: impersonating(account(), owner.uuid),
      });
      expect(res.status).toBe(403);
    },
  );

  it('Role_CS acting as a person cannot answer their invitations nor delete their profile', async () => {
    const cs = await staff('Role_CS');
    const person = await h.newOwner();
    const invite = await h.call('POST', '/v1/accounts/current/users', {
      token: owner.accessToken,
      body: { email: person.email, role: 'Role_Member' },
    });
    expect(invite.status).toBe(200);
    const headers = impersonating(person.accountUuid, person.uuid);
    const before = await snapshotPerson(h, person.uuid);
    for (const [method, path] of [
      ['POST', `/v1/invitations/${account()}/accept`],
      ['POST', `/v1/invitations/${account()}/decline`],
      ['DELETE', '/v1/user'],
    ]) {
      const res = await h.call(method, path, { token: cs.accessToken, headers });
      expect([method, path, res.status]).toEqual([method, path, 403]);
    }
    expect(await snapshotPerson(h, person.uuid)).toEqual(before);
  });

  it('staff cannot act as a member blocked in the account', async () => {
    const cs = await staff('Role_CS');
    const blocked = await h.newMember(account(), 'Role_Manager');
    expect(
      (await h.call('POST', `/v1/accounts/current/users/${blocked.uuid}/block`, { token: owner.accessToken }))
        .status,
    ).toBe(200);
    const res = await h.call('GET', '/v1/users/me', {
      token: cs.accessToken,
      headers: impersonating(account(), blocked.uuid),
    });
    expect(res.status).toBe(403);
  });

  it('every impersonated request is in audit_log with the actor and the user acted as', async () => {
    const cs = await staff('Role_CS');
    const csro = await staff('Role_CSRO');
    const headers = impersonating(account(), owner.uuid);
    const requests: [TestUser, string, string, unknown, number][] = [
      [cs, 'GET', '/v1/users/me', undefined, 200],
      [cs, 'GET', '/v1/users', undefined, 200],
      [
        cs,
        'POST',
        '/v1/accounts/current/users',
        { email: `audit-${rnd()}@exemple.fr`, role: 'Role_Member' },
        200,
      ],
      [cs, 'DELETE', '/v1/accounts/current', undefined, 403],
      [cs, 'PUT', `/v1/users/updateEmail/${owner.uuid}`, { email: `audit-${rnd()}@exemple.fr` }, 403],
      [csro, 'GET', '/v1/users', undefined, 200],
      [csro, 'POST', '/v1/groups', { name: `Audit ${rnd()}` }, 403],
    ];
    for (const [staffUser, method, path, body, expected] of requests) {
      const before = await h.db
        .selectFrom('audit_log')
        .select('id')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      const res = await h.call(method, path, { token: staffUser.accessToken, headers, body });
      expect([method, path, res.status]).toEqual([method, path, expected]);
      const rows = await h.db
        .selectFrom('audit_log')
        .selectAll()
        .where('id', '>', before?.id ?? 0)
        .where('action', 'like', 'impersonated %')
        .execute();
      expect(rows).toEqual([
        expect.objectContaining({
          actor_uuid: staffUser.uuid,
          acting_as_uuid: owner.uuid,
          account_uuid: account(),
          method,
          path: `/api${path}`,
          status: expected,
        }),
      ]);
    }
  });
});
