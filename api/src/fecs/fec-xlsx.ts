import {
  addTableSheet,
  breathe,
  DATE_FORMAT,
  INTEGER_FORMAT,
  setAutoFilter,
  streamingWorkbook,
  text,
  writeHeader,
} from '../http/xlsx-cells';
import { FEC_TABLE_HEADERS, STATUS_LABELS } from './fec-csv';
import type { FecView } from './fec-service';

const EXPORT_COLOR = '#1f4e79';
const DATE_TIME_FORMAT = 'dd/mm/yyyy hh:mm';

/** Widths and formats in the order of FEC_TABLE_HEADERS (the CSV's columns). */
const COLUMNS = [
  { width: 36 },
  { width: 30 },
  { width: 12 },
  { width: 16 },
  { width: 14, numFmt: DATE_FORMAT },
  { width: 14, numFmt: DATE_FORMAT },
  { width: 16, numFmt: INTEGER_FORMAT },
  { width: 16, numFmt: INTEGER_FORMAT },
  { width: 14 },
  { width: 18, numFmt: DATE_TIME_FORMAT },
];

/** 'YYYY-MM-DD…' → that day at midnight UTC (what Excel shows as the day); null when unknown. */
function day(iso: string | null): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
}

/** An instant as Paris wall-clock time (Excel dates have no time zone). */
function parisTime(iso: string): Date {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return new Date(Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute')));
}

/**
 * The FEC table as an Excel workbook: the CSV export's columns with typed cells (dates, numbers), header
 * frozen and filters; rows streamed to `output`.
 */
export async function writeFecTableXlsx(fecs: FecView[], output: NodeJS.WritableStream): Promise<void> {
  const workbook = streamingWorkbook(output);
  const sheet = addTableSheet(workbook, 'FEC', COLUMNS);
  writeHeader(sheet, [...FEC_TABLE_HEADERS], EXPORT_COLOR);
  for (const f of fecs) {
    sheet.row([
      text(f.original_name),
      text(f.company_name),
      text(f.siren),
      text(f.revenue_type),
      day(f.fiscal_start),
      day(f.fiscal_end),
      f.line_count,
      f.size,
      f.status ? (STATUS_LABELS[f.status] ?? f.status) : null,
      parisTime(f.created_at),
    ]);
    await breathe(sheet);
  }
  setAutoFilter(sheet, 1, fecs.length + 1, FEC_TABLE_HEADERS.length);
  await sheet.end();
  await workbook.finish();
}
