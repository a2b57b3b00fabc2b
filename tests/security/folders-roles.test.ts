/**
 * Folder names per role, in one account (spec §6, issue 15): a Member sees only the folders that lead to a
 * FEC granted to them (read or write, in the folder or below it) and their ancestors; the name of a folder
 * holding nothing granted to them never reaches them — not by listing, not by uuid, not by a batch read,
 * not in a breadcrumb — through REST or GraphQL. Owners, Managers and Supervisors keep the whole tree.
 */
import type { TestDatabase } from '../../platform/db';
import { recordingQueue, type TestUser } from '../../api/src/testing/harness';
import type { AccountRole } from '../../api/src/permissions/roles';
import { smallFec, upload } from '../../api/src/fecs/testing';
import {
  openGatewayTestDatabase,
  startGatewayHarness,
  type GatewayHarness,
} from '../../gateway/src/testing/harness';
import { brief, codeOf } from './support';

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let owner: TestUser;
const F: Record<string, string> = {};
let grantedFec: string;

// Clients/Dupont/Bilan holds a FEC granted to every Member below; Clients/Confidentiel-Martin a FEC granted
// to nobody; « Coffre-fort secret » at the top holds nothing at all.
const HIDDEN_NAMES = /Confidentiel-Martin|Coffre-fort secret/;

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database, { api: { queue: () => recordingQueue() } });
  owner = await g.api.newOwner();
  const folder = async (name: string, parent = '-1') => {
    const res = await g.api.call<{ data: { data: { uuid: string } } }>('POST', '/v1/folders', {
      token: owner.accessToken,
      body: { name, parent_uuid: parent },
    });
    expect(res.status).toBe(201);
    return res.body.data.data.uuid;
  };
  F.clients = await folder('Clients');
  F.dupont = await folder('Dupont', F.clients);
  F.bilan = await folder('Bilan', F.dupont);
  F.martin = await folder('Confidentiel-Martin', F.clients);
  F.secret = await folder('Coffre-fort secret');
  const put = async (at: string, seed: number) => {
    const up = await upload(g.api, owner.accessToken, [{ name: `${seed}.txt`, content: smallFec(seed) }], {
      terms_accepted: 'true',
      folder_uuid: at,
    });
    expect(up.status).toBe(201);
    return (up.body as { data: { data: { uuid: string }[] } }).data.data[0].uuid;
  };
  grantedFec = await put(F.bilan, 21);
  await put(F.martin, 22);
}, 60_000);
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

const TABLE: Record<AccountRole, { wholeTree: boolean }> = {
  Role_Owner: { wholeTree: true },
  Role_Manager: { wholeTree: true },
  Role_Supervisor: { wholeTree: true },
  Role_Member: { wholeTree: false },
};

const FOLDER = `query($u: ID!) { folder(uuid: $u) { uuid name path { name } children { name } } }`;

const FOLDER_WITH_FECS = `query($u: ID!) { folder(uuid: $u) { name fecs(limit: 10) { items { originalName } } } }`;

it('another account reads nothing of a folder and its FEC page asked for together (403)', async () => {
  const stranger = await g.api.newOwner();
  const res = await g.gql<Record<string, unknown>>(
    FOLDER_WITH_FECS,
    { u: F.martin },
    { token: stranger.accessToken },
  );
  expect(codeOf(res)).toBe('FORBIDDEN');
  expect(JSON.stringify(res)).not.toMatch(/22\.txt|Confidentiel-Martin/);
  const mine = await g.gql<Record<string, unknown>>(
    FOLDER_WITH_FECS,
    { u: F.martin },
    { token: owner.accessToken },
  );
  expect(JSON.stringify(mine.data)).toContain('22.txt');
});

describe.each(Object.entries(TABLE) as [AccountRole, { wholeTree: boolean }][])('%s', (role, expected) => {
  let who: TestUser;

  beforeAll(async () => {
    who = role === 'Role_Owner' ? owner : await g.api.newMember(owner.accountUuid, role);
    await g.api.db
      .insertInto('fec_access')
      .values({ fec_uuid: grantedFec, email: who.email, write: role === 'Role_Member' })
      .onConflict((oc) => oc.doNothing())
      .execute();
  });

  const rest = (path: string, query?: Record<string, string>) =>
    g.api.call<unknown>('GET', path, { token: who.accessToken, query });
  const gql = (query: string, variables: Record<string, unknown> = {}) =>
    g.gql<Record<string, unknown>>(query, variables, { token: who.accessToken });

  it(`reads a folder holding nothing granted, by uuid, parent, ids: ${expected.wholeTree ? 'yes' : 'no (403, no name)'}`, async () => {
    for (const hidden of [F.martin, F.secret]) {
      const answers = [
        await rest(`/v1/folders/${hidden}`),
        await rest('/v1/folders', { parent: hidden }),
        await rest('/v1/folders', { ids: `${F.dupont},${hidden}` }),
      ];
      for (const res of answers) {
        if (expected.wholeTree) expect(res.status).toBe(200);
        else {
          expect([res.status, (res.body as { message?: string }).message]).toEqual([
            403,
            "Vous n'avez pas accès à ce répertoire.",
          ]);
          expect(brief(res)).not.toMatch(HIDDEN_NAMES);
        }
      }
      const one = await gql(FOLDER, { u: hidden });
      const batch = await gql('query($ids: [ID!]!) { folders(ids: $ids) { name } }', {
        ids: [F.dupont, hidden],
      });
      for (const res of [one, batch]) {
        expect(codeOf(res)).toBe(expected.wholeTree ? 'none' : 'FORBIDDEN');
        if (!expected.wholeTree) expect(JSON.stringify(res.data ?? null)).not.toMatch(HIDDEN_NAMES);
      }
    }
  });

  it(`reads a folder holding nothing granted with its FEC page (asked for beside the folder): ${expected.wholeTree ? 'yes' : 'no (403, no name)'}`, async () => {
    const res = await gql(FOLDER_WITH_FECS, { u: F.martin });
    if (expected.wholeTree) {
      expect(codeOf(res)).toBe('none');
      expect(JSON.stringify(res.data)).toContain('22.txt');
    } else {
      expect(codeOf(res)).toBe('FORBIDDEN');
      expect(JSON.stringify(res.data ?? null)).not.toMatch(/22\.txt|Confidentiel-Martin/);
    }
  });

  it(`lists and breadcrumbs ${expected.wholeTree ? 'every folder' : 'only the folders leading to a granted FEC'}`, async () => {
    const root = await gql(`query { folder(uuid: "-1") { nbFolders children { name children { name } } } }`);
    expect(codeOf(root)).toBe('none');
    const rest1 = await rest('/v1/folders');
    const rest2 = await rest(`/v1/folders/${F.clients}`);
    const deep = await gql(FOLDER, { u: F.bilan });
    const fecs = await gql(
      `query { fecs(limit: 100) { items { folder { name path { name } parent { name children { name } } } } } }`,
    );
    expect(codeOf(deep)).toBe('none');
    expect(codeOf(fecs)).toBe('none');
    expect((deep.data!.folder as { path: unknown }).path).toEqual([{ name: 'Clients' }, { name: 'Dupont' }]);
    const everything = JSON.stringify([root.data, rest1.body, rest2.body, deep.data, fecs.data]);
    if (expected.wholeTree) {
      expect(everything).toMatch(/Confidentiel-Martin/);
      expect(everything).toMatch(/Coffre-fort secret/);
      expect((root.data!.folder as { nbFolders: number }).nbFolders).toBe(2);
    } else {
      expect(everything).not.toMatch(HIDDEN_NAMES);
      expect(root.data!.folder).toEqual({
        nbFolders: 1,
        children: [{ name: 'Clients', children: [{ name: 'Dupont' }] }],
      });
    }
  });
});
