import { FIELDS } from '../read/header';

const KEEP = 10;

/**
 * Empty values per FEC field, counted whatever the file's variant, so the tester's verdict can be told in
 * each of its modes (a BNC file run in BIC/IS mode misses its ValidDate). Counts are exact; the first
 * `KEEP` lines are kept per field.
 */
export class EmptyTally {
  readonly counts = new Int32Array(FIELDS.length);
  readonly lines: number[][] = FIELDS.map(() => []);

  add(field: number, line: number): void {
    if (this.counts[field]++ < KEEP) this.lines[field].push(line);
  }
}
