import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { DetailRow } from '../../../engine/src/index';
import { controlPrefix } from './detail-csv';

/**
 * Reads an analysis' detail CSV (detail-csv.ts) back into the engine's rows: what the Excel export of a
 * control (and any other reader of the stored detail) needs to write typed cells instead of text.
 */

/** Splits one `;` line of the detail file (fields quoted with `"` when they hold `;` or `"`). */
export function splitDetailLine(line: string): string[] {
  const fields: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let value = '';
      i += 1;
      while (i < line.length) {
        if (line[i] === '"') {
          if (line[i + 1] === '"') {
            value += '"';
            i += 2;
          } else {
            i += 1;
            break;
          }
        } else value += line[i++];
      }
      fields.push(value);
      i += 1; // the `;` after the closing quote
    } else {
      const end = line.indexOf(';', i);
      if (end < 0) {
        fields.push(line.slice(i));
        break;
      }
      fields.push(line.slice(i, end));
      i = end + 1;
    }
  }
  return fields;
}

/** '1234,56' / '-0,50' → integer cents (0 when empty). */
export function centsOf(text: string): number {
  const m = /^(-?)(\d+)(?:,(\d{1,2}))?$/.exec(text.trim());
  if (!m) return 0;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '0').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

/** '31/01/2024' → 20240131 (undefined when empty or malformed). */
export function ymdOf(text: string): number | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  return m ? Number(`${m[3]}${m[2]}${m[1]}`) : undefined;
}

/** One line of the detail file → the control id and its row. */
export function parseDetailLine(line: string): { controlId: string; row: DetailRow } {
  const f = splitDetailLine(line);
  const optional = (v: string | undefined) => (v ? v : undefined);
  return {
    controlId: f[0],
    row: {
      line: Number(f[3]) || 0,
      journalCode: f[4] ?? '',
      ecritureNum: f[5] ?? '',
      ecritureDate: ymdOf(f[6] ?? ''),
      compteNum: f[7] ?? '',
      compAuxNum: optional(f[8]),
      ecritureLib: optional(f[9]),
      debit: centsOf(f[10] ?? ''),
      credit: centsOf(f[11] ?? ''),
      detail: optional(f[12]),
    },
  };
}

/**
 * Every row of one control out of the detail file, in order. Its lines are contiguous: reading stops
 * (and the source is closed) once they are past.
 */
export async function* controlRows(source: Readable, controlId: string): AsyncGenerator<DetailRow> {
  const prefix = controlPrefix(controlId);
  const lines = createInterface({ input: source, crlfDelay: Infinity });
  let seen = false;
  try {
    for await (const line of lines) {
      if (line.startsWith(prefix)) {
        seen = true;
        yield parseDetailLine(line).row;
      } else if (seen) break;
    }
  } finally {
    lines.close();
    source.destroy();
  }
}
