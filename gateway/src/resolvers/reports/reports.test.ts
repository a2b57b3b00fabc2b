import { setTimeout as sleep } from 'node:timers/promises';
import type { TestDatabase } from '../../../../platform/db';
import { recordingQueue, type TestUser } from '../../../../api/src/testing/harness';
import {
  seedAnalysedFec,
  seedReport,
  TEXT_RENDERERS,
  type SeededAnalysedFec,
} from '../../../../api/src/reports/testing';
import { openGatewayTestDatabase, startGatewayHarness, type GatewayHarness } from '../../testing/harness';
import { dataOf, errorOf, upstreamCalls } from '../users/test-support';

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let owner: TestUser;
let member: TestUser;
let fec: SeededAnalysedFec;
let other: SeededAnalysedFec;

const REPORT = `uuid name status progress error formats files { format fileName size url } fecUuids
  fecs { uuid companyName } merged byCycle categories themes controlIds internalNotes creatorName creatorUuid createdAt
  finishedAt expiresAt`;

type Report = {
  uuid: string;
  name: string;
  status: string;
  formats: string[];
  files: { format: string; fileName: string; size: number; url: string }[];
  fecUuids: string[];
  fecs: ({ uuid: string; companyName: string | null } | null)[];
  categories: string[];
  internalNotes: boolean;
  creatorUuid: string | null;
  creatorName: string | null;
};

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  // No analysis runs (the FECs are seeded as analysed); the report jobs run, with text renderers.
  g = await startGatewayHarness(database, {
    api: { queue: () => recordingQueue(), reports: { renderers: TEXT_RENDERERS } },
  });
  owner = await g.api.newOwner();
  member = await g.api.newMember(owner.accountUuid, 'Role_Member');
  fec = await seedAnalysedFec(g.api, owner, { companyName: 'Boulangerie Dupont' });
  other = await seedAnalysedFec(g.api, owner);
  await g.api.db
    .insertInto('fec_access')
    .values({ fec_uuid: fec.fecUuid, email: member.email, write: false })
    .execute();
}, 60_000);
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

const generate = (input: Record<string, unknown>, token = owner.accessToken) =>
  g.gql<{ generateReport: { reports: Report[] } }>(
    `mutation ($input: GenerateReportInput!) { generateReport(input: $input) { reports { ${REPORT} } } }`,
    { input },
    { token },
  );
const read = (uuid: string, token = owner.accessToken) =>
  g.gql<{ report: Report | null }>(
    `query ($uuid: ID!) { report(uuid: $uuid) { ${REPORT} } }`,
    { uuid },
    { token },
  );

describe('reports through GraphQL', () => {
  it('generates, follows the job to DONE, and downloads each file through the gateway', async () => {
    const created = dataOf(
      await generate({
        name: 'Revue Dupont',
        fecUuids: [fec.fecUuid],
        categories: ['ERROR'],
        formats: ['PDF', 'XLSX'],
      }),
    ).generateReport.reports;
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      name: 'Revue Dupont',
      status: 'LOADING',
      formats: ['PDF', 'XLSX'],
      files: [],
      fecUuids: [fec.fecUuid],
      fecs: [{ uuid: fec.fecUuid, companyName: 'Boulangerie Dupont' }],
      categories: ['ERROR'],
      creatorUuid: owner.uuid,
    });
    let report = created[0]!;
    for (let i = 0; i < 200 && report.status === 'LOADING'; i++) {
      await sleep(100);
      report = dataOf(await read(report.uuid)).report!;
    }
    expect(report.status).toBe('DONE');
    expect(report.files.map((f) => [f.format, f.fileName, f.url])).toEqual([
      ['PDF', 'Revue Dupont.pdf', `/download/reports/${report.uuid}.pdf`],
      ['XLSX', 'Revue Dupont.xlsx', `/download/reports/${report.uuid}.xlsx`],
    ]);
    const base = g.url.replace(/\/graphql$/, '');
    const pdf = await fetch(`${base}${report.files[0]!.url}`, {
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await pdf.text();
    expect(text).toContain('format=pdf');
    expect(text).toContain('control=EQ-ECR count=1 amount=123456 rows=1');
    expect(Buffer.byteLength(text)).toBe(report.files[0]!.size);
    // Not asked for: the API's 404, passed through; a malformed file name: 400 before any call.
    const docx = await fetch(`${base}/download/reports/${report.uuid}.docx`, {
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    expect(docx.status).toBe(404);
    expect(await docx.json()).toMatchObject({ message: "Ce format n'a pas été demandé pour ce rapport." });
    const bad = await fetch(`${base}/download/reports/${report.uuid}.exe`, {
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    expect(bad.status).toBe(400);
  });

  it('lists the reports paginated, their FECs batched in one call', async () => {
    await seedReport(g.api, { accountUuid: owner.accountUuid, createdBy: owner.uuid, fec: other });
    await seedReport(g.api, { accountUuid: owner.accountUuid, createdBy: owner.uuid, fec });
    const { result, calls } = await upstreamCalls(() =>
      g.gql<{ reports: { items: Report[]; pageInfo: { total: number; hasNextPage: boolean } } }>(
        `{ reports(limit: 2) { items { uuid fecs { uuid } } pageInfo { total limit offset hasNextPage } } }`,
        {},
        { token: owner.accessToken },
      ),
    );
    const page = dataOf(result).reports;
    expect(page.items).toHaveLength(2);
    expect(page.pageInfo).toMatchObject({ total: 3, hasNextPage: true });
    expect(page.items.map((r) => r.fecs[0]!.uuid)).toEqual([fec.fecUuid, other.fecUuid]);
    expect(calls.filter((c) => c.startsWith('GET /api/v1/fecs'))).toHaveLength(1);
  });

  it('answers the limits and refuses in French, with the field', async () => {
    const limits = dataOf(
      await g.gql<{ reportLimits: unknown }>(
        '{ reportLimits { maxMerged maxFecs nameMaxLength keptDays } }',
        {},
        {
          token: member.accessToken,
        },
      ),
    ).reportLimits;
    expect(limits).toEqual({ maxMerged: 3, maxFecs: 20, nameMaxLength: 100, keptDays: 90 });
    const error = errorOf(await generate({ name: '', fecUuids: [fec.fecUuid], formats: ['PDF'] }));
    expect(error.message).toBe('Veuillez saisir un nom de rapport.');
    expect(error.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'name', message: 'Veuillez saisir un nom de rapport.' }],
    });
  });

  it("a Member: reports on a granted FEC only; another's report reads null; deletes only their own", async () => {
    const refused = errorOf(
      await generate({ name: 'Revue', fecUuids: [other.fecUuid], formats: ['PDF'] }, member.accessToken),
    );
    expect(refused.message).toBe("Vous n'avez pas accès à ce Fec.");
    expect(refused.extensions?.code).toBe('FORBIDDEN');

    const mine = dataOf(
      await generate({ name: 'Revue', fecUuids: [fec.fecUuid], formats: ['PDF'] }, member.accessToken),
    ).generateReport.reports[0]!;
    const owners = await seedReport(g.api, { accountUuid: owner.accountUuid, createdBy: owner.uuid, fec });
    expect(dataOf(await read(owners.uuid, member.accessToken)).report).toBeNull();

    const denied = errorOf(
      await g.gql(
        `mutation ($u: ID!) { deleteReport(uuid: $u) }`,
        { u: owners.uuid },
        { token: member.accessToken },
      ),
    );
    expect(denied.message).toBe("Ce rapport n'existe pas.");
    expect(
      await g.api.db.selectFrom('reports').select('uuid').where('uuid', '=', owners.uuid).executeTakeFirst(),
    ).toBeDefined();

    const deleted = await g.gql<{ deleteReport: string }>(
      `mutation ($u: ID!) { deleteReport(uuid: $u) }`,
      { u: mine.uuid },
      {
        token: member.accessToken,
      },
    );
    expect(dataOf(deleted).deleteReport).toBe(mine.uuid);
    expect(dataOf(await read(mine.uuid)).report).toBeNull();
  });

  it('internalNotes: false flows to the API, is stored with the report and reaches the documents (issue 37)', async () => {
    const [created] = dataOf(
      await generate({
        name: 'Revue client',
        fecUuids: [fec.fecUuid],
        formats: ['PDF'],
        internalNotes: false,
      }),
    ).generateReport.reports;
    expect(created!.internalNotes).toBe(false);
    const stored = await g.api.db
      .selectFrom('reports')
      .select('options')
      .where('uuid', '=', created!.uuid)
      .executeTakeFirstOrThrow();
    expect(stored.options).toMatchObject({ internal_notes: false });
    let report = created!;
    for (let i = 0; i < 200 && report.status === 'LOADING'; i++) {
      await sleep(100);
      report = dataOf(await read(report.uuid)).report!;
    }
    expect(report).toMatchObject({ status: 'DONE', internalNotes: false });
    const base = g.url.replace(/\/graphql$/, '');
    const pdf = await fetch(`${base}${report.files[0]!.url}`, {
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    expect(await pdf.text()).toContain('internalNotes=false');
    // Absent: included (the firm's internal report).
    const [byDefault] = dataOf(
      await generate({ name: 'Revue interne', fecUuids: [fec.fecUuid], formats: ['PDF'] }),
    ).generateReport.reports;
    expect(byDefault!.internalNotes).toBe(true);
    const wrong = await generate({
      name: 'Revue',
      fecUuids: [fec.fecUuid],
      formats: ['PDF'],
      internalNotes: 'non',
    });
    expect(errorOf(wrong).extensions?.code).toBe('BAD_USER_INPUT');
  });
});
