import { randomUUID } from 'node:crypto';
import { sql, type Selectable, type Transaction } from 'kysely';
import { json, type ApiDatabase, type ApiDb } from '../db/database';
import type {
  ReviewDossiersTable,
  ReviewHistoryTable,
  ReviewItemsTable,
  ReviewSignoffsTable,
  ReviewStatus,
} from './tables';

/** SQL of the review domain (issue 37): dossiers, items and their history, sign-offs. */

export type Db = ApiDb | Transaction<ApiDatabase>;
export type DossierRow = Selectable<ReviewDossiersTable>;
export type ItemRow = Selectable<ReviewItemsTable>;
export type HistoryRow = Selectable<ReviewHistoryTable>;
export type SignoffRow = Selectable<ReviewSignoffsTable>;

/** A FEC as the dossier rules read it. */
export interface DossierFec {
  uuid: string;
  account_uuid: string | null;
  siren: string | null;
  fiscal_end: string | Date | null;
}

/** AAAA-MM-JJ whatever the driver hands back for a `date` column. */
export const dayOf = (d: string | Date | null): string | null =>
  d === null ? null : typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10);

export async function linkedDossier(db: Db, fecUuid: string): Promise<string | null> {
  const row = await db
    .selectFrom('review_dossier_fecs')
    .select('dossier_uuid')
    .where('fec_uuid', '=', fecUuid)
    .executeTakeFirst();
  return row?.dossier_uuid ?? null;
}

export async function companyYearDossier(
  db: Db,
  accountUuid: string,
  siren: string,
  fiscalEnd: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('review_dossiers')
    .select('uuid')
    .where('account_uuid', '=', accountUuid)
    .where('siren', '=', siren)
    .where('fiscal_end', '=', fiscalEnd)
    .executeTakeFirst();
  return row?.uuid ?? null;
}

/** Creates the dossier of a company and year (or of a lone FEC) if need be; answers its uuid (race-safe). */
export async function ensureDossier(
  db: Db,
  accountUuid: string,
  siren: string | null,
  fiscalEnd: string | null,
): Promise<string> {
  if (siren && fiscalEnd) {
    await db
      .insertInto('review_dossiers')
      .values({ uuid: randomUUID(), account_uuid: accountUuid, siren, fiscal_end: fiscalEnd })
      .onConflict((oc) =>
        oc
          .columns(['account_uuid', 'siren', 'fiscal_end'])
          .where('siren', 'is not', null)
          .where('fiscal_end', 'is not', null)
          .doNothing(),
      )
      .execute();
    return (await companyYearDossier(db, accountUuid, siren, fiscalEnd))!;
  }
  const uuid = randomUUID();
  await db.insertInto('review_dossiers').values({ uuid, account_uuid: accountUuid }).execute();
  return uuid;
}

/** Links a FEC to a dossier unless it already has one; answers the dossier it ends up in. */
export async function linkFec(db: Db, fecUuid: string, dossierUuid: string): Promise<string> {
  await db
    .insertInto('review_dossier_fecs')
    .values({ fec_uuid: fecUuid, dossier_uuid: dossierUuid })
    .onConflict((oc) => oc.column('fec_uuid').doNothing())
    .execute();
  return (await linkedDossier(db, fecUuid))!;
}

export function dossierByUuid(db: Db, uuid: string): Promise<DossierRow | undefined> {
  return db.selectFrom('review_dossiers').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

export function dossiersByUuids(db: Db, uuids: string[]): Promise<DossierRow[]> {
  if (uuids.length === 0) return Promise.resolve([]);
  return db.selectFrom('review_dossiers').selectAll().where('uuid', 'in', uuids).execute();
}

/**
 * The FECs whose analyses share a dossier's work: those linked to it, those of its company and year not
 * linked to another dossier, and `also` (the FEC being looked at).
 */
export async function fecsOfDossier(
  db: Db,
  accountUuid: string,
  dossier: Pick<DossierRow, 'uuid' | 'siren' | 'fiscal_end'> | null,
  also: DossierFec | null,
): Promise<string[]> {
  const siren = dossier ? dossier.siren : (also?.siren ?? null);
  const end = dossier ? dossier.fiscal_end : dayOf(also?.fiscal_end ?? null);
  if (!dossier && !also) return [];
  const rows = await db
    .selectFrom('fecs')
    .leftJoin('review_dossier_fecs', 'review_dossier_fecs.fec_uuid', 'fecs.uuid')
    .select('fecs.uuid')
    .where('fecs.account_uuid', '=', accountUuid)
    .where((eb) => {
      const ors = also ? [eb('fecs.uuid', '=', also.uuid)] : [];
      if (dossier) ors.push(eb('review_dossier_fecs.dossier_uuid', '=', dossier.uuid));
      if (siren && end) {
        ors.push(
          eb.and([
            eb('fecs.siren', '=', siren),
            eb(sql<string>`fecs.fiscal_end::text`, '=', end),
            eb('review_dossier_fecs.dossier_uuid', 'is', null),
          ]),
        );
      }
      return eb.or(ors);
    })
    .execute();
  return rows.map((r) => r.uuid);
}

/** Locks the dossier for the rest of the transaction: a sign-off and a write never cross. */
export async function lockDossier(trx: Transaction<ApiDatabase>, uuid: string): Promise<void> {
  await trx.selectFrom('review_dossiers').select('uuid').where('uuid', '=', uuid).forUpdate().execute();
}

export function openSignoff(db: Db, dossierUuid: string): Promise<SignoffRow | undefined> {
  return db
    .selectFrom('review_signoffs')
    .selectAll()
    .where('dossier_uuid', '=', dossierUuid)
    .where('reopened_at', 'is', null)
    .executeTakeFirst();
}

/** The latest sign-off of each dossier (open or reopened), for the views. */
export async function latestSignoffs(db: Db, dossierUuids: string[]): Promise<Map<string, SignoffRow>> {
  if (dossierUuids.length === 0) return new Map();
  const rows = await db
    .selectFrom('review_signoffs')
    .selectAll()
    .where('dossier_uuid', 'in', dossierUuids)
    .orderBy('signed_at', 'desc')
    .orderBy('uuid')
    .execute();
  const out = new Map<string, SignoffRow>();
  for (const r of rows) if (!out.has(r.dossier_uuid)) out.set(r.dossier_uuid, r);
  return out;
}

export async function insertSignoff(
  db: Db,
  s: { dossier_uuid: string; account_uuid: string; analysis_uuid: string; signed_by: string; at: Date },
): Promise<string> {
  const uuid = randomUUID();
  await db
    .insertInto('review_signoffs')
    .values({
      uuid,
      dossier_uuid: s.dossier_uuid,
      account_uuid: s.account_uuid,
      analysis_uuid: s.analysis_uuid,
      signed_by: s.signed_by,
      signed_at: s.at,
    })
    .execute();
  return uuid;
}

export async function reopenSignoff(db: Db, uuid: string, by: string, reason: string, at: Date) {
  await db
    .updateTable('review_signoffs')
    .set({ reopened_by: by, reopened_at: at, reopen_reason: reason })
    .where('uuid', '=', uuid)
    .execute();
}

export function signoffByUuid(db: Db, uuid: string): Promise<SignoffRow | undefined> {
  return db.selectFrom('review_signoffs').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

/** Items of dossiers (optionally one control, or only controls' own items). */
export function itemsOf(
  db: Db,
  dossierUuids: string[],
  filter: { controlIds?: string[]; controlsOnly?: boolean } = {},
): Promise<ItemRow[]> {
  if (dossierUuids.length === 0) return Promise.resolve([]);
  let q = db.selectFrom('review_items').selectAll().where('dossier_uuid', 'in', dossierUuids);
  if (filter.controlIds) {
    if (filter.controlIds.length === 0) return Promise.resolve([]);
    q = q.where('control_id', 'in', filter.controlIds);
  }
  if (filter.controlsOnly) q = q.where('finding_key', '=', '');
  return q.orderBy('control_id').orderBy('finding_key').execute();
}

/** Per dossier, its findings with a status other than « À examiner » (whichever run set it). */
export async function reviewedFindingCounts(db: Db, dossierUuids: string[]): Promise<Map<string, number>> {
  if (dossierUuids.length === 0) return new Map();
  const rows = await db
    .selectFrom('review_items')
    .select(['dossier_uuid', sql<string>`count(*)`.as('n')])
    .where('dossier_uuid', 'in', dossierUuids)
    .where('finding_key', '!=', '')
    .where('status', '!=', 'to_review')
    .groupBy('dossier_uuid')
    .execute();
  return new Map(rows.map((r) => [r.dossier_uuid, Number(r.n)]));
}

export function itemsByUuids(db: Db, uuids: string[]): Promise<ItemRow[]> {
  if (uuids.length === 0) return Promise.resolve([]);
  return db.selectFrom('review_items').selectAll().where('uuid', 'in', uuids).execute();
}

/** What one write sets on an item: its status, or its assignee. */
export type ItemChange =
  | {
      kind: 'status';
      status: ReviewStatus;
      justification: string | null;
    }
  | { kind: 'assignment'; assignee: string | null };

export interface Actor {
  userUuid: string;
  impersonatorUuid: string | null;
  apiKeyUuid: string | null;
}

/**
 * Sets `change` on the items (dossier, control, key) — creating those never reviewed — and appends one history
 * line per item. Inside the caller's transaction (the dossier locked).
 */
export async function writeItems(
  trx: Transaction<ApiDatabase>,
  target: { dossierUuid: string; accountUuid: string; controlId: string; analysisUuid: string },
  keys: { key: string; finding: unknown }[],
  change: ItemChange,
  actor: Actor,
  at: Date,
): Promise<string[]> {
  const uuids: string[] = [];
  for (const { key, finding } of keys) {
    const set =
      change.kind === 'status'
        ? {
            status: change.status,
            justification: change.justification,
            status_by: actor.userUuid,
            status_at: at,
            status_analysis_uuid: target.analysisUuid,
            // The finding's row, kept to show it once a later run no longer has it.
            finding: finding === null || finding === undefined ? null : json(finding),
          }
        : {
            assignee_uuid: change.assignee,
            assigned_by: actor.userUuid,
            assigned_at: at,
            assigned_analysis_uuid: target.analysisUuid,
          };
    const row = await trx
      .insertInto('review_items')
      .values({
        uuid: randomUUID(),
        dossier_uuid: target.dossierUuid,
        account_uuid: target.accountUuid,
        control_id: target.controlId,
        finding_key: key,
        ...set,
      })
      .onConflict((oc) => oc.columns(['dossier_uuid', 'control_id', 'finding_key']).doUpdateSet(set))
      .returning('uuid')
      .executeTakeFirstOrThrow();
    uuids.push(row.uuid);
    await trx
      .insertInto('review_history')
      .values({
        uuid: randomUUID(),
        item_uuid: row.uuid,
        account_uuid: target.accountUuid,
        analysis_uuid: target.analysisUuid,
        kind: change.kind,
        status: change.kind === 'status' ? change.status : null,
        justification: change.kind === 'status' ? change.justification : null,
        assignee_uuid: change.kind === 'assignment' ? change.assignee : null,
        actor_uuid: actor.userUuid,
        impersonator_uuid: actor.impersonatorUuid,
        api_key_uuid: actor.apiKeyUuid,
        at,
      })
      .execute();
  }
  return uuids;
}

export function historyOf(db: Db, itemUuids: string[]): Promise<HistoryRow[]> {
  if (itemUuids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('review_history')
    .selectAll()
    .where('item_uuid', 'in', itemUuids)
    .orderBy('at')
    .orderBy('uuid')
    .execute();
}

/** The items assigned to a person in an account, newest assignment first. */
export function assignedTo(db: Db, accountUuid: string, userUuid: string): Promise<ItemRow[]> {
  return db
    .selectFrom('review_items')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .where('assignee_uuid', '=', userUuid)
    .orderBy('assigned_at', 'desc')
    .orderBy('uuid')
    .execute();
}

/** Names of people, for the views (« Revue validée par … »). */
export async function peopleByUuids(db: Db, uuids: (string | null)[]) {
  const wanted = [...new Set(uuids.filter((u): u is string => Boolean(u)))];
  if (wanted.length === 0) return new Map<string, PersonRow>();
  const rows = await db
    .selectFrom('users')
    .select(['uuid', 'first_name', 'last_name', 'email'])
    .where('uuid', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [r.uuid, r]));
}

export interface PersonRow {
  uuid: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
}

/**
 * Single analyses with results of some FECs, newest first (the previous run of a dossier, the analysis an
 * assignment opens).
 */
export function doneAnalysesOfFecs(db: Db, accountUuid: string, fecUuids: string[]) {
  if (fecUuids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('analyses')
    .select(['uuid', 'fec_uuid', 'created_at'])
    .where('account_uuid', '=', accountUuid)
    .where('kind', '=', 'single')
    .where('status', '=', 'done')
    .where('fec_uuid', 'in', fecUuids)
    .orderBy('created_at', 'desc')
    .orderBy('uuid', 'desc')
    .execute();
}
