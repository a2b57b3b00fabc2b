import type { ApiDb } from '../db/database';
import { keyedFindings } from '../review/findings';
import { itemsOf, latestSignoffs, peopleByUuids, type ItemRow, type PersonRow } from '../review/review-store';
import { REVIEW_STATUS_LABELS } from '../review/tables';
import type {
  ReportReview,
  ReportReviewedControl,
  ReportReviewedFinding,
  ReportReviewStatus,
} from './documents/report-model';
import { personName } from './report-service';

/**
 * « Travaux réalisés » of a report's source (issue 37 item 6): the review of the FEC's dossier read at
 * generation time — per control of the report its status, justification, reviewer and date, then its
 * reviewed findings; and the sign-off. Without internal notes the justifications and the reopen reason are
 * left out here, so no renderer can print them.
 */

const DELETED = 'Utilisateur supprimé';

const nameOf = (people: Map<string, PersonRow>, uuid: string | null): string | null => {
  if (!uuid) return null;
  const p = people.get(uuid);
  return p ? (personName(p.first_name, p.last_name, p.email) ?? DELETED) : DELETED;
};

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** An item has work when someone set a status other than « À examiner », or wrote a justification. */
const hasWork = (i: ItemRow) => i.status !== 'to_review' || Boolean(i.justification?.trim());

export async function reviewOfSource(
  db: ApiDb,
  p: {
    dossierUuid: string | null;
    analysisUuid: string;
    /** The report's controls (after its filters), in its order. */
    controls: { id: string; label: string }[];
    locked: boolean;
    internalNotes: boolean;
  },
): Promise<ReportReview | null> {
  if (!p.dossierUuid || p.controls.length === 0) return null;
  const ids = p.controls.map((c) => c.id);
  const [items, signoffs] = await Promise.all([
    itemsOf(db, [p.dossierUuid], { controlIds: ids }),
    latestSignoffs(db, [p.dossierUuid]),
  ]);
  const signoff = signoffs.get(p.dossierUuid);
  const worked = items.filter(hasWork);
  if (worked.length === 0 && !signoff) return null;
  const people = await peopleByUuids(db, [
    ...worked.map((i) => i.status_by),
    signoff?.signed_by ?? null,
    signoff?.reopened_by ?? null,
  ]);

  // Which reviewed findings this analysis still has (its kept rows, keyed as the review keys them).
  const withFindings = [...new Set(worked.filter((i) => i.finding_key !== '').map((i) => i.control_id))];
  const present = new Set<string>();
  if (withFindings.length > 0 && !p.locked) {
    const rows = await db
      .selectFrom('analysis_controls')
      .select(['control_id', 'rows'])
      .where('analysis_uuid', '=', p.analysisUuid)
      .where('control_id', 'in', withFindings)
      .execute();
    for (const r of rows) {
      for (const f of keyedFindings(r.control_id, (r.rows as unknown as unknown[]) ?? []))
        present.add(`${r.control_id}|${f.key}`);
    }
  }

  const statusOf = (i: ItemRow | undefined): ReportReviewStatus => {
    const status = i?.status ?? 'to_review';
    return {
      status,
      statusLabel: REVIEW_STATUS_LABELS[status],
      justification: p.internalNotes ? i?.justification?.trim() || null : null,
      reviewer: i ? nameOf(people, i.status_by) : null,
      at: i?.status_at ? new Date(i.status_at) : null,
    };
  };

  const controls: ReportReviewedControl[] = [];
  for (const c of p.controls) {
    const own = worked.find((i) => i.control_id === c.id && i.finding_key === '');
    const findings: ReportReviewedFinding[] = p.locked
      ? []
      : worked
          .filter((i) => i.control_id === c.id && i.finding_key !== '')
          .map((i) => {
            const row = (i.finding ?? {}) as Record<string, unknown>;
            const date = num(row.ecritureDate);
            return {
              ...statusOf(i),
              journal: str(row.journalCode),
              ecritureNum: str(row.ecritureNum),
              date: date > 0 ? date : null,
              compte: str(row.compteNum),
              compAux: str(row.compAuxNum) || null,
              debit: num(row.debit),
              credit: num(row.credit),
              absent: !present.has(`${c.id}|${i.finding_key}`),
            };
          })
          // In the books' order: date, journal, entry.
          .sort(
            (a, b) =>
              (a.date ?? 0) - (b.date ?? 0) ||
              a.journal.localeCompare(b.journal) ||
              a.ecritureNum.localeCompare(b.ecritureNum, 'fr', { numeric: true }),
          );
    const lockedWork = p.locked && worked.some((i) => i.control_id === c.id && i.finding_key !== '');
    if (!own && findings.length === 0 && !lockedWork) continue;
    controls.push({ id: c.id, label: c.label, review: statusOf(own), findings });
  }

  const active = signoff && signoff.reopened_at === null ? signoff : null;
  return {
    signOff: active
      ? { by: nameOf(people, active.signed_by) ?? DELETED, at: new Date(active.signed_at) }
      : null,
    reopened:
      signoff && signoff.reopened_at !== null
        ? {
            by: nameOf(people, signoff.reopened_by) ?? DELETED,
            at: new Date(signoff.reopened_at),
            reason: p.internalNotes ? signoff.reopen_reason : null,
            signedBy: nameOf(people, signoff.signed_by) ?? DELETED,
            signedAt: new Date(signoff.signed_at),
          }
        : null,
    controls,
  };
}
