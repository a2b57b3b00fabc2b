import type { TestDatabase } from '../../../../platform/db';
import type { TestUser } from '../../../../api/src/testing/harness';
import { analyse, insertFec, realFec, waitFinished } from '../../../../api/src/analyses/testing/fixtures';
import { openGatewayTestDatabase, startGatewayHarness, type GatewayHarness } from '../../testing/harness';

/**
 * The review contract through GraphQL (schema/review.graphql, issue 37): Control.review, Finding.review,
 * setReview (bulk), assignControl, myAssignments, reviewProgress, signOffAnalysis, reopenAnalysisReview,
 * changesSincePrevious; the comment fields of today read the dossier's comments across runs. Errors carry
 * extensions.code and the French message.
 */

let database: TestDatabase<unknown>;
let g: GatewayHarness;
let owner: TestUser;
let member: TestUser;
let fec: string;
let first: string;
let second: string;

const YEAR = { siren: '123456782', fiscal_start: '2023-01-01', fiscal_end: '2023-12-31' };

beforeAll(async () => {
  database = await openGatewayTestDatabase();
  g = await startGatewayHarness(database);
  owner = await g.api.newOwner();
  member = await g.api.newMember(owner.accountUuid, 'Role_Member');
  fec = await insertFec(g.api, owner, realFec('000000000FEC20231231.txt'), YEAR);
  first = await analyse(g.api, owner, fec);
  expect((await waitFinished(g.api, first)).status).toBe('done');
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

type FindingNode = { key: string; change: string | null; review: { status: string; carriedOver: boolean } };
type ControlNode = {
  controlId: string;
  review: {
    uuid: string | null;
    status: string;
    statusLabel: string;
    assignee: { uuid: string } | null;
  } | null;
  comments: { body: string; analysisUuid: string; carriedOver: boolean }[];
  findings: { items: FindingNode[]; pageInfo: { total: number }; previousAnalysisUuid: string | null };
};

const CONTROL = `query ($u: ID!) {
  analysis(uuid: $u) {
    reviewProgress { reviewed total label }
    reviewSignOff { active message signedBy { displayName } }
    controls(search: "HORS-EXO") {
      controlId
      review { uuid status statusLabel justification setBy { uuid } carriedOver assignee { uuid }
               history { kind status actor { uuid } } }
      comments { body analysisUuid carriedOver }
      findings(limit: 500) { items { key line change review { status carriedOver } } pageInfo { total } previousAnalysisUuid }
    }
  }
}`;

const controlOf = async (user: TestUser, analysis: string) => {
  const res = await gql<{
    analysis: {
      reviewProgress: { reviewed: number; total: number; label: string };
      reviewSignOff: { active: boolean; message: string } | null;
      controls: ControlNode[];
    };
  }>(user, CONTROL, { u: analysis });
  expect(res.errors).toBeUndefined();
  return {
    ...res.data!.analysis,
    control: res.data!.analysis.controls.find((c) => c.controlId === 'HORS-EXO')!,
  };
};

const SET = `mutation ($a: ID!, $k: [String!], $s: ReviewStatus!, $j: String) {
  setReview(analysisUuid: $a, controlId: "HORS-EXO", findingKeys: $k, status: $s, justification: $j) {
    uuid status statusLabel justification
  }
}`;

describe('the review through GraphQL', () => {
  it('comments, statuses and findings come back after « Relancer l’analyse », marked as carried over', async () => {
    const added = await gql(
      owner,
      `mutation ($a: ID!) { addControlComment(analysisUuid: $a, controlId: "HORS-EXO", body: "À reclasser") { uuid carriedOver } }`,
      { a: first },
    );
    expect(added.errors).toBeUndefined();
    const before = await controlOf(owner, first);
    expect(before.control.review).toMatchObject({
      uuid: null,
      status: 'TO_REVIEW',
      statusLabel: 'À examiner',
    });
    expect(before.control.findings.previousAnalysisUuid).toBeNull();
    const keys = before.control.findings.items.slice(0, 3).map((f) => f.key);
    const set = await gql<{ setReview: { status: string }[] }>(owner, SET, {
      a: first,
      k: keys,
      s: 'NOT_APPLICABLE',
    });
    expect(set.errors).toBeUndefined();
    expect(set.data!.setReview.map((r) => r.status)).toEqual([
      'NOT_APPLICABLE',
      'NOT_APPLICABLE',
      'NOT_APPLICABLE',
    ]);
    const control = await gql(owner, SET, { a: first, s: 'CONFIRMED' });
    expect(control.errors).toBeUndefined();

    const rerun = await gql<{ rerunAnalysis: { uuid: string } }>(
      owner,
      `mutation ($f: ID!) { rerunAnalysis(fecUuid: $f) { uuid } }`,
      { f: fec },
    );
    second = rerun.data!.rerunAnalysis.uuid;
    expect((await waitFinished(g.api, second)).status).toBe('done');
    const after = await controlOf(owner, second);
    expect(after.control.comments).toEqual([{ body: 'À reclasser', analysisUuid: first, carriedOver: true }]);
    expect(after.control.review).toMatchObject({ status: 'CONFIRMED', statusLabel: 'Anomalie confirmée' });
    expect(after.control.findings.previousAnalysisUuid).toBe(first);
    const carried = after.control.findings.items.filter((f) => keys.includes(f.key));
    expect(carried.map((f) => [f.change, f.review.status, f.review.carriedOver])).toEqual([
      ['UNCHANGED', 'NOT_APPLICABLE', true],
      ['UNCHANGED', 'NOT_APPLICABLE', true],
      ['UNCHANGED', 'NOT_APPLICABLE', true],
    ]);
    expect(after.reviewProgress.reviewed).toBeGreaterThanOrEqual(1);
    expect(after.reviewProgress.label).toMatch(/^\d+ contrôles? revus? sur \d+$/);

    const changes = await gql<{ analysis: { changesSincePrevious: Record<string, unknown> } }>(
      owner,
      `query ($u: ID!) {
      analysis(uuid: $u) { changesSincePrevious { previousAnalysisUuid sameFec newCount goneCount carriedCount
        previousAnalysis { uuid } controls { controlId newCount unchangedCount goneCount complete } } }
    }`,
      { u: second },
    );
    expect(changes.errors).toBeUndefined();
    expect(changes.data!.analysis.changesSincePrevious).toMatchObject({
      previousAnalysisUuid: first,
      sameFec: true,
      newCount: 0,
      goneCount: 0,
      carriedCount: 3,
      previousAnalysis: { uuid: first },
    });
  }, 120_000);

  it('refuses a justification without text and an unknown status, in French with a code', async () => {
    const empty = await gql(owner, SET, { a: second, s: 'JUSTIFIED', j: '' });
    expect(errorOf(empty)).toEqual(['BAD_USER_INPUT', 'Veuillez saisir une justification.']);
    const unknown = await gql(owner, SET, { a: second, s: 'VALIDATED' });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(unknown.errors?.[0]?.message).not.toMatch(/\b(Variable|got invalid|Did you mean)\b/);
    const justified = await gql<{ setReview: { justification: string }[] }>(owner, SET, {
      a: second,
      s: 'JUSTIFIED',
      j: 'Écritures 2024 reclassées',
    });
    expect(justified.data!.setReview[0].justification).toBe('Écritures 2024 reclassées');
  });

  it('assigns to a granted Member, who finds it in myAssignments; a Member may not sign off', async () => {
    const ASSIGN = `mutation ($a: ID!, $m: ID) { assignControl(analysisUuid: $a, controlId: "HORS-EXO", assigneeUuid: $m) { assignee { uuid displayName } } }`;
    const refused = await gql(owner, ASSIGN, { a: second, m: member.uuid });
    expect(errorOf(refused)).toEqual([
      'BAD_USER_INPUT',
      "Cette personne n'a pas accès à ce FEC : donnez-lui d'abord l'accès.",
    ]);
    await g.api.call('PUT', `/v1/fecs/${fec}/access`, {
      token: owner.accessToken,
      body: [{ email: member.email, write: false }],
    });
    const assigned = await gql<{ assignControl: { assignee: { uuid: string } } }>(owner, ASSIGN, {
      a: second,
      m: member.uuid,
    });
    expect(assigned.data?.assignControl.assignee.uuid).toBe(member.uuid);
    const mine = await gql<{
      myAssignments: { items: Record<string, unknown>[]; pageInfo: { total: number } };
    }>(
      member,
      `{
      myAssignments { items { controlId controlLabel analysisUuid analysis { uuid } dossier { siren fiscalEnd }
        review { status assignee { uuid } } } pageInfo { total } }
    }`,
    );
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.myAssignments.pageInfo.total).toBe(1);
    expect(mine.data!.myAssignments.items[0]).toMatchObject({
      controlId: 'HORS-EXO',
      analysisUuid: second,
      analysis: { uuid: second },
      dossier: { siren: YEAR.siren, fiscalEnd: YEAR.fiscal_end },
      review: { status: 'JUSTIFIED', assignee: { uuid: member.uuid } },
    });
    const signOff = await gql(member, `mutation ($a: ID!) { signOffAnalysis(analysisUuid: $a) { active } }`, {
      a: second,
    });
    expect(errorOf(signOff)).toEqual([
      'FORBIDDEN',
      'Seul un responsable ou le propriétaire du compte peut valider la revue.',
    ]);
  });

  it('signs off; the review is read-only until reopened with a reason', async () => {
    const signed = await gql<{ signOffAnalysis: { active: boolean; message: string } }>(
      owner,
      `mutation ($a: ID!) { signOffAnalysis(analysisUuid: $a) { active message } }`,
      { a: second },
    );
    expect(signed.errors).toBeUndefined();
    expect(signed.data!.signOffAnalysis.message).toMatch(/^Revue validée par .+ le \d{2}\/\d{2}\/\d{4}$/);
    expect((await controlOf(owner, first)).reviewSignOff).toMatchObject({ active: true });
    const write = await gql(member, SET, { a: second, s: 'CORRECTED' });
    expect(errorOf(write)).toEqual([
      'CONFLICT',
      "La revue de ce dossier a été validée : elle est en lecture seule jusqu'à sa réouverture.",
    ]);
    const REOPEN = `mutation ($a: ID!, $r: String!) { reopenAnalysisReview(analysisUuid: $a, reason: $r) { active reopenReason } }`;
    const noReason = await gql(owner, REOPEN, { a: second, r: '' });
    expect(errorOf(noReason)[0]).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(noReason.errors)).toContain('Veuillez indiquer la raison de la réouverture.');
    const reopened = await gql<{ reopenAnalysisReview: { active: boolean; reopenReason: string } }>(
      owner,
      REOPEN,
      { a: second, r: 'Nouvelle pièce' },
    );
    expect(reopened.data!.reopenAnalysisReview).toEqual({ active: false, reopenReason: 'Nouvelle pièce' });
    const again = await gql(member, SET, { a: second, s: 'CORRECTED' });
    expect(again.errors).toBeUndefined();
    const history = (await controlOf(owner, second)).control.review as unknown as {
      history: { kind: string; status: string | null }[];
    };
    expect(history.history.map((e) => [e.kind, e.status])).toEqual([
      ['STATUS', 'CONFIRMED'],
      ['STATUS', 'JUSTIFIED'],
      ['ASSIGNMENT', null],
      ['STATUS', 'CORRECTED'],
    ]);
  });
});
