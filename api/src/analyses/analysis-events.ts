import type { ApiDb } from '../db/database';
import type { DomainEvent } from '../events/publish';

const ENDED = { done: 'analysis.done', error: 'analysis.error', postcondition: 'analysis.error' } as const;

/** `date` columns come back as Dates (UTC midnight): receivers get `YYYY-MM-DD`. */
const ymd = (d: Date | string | null | undefined) =>
  d == null ? null : (d instanceof Date ? d.toISOString() : String(d)).slice(0, 10);

/** What receivers learn of each FEC of an event: ids, company and fiscal year — never control details. */
export async function fecsOfEvent(db: ApiDb, uuids: string[]) {
  if (uuids.length === 0) return [];
  const rows = await db
    .selectFrom('fecs')
    .select(['uuid', 'company_name', 'siren', 'fiscal_start', 'fiscal_end', 'folder_uuid'])
    .where('uuid', 'in', uuids)
    .execute();
  const byUuid = new Map(rows.map((r) => [r.uuid, r]));
  return uuids.map((uuid) => {
    const f = byUuid.get(uuid);
    return {
      fec_uuid: uuid,
      company_name: f?.company_name ?? null,
      siren: f?.siren ?? null,
      fiscal_start: ymd(f?.fiscal_start),
      fiscal_end: ymd(f?.fiscal_end),
      folder_uuid: f?.folder_uuid ?? null,
    };
  });
}

/**
 * The `analysis.done` / `analysis.error` event of an analysis that has just ended (status done, error or
 * postcondition), or null when it has not ended (the job stopped, or will be retried).
 */
export async function analysisEndedEvent(db: ApiDb, analysisUuid: string): Promise<DomainEvent | null> {
  const a = await db
    .selectFrom('analyses')
    .select(['uuid', 'account_uuid', 'kind', 'fec_uuid', 'fec_uuids', 'status', 'error', 'finished_at'])
    .where('uuid', '=', analysisUuid)
    .executeTakeFirst();
  if (!a || !(a.status in ENDED)) return null;
  const multi = (a.fec_uuids as unknown as string[] | null) ?? [];
  const fecs = await fecsOfEvent(db, a.kind === 'multi' && multi.length ? multi : [a.fec_uuid]);
  const first = fecs[0]!;
  return {
    type: ENDED[a.status as keyof typeof ENDED],
    accountUuid: a.account_uuid,
    subjectUuid: a.uuid,
    data: {
      analysis_uuid: a.uuid,
      kind: a.kind,
      status: a.status,
      error: a.error,
      fec_uuid: a.fec_uuid,
      company_name: first.company_name,
      siren: first.siren,
      fiscal_start: first.fiscal_start,
      fiscal_end: first.fiscal_end,
      fecs,
      finished_at: a.finished_at ? new Date(a.finished_at).toISOString() : null,
    },
  };
}
