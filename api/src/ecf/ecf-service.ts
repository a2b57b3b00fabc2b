import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { EcfCheck } from '../../../engine/src/index';
import { findAnalysis, controlsOfMany } from '../analyses/analysis-store';
import { audit } from '../audit/audit';
import type { Caller } from '../auth/caller';
import { consumeFromLots, lockedLots, totalsOf } from '../billing/credits';
import type { ApiDb } from '../db/database';
import type { ApiDeps } from '../deps';
import { mayAccessFec } from '../fecs/fec-access';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../http/errors';
import { MSG } from '../http/messages';
import { dossierOfFec } from '../review/dossiers';
import { REVIEW_STATUS_LABELS } from '../review/tables';
import { reviewsBatch } from '../review/review-service';
import { declaredOf as declaredTaxReturnOf } from '../statements/statements-store';
import {
  dayOf,
  doneAnalysesOfFecs,
  dossiersByUuids,
  peopleByUuids,
  type PersonRow,
} from '../review/review-store';
import { computeChecks, neighbourFec } from './automated';
import { ECF_CONCLUSION_LABELS, ECF_CONCLUSIONS, type EcfConclusion } from './compte-rendu-model';
import {
  checklistOf,
  concludePoint,
  historyOf,
  insertMission,
  lockMission,
  markSent,
  markSigned,
  missionByUuid,
  missionsOfAccount,
  pointsOf,
  setChecklistItem,
  storeChecks,
  type Actor,
  type MissionRow,
  type PointRow,
} from './ecf-store';
import { ECF_POINT_WORK, pointDef } from './point-work';
import { ECF_STATE_LABELS, type EcfState, type EcfMissionsTable } from './tables';

/**
 * The rules of ECF missions (issue 38). Reading: `analysis.ecf.read` and read access to the mission's FEC (a Member:
 * a granted FEC); creating: `analysis.ecf.create` (Owner, Manager, an `ecf` key) on an analysed and unlocked FEC,
 * spending one `ecf` credit; concluding a point and ticking its checklist: `analysis.ecf.write`, refused while the
 * point's controls in anomaly are not reviewed (the review domain's statuses) and after the signature; signing and
 * marking sent: `analysis.ecf.sign` (Owner, Manager; never a key). Every write is audited.
 */

type Deps = Pick<ApiDeps, 'db' | 'storage' | 'now'>;
type People = Map<string, PersonRow>;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function requireCan(ok: boolean | undefined, message?: string): void {
  if (!ok) throw forbidden(message);
}

const actorOf = (caller: Caller): Actor => ({
  userUuid: caller.user.uuid,
  impersonatorUuid: caller.impersonator?.uuid ?? null,
  apiKeyUuid: caller.apiKey?.uuid ?? null,
});

const personView = (people: People, uuid: string | null) => {
  const p = uuid ? people.get(uuid) : undefined;
  return p ? { uuid: p.uuid, first_name: p.first_name, last_name: p.last_name, email: p.email } : null;
};

/** Results that call for a look (as the review's progress counts them). */
const TO_LOOK_AT = new Set(['WARNING', 'ERROR', 'SAVINGS', 'INFO']);

// ------------------------------------------------------------------------------------------------ access

async function fecRow(db: ApiDb, uuid: string) {
  return db.selectFrom('fecs').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

/** The mission, if it is of the caller's account and the caller may read its FEC; else 404 (never says more). */
async function requireMission(db: ApiDb, caller: Caller, uuid: string): Promise<MissionRow> {
  requireCan(caller.can.analysis?.ecf?.read, MSG.ecfReadForbidden);
  const mission = await missionByUuid(db, uuid);
  if (!mission || mission.account_uuid !== caller.account.uuid) throw notFound(MSG.ecfMissionNotFound);
  const fec = await fecRow(db, mission.fec_uuid);
  if (!fec || !(await mayAccessFec(db, caller, fec, 'read'))) throw notFound(MSG.ecfMissionNotFound);
  return mission;
}

// ------------------------------------------------------------------------------------------------- views

interface ControlState {
  control_id: string;
  label: string;
  result: string;
  findings_count: number;
  review_status: keyof typeof REVIEW_STATUS_LABELS;
  review_status_label: string;
  reviewed: boolean;
}

/** The analysis' controls with their review in the dossier (the review domain's reading). */
async function controlStates(
  db: ApiDb,
  caller: Caller,
  analysisUuid: string,
): Promise<Map<string, ControlState>> {
  const [controls, reviews] = await Promise.all([
    controlsOfMany(db, [analysisUuid], { rows: false }),
    caller.can.analysis?.review?.read ? reviewsBatch(db, caller, [analysisUuid]) : Promise.resolve([]),
  ]);
  const statusOf = new Map((reviews[0]?.controls ?? []).map((r) => [r.control_id, r.status]));
  return new Map(
    controls.map((c) => {
      const status = statusOf.get(c.control_id) ?? 'to_review';
      return [
        c.control_id,
        {
          control_id: c.control_id,
          label: c.label,
          result: c.result,
          findings_count: Number(c.count ?? 0),
          review_status: status,
          review_status_label: REVIEW_STATUS_LABELS[status],
          reviewed: !TO_LOOK_AT.has(c.result) || status !== 'to_review',
        },
      ];
    }),
  );
}

function storedChecks(mission: MissionRow): EcfCheck[] {
  const raw = mission.checks as unknown;
  return Array.isArray(raw) ? (raw as EcfCheck[]) : [];
}

const checkView = (c: EcfCheck) => ({
  key: c.key,
  label: c.label,
  status: c.status,
  message: c.message,
  figures: c.figures.map((f) => ({
    label: f.label,
    amount: f.amount === null ? null : f.amount / 100,
    text: f.text ?? null,
    accounts: f.accounts,
  })),
  rows: c.rows as unknown as Record<string, unknown>[],
  row_count: c.rowCount,
});

/** Why a point cannot be concluded now (null: it can). */
function blockedReason(
  mission: MissionRow,
  number: number,
  controls: Map<string, ControlState>,
): string | null {
  if (mission.state !== 'en_cours') return MSG.ecfSigned;
  const unreviewed = pointDef(number)!
    .controls.map((id) => controls.get(id))
    .filter((c): c is ControlState => Boolean(c && !c.reviewed))
    .map((c) => c.control_id);
  return unreviewed.length ? MSG.ecfControlsUnreviewed(number, unreviewed) : null;
}

async function missionDetail(db: ApiDb, caller: Caller, mission: MissionRow) {
  const [points, history, checklist, controls] = await Promise.all([
    pointsOf(db, [mission.uuid]),
    historyOf(db, mission.uuid),
    checklistOf(db, mission.uuid),
    controlStates(db, caller, mission.analysis_uuid),
  ]);
  const people = await peopleByUuids(db, [
    ...points.map((p) => p.concluded_by),
    ...history.map((h) => h.actor_uuid),
    ...checklist.map((c) => c.checked_by),
  ]);
  const checks = storedChecks(mission);
  const pointViews = ECF_POINT_WORK.map((def) => {
    const row = points.find((p) => p.number === def.number);
    const blocked = blockedReason(mission, def.number, controls);
    return {
      number: def.number,
      title: def.title,
      short_title: def.shortTitle,
      expectation: def.expectation,
      checks: checks.filter((c) => c.point === def.number).map(checkView),
      controls: def.controls.map((id) => controls.get(id)).filter((c): c is ControlState => Boolean(c)),
      checklist: def.checklist.map((item) => {
        const stored = checklist.find((c) => c.number === def.number && c.key === item.key);
        return {
          key: item.key,
          label: item.label,
          checked: stored?.checked ?? false,
          checked_by: personView(people, stored?.checked_by ?? null),
          checked_at: iso(stored?.checked_at ?? null),
        };
      }),
      conclusion: row?.conclusion ?? null,
      conclusion_label: row?.conclusion ? ECF_CONCLUSION_LABELS[row.conclusion] : null,
      comment: row?.comment ?? null,
      concluded_by: personView(people, row?.concluded_by ?? null),
      concluded_at: iso(row?.concluded_at ?? null),
      can_conclude: blocked === null && Boolean(caller.can.analysis?.ecf?.write),
      blocked_reason: blocked,
      history: history
        .filter((h) => h.number === def.number)
        .map((h) => ({
          uuid: h.uuid,
          conclusion: h.conclusion,
          conclusion_label: ECF_CONCLUSION_LABELS[h.conclusion],
          comment: h.comment,
          actor: personView(people, h.actor_uuid),
          on_behalf: h.impersonator_uuid !== null || h.api_key_uuid !== null,
          at: iso(h.at)!,
        })),
    };
  });
  return { ...(await missionSummaries(db, caller, [mission], points))[0], points: pointViews };
}
export type PointView = Awaited<ReturnType<typeof missionDetail>>['points'][number];

/** The missions as lists show them (no points: those are read one mission at a time). */
async function missionSummaries(db: ApiDb, caller: Caller, missions: MissionRow[], known?: PointRow[]) {
  const points =
    known ??
    (await pointsOf(
      db,
      missions.map((m) => m.uuid),
    ));
  const people = await peopleByUuids(
    db,
    missions.flatMap((m) => [m.created_by, m.signed_by, m.sent_by]),
  );
  const dossiers = new Map(
    (
      await dossiersByUuids(db, [
        ...new Set(missions.map((m) => m.dossier_uuid).filter((d): d is string => !!d)),
      ])
    ).map((d) => [d.uuid, d]),
  );
  const fecs = missions.length
    ? await db
        .selectFrom('fecs')
        .select(['uuid', 'original_name'])
        .where('uuid', 'in', [...new Set(missions.map((m) => m.fec_uuid))])
        .execute()
    : [];
  const fecName = new Map(fecs.map((f) => [f.uuid, f.original_name]));
  return missions.map((m) => {
    const own = points.filter((p) => p.mission_uuid === m.uuid);
    const concluded = own.filter((p) => p.conclusion !== null).length;
    const dossier = m.dossier_uuid ? dossiers.get(m.dossier_uuid) : undefined;
    return {
      uuid: m.uuid,
      state: m.state,
      state_label: ECF_STATE_LABELS[m.state],
      fec_uuid: m.fec_uuid,
      fec_name: fecName.get(m.fec_uuid) ?? null,
      analysis_uuid: m.analysis_uuid,
      dossier: dossier
        ? {
            uuid: dossier.uuid,
            siren: dossier.siren,
            fiscal_end: dossier.fiscal_end,
            company_name: m.company_name,
          }
        : null,
      previous_fec_uuid: m.previous_fec_uuid,
      next_fec_uuid: m.next_fec_uuid,
      company_name: m.company_name,
      siren: m.siren,
      company_address: m.company_address,
      fiscal_start: m.fiscal_start,
      fiscal_end: m.fiscal_end,
      provider_firm_name: m.provider_firm_name,
      provider_address: m.provider_address,
      signatory_name: m.signatory_name,
      signatory_quality: m.signatory_quality,
      engagement_letter_date: m.engagement_letter_date,
      declared_income_regime: m.declared_income_regime,
      declared_vat_regime: m.declared_vat_regime,
      vat_on_debits: m.vat_on_debits,
      progress: { concluded, total: 10 },
      can_sign: m.state === 'en_cours' && concluded === 10 && Boolean(caller.can.analysis?.ecf?.sign),
      version: m.version,
      created_by: personView(people, m.created_by),
      created_at: iso(m.created_at)!,
      signed_by: personView(people, m.signed_by),
      signed_at: iso(m.signed_at),
      sent_by: personView(people, m.sent_by),
      sent_at: iso(m.sent_at),
    };
  });
}
export type MissionSummary = Awaited<ReturnType<typeof missionSummaries>>[number];

// ------------------------------------------------------------------------------------------------- reads

/** The account's missions the caller may read (a Member: those on FECs granted to them), newest first. */
export async function listMissions(
  db: ApiDb,
  caller: Caller,
  query: { state?: EcfState; fec_uuid?: string; limit: number; offset: number },
) {
  requireCan(caller.can.analysis?.ecf?.read, MSG.ecfReadForbidden);
  if (query.fec_uuid) {
    // Filtering by a FEC the caller may not read is refused, as the reports' list does.
    const fec = await fecRow(db, query.fec_uuid);
    if (!fec || fec.account_uuid !== caller.account.uuid || !(await mayAccessFec(db, caller, fec, 'read')))
      throw forbidden(MSG.fecForbidden);
  }
  const all = await missionsOfAccount(db, caller.account.uuid, {
    state: query.state,
    fecUuid: query.fec_uuid,
  });
  const fecs = all.length
    ? await db
        .selectFrom('fecs')
        .selectAll()
        .where('uuid', 'in', [...new Set(all.map((m) => m.fec_uuid))])
        .execute()
    : [];
  const readable = new Set<string>();
  for (const fec of fecs) if (await mayAccessFec(db, caller, fec, 'read')) readable.add(fec.uuid);
  const visible = all.filter((m) => readable.has(m.fec_uuid));
  const page = visible.slice(query.offset, query.offset + query.limit);
  return { items: await missionSummaries(db, caller, page), total: visible.length };
}

/**
 * One mission with its ten points. Before the signature, the checks are computed again when what they rest on
 * changed since: the next year's FEC (reversals in N+1) or the previous one (continuity) now in the account, or
 * the tax return declared or corrected (point 2's reconciliation).
 */
export async function getMission(deps: Deps, caller: Caller, uuid: string) {
  const { db } = deps;
  let mission = await requireMission(db, caller, uuid);
  if (mission.state === 'en_cours') {
    const fec = await fecRow(db, mission.fec_uuid);
    const analysis =
      fec && (await checksOutdated(db, caller, mission, fec))
        ? await findAnalysis(db, mission.analysis_uuid)
        : undefined;
    if (fec && analysis) {
      const computed = await computeChecks(deps, caller, analysis, fec, declaredOf(mission));
      await storeChecks(db, mission, computed.checks, computed.nextFecUuid, computed.previousFecUuid);
      mission = (await missionByUuid(db, uuid))!;
    }
  }
  return missionDetail(db, caller, mission);
}

async function checksOutdated(
  db: ApiDb,
  caller: Caller,
  mission: Pick<MissionRow, 'next_fec_uuid' | 'previous_fec_uuid' | 'checks_at'>,
  fec: { uuid: string; siren: string | null; fiscal_end: string | null },
): Promise<boolean> {
  const declared = await declaredTaxReturnOf(db, fec.uuid);
  if (declared && declared.updated_at > mission.checks_at) return true;
  if (!mission.next_fec_uuid && (await neighbourFec(db, caller, fec, 1))) return true;
  return !mission.previous_fec_uuid && !!(await neighbourFec(db, caller, fec, -1));
}

const declaredOf = (
  m: Pick<EcfMissionsTable, 'declared_income_regime' | 'declared_vat_regime' | 'vat_on_debits'>,
) => ({
  incomeRegime: m.declared_income_regime,
  vatRegime: m.declared_vat_regime,
  vatOnDebits: m.vat_on_debits,
});

// ------------------------------------------------------------------------------------------------ writes

export interface CreateMissionInput {
  fec_uuid: string;
  analysis_uuid?: string | null;
  company_name?: string | null;
  siren?: string | null;
  company_address?: string | null;
  provider_firm_name: string;
  provider_address?: string | null;
  signatory_name: string;
  signatory_quality?: string | null;
  engagement_letter_date: string;
  declared_income_regime?: EcfMissionsTable['declared_income_regime'];
  declared_vat_regime?: EcfMissionsTable['declared_vat_regime'];
  vat_on_debits?: boolean | null;
}

/**
 * Opens a mission on an analysed, unlocked FEC the caller may read, spending one `ecf` credit (own, then the
 * network head's) in the same transaction as the mission: refused (402) without one, nothing stored.
 */
export async function createMission(
  deps: Deps,
  request: FastifyRequest,
  caller: Caller,
  input: CreateMissionInput,
) {
  requireCan(caller.can.analysis?.ecf?.create, MSG.ecfCreateForbidden);
  const { db } = deps;
  const fec = await fecRow(db, input.fec_uuid);
  if (!fec || fec.account_uuid !== caller.account.uuid || !(await mayAccessFec(db, caller, fec, 'read')))
    throw forbidden(MSG.fecForbidden);
  if (fec.locked) throw forbidden(MSG.ecfFecLocked);
  const done = await doneAnalysesOfFecs(db, caller.account.uuid, [fec.uuid]);
  const finished = done; // single analyses, status done, newest first
  let analysisUuid: string;
  if (input.analysis_uuid) {
    if (!finished.some((a) => a.uuid === input.analysis_uuid)) {
      throw badRequest(MSG.ecfAnalysisMismatch, [
        { field: 'analysis_uuid', message: MSG.ecfAnalysisMismatch },
      ]);
    }
    analysisUuid = input.analysis_uuid;
  } else {
    if (finished.length === 0) throw conflict(MSG.ecfNotAnalysed);
    analysisUuid = finished[0].uuid;
  }
  const analysis = (await findAnalysis(db, analysisUuid))!;
  const declared = {
    incomeRegime: input.declared_income_regime ?? null,
    vatRegime: input.declared_vat_regime ?? null,
    vatOnDebits: input.vat_on_debits ?? null,
  };
  // Reading the FEC takes a while: done before the transaction, which only spends and writes.
  const computed = await computeChecks(deps, caller, analysis, fec, declared);
  const dossier = await dossierOfFec(db, fec, true);
  const uuid = randomUUID();
  const now = deps.now();
  await db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom('accounts')
      .select(['network_parent_uuid'])
      .where('uuid', '=', caller.account.uuid)
      .executeTakeFirstOrThrow();
    const sources = [{ accountUuid: caller.account.uuid, fromNetwork: false }];
    if (account.network_parent_uuid && account.network_parent_uuid !== caller.account.uuid)
      sources.push({ accountUuid: account.network_parent_uuid, fromNetwork: true });
    let paid = false;
    for (const source of sources) {
      const lots = await lockedLots(trx, source.accountUuid, now);
      if (totalsOf(lots, now).ecf < 1) continue;
      await consumeFromLots(trx, lots, 'ecf', 1, {
        label: `Mission ECF : ${input.company_name?.trim() || fec.company_name || fec.original_name}`,
        fecUuid: fec.uuid,
        fecName: fec.original_name,
        forAccountUuid: source.fromNetwork ? caller.account.uuid : null,
        forAccountName: source.fromNetwork ? caller.account.name : null,
        at: now,
      });
      paid = true;
      break;
    }
    if (!paid) throw new ApiError(402, MSG.ecfNoCredit);
    await insertMission(trx, {
      uuid,
      account_uuid: caller.account.uuid,
      fec_uuid: fec.uuid,
      analysis_uuid: analysisUuid,
      dossier_uuid: dossier,
      company_name: input.company_name?.trim() || fec.company_name || fec.original_name,
      siren: input.siren?.trim() || fec.siren,
      company_address: input.company_address?.trim() || null,
      fiscal_start: dayOf(fec.fiscal_start),
      fiscal_end: dayOf(fec.fiscal_end),
      provider_firm_name: input.provider_firm_name.trim(),
      provider_address: input.provider_address?.trim() || null,
      signatory_name: input.signatory_name.trim(),
      signatory_quality: input.signatory_quality?.trim() || null,
      engagement_letter_date: input.engagement_letter_date,
      declared_income_regime: declared.incomeRegime,
      declared_vat_regime: declared.vatRegime,
      vat_on_debits: declared.vatOnDebits,
      checks: JSON.stringify(computed.checks),
      next_fec_uuid: computed.nextFecUuid,
      previous_fec_uuid: computed.previousFecUuid,
      created_by: caller.user.uuid,
      created_at: now,
    });
  });
  await audit(db, request, `ecf.create ${uuid}`);
  return missionDetail(db, caller, (await missionByUuid(db, uuid))!);
}

export interface ConcludeInput {
  conclusion: EcfConclusion;
  comment?: string | null;
}

/** Concludes a point: history kept; refused while its controls in anomaly are unreviewed, and after signing. */
export async function concludeEcfPoint(
  deps: Deps,
  request: FastifyRequest,
  caller: Caller,
  uuid: string,
  number: number,
  input: ConcludeInput,
): Promise<PointView> {
  requireCan(caller.can.analysis?.ecf?.write, MSG.ecfWriteForbidden);
  if (!Number.isInteger(number) || number < 1 || number > 10)
    throw badRequest(MSG.ecfPointInvalid, [{ field: 'number', message: MSG.ecfPointInvalid }]);
  if (!(ECF_CONCLUSIONS as readonly string[]).includes(input.conclusion))
    throw badRequest(MSG.ecfConclusionInvalid, [{ field: 'conclusion', message: MSG.ecfConclusionInvalid }]);
  const comment = input.comment?.trim() || null;
  if (input.conclusion === 'non_conforme' && !comment)
    throw badRequest(MSG.ecfCommentRequired, [{ field: 'comment', message: MSG.ecfCommentRequired }]);
  const { db } = deps;
  const mission = await requireMission(db, caller, uuid);
  if (mission.state !== 'en_cours') throw conflict(MSG.ecfSigned);
  const blocked = blockedReason(mission, number, await controlStates(db, caller, mission.analysis_uuid));
  if (blocked) throw conflict(blocked);
  await db.transaction().execute(async (trx) => {
    const locked = await lockMission(trx, uuid);
    if (!locked || locked.state !== 'en_cours') throw conflict(MSG.ecfSigned);
    await concludePoint(trx, locked, number, input.conclusion, comment, actorOf(caller), deps.now());
  });
  await audit(db, request, `ecf.conclude ${uuid} point ${number} ${input.conclusion}`);
  const detail = await missionDetail(db, caller, (await missionByUuid(db, uuid))!);
  return detail.points.find((p) => p.number === number)!;
}

/** Ticks (or unticks) a checklist item of a point; refused after signing. */
export async function setEcfChecklistItem(
  deps: Deps,
  request: FastifyRequest,
  caller: Caller,
  uuid: string,
  number: number,
  key: string,
  checked: boolean,
) {
  requireCan(caller.can.analysis?.ecf?.write, MSG.ecfWriteForbidden);
  const def = pointDef(number);
  if (!def) throw badRequest(MSG.ecfPointInvalid, [{ field: 'number', message: MSG.ecfPointInvalid }]);
  if (!def.checklist.some((c) => c.key === key))
    throw badRequest(MSG.ecfChecklistItemNotFound, [{ field: 'key', message: MSG.ecfChecklistItemNotFound }]);
  const { db } = deps;
  await requireMission(db, caller, uuid);
  await db.transaction().execute(async (trx) => {
    const locked = await lockMission(trx, uuid);
    if (!locked || locked.state !== 'en_cours') throw conflict(MSG.ecfSigned);
    await setChecklistItem(trx, uuid, number, key, checked, caller.user.uuid, deps.now());
  });
  await audit(db, request, `ecf.checklist ${uuid} point ${number} ${key} ${checked}`);
  const detail = await missionDetail(db, caller, (await missionByUuid(db, uuid))!);
  return detail.points.find((p) => p.number === number)!.checklist.find((c) => c.key === key)!;
}

/** Signs the mission once the ten points are concluded: read-only from then on. Owner, Manager. Audited. */
export async function signEcfMission(deps: Deps, request: FastifyRequest, caller: Caller, uuid: string) {
  requireCan(caller.can.analysis?.ecf?.sign, MSG.ecfSignForbidden);
  const { db } = deps;
  await requireMission(db, caller, uuid);
  await db.transaction().execute(async (trx) => {
    const locked = await lockMission(trx, uuid);
    if (!locked) throw notFound(MSG.ecfMissionNotFound);
    if (locked.state !== 'en_cours') throw conflict(MSG.ecfAlreadySigned);
    const missing = (await pointsOf(trx, [uuid])).filter((p) => p.conclusion === null).map((p) => p.number);
    if (missing.length) throw conflict(MSG.ecfPointsMissing(missing));
    await markSigned(trx, uuid, caller.user.uuid, deps.now());
  });
  await audit(db, request, `ecf.sign ${uuid}`);
  return missionDetail(db, caller, (await missionByUuid(db, uuid))!);
}

/** Marks the signed compte rendu as sent to the company. Owner, Manager. Audited. */
export async function markEcfMissionSent(deps: Deps, request: FastifyRequest, caller: Caller, uuid: string) {
  requireCan(caller.can.analysis?.ecf?.sign, MSG.ecfSentForbidden);
  const { db } = deps;
  await requireMission(db, caller, uuid);
  await db.transaction().execute(async (trx) => {
    const locked = await lockMission(trx, uuid);
    if (!locked) throw notFound(MSG.ecfMissionNotFound);
    if (locked.state === 'envoye') throw conflict(MSG.ecfAlreadySent);
    if (locked.state !== 'signe') throw conflict(MSG.ecfNotSigned);
    await markSent(trx, uuid, caller.user.uuid, deps.now());
  });
  await audit(db, request, `ecf.sent ${uuid}`);
  return missionDetail(db, caller, (await missionByUuid(db, uuid))!);
}

/** For the documents: the mission the caller may read, with its detail. */
export async function missionForDocument(db: ApiDb, caller: Caller, uuid: string) {
  const mission = await requireMission(db, caller, uuid);
  return { mission, detail: await missionDetail(db, caller, mission) };
}
