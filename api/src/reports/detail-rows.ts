import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { DetailRow } from '../../../engine/src/index';
import { controlPrefix } from '../analyses/detail-csv';

/**
 * The analysis' detail CSV read back (analyses/detail-csv.ts writes it): one control's lines, parsed into
 * the engine's DetailRow — amounts « 1234,56 » → cents, dates dd/mm/yyyy → AAAAMMJJ, empty optional
 * fields left out. Streams: a control of 100,000 rows is never held whole.
 */

/** Splits one `;` line, honouring the writer's quoting (`"a;b"`, `""` for a quote). */
export function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    if (line[i] === '"') {
      let value = '';
      i++;
      for (;;) {
        const quote = line.indexOf('"', i);
        if (quote < 0) {
          value += line.slice(i);
          i = line.length;
          break;
        }
        value += line.slice(i, quote);
        if (line[quote + 1] === '"') {
          value += '"';
          i = quote + 2;
        } else {
          i = quote + 1;
          break;
        }
      }
      fields.push(value);
    } else {
      const end = line.indexOf(';', i);
      fields.push(end < 0 ? line.slice(i) : line.slice(i, end));
      i = end < 0 ? line.length : end;
    }
    if (i >= line.length) break;
    i++; // the separator
    if (i === line.length) {
      fields.push('');
      break;
    }
  }
  return fields;
}

/** « 1234,56 » / « -0,05 » → cents (0 for an empty field). */
export function centsOf(text: string): number {
  const m = /^(-?)(\d+)(?:,(\d{1,2}))?$/.exec(text.trim());
  if (!m) return 0;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '0').padEnd(2, '0'));
  return m[1] === '-' ? -cents : cents;
}

/** « 31/01/2024 » → 20240131 (undefined when empty or malformed). */
export function ymdOfFr(text: string): number | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  return m ? Number(m[3] + m[2] + m[1]) : undefined;
}

/** One detail line (after the control id, label and result) → DetailRow. */
export function detailRowOf(fields: string[]): DetailRow {
  const [, , , line, journalCode, ecritureNum, date, compteNum, compAux, lib, debit, credit, detail] = fields;
  const row: DetailRow = {
    line: Number(line) || 0,
    journalCode: journalCode ?? '',
    ecritureNum: ecritureNum ?? '',
    compteNum: compteNum ?? '',
    debit: centsOf(debit ?? ''),
    credit: centsOf(credit ?? ''),
  };
  const ymd = ymdOfFr(date ?? '');
  if (ymd) row.ecritureDate = ymd;
  if (compAux) row.compAuxNum = compAux;
  if (lib) row.ecritureLib = lib;
  if (detail) row.detail = detail;
  return row;
}

/**
 * The rows of `controlId` in a detail CSV stream. A control's lines are contiguous: reading stops once
 * they are past (the stream is destroyed, not drained).
 */
export async function* controlRows(source: Readable, controlId: string): AsyncGenerator<DetailRow> {
  const prefix = controlPrefix(controlId);
  const lines = createInterface({ input: source, crlfDelay: Infinity });
  let seen = false;
  try {
    for await (const raw of lines) {
      const line = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
      if (line.startsWith(prefix)) {
        seen = true;
        yield detailRowOf(splitCsvLine(line));
      } else if (seen) break;
    }
  } finally {
    lines.close();
    source.destroy();
  }
}
