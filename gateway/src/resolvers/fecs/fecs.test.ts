import type { TestDatabase } from '../../../../platform/db';
import { recordingQueue, type TestUser } from '../../../../api/src/testing/harness';
import { json } from '../../../../api/src/db/database';
import { openGatewayTestDatabase, startGatewayHarness, type GatewayHarness } from '../../testing/harness';
import { countApiCalls, insertFecRows } from './testing';

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

const FEC_FIELDS = `uuid originalName companyName siren revenueType createdAt lineCount size fiscalStart fiscalEnd
  offer priceHt status locked folderUuid ownerUuid sha256 canWrite latestAnalysisUuid downloadUrl
  extra { erp erpOther accountingResult headcount taxReturn taxReturnFilingDate vatOnDebits lettering }`;

async function gql(token: string, query: string, variables: Record<string, unknown> = {}) {
  return g.gql<Loose>(query, variables, { token });
}

async function folder(token: string, name: string): Promise<string> {
  const res = await gql(token, 'mutation($n: String!) { createFolder(name: $n) { uuid } }', { n: name });
  return res.data.createFolder.uuid;
}

describe('FEC queries', () => {
  it('reads a FEC with every spec §3 field, its status and latest analysis', async () => {
    const [uuid] = await insertFecRows(g, owner, null, 1, 'champs');
    const analysis = '6f1c1c4e-0000-4000-8000-0000000000a1';
    await g.api.db
      .updateTable('fecs')
      .set({
        siren: '443061841',
        revenue_type: 'autre',
        offer: 'essentiel',
        price_ht_cents: 12950,
        locked: true,
        status: 'done',
        extra: json({ erp: 'autre', erp_other: 'Maison', headcount: 12, vat_on_debits: true }),
      })
      .where('uuid', '=', uuid)
      .execute();
    await g.api.db
      .insertInto('analyses')
      .values({
        uuid: analysis,
        account_uuid: owner.accountUuid,
        fec_uuid: uuid,
        status: 'done',
        summary: json({ OK: 1 }),
      } as Loose)
      .execute();

    const res = await gql(owner.accessToken, `query($u: ID!) { fec(uuid: $u) { ${FEC_FIELDS} } }`, {
      u: uuid,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.fec).toEqual({
      uuid,
      originalName: 'champs-000.txt',
      companyName: 'Société 0',
      siren: '443061841',
      revenueType: 'AUTRE',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      lineCount: 10,
      size: 1000,
      fiscalStart: '2023-01-01',
      fiscalEnd: '2023-12-31',
      offer: 'essentiel',
      priceHt: 129.5,
      status: 'DONE',
      locked: true,
      folderUuid: '-1',
      ownerUuid: owner.uuid,
      sha256: '0'.repeat(64),
      canWrite: true,
      latestAnalysisUuid: analysis,
      downloadUrl: `/download/fecs/${uuid}`,
      extra: {
        erp: 'autre',
        erpOther: 'Maison',
        accountingResult: null,
        headcount: 12,
        taxReturn: null,
        taxReturnFilingDate: null,
        vatOnDebits: true,
        lettering: null,
      },
    });
    const unknown = await gql(
      owner.accessToken,
      '{ fec(uuid: "6f1c1c4e-0000-4000-8000-000000000000") { uuid } }',
    );
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data).toEqual({ fec: null });
  });

  it('lists FECs of a folder, by ids in the order asked, or all, with pagination and sort', async () => {
    const f = await folder(owner.accessToken, 'Liste FEC');
    const uuids = await insertFecRows(g, owner, f, 5, 'liste');
    const page = await gql(
      owner.accessToken,
      `query($f: ID) { fecs(folderUuid: $f, limit: 2, offset: 2, sort: { field: LINE_COUNT, descending: true }) {
        items { originalName lineCount folder { name } } pageInfo { total limit offset hasNextPage } } }`,
      { f },
    );
    expect(page.errors).toBeUndefined();
    expect(page.data.fecs).toEqual({
      items: [
        { originalName: 'liste-002.txt', lineCount: 12, folder: { name: 'Liste FEC' } },
        { originalName: 'liste-001.txt', lineCount: 11, folder: { name: 'Liste FEC' } },
      ],
      pageInfo: { total: 5, limit: 2, offset: 2, hasNextPage: true },
    });
    // Default order: newest import first.
    const newest = await gql(
      owner.accessToken,
      'query($f: ID) { fecs(folderUuid: $f, limit: 1) { items { uuid } } }',
      {
        f,
      },
    );
    expect(newest.data.fecs.items).toEqual([{ uuid: uuids[4] }]);

    const byIds = await gql(
      owner.accessToken,
      'query($ids: [ID!]) { fecs(ids: $ids) { items { uuid } pageInfo { total } } }',
      {
        ids: [uuids[3], '6f1c1c4e-0000-4000-8000-000000000000', uuids[0]],
      },
    );
    expect(byIds.data.fecs).toEqual({
      items: [{ uuid: uuids[3] }, { uuid: uuids[0] }],
      pageInfo: { total: 2 },
    });

    const all = await gql(owner.accessToken, '{ fecs(limit: 500) { items { uuid } pageInfo { total } } }');
    expect(all.data.fecs.pageInfo.total).toBeGreaterThanOrEqual(5);
    expect(all.data.fecs.items.map((x: Loose) => x.uuid)).toEqual(expect.arrayContaining(uuids));
  });

  it("keeps accounts apart: another account's FEC is FORBIDDEN by id, by batch and in mutations", async () => {
    const [mine] = await insertFecRows(g, owner, null, 1, 'prive');
    const [theirs] = await insertFecRows(g, stranger, null, 1, 'autre');
    const message = "Vous n'avez pas accès à ce Fec.";
    const cases: [string, Record<string, unknown>][] = [
      ['query($u: ID!) { fec(uuid: $u) { uuid } }', { u: mine }],
      [
        'query($a: ID!, $b: ID!) { a: fec(uuid: $a) { uuid } b: fec(uuid: $b) { uuid } }',
        { a: theirs, b: mine },
      ],
      ['query($ids: [ID!]) { fecs(ids: $ids) { items { uuid } } }', { ids: [theirs, mine] }],
      ['mutation($u: ID!) { updateFec(uuid: $u, input: { companyName: "Pris" }) { uuid } }', { u: mine }],
      ['mutation($u: ID!) { moveFec(uuid: $u, folderUuid: "-1") { uuid } }', { u: mine }],
      ['mutation($u: ID!) { deleteFec(uuid: $u) { uuid } }', { u: mine }],
    ];
    for (const [query, variables] of cases) {
      const res = await gql(stranger.accessToken, query, variables);
      expect({ query, error: res.errors?.[0] }).toMatchObject({
        query,
        error: { message, extensions: { code: 'FORBIDDEN', status: 403 } },
      });
    }
    const row = await g.api.db
      .selectFrom('fecs')
      .select('company_name')
      .where('uuid', '=', mine)
      .executeTakeFirst();
    expect(row?.company_name).toBe('Société 0');
    // Everything listed is the caller's own.
    const all = await gql(stranger.accessToken, '{ fecs(limit: 500) { items { uuid } } }');
    expect(all.data.fecs.items).toEqual([{ uuid: theirs }]);
  });
});

describe('FEC mutations', () => {
  it('updates metadata and extra fields (absent kept, null cleared), with field errors from the API', async () => {
    const [uuid] = await insertFecRows(g, owner, null, 1, 'maj');
    const updated = await gql(
      owner.accessToken,
      `mutation($u: ID!) { updateFec(uuid: $u, input: {
        companyName: "Zeta SAS", siren: "443 061 841", revenueType: BNC, fiscalStart: "2022-01-01",
        fiscalEnd: "2022-12-31", lettering: true, accountingResult: -1250.5, taxReturnFilingDate: "2023-05-02"
      }) { companyName siren revenueType fiscalStart fiscalEnd lineCount
           extra { lettering accountingResult taxReturnFilingDate } } }`,
      { u: uuid },
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data.updateFec).toEqual({
      companyName: 'Zeta SAS',
      siren: '443061841',
      revenueType: 'BNC',
      fiscalStart: '2022-01-01',
      fiscalEnd: '2022-12-31',
      lineCount: 10,
      extra: { lettering: true, accountingResult: -1250.5, taxReturnFilingDate: '2023-05-02' },
    });
    const cleared = await gql(
      owner.accessToken,
      'mutation($u: ID!) { updateFec(uuid: $u, input: { companyName: null, revenueType: AUTRE }) { companyName siren revenueType } }',
      { u: uuid },
    );
    expect(cleared.data.updateFec).toEqual({ companyName: null, siren: '443061841', revenueType: 'AUTRE' });

    const bad = await gql(
      owner.accessToken,
      'mutation($u: ID!) { updateFec(uuid: $u, input: { siren: "12345", fiscalEnd: "2021-12-31" }) { uuid } }',
      { u: uuid },
    );
    expect(bad.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      status: 400,
      fields: [{ field: 'siren', message: 'Numéro de SIREN invalide' }],
    });
    const order = await gql(
      owner.accessToken,
      'mutation($u: ID!) { updateFec(uuid: $u, input: { fiscalEnd: "2021-12-31" }) { uuid } }',
      { u: uuid },
    );
    expect(order.errors?.[0].extensions?.fields).toEqual([
      { field: 'fiscal_start', message: 'Date de début > date de fin.' },
    ]);
  });

  it('moves and deletes a FEC; a Member without a write grant may do neither', async () => {
    const f = await folder(owner.accessToken, 'Destination');
    const [uuid] = await insertFecRows(g, owner, null, 1, 'bouge');
    const moved = await gql(
      owner.accessToken,
      'mutation($u: ID!, $f: ID!) { moveFec(uuid: $u, folderUuid: $f) { folderUuid folder { name nbFecs } } }',
      { u: uuid, f },
    );
    expect(moved.errors).toBeUndefined();
    expect(moved.data.moveFec).toEqual({ folderUuid: f, folder: { name: 'Destination', nbFecs: 1 } });

    const member = await g.api.newMember(owner.accountUuid, 'Role_Member');
    await g.api.db
      .insertInto('fec_access')
      .values({ fec_uuid: uuid, email: member.email, write: false })
      .execute();
    const read = await gql(member.accessToken, 'query($u: ID!) { fec(uuid: $u) { canWrite } }', { u: uuid });
    expect(read.data.fec).toEqual({ canWrite: false });
    const memberMove = await gql(
      member.accessToken,
      'mutation($u: ID!) { moveFec(uuid: $u, folderUuid: "-1") { uuid } }',
      {
        u: uuid,
      },
    );
    expect(memberMove.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    // deleteFec needs can.fec.file.delete: refused by the gateway's rule, no upstream delete.
    const memberDelete = await countApiCalls(g, () =>
      gql(member.accessToken, 'mutation($u: ID!) { deleteFec(uuid: $u) { uuid } }', { u: uuid }),
    );
    expect(memberDelete.result.errors?.[0]).toMatchObject({
      message: 'Interdit',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(memberDelete.calls).toEqual(['GET /api/v1/users/me?light=true']);

    const deleted = await gql(owner.accessToken, 'mutation($u: ID!) { deleteFec(uuid: $u) { uuid } }', {
      u: uuid,
    });
    expect(deleted.data.deleteFec).toEqual({ uuid });
    const after = await gql(owner.accessToken, 'query($u: ID!) { fec(uuid: $u) { uuid } }', { u: uuid });
    expect(after.data.fec).toBeNull();
    const again = await gql(owner.accessToken, 'mutation($u: ID!) { deleteFec(uuid: $u) { uuid } }', {
      u: uuid,
    });
    expect(again.errors?.[0]).toMatchObject({
      message: "Ce FEC n'existe pas.",
      extensions: { code: 'NOT_FOUND' },
    });
  });
});

describe('FEC call budgets', () => {
  it('fec(uuid) ×N costs one batch call; fecs(...) one call, its items’ folders one more', async () => {
    const f = await folder(owner.accessToken, 'Budget FEC');
    const uuids = await insertFecRows(g, owner, f, 50, 'budget');
    const aliases = uuids
      .slice(0, 20)
      .map((u, i) => `f${i}: fec(uuid: "${u}") { uuid status }`)
      .join(' ');
    const many = await countApiCalls(g, () => gql(owner.accessToken, `{ ${aliases} }`));
    expect(many.result.errors).toBeUndefined();
    expect(Object.keys(many.result.data)).toHaveLength(20);
    expect(many.calls).toEqual([expect.stringMatching(/^GET \/api\/v1\/fecs\?ids=/)]);

    // fecs(folderUuid) = 1; Fec.folder for the 50 items = 1 batch (folders by ids).
    const list = await countApiCalls(g, () =>
      gql(
        owner.accessToken,
        'query($f: ID) { fecs(folderUuid: $f, limit: 50) { items { uuid latestAnalysisUuid folder { name } } } }',
        { f },
      ),
    );
    expect(list.result.data.fecs.items).toHaveLength(50);
    expect(list.calls.sort()).toEqual([
      `GET /api/v1/fecs?folder=${f}&limit=50&offset=0`,
      `GET /api/v1/folders?ids=${f}`,
    ]);
    // A read needs no users/me (isAuthenticated only).
    expect(list.calls.some((c) => c.includes('users/me'))).toBe(false);
  });
});
