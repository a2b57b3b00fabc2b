import type { TestDatabase } from '../../../../platform/db';
import { recordingQueue, type TestUser } from '../../../../api/src/testing/harness';
import { openGatewayTestDatabase, startGatewayHarness, type GatewayHarness } from '../../testing/harness';
import diagnosticsChannel from 'node:diagnostics_channel';
import { countApiCalls, insertFecRows } from '../fecs/testing';

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database, { api: { queue: () => recordingQueue() } });
  owner = await g.api.newOwner();
  stranger = await g.api.newOwner();
});
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely in tests
type Loose = any;

const FOLDER_FIELDS =
  'uuid name parentUuid createdBy createdAt nbFolders nbFecs downloadUrl path { uuid name }';

async function gql(token: string, query: string, variables: Record<string, unknown> = {}) {
  return g.gql<Loose>(query, variables, { token });
}

async function create(token: string, name: string, parentUuid?: string): Promise<string> {
  const res = await gql(
    token,
    'mutation($name: String!, $parent: ID) { createFolder(name: $name, parentUuid: $parent) { uuid } }',
    { name, parent: parentUuid },
  );
  expect(res.errors).toBeUndefined();
  return res.data.createFolder.uuid;
}

describe('folder mutations', () => {
  it('creates, renames, moves and deletes folders, reporting what moved', async () => {
    const t = owner.accessToken;
    const created = await gql(
      t,
      `mutation { createFolder(name: "Clients") { ${FOLDER_FIELDS} parent { uuid name } } }`,
    );
    expect(created.errors).toBeUndefined();
    const top = created.data.createFolder;
    expect(top).toMatchObject({
      name: 'Clients',
      parentUuid: '-1',
      createdBy: owner.uuid,
      nbFolders: 0,
      nbFecs: 0,
      path: [],
      parent: { uuid: '-1', name: 'Racine' },
      downloadUrl: `/download/folders/${top.uuid}`,
    });
    expect(Date.parse(top.createdAt)).not.toBeNaN();

    const child = await gql(
      t,
      `mutation($p: ID) { createFolder(name: "Dupont", parentUuid: $p) { ${FOLDER_FIELDS} parent { name } } }`,
      { p: top.uuid },
    );
    expect(child.data.createFolder).toMatchObject({
      parentUuid: top.uuid,
      path: [{ uuid: top.uuid, name: 'Clients' }],
      parent: { name: 'Clients' },
    });
    const childUuid = child.data.createFolder.uuid;

    const renamed = await gql(
      t,
      'mutation($u: ID!) { renameFolder(uuid: $u, name: "Durand") { uuid name } }',
      {
        u: childUuid,
      },
    );
    expect(renamed.data.renameFolder).toEqual({ uuid: childUuid, name: 'Durand' });

    const moved = await gql(
      t,
      'mutation($u: ID!) { moveFolder(uuid: $u, parentUuid: "-1") { parentUuid path { uuid } } }',
      { u: childUuid },
    );
    expect(moved.data.moveFolder).toEqual({ parentUuid: '-1', path: [] });
    const cycle = await gql(
      t,
      'mutation($u: ID!, $p: ID!) { moveFolder(uuid: $u, parentUuid: $p) { uuid } }',
      {
        u: top.uuid,
        p: top.uuid,
      },
    );
    expect(cycle.errors?.[0]).toMatchObject({
      message: 'Un répertoire ne peut pas être déplacé dans lui-même ou dans un de ses sous-répertoires.',
      extensions: { code: 'BAD_USER_INPUT', status: 400 },
    });

    // Deleting a folder moves the FECs of its whole subtree to its parent.
    const inner = await create(t, 'Interne', childUuid);
    const [fec] = await insertFecRows(g, owner, inner, 1, 'supprime');
    const deleted = await gql(t, 'mutation($u: ID!) { deleteFolder(uuid: $u) { deleted fecsMovedTo } }', {
      u: childUuid,
    });
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data.deleteFolder.deleted.sort()).toEqual([childUuid, inner].sort());
    expect(deleted.data.deleteFolder.fecsMovedTo).toBe('-1');
    const after = await gql(t, 'query($u: ID!) { fec(uuid: $u) { folderUuid } }', { u: fec });
    expect(after.data.fec.folderUuid).toBe('-1');
    const gone = await gql(t, 'query($u: ID!) { folder(uuid: $u) { uuid } }', { u: childUuid });
    expect(gone.errors?.[0]).toMatchObject({
      message: "Ce répertoire n'existe pas.",
      extensions: { code: 'NOT_FOUND' },
    });
    expect(gone.data).toEqual({ folder: null });
  });

  it('passes the folder messages of spec §5 through unchanged', async () => {
    const t = owner.accessToken;
    const blank = await gql(t, 'mutation { createFolder(name: "  ") { uuid } }');
    expect(blank.errors?.[0]).toMatchObject({
      message: expect.any(String),
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'name', message: 'Veuillez saisir un nom de répertoire.' }],
      },
    });
    await create(t, 'Doublon');
    const duplicate = await gql(t, 'mutation { createFolder(name: "DOUBLON") { uuid } }');
    expect(duplicate.errors?.[0]).toMatchObject({
      message: 'Un répertoire existe déjà avec ce nom.',
      extensions: { code: 'CONFLICT', status: 409 },
    });
    const orphan = await gql(
      t,
      'mutation { createFolder(name: "Perdu", parentUuid: "6f1c1c4e-0000-4000-8000-000000000000") { uuid } }',
    );
    expect(orphan.errors?.[0]).toMatchObject({
      message: "Le parent du répertoire n'est pas trouvé.",
      extensions: { code: 'NOT_FOUND', status: 404 },
    });
    const other = await create(t, 'Autre');
    const clash = await gql(t, 'mutation($u: ID!) { renameFolder(uuid: $u, name: "doublon") { uuid } }', {
      u: other,
    });
    expect(clash.errors?.[0].message).toBe('Un répertoire existe déjà avec ce nom.');
  });

  it('refuses tree changes to roles without the right, before any upstream write', async () => {
    const member = await g.api.newMember(owner.accountUuid, 'Role_Member');
    const res = await gql(member.accessToken, 'mutation { createFolder(name: "Interdit") { uuid } }');
    expect(res.errors?.[0]).toMatchObject({ message: 'Interdit', extensions: { code: 'FORBIDDEN' } });
    const rows = await g.api.db.selectFrom('folders').select('uuid').where('name', '=', 'Interdit').execute();
    expect(rows).toEqual([]);
    // But a Member reads the tree.
    const read = await gql(member.accessToken, '{ folder(uuid: "-1") { uuid } }');
    expect(read.data.folder.uuid).toBe('-1');
    const anonymous = await g.gql<Loose>('{ folder(uuid: "-1") { uuid } }');
    expect(anonymous.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });
});

describe('folder queries', () => {
  it('reads a folder page (path, children with counts, FECs) and the root', async () => {
    const t = owner.accessToken;
    const top = await create(t, 'Lecture');
    const a = await create(t, 'A', top);
    const b = await create(t, 'B', top);
    const deep = await create(t, 'Profond', a);
    await insertFecRows(g, owner, a, 3, 'a');

    const res = await gql(
      t,
      `query($u: ID!) { folder(uuid: $u) {
        ${FOLDER_FIELDS}
        children { uuid name nbFolders nbFecs path { name } children { uuid name } }
        fecs(limit: 2, sort: { field: ORIGINAL_NAME }) { items { originalName } pageInfo { total limit offset hasNextPage } }
      } }`,
      { u: top },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.folder).toMatchObject({ uuid: top, name: 'Lecture', nbFolders: 2, nbFecs: 0 });
    expect(res.data.folder.children).toEqual([
      {
        uuid: a,
        name: 'A',
        nbFolders: 1,
        nbFecs: 3,
        path: [{ name: 'Lecture' }],
        children: [{ uuid: deep, name: 'Profond' }],
      },
      { uuid: b, name: 'B', nbFolders: 0, nbFecs: 0, path: [{ name: 'Lecture' }], children: [] },
    ]);
    expect(res.data.folder.fecs).toEqual({
      items: [],
      pageInfo: { total: 0, limit: 2, offset: 0, hasNextPage: false },
    });

    const page = await gql(
      t,
      `query($u: ID!) { folder(uuid: $u) { fecs(limit: 2, offset: 1, sort: { field: ORIGINAL_NAME, descending: true }) {
        items { originalName folder { uuid name } } pageInfo { total limit offset hasNextPage } } } }`,
      { u: a },
    );
    expect(page.data.folder.fecs).toEqual({
      items: [
        { originalName: 'a-001.txt', folder: { uuid: a, name: 'A' } },
        { originalName: 'a-000.txt', folder: { uuid: a, name: 'A' } },
      ],
      pageInfo: { total: 3, limit: 2, offset: 1, hasNextPage: false },
    });

    const root = await gql(
      t,
      `{ folder(uuid: "-1") { ${FOLDER_FIELDS} parent { uuid } children { uuid } } }`,
    );
    expect(root.data.folder).toMatchObject({
      uuid: '-1',
      name: 'Racine',
      parentUuid: null,
      parent: null,
      createdAt: null,
      path: [],
      downloadUrl: '/download/folders/-1',
    });
    expect(root.data.folder.children.map((f: Loose) => f.uuid)).toContain(top);
    expect(root.data.folder.nbFolders).toBe(root.data.folder.children.length);

    const batch = await gql(t, 'query($ids: [ID!]!) { folders(ids: $ids) { uuid name path { name } } }', {
      ids: [deep, '6f1c1c4e-0000-4000-8000-000000000000', '-1', a],
    });
    expect(batch.errors).toBeUndefined();
    expect(batch.data.folders).toEqual([
      { uuid: deep, name: 'Profond', path: [{ name: 'Lecture' }, { name: 'A' }] },
      null,
      { uuid: '-1', name: 'Racine', path: [] },
      { uuid: a, name: 'A', path: [{ name: 'Lecture' }] },
    ]);
  });

  it("keeps accounts apart: another account's folder is FORBIDDEN by id, by batch and in mutations", async () => {
    const mine = await create(owner.accessToken, 'Privé');
    const theirs = await create(stranger.accessToken, 'Étranger');
    const message = "Vous n'avez pas accès à ce répertoire.";
    const cases: [string, Record<string, unknown>][] = [
      ['query($u: ID!) { folder(uuid: $u) { uuid name } }', { u: mine }],
      ['query($ids: [ID!]!) { folders(ids: $ids) { uuid name } }', { ids: [theirs, mine] }],
      ['query($u: ID!) { fecs(folderUuid: $u) { items { uuid } } }', { u: mine }],
      ['mutation($u: ID!) { renameFolder(uuid: $u, name: "Pris") { uuid } }', { u: mine }],
      ['mutation($u: ID!) { moveFolder(uuid: $u, parentUuid: "-1") { uuid } }', { u: mine }],
      ['mutation($u: ID!) { deleteFolder(uuid: $u) { deleted } }', { u: mine }],
      ['mutation($u: ID!) { createFolder(name: "Intrus", parentUuid: $u) { uuid } }', { u: mine }],
    ];
    for (const [query, variables] of cases) {
      const res = await gql(stranger.accessToken, query, variables);
      expect({ query, error: res.errors?.[0] }).toMatchObject({
        query,
        error: { message, extensions: { code: 'FORBIDDEN', status: 403 } },
      });
    }
    const still = await gql(owner.accessToken, 'query($u: ID!) { folder(uuid: $u) { name } }', { u: mine });
    expect(still.data.folder.name).toBe('Privé');
    // The stranger's root does not list my folders.
    const root = await gql(stranger.accessToken, '{ folder(uuid: "-1") { children { uuid } } }');
    expect(root.data.folder.children.map((f: Loose) => f.uuid)).toEqual([theirs]);
  });
});

describe('folder(uuid) with its FEC page', () => {
  /** What undici saw, in order: a request sent (`send …`) or its answer's headers back (`answer …`). */
  async function upstreamOrder<T>(run: () => Promise<T>): Promise<{ result: T; events: string[] }> {
    const events: string[] = [];
    const name = (m: unknown) => {
      const path = (m as { request: { path: string } }).request.path.split('?')[0];
      return path.endsWith('/v1/platform/status') ? null : path.replace(/^\/api\/v1\//, '').split('/')[0];
    };
    const sent = (m: unknown) => name(m) && events.push(`send ${name(m)}`);
    const answered = (m: unknown) => name(m) && events.push(`answer ${name(m)}`);
    diagnosticsChannel.subscribe('undici:request:create', sent);
    diagnosticsChannel.subscribe('undici:request:headers', answered);
    try {
      return { result: await run(), events };
    } finally {
      diagnosticsChannel.unsubscribe('undici:request:create', sent);
      diagnosticsChannel.unsubscribe('undici:request:headers', answered);
    }
  }
  const QUERY = `query($u: ID!, $limit: Int) { folder(uuid: $u) { name
    fecs(limit: $limit, sort: { field: ORIGINAL_NAME }) { items { originalName } pageInfo { total } } } }`;

  it('asks the API for the folder and its FEC page at once, and answers the page asked for', async () => {
    const t = owner.accessToken;
    const folder = await create(t, 'En parallèle');
    await insertFecRows(g, owner, folder, 3, 'parallele');
    const { result, events } = await upstreamOrder(() => gql(t, QUERY, { u: folder, limit: 2 }));
    expect(result.errors).toBeUndefined();
    expect(result.data.folder.name).toBe('En parallèle');
    expect(result.data.folder.fecs.pageInfo.total).toBe(3);
    expect(result.data.folder.fecs.items).toHaveLength(2);
    // Both sent before either answered: one round trip, not two.
    expect(events.slice(0, 2).sort()).toEqual(['send fecs', 'send folders']);
    expect(events.filter((e) => e.startsWith('send'))).toHaveLength(2);
  });

  it('serves nothing of a folder of another account, whose FEC page was asked for early', async () => {
    const folder = await create(owner.accessToken, 'Pas à toi');
    await insertFecRows(g, owner, folder, 2, 'secret-parallele');
    const res = await gql(stranger.accessToken, QUERY, { u: folder, limit: 50 });
    expect(res.errors?.[0]).toMatchObject({
      message: "Vous n'avez pas accès à ce répertoire.",
      extensions: { code: 'FORBIDDEN', status: 403 },
    });
    expect(res.data?.folder ?? null).toBeNull();
    expect(JSON.stringify(res)).not.toContain('secret-parallele');
  });

  it('keeps other shapes as they were: fragments, directives and two pages of one folder', async () => {
    const t = owner.accessToken;
    const folder = await create(t, 'Formes');
    await insertFecRows(g, owner, folder, 3, 'formes');
    const res = await gql(
      t,
      `query($u: ID!, $with: Boolean!) { folder(uuid: $u) { ...F first: fecs(limit: 1) { items { uuid } }
        all: fecs(limit: 10) { items { uuid } } skipped: fecs @include(if: $with) { items { uuid } } } }
       fragment F on Folder { viaFragment: fecs(limit: 2) { items { uuid } } }`,
      { u: folder, with: false },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.folder.first.items).toHaveLength(1);
    expect(res.data.folder.all.items).toHaveLength(3);
    expect(res.data.folder.viaFragment.items).toHaveLength(2);
    expect(res.data.folder.skipped).toBeUndefined();
  });
});

describe('upstream call budgets (counted on undici’s diagnostics channel)', () => {
  it('a folder with its subfolders and 50 FECs costs 2 API calls; each list field states its budget', async () => {
    const t = owner.accessToken;
    const top = await create(t, 'Budget');
    const subs = [await create(t, 'S1', top), await create(t, 'S2', top), await create(t, 'S3', top)];
    await create(t, 'S1a', subs[0]);
    await insertFecRows(g, owner, top, 50, 'budget');

    // folder(uuid) = 1 (page with children) ; Folder.fecs = 1 per folder; Fec.folder = 0 (primed).
    const nested = await countApiCalls(g, () =>
      gql(
        t,
        `query($u: ID!) { folder(uuid: $u) {
          uuid path { uuid } children { uuid name nbFecs nbFolders parent { uuid } }
          fecs(limit: 50) { items { uuid originalName status folder { uuid name } } pageInfo { total } }
        } }`,
        { u: top },
      ),
    );
    expect(nested.result.errors).toBeUndefined();
    expect(nested.result.data.folder.fecs.items).toHaveLength(50);
    expect(nested.result.data.folder.children).toHaveLength(3);
    expect(nested.calls).toHaveLength(2);
    expect(nested.calls.sort()).toEqual([
      `GET /api/v1/fecs?folder=${top}&limit=50&offset=0`,
      `GET /api/v1/folders/${top}`,
    ]);

    // The shape exactly: folder(uuid){ children{uuid} fecs{items{uuid}} } — at most 2.
    const minimal = await countApiCalls(g, () =>
      gql(t, 'query($u: ID!) { folder(uuid: $u) { children { uuid } fecs { items { uuid } } } }', { u: top }),
    );
    expect(minimal.result.data.folder.fecs.items).toHaveLength(50);
    expect(minimal.calls.length).toBeLessThanOrEqual(2);

    // Folder.children below the first level: one call per folder (the API has no batch of pages).
    const grandChildren = await countApiCalls(g, () =>
      gql(t, 'query($u: ID!) { folder(uuid: $u) { children { children { uuid } } } }', { u: top }),
    );
    expect(grandChildren.result.errors).toBeUndefined();
    expect(grandChildren.calls).toHaveLength(1 + subs.length);

    // Folder.fecs under each child: one list call per folder.
    const childFecs = await countApiCalls(g, () =>
      gql(t, 'query($u: ID!) { folder(uuid: $u) { children { fecs { items { uuid } } } } }', { u: top }),
    );
    expect(childFecs.calls).toHaveLength(1 + subs.length);

    // folders(ids): one batch call whatever the number of ids.
    const batch = await countApiCalls(g, () =>
      gql(t, 'query($ids: [ID!]!) { folders(ids: $ids) { uuid nbFecs } }', { ids: [top, ...subs] }),
    );
    expect(batch.result.data.folders).toHaveLength(4);
    expect(batch.calls).toEqual([expect.stringMatching(/^GET \/api\/v1\/folders\?ids=/)]);

    // A mutation checked by a `can` rule adds one users/me.
    const mutation = await countApiCalls(g, () =>
      gql(t, 'mutation { createFolder(name: "Budget bis") { uuid name } }'),
    );
    expect(mutation.calls.sort()).toEqual(['GET /api/v1/users/me?light=true', 'POST /api/v1/folders']);
  });
});
