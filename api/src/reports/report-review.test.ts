import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '../../../platform/db';
import { json } from '../db/database';
import { keyedFindings } from '../review/findings';
import { openApiTestDatabase, startApiHarness, type ApiHarness, type TestUser } from '../testing/harness';
import { buildReportModel } from './report-model-builder';
import { seedAnalysedFec, seedReport, type SeededAnalysedFec } from './testing';
import type { StoredReportOptions } from './tables';

/**
 * The model's « Travaux réalisés » (issue 37 item 6), built from the database as the report job does: the
 * dossier's statuses per control and per finding with their reviewer and date, the sign-off, and what
 * « Inclure les notes internes » off leaves out (comments, justifications, the reopen reason).
 */

let database: TestDatabase<unknown>;
let h: ApiHarness;
let owner: TestUser;
let manager: TestUser;
let fec: SeededAnalysedFec;

const rowA = {
  line: 5,
  journalCode: 'AC',
  ecritureNum: 'A12',
  ecritureDate: 20240315,
  compteNum: '607000',
  debit: 50000,
  credit: 0,
};
const rowB = {
  line: 9,
  journalCode: 'AC',
  ecritureNum: 'A13',
  ecritureDate: 20240110,
  compteNum: '607000',
  debit: 0,
  credit: 2500,
};
/** A finding reviewed in an earlier run that this one no longer has. */
const rowGone = {
  line: 7,
  journalCode: 'BQ',
  ecritureNum: 'B4',
  ecritureDate: 20240601,
  compteNum: '512000',
  debit: 9900,
  credit: 0,
};

const put = (body: unknown, token = owner.accessToken) =>
  h.call('PUT', `/v1/analyses/${fec.analysisUuid}/review`, { token, body });

async function model(options: Partial<StoredReportOptions> = {}) {
  const { uuid } = await seedReport(h, {
    accountUuid: owner.accountUuid,
    createdBy: owner.uuid,
    fec,
    status: 'loading',
  });
  await h.db
    .updateTable('reports')
    .set({
      options: json({
        merged: false,
        by_cycle: false,
        categories: [],
        themes: [],
        control_ids: [],
        ...options,
      }),
    })
    .where('uuid', '=', uuid)
    .execute();
  const row = await h.db.selectFrom('reports').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
  const built = await buildReportModel({ db: h.db, storage: h.deps.storage, now: () => new Date() }, row);
  await built.release();
  return built;
}

beforeAll(async () => {
  database = await openApiTestDatabase();
  h = await startApiHarness(database, { reports: 'record' });
  owner = await h.newOwner();
  manager = await h.newMember(owner.accountUuid, 'Role_Manager');
  await h.db
    .updateTable('users')
    .set({ first_name: 'Claire', last_name: 'Martin' })
    .where('uuid', '=', owner.uuid)
    .execute();
  await h.db
    .updateTable('users')
    .set({ first_name: 'Paul', last_name: 'Durand' })
    .where('uuid', '=', manager.uuid)
    .execute();
  fec = await seedAnalysedFec(h, owner);
  // Two more controls beside the seeded EQ-ECR: one with two findings, one never really reviewed.
  const control = (id: string, label: string, rows: unknown[]) => ({
    analysis_uuid: fec.analysisUuid,
    control_id: id,
    label,
    theme: 'comptes',
    cycle: 'general',
    result: 'WARNING' as const,
    count: rows.length,
    amount: 0,
    total: rows.length,
    reason: null,
    rows: json(rows),
  });
  await h.db
    .insertInto('analysis_controls')
    .values([
      control('CPT-PCG', 'Comptes hors plan comptable', [rowA, rowB]),
      control('VALID-TARDIVE', 'Validation tardive', []),
    ])
    .execute();

  const [keyA, keyB] = keyedFindings('CPT-PCG', [rowA, rowB]).map((f) => f.key);
  expect(
    (await put({ control_id: 'EQ-ECR', status: 'justified', justification: 'Écart expliqué par le client.' }))
      .status,
  ).toBe(200);
  expect(
    (
      await put(
        {
          control_id: 'CPT-PCG',
          finding_keys: [keyA],
          status: 'justified',
          justification: 'Pièce n° 118 jointe.',
        },
        manager.accessToken,
      )
    ).status,
  ).toBe(200);
  expect((await put({ control_id: 'CPT-PCG', finding_keys: [keyB], status: 'confirmed' })).status).toBe(200);
  // « À examiner » set back without a word: no review work.
  expect((await put({ control_id: 'VALID-TARDIVE', status: 'to_review' })).status).toBe(200);
  const { dossier_uuid } = await h.db
    .selectFrom('review_dossier_fecs')
    .select('dossier_uuid')
    .where('fec_uuid', '=', fec.fecUuid)
    .executeTakeFirstOrThrow();
  await h.db
    .insertInto('review_items')
    .values({
      uuid: randomUUID(),
      dossier_uuid,
      account_uuid: owner.accountUuid,
      control_id: 'CPT-PCG',
      finding_key: keyedFindings('CPT-PCG', [rowGone])[0].key,
      finding: json(rowGone),
      status: 'corrected',
      justification: 'Corrigé dans la version 2.',
      status_by: manager.uuid,
      status_at: new Date('2026-11-20T10:00:00Z'),
      status_analysis_uuid: randomUUID(),
    })
    .execute();
  const comment = await h.call('POST', `/v1/analyses/${fec.analysisUuid}/controls/EQ-ECR/comments`, {
    token: owner.accessToken,
    body: { body: 'Note interne : relancer le client.' },
  });
  expect(comment.status).toBe(201);
}, 120_000);
afterAll(async () => {
  await h?.close();
  await database?.cleanup();
});

describe('« Travaux réalisés » in the report model', () => {
  it('has each control with review work, its status, reviewer and date, then its reviewed findings', async () => {
    const m = await model();
    expect(m.options.internalNotes).toBe(true);
    const review = m.sources[0].review!;
    expect(review.signOff).toBeNull();
    expect(review.reopened).toBeNull();
    // VALID-TARDIVE is only « À examiner »: no work to show.
    expect(review.controls.map((c) => c.id).sort()).toEqual(['CPT-PCG', 'EQ-ECR']);
    const eq = review.controls.find((c) => c.id === 'EQ-ECR')!;
    expect(eq.review).toMatchObject({
      status: 'justified',
      statusLabel: 'Justifié',
      justification: 'Écart expliqué par le client.',
      reviewer: 'Claire Martin',
    });
    expect(eq.review.at).toBeInstanceOf(Date);
    expect(eq.findings).toEqual([]);
    const pcg = review.controls.find((c) => c.id === 'CPT-PCG')!;
    // The control itself was never given a status: « À examiner », by nobody.
    expect(pcg.review).toMatchObject({
      status: 'to_review',
      statusLabel: 'À examiner',
      reviewer: null,
      at: null,
    });
    // In the books' order (date), named by journal, entry, date, account and amounts.
    expect(pcg.findings.map((f) => [f.journal, f.ecritureNum, f.date, f.compte, f.debit, f.credit])).toEqual([
      ['AC', 'A13', 20240110, '607000', 0, 2500],
      ['AC', 'A12', 20240315, '607000', 50000, 0],
      ['BQ', 'B4', 20240601, '512000', 9900, 0],
    ]);
    expect(pcg.findings.map((f) => [f.statusLabel, f.justification, f.reviewer, f.absent])).toEqual([
      ['Anomalie confirmée', null, 'Claire Martin', false],
      ['Justifié', 'Pièce n° 118 jointe.', 'Paul Durand', false],
      ['Corrigée par le client', 'Corrigé dans la version 2.', 'Paul Durand', true],
    ]);
    expect(m.sources[0].controls.find((c) => c.id === 'EQ-ECR')!.comments.map((c) => c.body)).toEqual([
      'Note interne : relancer le client.',
    ]);
  });

  it('without internal notes: no comment, no justification; statuses and reviewers stay', async () => {
    const m = await model({ internal_notes: false });
    expect(m.options.internalNotes).toBe(false);
    for (const c of m.sources[0].controls) expect(c.comments).toEqual([]);
    const controls = m.sources[0].review!.controls;
    expect(controls.map((c) => c.review.justification)).toEqual([null, null]);
    expect(controls.flatMap((c) => c.findings.map((f) => f.justification))).toEqual([null, null, null]);
    expect(controls.flatMap((c) => c.findings.map((f) => f.reviewer))).toEqual([
      'Claire Martin',
      'Paul Durand',
      'Paul Durand',
    ]);
    expect(JSON.stringify(m.sources[0].review)).not.toMatch(/Pièce n° 118|Écart expliqué|version 2/);
  });

  it('follows the filters: a report of other controls has no review work (and no section) until a sign-off', async () => {
    const m = await model({ control_ids: ['VALID-TARDIVE'] });
    expect(m.sources[0].review).toBeNull();
  });

  it('signed off: « Revue validée par … »; reopened: who, when and why (the reason only with the notes)', async () => {
    expect(
      (await h.call('POST', `/v1/analyses/${fec.analysisUuid}/review/sign-off`, { token: owner.accessToken }))
        .status,
    ).toBe(201);
    const signed = await model({ control_ids: ['VALID-TARDIVE'] });
    // A signed-off dossier shows its state even without work on the controls kept.
    expect(signed.sources[0].review).toMatchObject({
      signOff: { by: 'Claire Martin' },
      reopened: null,
      controls: [],
    });
    expect(signed.sources[0].review!.signOff!.at).toBeInstanceOf(Date);

    const reopen = await h.call('POST', `/v1/analyses/${fec.analysisUuid}/review/reopen`, {
      token: manager.accessToken,
      body: { reason: 'Nouvelle version du FEC reçue.' },
    });
    expect(reopen.status).toBe(200);
    const withNotes = (await model()).sources[0].review!;
    expect(withNotes.signOff).toBeNull();
    expect(withNotes.reopened).toMatchObject({
      by: 'Paul Durand',
      signedBy: 'Claire Martin',
      reason: 'Nouvelle version du FEC reçue.',
    });
    const without = (await model({ internal_notes: false })).sources[0].review!;
    expect(without.reopened).toMatchObject({ by: 'Paul Durand', reason: null });
  });

  it('a locked FEC keeps the control statuses, never its findings’ amounts', async () => {
    await h.db.updateTable('fecs').set({ locked: true }).where('uuid', '=', fec.fecUuid).execute();
    try {
      const review = (await model()).sources[0].review!;
      expect(review.controls.map((c) => c.id).sort()).toEqual(['CPT-PCG', 'EQ-ECR']);
      for (const c of review.controls) expect(c.findings).toEqual([]);
    } finally {
      await h.db.updateTable('fecs').set({ locked: false }).where('uuid', '=', fec.fecUuid).execute();
    }
  });
});

describe('POST v1/reports with internal_notes', () => {
  it('stores the choice with the report and answers it (absent: included)', async () => {
    const post = (body: Record<string, unknown>) =>
      h.call<{ data: { data: { items: { uuid: string; internal_notes: boolean }[] } } }>(
        'POST',
        '/v1/reports',
        {
          token: owner.accessToken,
          body: { name: 'Rapport client', fec_uuids: [fec.fecUuid], formats: ['pdf'], ...body },
        },
      );
    const off = await post({ internal_notes: false });
    expect(off.status).toBe(201);
    const [report] = off.body.data.data.items;
    expect(report.internal_notes).toBe(false);
    const stored = await h.db
      .selectFrom('reports')
      .select('options')
      .where('uuid', '=', report.uuid)
      .executeTakeFirstOrThrow();
    expect(stored.options).toMatchObject({ internal_notes: false });
    const fetched = await h.call<{ data: { data: { internal_notes: boolean } } }>(
      'GET',
      `/v1/reports/${report.uuid}`,
      {
        token: owner.accessToken,
      },
    );
    expect(fetched.body.data.data.internal_notes).toBe(false);
    const byDefault = await post({});
    expect(byDefault.body.data.data.items[0].internal_notes).toBe(true);
    const bad = await post({ internal_notes: 'non' });
    expect(bad.status).toBe(400);
  });
});
