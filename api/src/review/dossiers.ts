import type { AnalysisWork } from '../analyses/analysis-work';
import type { AnalysisRow } from '../analyses/analysis-store';
import type { Caller } from '../auth/caller';
import type { ApiDb } from '../db/database';
import { mayAccessFec } from '../fecs/fec-access';
import { conflict, forbidden } from '../http/errors';
import { MSG } from '../http/messages';
import { notifyReply } from './notifications';
import {
  companyYearDossier,
  dayOf,
  dossierByUuid,
  ensureDossier,
  fecsOfDossier,
  linkFec,
  linkedDossier,
  openSignoff,
  type Db,
  type DossierFec,
  type DossierRow,
} from './review-store';

/**
 * The dossier rules (issue 37). A FEC's work goes to the dossier of its company (SIREN) and fiscal year end
 * in its account — shared by its re-runs, its corrected FEC and a re-import of the same company and year —
 * or to a dossier of its own when either is unknown. The link is made at the first write and then kept:
 * correcting the FEC's dates afterwards keeps its work where it is.
 */

export async function fecOf(db: Db, uuid: string): Promise<DossierFec | undefined> {
  return db
    .selectFrom('fecs')
    .select(['uuid', 'account_uuid', 'siren', 'fiscal_end'])
    .where('uuid', '=', uuid)
    .executeTakeFirst();
}

/** The dossier of a FEC: its link, else its company and year's; created (and linked) only when `create`. */
export async function dossierOfFec(db: Db, fec: DossierFec, create: boolean): Promise<string | null> {
  const linked = await linkedDossier(db, fec.uuid);
  if (linked) return linked;
  if (!fec.account_uuid) return null;
  const end = dayOf(fec.fiscal_end);
  const existing = fec.siren && end ? await companyYearDossier(db, fec.account_uuid, fec.siren, end) : null;
  if (!create) return existing;
  const dossier = existing ?? (await ensureDossier(db, fec.account_uuid, fec.siren, end));
  return linkFec(db, fec.uuid, dossier);
}

/** The dossier of a single analysis (null for a multi-analysis, or none yet without `create`). */
export async function dossierOfAnalysis(
  db: Db,
  analysis: Pick<AnalysisRow, 'kind' | 'fec_uuid'>,
  create: boolean,
): Promise<string | null> {
  if (analysis.kind !== 'single') return null;
  const fec = await fecOf(db, analysis.fec_uuid);
  return fec ? dossierOfFec(db, fec, create) : null;
}

/** The FECs of a dossier the caller may read (a Member: those granted to them). */
export async function readableFecsOfDossier(
  db: ApiDb,
  caller: Caller,
  dossier: DossierRow | null,
  also: DossierFec | null,
  options: { unlockedOnly?: boolean } = {},
): Promise<string[]> {
  const uuids = await fecsOfDossier(db, caller.account.uuid, dossier, also);
  if (uuids.length === 0) return [];
  const rows = await db.selectFrom('fecs').selectAll().where('uuid', 'in', uuids).execute();
  const out: string[] = [];
  for (const fec of rows) {
    if (options.unlockedOnly && fec.locked) continue;
    if (await mayAccessFec(db, caller, fec, 'read')) out.push(fec.uuid);
  }
  return out;
}

/** The dossier, if it is of the caller's account and the caller may read one of its FECs; else 403. */
export async function requireDossierReader(db: ApiDb, caller: Caller, uuid: string): Promise<DossierRow> {
  const dossier = await dossierByUuid(db, uuid);
  if (!dossier || dossier.account_uuid !== caller.account.uuid) throw forbidden(MSG.fecForbidden);
  if ((await readableFecsOfDossier(db, caller, dossier, null)).length === 0)
    throw forbidden(MSG.fecForbidden);
  return dossier;
}

/** 409 while the dossier's review is signed off: every review write waits for it to be reopened. */
export async function assertNotSignedOff(db: Db, dossierUuid: string): Promise<void> {
  if (await openSignoff(db, dossierUuid)) throw conflict(MSG.reviewSignedOff);
}

/** The port the analyses domain calls for its comments (analyses/analysis-work.ts). */
export const reviewAnalysisWork: AnalysisWork = {
  dossierOf: (db, analysis, { create }) => dossierOfAnalysis(db, analysis, create),
  assertWritable: assertNotSignedOff,
  requireReader: async (db, caller, uuid) => {
    await requireDossierReader(db, caller, uuid);
  },
  commented: notifyReply,
};
