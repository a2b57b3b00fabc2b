import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';
import type { ControlResult, DetailRow } from '../../../engine/src/index';
import { patternFinding } from './pattern-text';
import type { StoredPattern } from './tables';

/**
 * The detail export: one CSV per analysis (every row of every control, controls one after another),
 * `;`-separated for French spreadsheets. Each record stays on one line (newlines in labels become
 * spaces) so a control's rows can be picked out by their first field without a CSV parser.
 */
export const DETAIL_HEADER = [
  'Contrôle',
  'Libellé du contrôle',
  'Résultat',
  'Ligne',
  'JournalCode',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompAuxNum',
  'EcritureLib',
  'Débit',
  'Crédit',
  'Détail',
];

/** Excel opens a UTF-8 CSV correctly only with a byte-order mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * A field of the stored detail CSV, as the analysis wrote it (its byte ranges are indexed per control):
 * raw, not made inert — every export made from it goes out through http/csv.ts (inertCsv, csvCell).
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value).replace(/[\r\n]+/g, ' ');
  return /[;"]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(fields: Array<string | number | null | undefined>): string {
  return fields.map(csvField).join(';') + '\r\n';
}

/** 123456 → '1234,56'. */
export function centsFr(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** 20240131 → '31/01/2024' ('' for 0). */
export function dateFr(ymd: number | undefined): string {
  if (!ymd) return '';
  const s = String(ymd);
  return `${s.slice(6, 8)}/${s.slice(4, 6)}/${s.slice(0, 4)}`;
}

export function detailLine(control: Pick<ControlResult, 'id' | 'label' | 'result'>, row: DetailRow): string {
  return csvLine([
    control.id,
    control.label,
    control.result,
    row.line,
    row.journalCode,
    row.ecritureNum,
    dateFr(row.ecritureDate),
    row.compteNum,
    row.compAuxNum ?? '',
    row.ecritureLib ?? '',
    centsFr(row.debit),
    centsFr(row.credit),
    row.detail ?? '',
  ]);
}

/** The prefix every detail line of `controlId` starts with. */
export function controlPrefix(controlId: string): string {
  return csvField(controlId) + ';';
}

/**
 * Streams one control's lines out of an analysis' detail CSV: BOM, header, then the lines whose first
 * field is the control (they are contiguous: the stream ends once they are past). `lead` (a systemic
 * pattern's line, see patternLine) comes right after the header.
 */
export function controlDetailFilter(controlId: string, lead: string | null = null): Transform {
  const prefix = controlPrefix(controlId);
  let rest = '';
  let seen = false;
  let done = false;
  const decoder = new StringDecoder('utf8');
  const select = (text: string): string => {
    let out = '';
    const lines = (rest + text).split('\r\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      if (line.startsWith(prefix)) {
        seen = true;
        out += line + '\r\n';
      } else if (seen) done = true;
    }
    return out;
  };
  return new Transform({
    construct(callback) {
      this.push(UTF8_BOM + csvLine(DETAIL_HEADER) + (lead ?? ''));
      callback();
    },
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback();
      callback(null, select(decoder.write(chunk)));
    },
    flush(callback) {
      callback(null, done ? '' : select(decoder.end() + '\r\n'));
    },
  });
}

/**
 * A systemic pattern as one line of the detail CSV: the control, no entry, no amount, and its sentence
 * with its share in « Détail ». The example rows follow it.
 */
export function patternLine(
  control: Pick<ControlResult, 'id' | 'label' | 'result'>,
  pattern: StoredPattern,
): string {
  return csvLine([
    control.id,
    control.label,
    control.result,
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    patternFinding(pattern),
  ]);
}
