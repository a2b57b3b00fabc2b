/**
 * The floor (`bench:engine` mode `floor`): the least work any JavaScript analysis must do per line to
 * answer DuckDB's reference query — find the 18 fields of each line, parse Debit and Credit (the engine's
 * own byte parser), intern the account and add its totals — on one thread, nothing else: no text decoded,
 * no diagnostic, no control. Not the engine: what bounds it, measured beside DuckDB in the same run.
 * Tab-separated, UTF-8 or Latin-1, LF or CRLF, no quoted field (the generated files).
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { parseAmountBytes } from '../../engine/src/read/amount';

const CHUNK = 1 << 20;
const COMPTE_NUM = 4;
const DEBIT = 11;
const CREDIT = 12;

export interface FloorTotals {
  lines: number;
  /** Per account: Σ debit, Σ credit (integer cents), lines. */
  accounts: Map<string, { debit: number; credit: number; lines: number }>;
}

/** An open-addressing table of byte strings → dense ids (FNV-1a), growing as it fills. */
class ByteInterner {
  private hashes = new Int32Array(1 << 10);
  private ids = new Int32Array(1 << 10).fill(-1);
  readonly keys: Buffer[] = [];

  id(buf: Buffer, start: number, end: number): number {
    let h = 0x811c9dc5 | 0;
    for (let i = start; i < end; i++) h = Math.imul(h ^ buf[i], 16777619);
    const mask = this.ids.length - 1;
    for (let slot = h & mask; ; slot = (slot + 1) & mask) {
      const id = this.ids[slot];
      if (id < 0) return this.add(slot, h, buf.subarray(start, end));
      if (this.hashes[slot] !== h) continue;
      const key = this.keys[id];
      if (key.length === end - start && buf.compare(key, 0, key.length, start, end) === 0) return id;
    }
  }

  private add(slot: number, h: number, bytes: Buffer): number {
    const id = this.keys.length;
    this.keys.push(Buffer.from(bytes));
    this.ids[slot] = id;
    this.hashes[slot] = h;
    if (this.keys.length * 2 > this.ids.length) this.grow();
    return id;
  }

  private grow(): void {
    const { hashes, ids } = this;
    this.hashes = new Int32Array(hashes.length * 2);
    this.ids = new Int32Array(ids.length * 2).fill(-1);
    const mask = this.ids.length - 1;
    for (let s = 0; s < ids.length; s++) {
      if (ids[s] < 0) continue;
      let slot = hashes[s] & mask;
      while (this.ids[slot] >= 0) slot = (slot + 1) & mask;
      this.ids[slot] = ids[s];
      this.hashes[slot] = hashes[s];
    }
  }
}

export function floorScan(file: string): FloorTotals {
  const fd = openSync(file, 'r');
  let buf = Buffer.allocUnsafe(CHUNK * 2);
  const accounts = new ByteInterner();
  let debit = new Float64Array(1024);
  let credit = new Float64Array(1024);
  let count = new Float64Array(1024);
  const starts = new Int32Array(64);
  const ends = new Int32Array(64);
  // Only an amount the fast path does not take ("1 234,5", "1.234,56") is decoded, as in the engine.
  const decoded = (from: number, to: number) => buf.toString('latin1', from, to);
  let lines = 0;
  let header = true;
  let kept = 0;
  try {
    for (;;) {
      if (buf.length - kept < CHUNK) {
        const bigger = Buffer.allocUnsafe(kept + CHUNK * 2);
        buf.copy(bigger, 0, 0, kept);
        buf = bigger;
      }
      const read = readSync(fd, buf, kept, CHUNK, null);
      // At the end, what is left is a last line without its line end: it is given one.
      let end = kept + read;
      if (read === 0 && kept > 0) buf[end++] = 10;
      let p = 0;
      for (let nl = buf.indexOf(10, p); nl >= 0 && nl < end; nl = buf.indexOf(10, p)) {
        const stop = nl > p && buf[nl - 1] === 13 ? nl - 1 : nl;
        if (header) header = false;
        else if (stop > p) {
          let k = 0;
          let s = p;
          for (let i = p; i < stop; i++)
            if (buf[i] === 9) {
              if (k < 64) {
                starts[k] = s;
                ends[k] = i;
              }
              k++;
              s = i + 1;
            }
          if (k < 64) {
            starts[k] = s;
            ends[k] = stop;
          }
          k++;
          if (k > CREDIT) {
            const id = accounts.id(buf, starts[COMPTE_NUM], ends[COMPTE_NUM]);
            if (id >= debit.length) {
              debit = grown(debit);
              credit = grown(credit);
              count = grown(count);
            }
            debit[id] += parseAmountBytes(buf, starts[DEBIT], ends[DEBIT], decoded);
            credit[id] += parseAmountBytes(buf, starts[CREDIT], ends[CREDIT], decoded);
            count[id]++;
          }
          lines++;
        }
        p = nl + 1;
      }
      if (read === 0) break;
      buf.copy(buf, 0, p, end);
      kept = end - p;
    }
  } finally {
    closeSync(fd);
  }
  const totals = new Map<string, { debit: number; credit: number; lines: number }>();
  accounts.keys.forEach((key, id) =>
    totals.set(key.toString('latin1'), { debit: debit[id], credit: credit[id], lines: count[id] }),
  );
  return { lines, accounts: totals };
}

function grown(a: Float64Array<ArrayBuffer>): Float64Array<ArrayBuffer> {
  const b = new Float64Array(a.length * 2);
  b.set(a);
  return b;
}
