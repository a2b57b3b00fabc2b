import { Column, Int32Column } from '../../util/columns';
import * as numbering from './numbering';

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { NumberGroup } = numbering;

/** Entries per block: a block starts with absolute values, so a lookup decodes at most this many. */
const BLOCK_BITS = 7;
const BLOCK = 1 << BLOCK_BITS;

/**
 * The numbered entries of one (journal, prefix) — number, first line, ValidDate and EcritureDate each —
 * in arrival order, as deltas from the previous entry in variable-length bytes: numbers usually follow
 * each other (+1: one byte), lines and dates move little (a byte or two each), so about 4 bytes an
 * entry instead of 20 in columns. Each block of 128 entries starts from absolute values.
 * Same content as a NumberGroup (`toGroup` rebuilds one), read in order through a cursor.
 */
export class NumberStore {
  length = 0;
  /** True while numbers arrive in non-decreasing order (the usual case: read in order, no sort). */
  sorted = true;
  bytes = new Uint8Array(256);
  pos = 0;
  readonly blockNum = new Column(16);
  readonly blockLine = new Int32Column(16);
  readonly blockValid = new Int32Column(16);
  readonly blockDate = new Int32Column(16);
  readonly blockPos = new Int32Column(16);
  private num = 0;
  private line = 0;
  private valid = 0;
  private date = 0;

  constructor(
    readonly journalCode: string,
    readonly prefix: string,
    readonly width: number,
  ) {}

  push(num: number, line: number, valid: number, date: number): void {
    const n = this.length++;
    if (n > 0 && num < this.num) this.sorted = false;
    if ((n & (BLOCK - 1)) === 0) {
      this.blockNum.push(num);
      this.blockLine.push(line);
      this.blockValid.push(valid);
      this.blockDate.push(date);
      this.blockPos.push(this.pos);
    } else {
      if (this.pos + 48 > this.bytes.length) {
        const b = new Uint8Array(this.bytes.length * 2);
        b.set(this.bytes);
        this.bytes = b;
      }
      this.write(num - this.num - 1);
      this.write(line - this.line);
      this.write(valid - this.valid);
      this.write(date - this.date);
    }
    this.num = num;
    this.line = line;
    this.valid = valid;
    this.date = date;
  }

  /** A cursor before the first entry. */
  cursor(): StoreCursor {
    return new StoreCursor(this);
  }

  /** The same entries as columns (for sorting, when they did not arrive in order). */
  toGroup(): numbering.NumberGroup {
    const g = new NumberGroup(this.journalCode, this.prefix, this.width);
    const n = this.length;
    g.nums.data = new Float64Array(n);
    g.lines.data = new Int32Array(n);
    g.valid.data = new Int32Array(n);
    g.date.data = new Int32Array(n);
    const c = this.cursor();
    for (let i = 0; c.next(); i++) {
      g.nums.data[i] = c.num;
      g.lines.data[i] = c.line;
      g.valid.data[i] = c.valid;
      g.date.data[i] = c.date;
    }
    g.nums.length = g.lines.length = g.valid.length = g.date.length = n;
    g.sorted = this.sorted;
    return g;
  }

  /** EcritureDate of the first entry numbered `num` (sorted stores only), or -1 when none is. */
  firstDate(num: number): number {
    const b = this.blockNum;
    let lo = 0;
    let hi = b.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (b.data[mid] < num) lo = mid + 1;
      else hi = mid;
    }
    // Blocks before `lo` start below `num`: its first entry is in block lo - 1 or later.
    const c = this.cursor();
    c.seekBlock(lo > 0 ? lo - 1 : 0);
    while (c.next()) {
      if (c.num === num) return c.date;
      if (c.num > num) return -1;
    }
    return -1;
  }

  /** Zigzag, then 7 bits a byte (integers up to 2^53: arithmetic, not 32-bit operators). */
  private write(d: number): void {
    let v = d >= 0 ? d * 2 : -d * 2 - 1;
    const bytes = this.bytes;
    let pos = this.pos;
    while (v >= 128) {
      bytes[pos++] = (v % 128) | 128;
      v = Math.floor(v / 128);
    }
    bytes[pos++] = v;
    this.pos = pos;
  }
}

/** Reads a NumberStore in arrival order: `next()` then the fields. */
export class StoreCursor {
  num = 0;
  line = 0;
  valid = 0;
  date = 0;
  private i = -1;
  private pos = 0;
  constructor(private readonly s: NumberStore) {}

  /** Moves before the first entry of block `b`. */
  seekBlock(b: number): void {
    this.i = b * BLOCK - 1;
  }

  next(): boolean {
    const i = ++this.i;
    const s = this.s;
    if (i >= s.length) return false;
    if ((i & (BLOCK - 1)) === 0) {
      const b = i >>> BLOCK_BITS;
      this.num = s.blockNum.data[b];
      this.line = s.blockLine.data[b];
      this.valid = s.blockValid.data[b];
      this.date = s.blockDate.data[b];
      this.pos = s.blockPos.data[b];
      return true;
    }
    this.num += this.read() + 1;
    this.line += this.read();
    this.valid += this.read();
    this.date += this.read();
    return true;
  }

  private read(): number {
    const bytes = this.s.bytes;
    let b = bytes[this.pos++];
    let v = b & 127;
    let scale = 128;
    while (b >= 128) {
      b = bytes[this.pos++];
      v += (b & 127) * scale;
      scale *= 128;
    }
    // Zigzag back: even → d, odd → -(d + 1).
    return v % 2 === 0 ? v / 2 : -(v + 1) / 2;
  }
}
