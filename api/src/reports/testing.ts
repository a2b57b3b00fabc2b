import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { DETAIL_HEADER, UTF8_BOM, csvLine, detailLine } from '../analyses/detail-csv';
import { json } from '../db/database';
import type { ApiHarness } from '../testing/harness';
import type { ReportRenderers } from './documents/renderers';
import type { ReportFormat, ReportModel, ReportRenderer } from './documents/report-model';
import { CONTENT_TYPES, reportPrefix } from './report-service';
import type { ReportStatus, StoredReportFile } from './tables';

/**
 * Test helpers of the reports domain (API, gateway and security suites): a FEC with a finished analysis
 * without running the engine, a report recorded with its files, and stand-in renderers that write the
 * model's facts as text (the real documents have their own tests).
 */

export interface SeededAnalysedFec {
  fecUuid: string;
  analysisUuid: string;
}

/** A FEC with a `done` analysis of one control (EQ-ECR: 1 finding, 1 234,56 €, 1 row in the detail file). */
export async function seedAnalysedFec(
  h: Pick<ApiHarness, 'db' | 'deps'>,
  owner: { uuid: string; accountUuid: string },
  o: { locked?: boolean; companyName?: string } = {},
): Promise<SeededAnalysedFec> {
  const fecUuid = randomUUID();
  const analysisUuid = randomUUID();
  await h.db
    .insertInto('fecs')
    .values({
      uuid: fecUuid,
      account_uuid: owner.accountUuid,
      folder_uuid: null,
      owner_uuid: owner.uuid,
      anonymous_token_hash: null,
      original_name: `123456789FEC20241231-${fecUuid.slice(0, 8)}.txt`,
      storage_key: `fecs/${owner.accountUuid}/${fecUuid}/fec.txt`,
      size: 100,
      sha256: 'x',
      line_count: 10,
      company_name: o.companyName ?? 'Société Témoin',
      siren: '123456789',
      revenue_type: null,
      fiscal_start: '2024-01-01',
      fiscal_end: '2024-12-31',
      extra: json({}),
      status: 'done',
      offer: null,
      locked: o.locked ?? false,
      price_ht_cents: null,
    })
    .execute();
  const row = {
    line: 2,
    journalCode: 'VT',
    ecritureNum: 'V1',
    compteNum: '411000',
    debit: 123456,
    credit: 0,
  };
  const control = { id: 'EQ-ECR', label: 'Équilibre des écritures', result: 'ERROR' as const };
  const detailKey = `analyses/${analysisUuid}/detail.csv`;
  await h.deps.storage.put(
    detailKey,
    Readable.from([Buffer.from(UTF8_BOM + csvLine(DETAIL_HEADER) + detailLine(control, row), 'utf8')]),
  );
  const now = new Date();
  await h.db
    .insertInto('analyses')
    .values({
      uuid: analysisUuid,
      account_uuid: owner.accountUuid,
      kind: 'single',
      fec_uuid: fecUuid,
      fec_uuids: json([fecUuid]),
      status: 'done',
      error: null,
      job_id: null,
      attempts: 1,
      heartbeat_at: null,
      started_at: now,
      finished_at: now,
      summary: json({ ERROR: 1 }),
      report: json({
        file: { name: 'fec.txt', siren: '123456789', closingDate: 20241231, bytes: 100 },
        format: {
          variant: null,
          encoding: null,
          separator: null,
          lines: 10,
          entries: 5,
          conformity: 'conforme',
          diagnosticCounts: {},
          diagnostics: [],
        },
        totals: { debit: 123456, credit: 123456 },
        fiscalYear: { start: 20240101, end: 20241231 },
      }),
      fec_summary: json({}),
      detail_key: detailKey,
      corrected_status: 'none',
      corrected_key: null,
      corrected_log_key: null,
      corrected_summary: null,
      corrected_error: null,
      corrected_requested_at: null,
      corrected_heartbeat_at: null,
      created_by: owner.uuid,
    })
    .execute();
  await h.db
    .insertInto('analysis_controls')
    .values({
      analysis_uuid: analysisUuid,
      control_id: control.id,
      label: control.label,
      theme: 'equilibres',
      cycle: 'general',
      result: 'ERROR',
      count: 1,
      amount: 123456,
      total: 1,
      reason: null,
      rows: json([row]),
    })
    .execute();
  return { fecUuid, analysisUuid };
}

/** A report recorded as the job leaves it (`done`: with its files in storage, one line of text each). */
export async function seedReport(
  h: Pick<ApiHarness, 'db' | 'deps'>,
  o: {
    accountUuid: string;
    createdBy: string | null;
    fec: SeededAnalysedFec;
    status?: ReportStatus;
    formats?: ReportFormat[];
    name?: string;
  },
): Promise<{ uuid: string; keys: string[] }> {
  const uuid = randomUUID();
  const status = o.status ?? 'done';
  const formats = o.formats ?? ['pdf', 'docx', 'xlsx'];
  const name = o.name ?? 'Rapport témoin';
  const files: StoredReportFile[] = [];
  if (status === 'done') {
    for (const format of formats) {
      const key = `${reportPrefix(o.accountUuid, uuid)}rapport.${format}`;
      const body = `document ${format} ${uuid}\n`;
      await h.deps.storage.put(key, Readable.from([Buffer.from(body)]), {
        contentType: CONTENT_TYPES[format],
      });
      files.push({ format, file_name: `${name}.${format}`, size: Buffer.byteLength(body), key });
    }
  }
  await h.db
    .insertInto('reports')
    .values({
      uuid,
      account_uuid: o.accountUuid,
      name,
      status,
      progress: status === 'done' ? 100 : 0,
      error: null,
      formats: json(formats),
      options: json({ merged: false, by_cycle: false, categories: [], themes: [], control_ids: [] }),
      fec_uuids: json([o.fec.fecUuid]),
      analysis_uuids: json([o.fec.analysisUuid]),
      files: json(files),
      job_id: null,
      attempts: status === 'loading' ? 0 : 1,
      // A loading report is held by a live worker (no job runs it in these tests).
      heartbeat_at: status === 'loading' ? new Date(Date.now() + 3_600_000) : null,
      started_at: null,
      finished_at: status === 'done' ? new Date() : null,
      expires_at: new Date(Date.now() + 90 * 86_400_000),
      created_by: o.createdBy,
    })
    .execute();
  return { uuid, keys: files.map((f) => f.key) };
}

/** The model's facts as text: what a document would say, easy to assert on. */
export async function modelFacts(model: ReportModel): Promise<string> {
  const lines = [
    `name=${model.name}`,
    `author=${model.author}`,
    `account=${model.accountName}`,
    `internalNotes=${model.options.internalNotes}`,
  ];
  for (const s of model.sources) {
    lines.push(`source=${s.fecUuid} company=${s.companyName} locked=${s.locked}`);
    for (const c of s.controls) {
      let rows = 0;
      for await (const _row of s.rows(c.id)) rows++;
      lines.push(`control=${c.id} count=${c.count} amount=${c.amount} rows=${rows}`);
    }
  }
  return lines.join('\n') + '\n';
}

const textRenderer =
  (format: ReportFormat): ReportRenderer =>
  async (model, output) => {
    output.write(`format=${format}\n${await modelFacts(model)}`);
    output.end();
  };

/** Stand-in renderers: each writes its format and the model's facts. */
export const TEXT_RENDERERS: ReportRenderers = {
  pdf: textRenderer('pdf'),
  docx: textRenderer('docx'),
  xlsx: textRenderer('xlsx'),
};
