import type { TestDatabase } from '../../../../platform/db';
import type { TestUser } from '../../../../api/src/testing/harness';
import { analyse, insertFec, realFec, waitFinished } from '../../../../api/src/analyses/testing/fixtures';
import { grantCredits } from '../../../../api/src/billing/credits';
import { openGatewayTestDatabase, startGatewayHarness, type GatewayHarness } from '../../testing/harness';

/**
 * The ECF contract through GraphQL (schema/ecf.graphql, issue 38): createEcfMission, ecfMissions (state filter,
 * pagination), ecfMission, EcfMission.points and reportUrls, concludeEcfPoint, setEcfChecklistItem,
 * signEcfMission, markEcfMissionSent. Errors carry extensions.code and the French message.
 */

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let owner: TestUser;
let member: TestUser;
let fec: string;
let analysis: string;

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database);
  owner = await g.api.newOwner();
  member = await g.api.newMember(owner.accountUuid, 'Role_Member');
  fec = await insertFec(g.api, owner, realFec('000000000FEC20231231.txt'), {
    siren: '123456782',
    fiscal_start: '2023-01-01',
    fiscal_end: '2023-12-31',
  });
  analysis = await analyse(g.api, owner, fec);
  expect((await waitFinished(g.api, analysis)).status).toBe('done');
}, 120_000);
afterAll(async () => {
  await g?.close();
  await database?.cleanup();
});

const gql = <T>(user: TestUser, query: string, variables?: Record<string, unknown>) =>
  g.gql<T>(query, variables, { token: user.accessToken });
const errorOf = (res: { errors?: readonly { message: string; extensions?: Record<string, unknown> }[] }) => [
  res.errors?.[0]?.extensions?.code,
  res.errors?.[0]?.message,
];

const CREATE = `mutation ($input: CreateEcfMissionInput!) {
  createEcfMission(input: $input) { uuid state stateLabel companyName declaredIncomeRegime vatOnDebits
    progress { concluded total label } reportUrls { docx pdf } analysis { uuid } } }`;
const input = () => ({
  fecUuid: fec,
  providerFirmName: 'Cabinet Durand',
  signatoryName: 'Claire Durand',
  signatoryQuality: 'Expert-comptable',
  engagementLetterDate: '2024-02-15',
  declaredIncomeRegime: 'REEL_NORMAL',
  declaredVatRegime: 'REEL_NORMAL',
  vatOnDebits: true,
});

type Point = {
  number: number;
  title: string;
  shortTitle: string;
  canConclude: boolean;
  blockedReason: string | null;
  checks: { key: string; status: string; figures: { amount: number | null; accounts: string[] }[] }[];
  controls: { controlId: string; reviewed: boolean; reviewStatus: string }[];
  checklist: { key: string; checked: boolean }[];
};
const MISSION = `query ($u: ID!) { ecfMission(uuid: $u) { uuid state canSign progress { label }
  points { number title shortTitle canConclude blockedReason
    checks { key status figures { amount accounts } rowCount rows }
    controls { controlId reviewed reviewStatus }
    checklist { key checked } } } }`;

describe('schema/ecf.graphql', () => {
  let uuid: string;

  it('refuses creation without a credit (PAYMENT_REQUIRED), to a Member in the shield (FORBIDDEN)', async () => {
    const unpaid = await gql(owner, CREATE, { input: input() });
    expect(errorOf(unpaid)).toEqual([
      'PAYMENT_REQUIRED',
      "Aucun crédit « Mission ECF » disponible : achetez l'offre Mission ECF pour ouvrir une mission d'examen de conformité fiscale.",
    ]);
    const byMember = await gql(member, CREATE, { input: input() });
    expect(errorOf(byMember)).toEqual([
      'FORBIDDEN',
      'Seul un responsable ou le propriétaire du compte peut ouvrir une mission ECF.',
    ]);
  });

  it('creates a mission, lists it by state, reads its ten points and download URLs', async () => {
    await grantCredits(g.api.db, {
      accountUuid: owner.accountUuid,
      type: 'ecf',
      amount: 1,
      offerCode: 'mission-ecf',
      origin: 'Mission ECF (test)',
      expiresAt: null,
      at: new Date(),
    });
    const created = await gql<{
      createEcfMission: { uuid: string; reportUrls: { pdf: string } } & Record<string, unknown>;
    }>(owner, CREATE, { input: input() });
    expect(created.errors).toBeUndefined();
    uuid = created.data!.createEcfMission.uuid;
    expect(created.data!.createEcfMission).toMatchObject({
      state: 'IN_PROGRESS',
      stateLabel: 'En cours',
      declaredIncomeRegime: 'REEL_NORMAL',
      vatOnDebits: true,
      progress: { concluded: 0, total: 10, label: '0 point conclu sur 10' },
      reportUrls: { docx: `/download/ecf-missions/${uuid}.docx`, pdf: `/download/ecf-missions/${uuid}.pdf` },
      analysis: { uuid: analysis },
    });
    const list = await gql<{ ecfMissions: { items: { uuid: string }[]; pageInfo: { total: number } } }>(
      owner,
      `query ($s: EcfMissionState) { ecfMissions(state: $s, limit: 10) { items { uuid } pageInfo { total hasNextPage } } }`,
      { s: 'IN_PROGRESS' },
    );
    expect(list.data?.ecfMissions.items).toEqual([{ uuid }]);
    const signed = await gql<{ ecfMissions: { pageInfo: { total: number } } }>(
      owner,
      `{ ecfMissions(state: SIGNED) { pageInfo { total } } }`,
    );
    expect(signed.data?.ecfMissions.pageInfo.total).toBe(0);
    const read = await gql<{ ecfMission: { points: Point[] } }>(owner, MISSION, { u: uuid });
    expect(read.errors).toBeUndefined();
    const points = read.data!.ecfMission.points;
    expect(points).toHaveLength(10);
    expect(points[6].shortTitle).toBe('Provisions');
    expect(points[7].checks.map((c) => c.key)).toEqual(
      expect.arrayContaining(['ECF-8-CHIFFRES', 'ECF-8-REPRISE-N', 'ECF-8-REPRISE-N1']),
    );
    expect(points[1].controls.map((c) => c.controlId)).toContain('EQ-ECR');
    // The download URLs, through the gateway's file routes: the draft PDF; a malformed name is refused first.
    const base = g.url.replace(/\/graphql$/, '');
    const pdf = await fetch(`${base}/download/ecf-missions/${uuid}.pdf`, {
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const bad = await fetch(`${base}/download/ecf-missions/${uuid}.exe`, {
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    expect(bad.status).toBe(400);
    // A Member without a grant on the FEC reads nothing.
    const hidden = await gql<{ ecfMission: unknown }>(member, MISSION, { u: uuid });
    expect(hidden.data?.ecfMission).toBeNull();
  }, 60_000);

  it('answers bad input in French with its code', async () => {
    const conclude = `mutation ($m: ID!, $n: Int!, $c: EcfConclusion!, $t: String) {
      concludeEcfPoint(missionUuid: $m, number: $n, conclusion: $c, comment: $t) { number conclusion conclusionLabel comment history { conclusion } } }`;
    const noComment = await gql(owner, conclude, { m: uuid, n: 4, c: 'NON_CONFORME' });
    expect(errorOf(noComment)).toEqual([
      'BAD_USER_INPUT',
      'Un commentaire est obligatoire pour un point « non conforme ».',
    ]);
    const badPoint = await gql(owner, conclude, { m: uuid, n: 12, c: 'CONFORME' });
    expect(errorOf(badPoint)[0]).toBe('BAD_USER_INPUT');
    const sign = await gql(owner, `mutation ($u: ID!) { signEcfMission(uuid: $u) { state } }`, { u: uuid });
    expect(errorOf(sign)).toEqual([
      'CONFLICT',
      'Les dix points doivent être conclus avant la signature (points 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 à conclure).',
    ]);
    const signByMember = await gql(member, `mutation ($u: ID!) { signEcfMission(uuid: $u) { state } }`, {
      u: uuid,
    });
    expect(errorOf(signByMember)).toEqual([
      'FORBIDDEN',
      'Seul un responsable ou le propriétaire du compte peut signer la mission ECF.',
    ]);
    const ok = await gql<{ concludeEcfPoint: Record<string, unknown> }>(owner, conclude, {
      m: uuid,
      n: 4,
      c: 'NON_CONFORME',
      t: 'Pièces de 2019 introuvables.',
    });
    expect(ok.data?.concludeEcfPoint).toEqual({
      number: 4,
      conclusion: 'NON_CONFORME',
      conclusionLabel: 'Non conforme',
      comment: 'Pièces de 2019 introuvables.',
      history: [{ conclusion: 'NON_CONFORME' }],
    });
    const ticked = await gql<{ setEcfChecklistItem: { key: string; checked: boolean } }>(
      owner,
      `mutation ($u: ID!) { setEcfChecklistItem(missionUuid: $u, number: 4, key: "delai-conservation", checked: true) { key checked checkedBy { email } } }`,
      { u: uuid },
    );
    expect(ticked.data?.setEcfChecklistItem).toMatchObject({ key: 'delai-conservation', checked: true });
  }, 60_000);
});
