import type { SizeHint } from '../model/control';
import type { FecLine } from '../model/line';

/** No FEC record holds its 18 fields in fewer bytes: a bound on an estimate misled by short first lines. */
const MIN_LINE_BYTES = 40;

export interface BytesSeen {
  /** The file's size, when known. */
  fileBytes?: number;
  /** Bytes the reader had taken in when the last of the first lines was read: at least their size. */
  bytesRead: number;
  /** True when the first lines are the whole file. */
  complete: boolean;
}

/**
 * The file's data lines and entries, projected from its first lines (their entries per line) and the
 * bytes they came from (their mean size). `bytesRead` counts whole chunks, so the projection errs low:
 * a table sized by it grows once at most, instead of a dozen times from a few thousand slots.
 */
export function estimateSize(first: readonly FecLine[], seen: BytesSeen): SizeHint | undefined {
  const n = first.length;
  if (n === 0) return undefined;
  const entries = countEntries(first);
  if (seen.complete) return { lines: n, entries };
  if (!seen.fileBytes || seen.bytesRead <= 0) return undefined;
  const projected = Math.round((seen.fileBytes * n) / seen.bytesRead);
  const lines = Math.max(n, Math.min(projected, Math.ceil(seen.fileBytes / MIN_LINE_BYTES)));
  return { lines, entries: Math.max(entries, Math.round((lines * entries) / n)) };
}

/** Entries among consecutive lines: each change of (JournalCode, EcritureNum) opens one. */
function countEntries(lines: readonly FecLine[]): number {
  let entries = 0;
  let journal = '';
  let num = '';
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (i === 0 || l.ecritureNum !== num || l.journalCode !== journal) {
      entries++;
      journal = l.journalCode;
      num = l.ecritureNum;
    }
  }
  return entries;
}
