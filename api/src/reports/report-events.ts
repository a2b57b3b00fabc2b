import { fecsOfEvent } from '../analyses/analysis-events';
import type { ApiDb } from '../db/database';
import type { DomainEvent } from '../events/publish';
import type { ReportFormat } from './documents/report-model';
import type { StoredReportFile } from './tables';

/** The gateway's download route of a report's document (what a receiver follows, with its token or key). */
export const reportDownloadPath = (uuid: string, format: ReportFormat) =>
  `/download/reports/${uuid}.${format}`;

/** The `report.done` / `report.error` event of a report that has just ended, or null if it has not. */
export async function reportEndedEvent(db: ApiDb, reportUuid: string): Promise<DomainEvent | null> {
  const r = await db.selectFrom('reports').selectAll().where('uuid', '=', reportUuid).executeTakeFirst();
  if (!r || r.status === 'loading') return null;
  const files = r.status === 'done' ? ((r.files as unknown as StoredReportFile[]) ?? []) : [];
  return {
    type: r.status === 'done' ? 'report.done' : 'report.error',
    accountUuid: r.account_uuid,
    subjectUuid: r.uuid,
    data: {
      report_uuid: r.uuid,
      name: r.name,
      status: r.status,
      error: r.error,
      formats: r.formats as unknown as ReportFormat[],
      fec_uuids: r.fec_uuids as unknown as string[],
      fecs: await fecsOfEvent(db, r.fec_uuids as unknown as string[]),
      files: files.map((f) => ({
        format: f.format,
        file_name: f.file_name,
        size: f.size,
        download_path: reportDownloadPath(r.uuid, f.format),
      })),
      finished_at: r.finished_at ? new Date(r.finished_at).toISOString() : null,
    },
  };
}
