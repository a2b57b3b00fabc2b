import type { TestDatabase } from '../../../../platform/db';
import { countApiCalls } from '../fecs/testing';
import { openGatewayTestDatabase, startGatewayHarness, type GatewayHarness } from '../../testing/harness';

let database: TestDatabase<unknown>;
let g: GatewayHarness;

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database, { api: { workers: 0 } });
});
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

const ME = `query($fec: FecAnonymousInput, $just: Boolean, $api: Boolean) {
  me(fecAnonymous: $fec, justConnected: $just, forceApiOnly: $api) {
    uuid clientId email userDetails { firstName lastName } missingName
    currentAccount { uuid name role networkParentUuid featuresInAccount { import { enabled apiOnly } } }
    roles nbFec countFoldersLevelOne hasOtherAccounts otherAccountsCount
    availableRoles { role label } forceSeeAnalysisUuid
    permissions { routes can } state profile impersonated readOnly justConnected
    featuresInAccount { branding { principalColor secondaryColor primaryBisColor indigoColor logo } import { enabled apiOnly } sso { enabled domains } }
    fecAttached { anonymous inDatabase fecUuid analysis }
  }
}`;

type MeShape = Record<string, unknown> & {
  currentAccount: { uuid: string; role: string; featuresInAccount: { import: { apiOnly: boolean } | null } };
  availableRoles: { role: string; label: string }[];
  permissions: { routes: string[]; can: Record<string, Record<string, Record<string, boolean>>> };
  featuresInAccount: { branding: Record<string, string | null> };
};

describe('me (spec §3)', () => {
  it('gives the full current user of an Owner, and the arguments travel to the API', async () => {
    const owner = await g.api.newOwner();
    const res = await g.gql<{ me: MeShape }>(ME, {}, { token: owner.accessToken });
    expect(res.errors).toBeUndefined();
    const me = res.data!.me;
    expect(me).toMatchObject({
      uuid: owner.uuid,
      clientId: owner.accountUuid,
      email: owner.email,
      missingName: true,
      roles: ['Role_Owner'],
      nbFec: 0,
      countFoldersLevelOne: 0,
      hasOtherAccounts: false,
      otherAccountsCount: 0,
      forceSeeAnalysisUuid: null,
      state: 'REGISTERED',
      impersonated: false,
      readOnly: false,
      justConnected: false,
      fecAttached: null,
    });
    expect(me.currentAccount).toMatchObject({
      uuid: owner.accountUuid,
      role: 'ROLE_OWNER',
      networkParentUuid: null,
    });
    expect(me.availableRoles).toContainEqual({ role: 'ROLE_MANAGER', label: 'Manager' });
    expect(me.permissions.routes).toContain('mes-dossiers/');
    expect(me.permissions.can.account.settings.edit).toBe(true);

    const flagged = await g.gql<{ me: MeShape }>(ME, { just: true, api: true }, { token: owner.accessToken });
    expect(flagged.data?.me.justConnected).toBe(true);
    expect(flagged.data?.me.currentAccount.featuresInAccount.import?.apiOnly).toBe(true);

    const anonymous = await g.gql<{ me: MeShape }>(
      ME,
      { fec: { token: 'pas-le-bon-jeton', fecUuid: '0b0b0b0b-0000-4000-8000-000000000003' } },
      { token: owner.accessToken },
    );
    expect(anonymous.errors).toBeUndefined();
    expect(anonymous.data?.me.fecAttached).toEqual({
      anonymous: true,
      inDatabase: false,
      fecUuid: null,
      analysis: null,
    });
  });

  it('reads the light users/me unless the selection asks for a count, another account or an invitation (issue 16)', async () => {
    const owner = await g.api.newOwner();
    const light = await countApiCalls(g, () =>
      g.gql<{ me: { uuid: string } }>(
        '{ me { uuid email roles permissions { routes } } }',
        {},
        { token: owner.accessToken },
      ),
    );
    expect(light.result.errors).toBeUndefined();
    expect(light.result.data?.me.uuid).toBe(owner.uuid);
    expect(light.calls).toEqual(['GET /api/v1/users/me?light=true']);

    // Through a fragment too: one whole users/me, nothing else.
    const full = await countApiCalls(g, () =>
      g.gql<{ me: Record<string, unknown> }>(
        `query { me { uuid ...Counts } }
         fragment Counts on Me { nbFec countFoldersLevelOne hasOtherAccounts otherAccountsCount pendingInvitations { accountUuid } }`,
        {},
        { token: owner.accessToken },
      ),
    );
    expect(full.result.errors).toBeUndefined();
    expect(full.result.data?.me).toEqual({
      uuid: owner.uuid,
      nbFec: 0,
      countFoldersLevelOne: 0,
      hasOtherAccounts: false,
      otherAccountsCount: 0,
      pendingInvitations: [],
    });
    expect(full.calls).toEqual(['GET /api/v1/users/me']);
  });

  it('is null for a visitor and for a token the API refuses', async () => {
    expect((await g.gql('{ me { uuid } }')).data).toEqual({ me: null });
    expect((await g.gql('{ me { uuid } }', {}, { token: 'abc.def.ghi' })).data).toEqual({ me: null });
  });
});

describe('accounts', () => {
  it('lists my accounts, selects another one, and me follows', async () => {
    const mine = await g.api.newOwner();
    const other = await g.api.newOwner();
    const member = await g.api.newMember(other.accountUuid, 'Role_Manager');
    // The member also joins `mine` as a Member.
    await g.api.db
      .insertInto('memberships')
      .values({ account_uuid: mine.accountUuid, user_uuid: member.uuid, role: 'Role_Member' })
      .execute();

    const list = await g.gql<{
      accounts: {
        items: { uuid: string; current: boolean; role: string; createdAt: string }[];
        pageInfo: { total: number };
      };
    }>(
      '{ accounts(limit: 10) { items { uuid name role current createdAt featuresInAccount { branding { logo } } } pageInfo { total limit offset hasNextPage } } }',
      {},
      { token: member.accessToken },
    );
    expect(list.errors).toBeUndefined();
    expect(list.data?.accounts.pageInfo).toEqual({ total: 2, limit: 10, offset: 0, hasNextPage: false });
    const current = list.data!.accounts.items.find((a) => a.current)!;
    expect(current).toMatchObject({ uuid: other.accountUuid, role: 'ROLE_MANAGER' });

    const page = await g.gql<{ accounts: { items: unknown[]; pageInfo: { hasNextPage: boolean } } }>(
      '{ accounts(limit: 1) { items { uuid } pageInfo { hasNextPage } } }',
      {},
      { token: member.accessToken },
    );
    expect(page.data?.accounts).toMatchObject({
      items: [expect.anything()],
      pageInfo: { hasNextPage: true },
    });
    const bad = await g.gql('{ accounts(limit: 0) { items { uuid } } }', {}, { token: member.accessToken });
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Un champs est invalide',
      extensions: { code: 'BAD_USER_INPUT' },
    });

    const selected = await g.gql<{ switchAccount: { uuid: string; role: string; current: boolean } }>(
      'mutation($a: ID!) { switchAccount(accountUuid: $a) { uuid role current } }',
      { a: mine.accountUuid },
      { token: member.accessToken },
    );
    expect(selected.data?.switchAccount).toEqual({
      uuid: mine.accountUuid,
      role: 'ROLE_MEMBER',
      current: true,
    });
    const me = await g.gql<{
      me: { clientId: string; hasOtherAccounts: boolean; otherAccountsCount: number };
      currentAccount: { uuid: string };
    }>(
      '{ me { clientId hasOtherAccounts otherAccountsCount } currentAccount { uuid } }',
      {},
      { token: member.accessToken },
    );
    expect(me.data).toEqual({
      me: { clientId: mine.accountUuid, hasOtherAccounts: true, otherAccountsCount: 1 },
      currentAccount: { uuid: mine.accountUuid },
    });

    const foreign = await g.api.newOwner();
    const refused = await g.gql(
      'mutation($a: ID!) { switchAccount(accountUuid: $a) { uuid } }',
      { a: foreign.accountUuid },
      { token: member.accessToken },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('updateAccount: the Owner renames and brands the account; a Member is refused', async () => {
    const owner = await g.api.newOwner();
    const update = `mutation($input: UpdateAccountInput!) {
      updateAccount(input: $input) { name featuresInAccount { branding { principalColor secondaryColor logo } } }
    }`;
    const res = await g.gql<{ updateAccount: unknown }>(
      update,
      {
        input: {
          name: 'Cabinet Dupont',
          branding: { principalColor: '#112233', logo: 'https://exemple.fr/logo.png' },
        },
      },
      { token: owner.accessToken },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateAccount).toEqual({
      name: 'Cabinet Dupont',
      featuresInAccount: {
        branding: { principalColor: '#112233', secondaryColor: null, logo: 'https://exemple.fr/logo.png' },
      },
    });
    const me = await g.gql<{ me: MeShape }>(
      '{ me { featuresInAccount { branding { principalColor } } } }',
      {},
      { token: owner.accessToken },
    );
    expect(me.data?.me.featuresInAccount.branding.principalColor).toBe('#112233');

    const badColour = await g.gql(
      update,
      { input: { branding: { principalColor: 'rouge' } } },
      { token: owner.accessToken },
    );
    expect(badColour.errors?.[0]?.message).toBe('Certains champs sont invalides');
    expect(JSON.stringify(badColour.errors?.[0]?.extensions?.fields)).toContain(
      'Veuillez entrer une couleur au format #RRGGBB.',
    );

    const member = await g.api.newMember(owner.accountUuid, 'Role_Member');
    const refused = await g.gql(update, { input: { name: 'Pirate' } }, { token: member.accessToken });
    expect(refused.errors?.[0]).toMatchObject({ message: 'Interdit', extensions: { code: 'FORBIDDEN' } });
  });

  it('deleteAccount: a Manager is refused, the Owner deletes an empty account', async () => {
    const owner = await g.api.newOwner();
    const manager = await g.api.newMember(owner.accountUuid, 'Role_Manager');
    const q = 'mutation { deleteAccount { deleted deletedUsers } }';
    const refused = await g.gql(q, {}, { token: manager.accessToken });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const res = await g.gql<{ deleteAccount: { deleted: boolean; deletedUsers: string[] } }>(
      q,
      {},
      { token: owner.accessToken },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.deleteAccount.deleted).toBe(true);
  });
});
