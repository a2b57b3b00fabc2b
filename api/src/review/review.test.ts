import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestDatabase } from '../../../platform/db';
import { analyse, insertFec, realFec, waitFinished } from '../analyses/testing/fixtures';
import { MSG } from '../http/messages';
import { outboxFor } from '../mail';
import { openApiTestDatabase, startApiHarness, type ApiHarness, type TestUser } from '../testing/harness';

/**
 * Issue 37: the review work belongs to the dossier (company + fiscal year) and outlives a run — comments and
 * statuses come back after « Relancer », in the corrected or re-imported FEC; findings are recognised by
 * their content; assignments, « Mes travaux », progress; sign-off then read-only until reopened; every bad
 * input refused in French with nothing stored.
 */

type Body<T> = { data: { data: T } };
type List<T> = Body<{ items: T[]; total: number }>;
interface Item {
  uuid: string | null;
  control_id: string;
  finding_key: string | null;
  status: string;
  status_label: string;
  justification: string | null;
  set_by: { uuid: string } | null;
  carried_over: boolean;
  assignee: { uuid: string } | null;
}
interface Finding {
  control_id: string;
  key: string;
  line: number | null;
  row: Record<string, unknown>;
  change: 'new' | 'unchanged' | null;
  review: Item;
}
interface Review {
  analysis_uuid: string;
  dossier_uuid: string | null;
  sign_off: { active: boolean; message: string } | null;
  progress: { reviewed: number; total: number; findings_reviewed: number } | null;
  controls: Item[];
}

const FEC = '000000000FEC20231231.txt';
const YEAR = { siren: '123456782', fiscal_start: '2023-01-01', fiscal_end: '2023-12-31' };

let database: TestDatabase<unknown>;
let h: ApiHarness;
let owner: TestUser;
let manager: TestUser;
let member: TestUser;
let stranger: TestUser;
let fec: string;
let first: string;
let work: string;

const call = async <T>(
  user: TestUser,
  method: string,
  path: string,
  body?: unknown,
  query?: Record<string, string>,
) => h.call<T>(method, path, { token: user.accessToken, body, query });
const data = <T>(res: { body: Body<T> }) => res.body.data.data;

const findings = async (user: TestUser, analysis: string, control: string) =>
  data(
    await call<Body<{ items: Finding[] }>>(user, 'GET', `/v1/analyses/${analysis}/findings`, undefined, {
      control,
    }),
  ).items;
const review = async (user: TestUser, analysis: string) =>
  data(await call<List<Review>>(user, 'GET', '/v1/analyses/review', undefined, { ids: analysis })).items[0];
const counts = async () => ({
  items: (await h.db.selectFrom('review_items').select('uuid').execute()).length,
  history: (await h.db.selectFrom('review_history').select('uuid').execute()).length,
  comments: (await h.db.selectFrom('control_comments').select('uuid').execute()).length,
  signoffs: (await h.db.selectFrom('review_signoffs').selectAll().execute()).map(
    (s) => s.reopened_at === null,
  ),
});

async function rerun(user: TestUser, fecUuid: string): Promise<string> {
  const res = await call<Body<{ uuid: string }>>(user, 'POST', `/v1/fecs/${fecUuid}/analyses`);
  expect(res.status).toBe(201);
  const uuid = data(res).uuid;
  expect((await waitFinished(h, uuid)).status).toBe('done');
  return uuid;
}

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database);
  work = await mkdtemp(join(tmpdir(), 'review-test-'));
  [owner, stranger] = await Promise.all([h.newOwner(), h.newOwner()]);
  manager = await h.newMember(owner.accountUuid, 'Role_Manager');
  member = await h.newMember(owner.accountUuid, 'Role_Member');
  fec = await insertFec(h, owner, realFec(FEC), YEAR);
  first = await analyse(h, owner, fec);
  expect((await waitFinished(h, first)).status).toBe('done');
}, 120_000);
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
  await rm(work, { recursive: true, force: true });
});

describe('work that outlives a run', () => {
  let second: string;

  it('a comment written before « Relancer » is read again in the new run, saying where it was written', async () => {
    const added = await call<Body<{ uuid: string }>>(
      owner,
      'POST',
      `/v1/analyses/${first}/controls/HORS-EXO/comments`,
      {
        body: 'Écritures de 2024 à reclasser',
      },
    );
    expect(added.status).toBe(201);
    second = await rerun(owner, fec);
    const res = await call<
      List<{ uuid: string; analysis_uuid: string; for_analysis_uuid: string; carried_over: boolean }>
    >(owner, 'GET', `/v1/analyses/${second}/controls/HORS-EXO/comments`);
    expect(res.status).toBe(200);
    expect(data(res).items).toEqual([
      expect.objectContaining({
        uuid: data(added).uuid,
        analysis_uuid: first,
        for_analysis_uuid: second,
        carried_over: true,
      }),
    ]);
    // The gateway's batch: once per analysis asked for.
    const batch = await call<List<{ uuid: string; for_analysis_uuid: string }>>(
      owner,
      'GET',
      '/v1/analyses/comments',
      undefined,
      {
        ids: `${first},${second}`,
      },
    );
    expect(data(batch).items.map((c) => [c.uuid, c.for_analysis_uuid])).toEqual([
      [data(added).uuid, first],
      [data(added).uuid, second],
    ]);
  }, 60_000);

  it('statuses on a selection of findings (bulk) come back in the next run, marked unchanged', async () => {
    const before = await findings(owner, second, 'HORS-EXO');
    expect(before.length).toBeGreaterThan(2);
    expect(before.every((f) => f.change === 'unchanged')).toBe(true);
    const chosen = before.slice(0, 2).map((f) => f.key);
    const set = await call<List<Item>>(owner, 'PUT', `/v1/analyses/${second}/review`, {
      control_id: 'HORS-EXO',
      finding_keys: chosen,
      status: 'confirmed',
    });
    expect(set.status).toBe(200);
    expect(data(set).items.map((i) => [i.finding_key, i.status_label])).toEqual(
      chosen.map((k) => [k, 'Anomalie confirmée']),
    );
    // Findings reviewed in this very run count as work (« Relancer » asks first).
    expect((await review(owner, second)).progress?.findings_reviewed).toBe(2);
    const third = await rerun(owner, fec);
    const after = await findings(owner, third, 'HORS-EXO');
    const reviewed = after.filter((f) => chosen.includes(f.key));
    expect(reviewed.map((f) => [f.review.status, f.review.carried_over, f.change])).toEqual([
      ['confirmed', true, 'unchanged'],
      ['confirmed', true, 'unchanged'],
    ]);
    const changes = data(
      await call<
        Body<{
          previous: { analysis_uuid: string; same_fec: boolean };
          new: number;
          gone: number;
          carried: number;
        }>
      >(owner, 'GET', `/v1/analyses/${third}/changes`),
    );
    expect(changes).toMatchObject({
      previous: { analysis_uuid: second, same_fec: true },
      new: 0,
      gone: 0,
      carried: 2,
    });
  }, 60_000);

  it('a corrected FEC of the same company and year: one changed amount is a new finding, the old one gone', async () => {
    const latest = data(await call<List<{ uuid: string }>>(owner, 'GET', '/v1/analyses', undefined, { fec }))
      .items[0].uuid;
    const rows = await findings(owner, latest, 'HORS-EXO');
    const target = rows.find((f) => typeof f.line === 'number' && Number(f.row.debit) > 0)!;
    const lines = (await readFile(realFec(FEC), 'utf8')).split('\n');
    const fields = lines[target.line! - 1].split('\t');
    fields[11] = '999999,99'; // Debit
    lines[target.line! - 1] = fields.join('\t');
    const path = join(work, FEC);
    await writeFile(path, lines.join('\n'));
    const corrected = await insertFec(h, owner, path, YEAR);
    const analysis = await analyse(h, owner, corrected);
    expect((await waitFinished(h, analysis)).status).toBe('done');

    const changes = data(
      await call<
        Body<{
          previous: { analysis_uuid: string; same_fec: boolean };
          controls: {
            control_id: string;
            new: number;
            gone: number;
            unchanged: number;
            gone_findings: Finding[];
          }[];
        }>
      >(owner, 'GET', `/v1/analyses/${analysis}/changes`),
    );
    expect(changes.previous).toMatchObject({ analysis_uuid: latest, same_fec: false });
    const horsExo = changes.controls.find((c) => c.control_id === 'HORS-EXO')!;
    expect(horsExo).toMatchObject({ new: 1, gone: 1, unchanged: rows.length - 1 });
    expect(horsExo.gone_findings[0].key).toBe(target.key);
    // The work done on the other findings is shown on the re-imported FEC's analysis.
    const now = await findings(owner, analysis, 'HORS-EXO');
    expect(now.filter((f) => f.review.status === 'confirmed').length).toBe(
      rows.filter((f) => f.review.status === 'confirmed' && f.key !== target.key).length,
    );
    expect(now.filter((f) => f.change === 'new').map((f) => f.row.debit)).toEqual([99999999]);
    // And the comments of the dossier too.
    const comments = await call<List<{ analysis_uuid: string }>>(
      owner,
      'GET',
      `/v1/analyses/${analysis}/controls/HORS-EXO/comments`,
    );
    expect(data(comments).items.map((c) => c.analysis_uuid)).toEqual([first]);
  }, 60_000);
});

describe('bad input: refused in French, nothing stored', () => {
  it('« Justifié » without a justification', async () => {
    const before = await counts();
    const res = await call<{ message: string; errors: unknown[] }>(
      owner,
      'PUT',
      `/v1/analyses/${first}/review`,
      {
        control_id: 'HORS-EXO',
        status: 'justified',
        justification: '   ',
      },
    );
    expect([res.status, res.body.message]).toEqual([400, MSG.reviewJustificationRequired]);
    expect(res.body.errors).toEqual([{ field: 'justification', message: MSG.reviewJustificationRequired }]);
    expect(await counts()).toEqual(before);
  });

  it('an unknown status, or a finding key not in the analysis', async () => {
    const before = await counts();
    const unknown = await call<{ message: string; errors: { field: string; message: string }[] }>(
      owner,
      'PUT',
      `/v1/analyses/${first}/review`,
      { control_id: 'HORS-EXO', status: 'validated' },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ field: 'status', message: MSG.reviewStatusInvalid }]);
    const key = await call<{ message: string }>(owner, 'PUT', `/v1/analyses/${first}/review`, {
      control_id: 'HORS-EXO',
      status: 'confirmed',
      finding_keys: [`f1_${'A'.repeat(22)}`],
    });
    expect([key.status, key.body.message]).toEqual([400, MSG.reviewFindingNotFound]);
    expect(await counts()).toEqual(before);
  });

  it('a Member may not sign off, nor assign', async () => {
    const before = await counts();
    const signOff = await call<{ message: string }>(member, 'POST', `/v1/analyses/${first}/review/sign-off`);
    // A Member without a grant does not even reach the analysis; the right is checked first.
    expect([signOff.status, signOff.body.message]).toEqual([403, MSG.reviewSignOffForbidden]);
    const assign = await call<{ message: string }>(
      member,
      'PUT',
      `/v1/analyses/${first}/controls/HORS-EXO/assignee`,
      {
        assignee_uuid: member.uuid,
      },
    );
    expect([assign.status, assign.body.message]).toEqual([403, MSG.reviewAssignForbidden]);
    expect(await counts()).toEqual(before);
  });
});

describe('assignment, « Mes travaux », progress', () => {
  it('refuses a person outside the account, and a Member without access to the FEC', async () => {
    const before = await counts();
    const outsider = await call<{ message: string }>(
      owner,
      'PUT',
      `/v1/analyses/${first}/controls/HORS-EXO/assignee`,
      {
        assignee_uuid: stranger.uuid,
      },
    );
    expect([outsider.status, outsider.body.message]).toEqual([400, MSG.reviewAssigneeNotMember]);
    const ungranted = await call<{ message: string }>(
      owner,
      'PUT',
      `/v1/analyses/${first}/controls/HORS-EXO/assignee`,
      {
        assignee_uuid: member.uuid,
      },
    );
    expect([ungranted.status, ungranted.body.message]).toEqual([400, MSG.reviewAssigneeNoAccess]);
    expect(await counts()).toEqual(before);
  });

  it('a Member granted the FEC is assigned, sees it in « Mes travaux », and reviews it', async () => {
    const grant = await call(owner, 'PUT', `/v1/fecs/${fec}/access`, [{ email: member.email, write: false }]);
    expect(grant.status).toBe(200);
    const assigned = await call<Body<Item>>(
      manager,
      'PUT',
      `/v1/analyses/${first}/controls/HORS-EXO/assignee`,
      {
        assignee_uuid: member.uuid,
      },
    );
    expect(assigned.status).toBe(200);
    expect(data(assigned).assignee?.uuid).toBe(member.uuid);
    const mine = data(
      await call<List<{ control_id: string; analysis_uuid: string; dossier: { siren: string } }>>(
        member,
        'GET',
        '/v1/review/assignments',
      ),
    );
    expect(mine.total).toBe(1);
    expect(mine.items[0]).toMatchObject({ control_id: 'HORS-EXO', dossier: { siren: YEAR.siren } });
    // The latest analysis of the dossier the Member may read: one of the granted FEC's.
    const readable = data(
      await call<List<{ uuid: string }>>(owner, 'GET', '/v1/analyses', undefined, { fec }),
    ).items;
    expect(readable.map((a) => a.uuid)).toContain(mine.items[0].analysis_uuid);

    const progressBefore = (await review(member, mine.items[0].analysis_uuid)).progress!;
    const justified = await call<List<Item>>(
      member,
      'PUT',
      `/v1/analyses/${mine.items[0].analysis_uuid}/review`,
      {
        control_id: 'HORS-EXO',
        status: 'justified',
        justification: 'Écritures 2024 reclassées par le client',
      },
    );
    expect(justified.status).toBe(200);
    const after = await review(member, mine.items[0].analysis_uuid);
    expect(after.progress).toEqual({ ...progressBefore, reviewed: progressBefore.reviewed + 1 });
    expect(after.controls.find((c) => c.control_id === 'HORS-EXO')).toMatchObject({
      status: 'justified',
      status_label: 'Justifié',
      set_by: { uuid: member.uuid },
      assignee: { uuid: member.uuid },
    });
    // The history keeps the assignment and the status, who and when.
    const uuid = after.controls.find((c) => c.control_id === 'HORS-EXO')!.uuid!;
    const history = data(
      await call<List<{ kind: string; actor: { uuid: string } }>>(
        member,
        'GET',
        '/v1/review/history',
        undefined,
        {
          ids: uuid,
        },
      ),
    );
    expect(history.items.map((e) => [e.kind, e.actor.uuid])).toEqual([
      ['assignment', manager.uuid],
      ['status', member.uuid],
    ]);

    // Mails (issue 37, item 7): the assignment told the Member, with a link to the control and to her work.
    const [assignedMail] = await outboxFor(h.db, member.email);
    expect(assignedMail?.subject).toMatch(/^Un contrôle vous est affecté : /);
    expect(assignedMail?.text_body).toContain(`/mes-analyses/detail/HORS-EXO/${first}`);
    expect(assignedMail?.text_body).toContain('/mes-travaux');
    // A comment of the Owner reaches the assignee (and the Manager once she has commented), never its author.
    const ownerMails = (await outboxFor(h.db, owner.email)).length;
    const managerMails = (await outboxFor(h.db, manager.email)).length;
    const say = (user: TestUser, body: string) =>
      call(user, 'POST', `/v1/analyses/${first}/controls/HORS-EXO/comments`, { body });
    expect((await say(owner, 'Pouvez-vous demander les pièces au client ?')).status).toBe(201);
    const replies = await outboxFor(h.db, member.email);
    expect(replies).toHaveLength(2);
    expect(replies[1]!.subject).toMatch(/^Nouveau commentaire sur un contrôle : /);
    expect(replies[1]!.text_body).toContain('« Pouvez-vous demander les pièces au client ? »');
    expect(await outboxFor(h.db, owner.email)).toHaveLength(ownerMails);
    expect(await outboxFor(h.db, manager.email)).toHaveLength(managerMails);
    expect((await say(manager, 'Demande faite.')).status).toBe(201);
    expect(await outboxFor(h.db, owner.email)).toHaveLength(ownerMails + 1);
    expect(await outboxFor(h.db, member.email)).toHaveLength(3);
  }, 60_000);

  it('another account reads nothing of it', async () => {
    for (const [path, query] of [
      [`/v1/analyses/${first}/findings`, undefined],
      [`/v1/analyses/${first}/changes`, undefined],
      ['/v1/analyses/review', { ids: first }],
    ] as const) {
      const res = await call<{ message: string }>(stranger, 'GET', path, undefined, query);
      expect([res.status, res.body.message]).toEqual([403, MSG.fecForbidden]);
    }
    expect(data(await call<List<unknown>>(stranger, 'GET', '/v1/review/assignments')).items).toEqual([]);
  });
});

describe('sign-off', () => {
  it('a Manager signs off; every review write is then refused until reopened with a reason; audited', async () => {
    const signed = await call<Body<{ message: string; active: boolean }>>(
      manager,
      'POST',
      `/v1/analyses/${first}/review/sign-off`,
    );
    expect(signed.status).toBe(201);
    expect(data(signed).active).toBe(true);
    expect(data(signed).message).toMatch(/^Revue validée par .+ le \d{2}\/\d{2}\/\d{4}$/);
    // The whole dossier is read-only: any of its analyses.
    const latest = data(await call<List<{ uuid: string }>>(owner, 'GET', '/v1/analyses', undefined, { fec }))
      .items[0].uuid;
    expect((await review(owner, latest)).sign_off).toMatchObject({ active: true });

    const before = await counts();
    const attempts = [
      await call<{ message: string }>(owner, 'PUT', `/v1/analyses/${latest}/review`, {
        control_id: 'HORS-EXO',
        status: 'confirmed',
      }),
      await call<{ message: string }>(owner, 'PUT', `/v1/analyses/${first}/controls/HORS-EXO/assignee`, {
        assignee_uuid: null,
      }),
      await call<{ message: string }>(owner, 'POST', `/v1/analyses/${latest}/controls/HORS-EXO/comments`, {
        body: 'Après coup',
      }),
      await call<{ message: string }>(owner, 'POST', `/v1/analyses/${first}/review/sign-off`),
    ];
    expect(attempts.map((r) => [r.status, r.body.message])).toEqual([
      [409, MSG.reviewSignedOff],
      [409, MSG.reviewSignedOff],
      [409, MSG.reviewSignedOff],
      [409, MSG.reviewAlreadySignedOff],
    ]);
    const noReason = await call<{ message: string }>(owner, 'POST', `/v1/analyses/${first}/review/reopen`, {
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain(MSG.reviewReopenReasonRequired);
    const memberReopen = await call<{ message: string }>(
      member,
      'POST',
      `/v1/analyses/${first}/review/reopen`,
      {
        reason: 'Je veux corriger',
      },
    );
    expect([memberReopen.status, memberReopen.body.message]).toEqual([403, MSG.reviewReopenForbidden]);
    expect(await counts()).toEqual(before);

    const reopened = await call<Body<{ active: boolean; reopen_reason: string }>>(
      owner,
      'POST',
      `/v1/analyses/${first}/review/reopen`,
      {
        reason: 'Pièce justificative reçue après validation',
      },
    );
    expect(reopened.status).toBe(200);
    expect(data(reopened)).toMatchObject({
      active: false,
      reopen_reason: 'Pièce justificative reçue après validation',
    });
    const again = await call(owner, 'PUT', `/v1/analyses/${latest}/review`, {
      control_id: 'HORS-EXO',
      status: 'confirmed',
    });
    expect(again.status).toBe(200);
    const audited = await h.db
      .selectFrom('audit_log')
      .select(['action', 'detail', 'actor_uuid'])
      .where('action', 'like', 'review.%')
      .orderBy('id')
      .execute();
    expect(audited).toEqual([
      { action: `review.signoff ${first}`, detail: null, actor_uuid: manager.uuid },
      {
        action: `review.reopen ${first}`,
        detail: 'Pièce justificative reçue après validation',
        actor_uuid: owner.uuid,
      },
    ]);
  }, 60_000);
});
