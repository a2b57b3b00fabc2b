import { createReadStream } from 'node:fs';
import type { DetailRow } from '../../../engine/src/index';
import { controlPrefix } from './detail-csv';
import { controlRows } from './detail-rows';

/**
 * Byte ranges of each control's lines in an analysis' detail file, found in one pass, so that a reader of
 * many controls (the Excel report) reads each control's range instead of the file from its start each
 * time (a report over N controls used to read it up to N times).
 */

/** Control's first field as the file spells it (csvField) → its lines' [start, end) in bytes. */
export type DetailRanges = Map<string, { start: number; end: number }>;

const NL = 0x0a;
const SEMICOLON = 0x3b;

/** One pass over the file: where each control's contiguous lines start and end (header line skipped). */
export async function indexDetailFile(path: string, chunkSize = 1 << 20): Promise<DetailRanges> {
  const ranges: DetailRanges = new Map();
  let current: string | null = null;
  let currentStart = 0;
  const lineOf = (field: string, at: number) => {
    if (field === current) return;
    if (current) ranges.set(current, { start: currentStart, end: at });
    current = field || null;
    currentStart = at;
  };
  let offset = 0; // of the chunk in the file
  let head: Buffer[] | null = null; // the first field of the line being read, until its `;`
  let lineStart = 0;
  for await (const chunk of createReadStream(path, { highWaterMark: chunkSize }) as AsyncIterable<Buffer>) {
    let i = 0;
    while (i < chunk.length) {
      if (head) {
        // The field ends at its `;`, or at the line's end when it has none (a short search either way).
        const semicolon = chunk.indexOf(SEMICOLON, i);
        const before = chunk.subarray(i, semicolon < 0 ? chunk.length : semicolon).indexOf(NL);
        const stop = before >= 0 ? i + before : semicolon;
        if (stop < 0) {
          head.push(chunk.subarray(i));
          break;
        }
        // Usually the whole field is in this chunk: no copy.
        const field = head.length
          ? Buffer.concat([...head, chunk.subarray(i, stop)]).toString('utf8')
          : chunk.toString('utf8', i, stop);
        lineOf(field, lineStart);
        head = null;
        i = stop;
      }
      const newline = chunk.indexOf(NL, i);
      if (newline < 0) break;
      i = newline + 1;
      lineStart = offset + i;
      head = [];
    }
    offset += chunk.length;
  }
  // A last line without its `;` (or the empty one after the final newline) ends the last range.
  if (head && head.length) lineOf(Buffer.concat(head).toString('utf8'), lineStart);
  if (current) ranges.set(current, { start: currentStart, end: offset });
  return ranges;
}

/** The rows of one control, read from its range of the file only (none when the file has none). */
export function rangeRows(path: string, ranges: DetailRanges, controlId: string): AsyncIterable<DetailRow> {
  const range = ranges.get(controlPrefix(controlId).slice(0, -1));
  if (!range || range.end <= range.start) return (async function* () {})();
  return controlRows(createReadStream(path, { start: range.start, end: range.end - 1 }), controlId);
}
