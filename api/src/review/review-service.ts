import type { FastifyRequest } from 'fastify';
import { FINDING_KEY_PATTERN } from '../../../engine/src/index';
import { analysesBatch, controlMeta, requireAnalysis } from '../analyses/analysis-service';
import { controlsOfMany, findAnalyses, type AnalysisRow } from '../analyses/analysis-store';
import { audit } from '../audit/audit';
import type { Caller } from '../auth/caller';
import type { ApiDb } from '../db/database';
import type { ApiDeps } from '../deps';
import { mayAccessFec } from '../fecs/fec-access';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../http/errors';
import { MSG } from '../http/messages';
import { membershipOf } from '../memberships/membership-store';
import { permissionsFor } from '../permissions/permissions';
import {
  assertNotSignedOff,
  dossierOfAnalysis,
  fecOf,
  readableFecsOfDossier,
  requireDossierReader,
} from './dossiers';
import { changeMarks, compareRuns, keyedFindings, type StoredControl } from './findings';
import { notifyAssignment, type NotifyDeps } from './notifications';
import {
  assignedTo,
  doneAnalysesOfFecs,
  dossierByUuid,
  dossiersByUuids,
  historyOf,
  insertSignoff,
  itemsByUuids,
  itemsOf,
  latestSignoffs,
  lockDossier,
  openSignoff,
  peopleByUuids,
  reopenSignoff,
  reviewedFindingCounts,
  signoffByUuid,
  writeItems,
  type Actor,
  type ItemRow,
  type PersonRow,
  type SignoffRow,
} from './review-store';
import { attachmentsOfItems, type AttachmentRow } from './attachment-store';
import { REVIEW_STATUS_LABELS, type ReviewStatus } from './tables';

/**
 * The rules of the review (issue 37): statuses per control and per finding, assignments, sign-off, and what
 * changed since the previous run of the dossier. Reading is whoever may read the analysis and holds
 * `analysis.review.read`; writing needs `analysis.review.write` (assigning `…assign`, signing off and
 * reopening `…signoff`: Owner, Manager). Every write is refused while the dossier's review is signed off.
 */

type Deps = Pick<ApiDeps, 'db' | 'now'>;
type AssignDeps = Deps & NotifyDeps;
type People = Map<string, PersonRow>;
/** What item views need besides the items: the people they name and each item's attachments. */
interface ItemContext {
  people: People;
  attachments: Map<string, AttachmentRow[]>;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function requireCan(ok: boolean | undefined, message?: string): void {
  if (!ok) throw forbidden(message);
}

const RUNNING = ['waitstart', 'inprogress', 'generating'];

/** A single analysis the caller may read, with results (409 while it runs, 400 for a multi-analysis). */
export async function requireReviewable(db: ApiDb, caller: Caller, uuid: string) {
  const found = await requireAnalysis(db, caller, uuid);
  if (found.analysis.kind !== 'single') throw badRequest(MSG.reviewSingleOnly);
  if (RUNNING.includes(found.analysis.status)) {
    throw new ApiError(409, MSG.analysisNotFinished, { analysis_status: found.analysis.status });
  }
  return found;
}

export async function requireControlRows(db: ApiDb, analysisUuid: string, controlId: string) {
  const [control] = await controlsOfMany(db, [analysisUuid], { rows: true }).then((all) =>
    all.filter((c) => c.control_id === controlId),
  );
  if (!control) throw notFound(MSG.controlNotFound);
  return control as StoredControl & { result: string };
}

// ------------------------------------------------------------------------------------------------ views

const personView = (people: People, uuid: string | null) => {
  const p = uuid ? people.get(uuid) : undefined;
  return p ? { uuid: p.uuid, first_name: p.first_name, last_name: p.last_name, email: p.email } : null;
};

const nameOf = (p: PersonRow | undefined) =>
  p ? [p.first_name, p.last_name].filter(Boolean).join(' ').trim() || p.email : 'un utilisateur supprimé';

const frenchDate = (d: Date | string) =>
  new Date(d).toLocaleDateString('fr-FR', {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });

/** An attachment as the API answers it (issue 37 item 4). */
export function attachmentView(a: AttachmentRow, people: People) {
  return {
    uuid: a.uuid,
    item_uuid: a.item_uuid,
    file_name: a.file_name,
    size: Number(a.size),
    content_type: a.content_type,
    uploaded_by: personView(people, a.uploaded_by),
    uploaded_at: iso(a.uploaded_at)!,
    analysis_uuid: a.analysis_uuid,
  };
}

/** A control's or a finding's review as the API answers it; « À examiner » when never touched. */
function itemView(
  item: ItemRow | undefined,
  at: { controlId: string; key: string; analysisUuid: string },
  ctx: ItemContext,
) {
  const { people } = ctx;
  const status = item?.status ?? 'to_review';
  return {
    uuid: item?.uuid ?? null,
    control_id: at.controlId,
    finding_key: at.key || null,
    status,
    status_label: REVIEW_STATUS_LABELS[status],
    justification: item?.justification ?? null,
    set_by: personView(people, item?.status_by ?? null),
    set_at: iso(item?.status_at ?? null),
    set_in_analysis_uuid: item?.status_analysis_uuid ?? null,
    /** Set in another run of the dossier, and shown here because the finding is still there. */
    carried_over: Boolean(item?.status_analysis_uuid && item.status_analysis_uuid !== at.analysisUuid),
    assignee: personView(people, item?.assignee_uuid ?? null),
    assigned_by: personView(people, item?.assigned_by ?? null),
    assigned_at: iso(item?.assigned_at ?? null),
    /** The evidence behind the justification, oldest first. */
    attachments: ((item && ctx.attachments.get(item.uuid)) ?? []).map((a) => attachmentView(a, people)),
  };
}
export type ReviewItemView = ReturnType<typeof itemView>;

interface FindingView {
  control_id: string;
  key: string;
  line: number | null;
  row: Record<string, unknown>;
  change: 'new' | 'unchanged' | null;
  review: ReviewItemView;
}

/** The people and attachments the views of `items` name (`more`: other people to name too). */
async function contextOfItems(
  db: ApiDb,
  items: ItemRow[],
  more: (string | null)[] = [],
): Promise<ItemContext> {
  const attachments = await attachmentsOfItems(
    db,
    items.map((i) => i.uuid),
  );
  const people = await peopleByUuids(db, [
    ...items.flatMap((i) => [i.status_by, i.assignee_uuid, i.assigned_by]),
    ...[...attachments.values()].flat().map((a) => a.uploaded_by),
    ...more,
  ]);
  return { people, attachments };
}

function signoffView(s: SignoffRow | undefined, people: People) {
  if (!s) return null;
  return {
    uuid: s.uuid,
    analysis_uuid: s.analysis_uuid,
    active: s.reopened_at === null,
    signed_by: personView(people, s.signed_by),
    signed_at: iso(s.signed_at)!,
    message: MSG.reviewSignedBy(
      nameOf(s.signed_by ? people.get(s.signed_by) : undefined),
      frenchDate(s.signed_at),
    ),
    reopened_by: personView(people, s.reopened_by),
    reopened_at: iso(s.reopened_at),
    reopen_reason: s.reopen_reason,
  };
}
export type SignoffView = NonNullable<ReturnType<typeof signoffView>>;

export const actorOf = (caller: Caller): Actor => ({
  userUuid: caller.user.uuid,
  impersonatorUuid: caller.impersonator?.uuid ?? null,
  apiKeyUuid: caller.apiKey?.uuid ?? null,
});

// ------------------------------------------------------------------------------------------------ reads

/** Results that call for a look: « x of y controls reviewed » counts these. */
const TO_LOOK_AT = new Set(['WARNING', 'ERROR', 'SAVINGS', 'INFO']);

/**
 * The review of several analyses in one call (the gateway's batching): each control's review, the progress
 * and the sign-off. One inaccessible analysis → 403 for the whole call; unknown ones are left out; a
 * multi-analysis or one still running has no review.
 */
export async function reviewsBatch(db: ApiDb, caller: Caller, uuids: string[]) {
  requireCan(caller.can.analysis?.review?.read);
  const views = await analysesBatch(db, caller, uuids);
  const rows = await findAnalyses(
    db,
    views.map((v) => v.uuid),
  );
  const reviewable = rows.filter((a) => a.kind === 'single' && !RUNNING.includes(a.status));
  const dossierOf = new Map<string, string | null>();
  for (const a of reviewable) dossierOf.set(a.uuid, await dossierOfAnalysis(db, a, false));
  const dossiers = [...new Set([...dossierOf.values()].filter((d): d is string => d !== null))];
  const [controls, items, signoffs, findingCounts] = await Promise.all([
    controlsOfMany(
      db,
      reviewable.map((a) => a.uuid),
      { rows: false },
    ),
    itemsOf(db, dossiers, { controlsOnly: true }),
    latestSignoffs(db, dossiers),
    reviewedFindingCounts(db, dossiers),
  ]);
  const ctx = await contextOfItems(
    db,
    items,
    [...signoffs.values()].flatMap((s) => [s.signed_by, s.reopened_by]),
  );
  const { people } = ctx;
  const itemAt = new Map(items.map((i) => [`${i.dossier_uuid}|${i.control_id}`, i]));
  const byUuid = new Map(rows.map((a) => [a.uuid, a]));
  return views.map((v) => {
    const a = byUuid.get(v.uuid)!;
    if (!dossierOf.has(a.uuid)) {
      return { analysis_uuid: a.uuid, dossier_uuid: null, sign_off: null, progress: null, controls: [] };
    }
    const dossier = dossierOf.get(a.uuid) ?? null;
    const own = controls.filter((c) => c.analysis_uuid === a.uuid);
    const reviews = own.map((c) =>
      itemView(
        dossier ? itemAt.get(`${dossier}|${c.control_id}`) : undefined,
        { controlId: c.control_id, key: '', analysisUuid: a.uuid },
        ctx,
      ),
    );
    const counted = own.filter((c) => TO_LOOK_AT.has(c.result)).map((c) => c.control_id);
    const reviewed = reviews.filter((r) => counted.includes(r.control_id) && r.status !== 'to_review').length;
    return {
      analysis_uuid: a.uuid,
      dossier_uuid: dossier,
      sign_off: signoffView(dossier ? signoffs.get(dossier) : undefined, people),
      progress: {
        reviewed,
        total: counted.length,
        findings_reviewed: dossier ? (findingCounts.get(dossier) ?? 0) : 0,
      },
      controls: reviews,
    };
  });
}

/** The previous run of the analysis' dossier the caller may read (an unlocked FEC), or null. */
async function previousRun(db: ApiDb, caller: Caller, analysis: AnalysisRow, dossierUuid: string | null) {
  const fec = await fecOf(db, analysis.fec_uuid);
  if (!fec) return null;
  const dossier = dossierUuid ? ((await dossierByUuid(db, dossierUuid)) ?? null) : null;
  const fecs = await readableFecsOfDossier(db, caller, dossier, fec, { unlockedOnly: true });
  const created = new Date(analysis.created_at).getTime();
  const runs = await doneAnalysesOfFecs(db, caller.account.uuid, fecs);
  return runs.find((r) => r.uuid !== analysis.uuid && new Date(r.created_at).getTime() < created) ?? null;
}

async function storedControls(db: ApiDb, analysisUuid: string, controlIds?: string[]) {
  const all = await controlsOfMany(db, [analysisUuid], { rows: true });
  return all
    .filter((c) => !controlIds || controlIds.includes(c.control_id))
    .map((c) => ({
      control_id: c.control_id,
      label: c.label,
      total: c.total,
      rows: ((c.rows as unknown as unknown[] | undefined) ?? []) as unknown[],
    }));
}

/**
 * The findings of some controls of an analysis (the rows kept with the results), each with its stable key,
 * its review and whether it is new or unchanged since the previous run. None while the FEC is locked.
 */
export async function findingsOf(db: ApiDb, caller: Caller, uuid: string, controlIds?: string[]) {
  requireCan(caller.can.analysis?.review?.read);
  const { analysis, locked } = await requireReviewable(db, caller, uuid);
  if (locked) return { previous_analysis_uuid: null, locked: true, controls: [], items: [] };
  const dossier = await dossierOfAnalysis(db, analysis, false);
  const controls = await storedControls(db, uuid, controlIds);
  const previous = await previousRun(db, caller, analysis, dossier);
  const before = previous
    ? await storedControls(
        db,
        previous.uuid,
        controls.map((c) => c.control_id),
      )
    : [];
  const items = dossier
    ? await itemsOf(db, [dossier], { controlIds: controls.map((c) => c.control_id) })
    : [];
  const ctx = await contextOfItems(db, items);
  const itemAt = new Map(items.map((i) => [`${i.control_id}|${i.finding_key}`, i]));
  const out: FindingView[] = [];
  for (const c of controls) {
    const findings = keyedFindings(c.control_id, c.rows);
    const prevKeys = previous
      ? new Set(
          keyedFindings(c.control_id, before.find((b) => b.control_id === c.control_id)?.rows ?? []).map(
            (f) => f.key,
          ),
        )
      : null;
    const marks = changeMarks(findings, prevKeys);
    findings.forEach((f, i) =>
      out.push({
        control_id: c.control_id,
        key: f.key,
        line: f.line,
        row: f.row,
        change: marks[i],
        review: itemView(
          itemAt.get(`${c.control_id}|${f.key}`),
          { controlId: c.control_id, key: f.key, analysisUuid: uuid },
          ctx,
        ),
      }),
    );
  }
  return {
    previous_analysis_uuid: previous?.uuid ?? null,
    locked: false,
    controls: controls.map((c) => ({
      control_id: c.control_id,
      total: c.total,
      kept: c.rows.length,
    })),
    items: out,
  };
}

/**
 * Finding by finding, what changed since the previous run of the dossier (a re-run, the corrected FEC or a
 * re-import of the same company and year); the earlier work where it still applies (`carried`) and the
 * work on findings that are gone. `previous` null: no earlier run the caller may read.
 */
export async function changesSincePrevious(db: ApiDb, caller: Caller, uuid: string) {
  requireCan(caller.can.analysis?.review?.read);
  const { analysis, locked } = await requireReviewable(db, caller, uuid);
  const empty = { previous: null, new: 0, unchanged: 0, gone: 0, carried: 0, controls: [] };
  if (locked) return empty;
  const dossier = await dossierOfAnalysis(db, analysis, false);
  const previous = await previousRun(db, caller, analysis, dossier);
  if (!previous) return empty;
  const [current, before] = await Promise.all([storedControls(db, uuid), storedControls(db, previous.uuid)]);
  const changes = compareRuns(current, before);
  const items = dossier ? await itemsOf(db, [dossier]) : [];
  const ctx = await contextOfItems(db, items);
  const itemAt = new Map(items.map((i) => [`${i.control_id}|${i.finding_key}`, i]));
  const present = new Set(
    current.flatMap((c) => keyedFindings(c.control_id, c.rows).map((f) => `${c.control_id}|${f.key}`)),
  );
  const carried = items.filter(
    (i) =>
      i.finding_key !== '' &&
      i.status !== 'to_review' &&
      i.status_analysis_uuid !== uuid &&
      present.has(`${i.control_id}|${i.finding_key}`),
  ).length;
  const sum = (k: 'new' | 'unchanged' | 'gone') => changes.reduce((n, c) => n + c[k], 0);
  return {
    previous: {
      analysis_uuid: previous.uuid,
      fec_uuid: previous.fec_uuid,
      same_fec: previous.fec_uuid === analysis.fec_uuid,
      created_at: iso(previous.created_at)!,
    },
    new: sum('new'),
    unchanged: sum('unchanged'),
    gone: sum('gone'),
    carried,
    controls: changes.map((c) => ({
      control_id: c.control_id,
      label: c.label,
      new: c.new,
      unchanged: c.unchanged,
      gone: c.gone,
      complete: c.complete,
      gone_findings: c.gone_findings.map((f) => ({
        control_id: c.control_id,
        key: f.key,
        line: f.line,
        row: f.row,
        change: null,
        review: itemView(
          itemAt.get(`${c.control_id}|${f.key}`),
          { controlId: c.control_id, key: f.key, analysisUuid: uuid },
          ctx,
        ),
      })),
    })),
  };
}

/** The history of review items (one call for many: the gateway's batching). */
export async function historyBatch(db: ApiDb, caller: Caller, itemUuids: string[]) {
  requireCan(caller.can.analysis?.review?.read);
  const items = await itemsByUuids(db, itemUuids);
  if (items.some((i) => i.account_uuid !== caller.account.uuid)) throw forbidden(MSG.fecForbidden);
  for (const dossier of new Set(items.map((i) => i.dossier_uuid)))
    await requireDossierReader(db, caller, dossier);
  const rows = await historyOf(
    db,
    items.map((i) => i.uuid),
  );
  const people = await peopleByUuids(
    db,
    rows.flatMap((r) => [r.actor_uuid, r.assignee_uuid]),
  );
  return rows.map((r) => ({
    uuid: r.uuid,
    item_uuid: r.item_uuid,
    analysis_uuid: r.analysis_uuid,
    kind: r.kind,
    status: r.status,
    status_label: r.status ? REVIEW_STATUS_LABELS[r.status] : null,
    justification: r.justification,
    assignee: personView(people, r.assignee_uuid),
    actor: personView(people, r.actor_uuid),
    on_behalf: r.impersonator_uuid !== null || r.api_key_uuid !== null,
    at: iso(r.at)!,
  }));
}

/**
 * What is assigned to the caller across the account's dossiers (« Mes travaux »), each with the latest
 * analysis of its dossier the caller may read (dossiers they may no longer read are left out).
 */
export async function myAssignments(db: ApiDb, caller: Caller, page: { limit: number; offset: number }) {
  requireCan(caller.can.analysis?.review?.read);
  const items = await assignedTo(db, caller.account.uuid, caller.user.uuid);
  const dossiers = new Map(
    (await dossiersByUuids(db, [...new Set(items.map((i) => i.dossier_uuid))])).map((d) => [d.uuid, d]),
  );
  const opens = new Map<
    string,
    { analysis_uuid: string; fec_uuid: string; company_name: string | null } | null
  >();
  for (const [uuid, dossier] of dossiers) {
    const fecs = await readableFecsOfDossier(db, caller, dossier, null);
    const [latest] = await doneAnalysesOfFecs(db, caller.account.uuid, fecs);
    if (!latest) {
      opens.set(uuid, null);
      continue;
    }
    const fec = await db
      .selectFrom('fecs')
      .select('company_name')
      .where('uuid', '=', latest.fec_uuid)
      .executeTakeFirst();
    opens.set(uuid, {
      analysis_uuid: latest.uuid,
      fec_uuid: latest.fec_uuid,
      company_name: fec?.company_name ?? null,
    });
  }
  const visible = items.filter((i) => opens.get(i.dossier_uuid));
  const ctx = await contextOfItems(db, visible);
  const all = visible.map((i) => {
    const open = opens.get(i.dossier_uuid)!;
    const dossier = dossiers.get(i.dossier_uuid)!;
    return {
      item: itemView(
        i,
        { controlId: i.control_id, key: i.finding_key, analysisUuid: open.analysis_uuid },
        ctx,
      ),
      control_id: i.control_id,
      control_label: controlMeta(i.control_id)?.label ?? i.control_id,
      dossier: {
        uuid: dossier.uuid,
        siren: dossier.siren,
        fiscal_end: dossier.fiscal_end,
        company_name: open.company_name,
      },
      analysis_uuid: open.analysis_uuid,
      fec_uuid: open.fec_uuid,
    };
  });
  return { items: all.slice(page.offset, page.offset + page.limit), total: all.length };
}

// ----------------------------------------------------------------------------------------------- writes

export interface SetReviewInput {
  control_id: string;
  /** The findings to set (a selection: bulk); none or empty: the control itself. */
  finding_keys?: string[];
  status: ReviewStatus;
  justification?: string | null;
}

/**
 * Sets a status on a control, or on a selection of its findings (bulk), with a justification (required
 * for « Justifié »). One transaction: all or nothing, history included.
 */
export async function setReview(deps: Deps, caller: Caller, uuid: string, input: SetReviewInput) {
  requireCan(caller.can.analysis?.review?.write, MSG.reviewWriteForbidden);
  const justification = input.justification?.trim() || null;
  if (input.status === 'justified' && !justification) {
    throw badRequest(MSG.reviewJustificationRequired, [
      { field: 'justification', message: MSG.reviewJustificationRequired },
    ]);
  }
  const { db } = deps;
  const { analysis, locked } = await requireReviewable(db, caller, uuid);
  const control = await requireControlRows(db, uuid, input.control_id);
  const keys = [...new Set(input.finding_keys ?? [])];
  let targets: { key: string; finding: unknown }[] = [{ key: '', finding: null }];
  if (keys.length > 0) {
    if (locked) throw forbidden(MSG.reviewFindingsLocked);
    const findings = new Map(keyedFindings(control.control_id, control.rows).map((f) => [f.key, f.row]));
    const unknown = keys.filter((k) => !FINDING_KEY_PATTERN.test(k) || !findings.has(k));
    if (unknown.length) {
      throw badRequest(
        MSG.reviewFindingNotFound,
        unknown
          .slice(0, 20)
          .map((k) => ({ field: `finding_keys.${keys.indexOf(k)}`, message: MSG.reviewFindingNotFound })),
      );
    }
    targets = keys.map((key) => ({ key, finding: findings.get(key) }));
  }
  const dossier = (await dossierOfAnalysis(db, analysis, true))!;
  const at = deps.now();
  const written = await db.transaction().execute(async (trx) => {
    await lockDossier(trx, dossier);
    await assertNotSignedOff(trx, dossier);
    return writeItems(
      trx,
      {
        dossierUuid: dossier,
        accountUuid: caller.account.uuid,
        controlId: control.control_id,
        analysisUuid: uuid,
      },
      targets,
      { kind: 'status', status: input.status, justification },
      actorOf(caller),
      at,
    );
  });
  const items = await itemsByUuids(db, written);
  const ctx = await contextOfItems(db, items);
  const byUuid = new Map(items.map((i) => [i.uuid, i]));
  return written.map((u, i) =>
    itemView(byUuid.get(u), { controlId: control.control_id, key: targets[i].key, analysisUuid: uuid }, ctx),
  );
}

/**
 * Assigns a control to a colleague of the account (null: nobody). They must be an active member; a Member
 * must also have access to the FEC (a grant to them or to one of their groups).
 */
export async function assignControl(
  deps: AssignDeps,
  caller: Caller,
  uuid: string,
  controlId: string,
  assigneeUuid: string | null,
) {
  requireCan(caller.can.analysis?.review?.assign, MSG.reviewAssignForbidden);
  const { db } = deps;
  const { analysis, fecs } = await requireReviewable(db, caller, uuid);
  await requireControlRows(db, uuid, controlId);
  if (assigneeUuid) {
    const refuse = (message: string) => badRequest(message, [{ field: 'assignee_uuid', message }]);
    const membership = await membershipOf(db, caller.account.uuid, assigneeUuid);
    if (!membership || membership.status !== 'active' || membership.blocked_at) {
      throw refuse(MSG.reviewAssigneeNotMember);
    }
    const user = await db.selectFrom('users').selectAll().where('uuid', '=', assigneeUuid).executeTakeFirst();
    if (!user) throw refuse(MSG.reviewAssigneeNotMember);
    // The assignee's own rights in this account (their role), not the caller's: a Member needs a grant.
    const assignee = {
      ...caller,
      user,
      role: membership.role,
      can: permissionsFor([membership.role]),
    } as Caller;
    if (!(await mayAccessFec(db, assignee, fecs[0], 'read')) || !assignee.can.analysis?.review?.read) {
      throw refuse(MSG.reviewAssigneeNoAccess);
    }
  }
  const dossier = (await dossierOfAnalysis(db, analysis, true))!;
  const at = deps.now();
  const [written] = await db.transaction().execute(async (trx) => {
    await lockDossier(trx, dossier);
    await assertNotSignedOff(trx, dossier);
    return writeItems(
      trx,
      { dossierUuid: dossier, accountUuid: caller.account.uuid, controlId, analysisUuid: uuid },
      [{ key: '', finding: null }],
      { kind: 'assignment', assignee: assigneeUuid },
      actorOf(caller),
      at,
    );
  });
  if (assigneeUuid) {
    await notifyAssignment(deps, { analysis, controlId, assigneeUuid, assignerUuid: caller.user.uuid });
  }
  const items = await itemsByUuids(db, [written]);
  return itemView(items[0], { controlId, key: '', analysisUuid: uuid }, await contextOfItems(db, items));
}

/** « Revue validée par … le … »: the dossier's review becomes read-only until reopened. Audited. */
export async function signOffAnalysis(deps: Deps, request: FastifyRequest, caller: Caller, uuid: string) {
  requireCan(caller.can.analysis?.review?.signoff, MSG.reviewSignOffForbidden);
  const { db } = deps;
  const { analysis } = await requireReviewable(db, caller, uuid);
  if (analysis.status !== 'done') throw conflict(MSG.analysisNotFinished);
  const dossier = (await dossierOfAnalysis(db, analysis, true))!;
  const signoff = await db.transaction().execute(async (trx) => {
    await lockDossier(trx, dossier);
    if (await openSignoff(trx, dossier)) throw conflict(MSG.reviewAlreadySignedOff);
    return insertSignoff(trx, {
      dossier_uuid: dossier,
      account_uuid: caller.account.uuid,
      analysis_uuid: uuid,
      signed_by: caller.user.uuid,
      at: deps.now(),
    });
  });
  await audit(db, request, `review.signoff ${uuid}`);
  return signoffAnswer(db, signoff);
}

/** Reopens a signed-off review (reason required): writes are accepted again. Audited with the reason. */
export async function reopenAnalysisReview(
  deps: Deps,
  request: FastifyRequest,
  caller: Caller,
  uuid: string,
  reason: string,
) {
  requireCan(caller.can.analysis?.review?.signoff, MSG.reviewReopenForbidden);
  const { db } = deps;
  const { analysis } = await requireReviewable(db, caller, uuid);
  const dossier = await dossierOfAnalysis(db, analysis, false);
  if (!dossier) throw conflict(MSG.reviewNotSignedOff);
  const reopened = await db.transaction().execute(async (trx) => {
    await lockDossier(trx, dossier);
    const open = await openSignoff(trx, dossier);
    if (!open) throw conflict(MSG.reviewNotSignedOff);
    await reopenSignoff(trx, open.uuid, caller.user.uuid, reason, deps.now());
    return open.uuid;
  });
  await audit(db, request, `review.reopen ${uuid}`, 200, undefined, reason);
  return signoffAnswer(db, reopened);
}

async function signoffAnswer(db: ApiDb, uuid: string): Promise<SignoffView> {
  const row = await signoffByUuid(db, uuid);
  const people = await peopleByUuids(db, [row?.signed_by ?? null, row?.reopened_by ?? null]);
  return signoffView(row, people)!;
}
