import * as denseKeys from '../../util/dense-keys';

// Local copy: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { growPairTable } = denseKeys;

const CHUNK_BITS = 14;
const CHUNK = 1 << CHUNK_BITS;

/**
 * Lettering groups (CompteNum, CompAuxNum, EcritureLet) of LET-DESEQ. Nearly every group balances
 * (an invoice and its payment), and a balanced group reports nothing unless a later line joins it: a
 * group whose debit equals its credit leaves the open records for a closed one — its key, first line,
 * latest DateLet, entry (journal and number as ids) and its debit — enough to reopen it exactly as if
 * it had stayed open. Open groups hold everything a row needs.
 *
 * Keys are two 32-bit hashes, as in DenseKeys (a false match about 1 in 10^13 at 2 million keys);
 * a table slot holds the open record's index + 1, or minus (closed index + 1).
 */
export class LetteringGroups {
  private table = new Int32Array(3 << 12);
  private mask = (1 << 12) - 1;
  private used = 0;

  // Open groups, by index (free ones have line -1 and are reused).
  debit = new Float64Array(256);
  credit = new Float64Array(256);
  num = new Float64Array(256);
  /** line, latest DateLet, account id, auxiliary id, code id, entry ref: 6 ints a group. */
  ints = new Int32Array(6 * 256);
  /** Indexes below this may be in use. */
  top = 0;
  private free: number[] = [];

  // Closed groups, appended in chunks (no doubling slack): line, DateLet, entry ref; number, debit.
  private closedInts: Int32Array[] = [];
  private closedNums: Float64Array[] = [];
  private closed = 0;

  /** Adds a line's amounts to its group (created or reopened as needed); `ids` are asked on creation. */
  add(
    compteNum: string,
    compAuxNum: string,
    code: string,
    debit: number,
    credit: number,
    line: number,
    dateLet: number,
    ids: {
      compte: () => number;
      aux: () => number;
      code: () => number;
      entry: () => number;
      num: () => number;
    },
  ): void {
    let x = 0x811c9dc5;
    let y = 0x01000193 ^ (compteNum.length + (compAuxNum.length << 8) + (code.length << 16));
    for (let i = 0; i < compteNum.length; i++) {
      const k = compteNum.charCodeAt(i);
      x = Math.imul(x ^ k, 0x01000193);
      y = Math.imul(y ^ k, 0x5bd1e995) ^ (y >>> 15);
    }
    for (let i = 0; i < compAuxNum.length; i++) {
      const k = compAuxNum.charCodeAt(i) + 0x10000; // keeps ('ab','c') apart from ('a','bc')
      x = Math.imul(x ^ k, 0x01000193);
      y = Math.imul(y ^ k, 0x5bd1e995) ^ (y >>> 15);
    }
    for (let i = 0; i < code.length; i++) {
      const k = code.charCodeAt(i) + 0x20000;
      x = Math.imul(x ^ k, 0x01000193);
      y = Math.imul(y ^ k, 0x5bd1e995) ^ (y >>> 15);
    }
    const t = this.table;
    let slot = (x ^ (y >>> 7)) & this.mask;
    let at = slot * 3;
    while (t[at + 2] !== 0 && (t[at] !== x || t[at + 1] !== y)) {
      slot = (slot + 1) & this.mask;
      at = slot * 3;
    }
    const ref = t[at + 2];
    let g: number;
    if (ref > 0) {
      g = ref - 1;
      this.debit[g] += debit;
      this.credit[g] += credit;
      if (dateLet > this.ints[g * 6 + 1]) this.ints[g * 6 + 1] = dateLet;
    } else if (ref === 0) {
      g = this.open();
      this.debit[g] = debit;
      this.credit[g] = credit;
      const o = g * 6;
      this.ints[o] = line;
      this.ints[o + 1] = dateLet;
      this.ints[o + 2] = ids.compte();
      this.ints[o + 3] = ids.aux();
      this.ints[o + 4] = ids.code();
      this.ints[o + 5] = ids.entry();
      // The number encoded by entry().
      this.num[g] = ids.num();
      t[at] = x;
      t[at + 1] = y;
      t[at + 2] = g + 1;
      if (++this.used * 4 > this.mask * 3) {
        // The slot moves when the table grows: close (below) through a fresh lookup.
        this.grow();
        if (debit === credit) this.close(g, this.find(x, y));
        return;
      }
    } else {
      // A later line joins a balanced group: reopened with the same first line, entry and totals.
      const c = -ref - 1;
      const ci = this.closedInts[c >>> CHUNK_BITS];
      const cn = this.closedNums[c >>> CHUNK_BITS];
      const k = c & (CHUNK - 1);
      g = this.open();
      const d = cn[k * 2 + 1];
      this.debit[g] = d + debit;
      this.credit[g] = d + credit;
      this.num[g] = cn[k * 2];
      const o = g * 6;
      this.ints[o] = ci[k * 3];
      this.ints[o + 1] = dateLet > ci[k * 3 + 1] ? dateLet : ci[k * 3 + 1];
      this.ints[o + 2] = ids.compte();
      this.ints[o + 3] = ids.aux();
      this.ints[o + 4] = ids.code();
      this.ints[o + 5] = ci[k * 3 + 2];
      t[at + 2] = g + 1;
    }
    if (this.debit[g] === this.credit[g]) this.close(g, at);
  }

  /** Indexes of the open groups in order of their first line (the order they were created in). */
  openGroups(): number[] {
    const out: number[] = [];
    for (let g = 0; g < this.top; g++) if (this.ints[g * 6] !== -1) out.push(g);
    return out.sort((a, b) => this.ints[a * 6] - this.ints[b * 6]);
  }

  private find(x: number, y: number): number {
    const t = this.table;
    let slot = (x ^ (y >>> 7)) & this.mask;
    while (t[slot * 3] !== x || t[slot * 3 + 1] !== y) slot = (slot + 1) & this.mask;
    return slot * 3;
  }

  private open(): number {
    if (this.free.length > 0) return this.free.pop()!;
    const g = this.top++;
    if (g === this.debit.length) {
      const n = g * 2;
      this.debit = grownF64(this.debit, n);
      this.credit = grownF64(this.credit, n);
      this.num = grownF64(this.num, n);
      const ints = new Int32Array(n * 6);
      ints.set(this.ints);
      this.ints = ints;
    }
    return g;
  }

  private close(g: number, at: number): void {
    const c = this.closed++;
    const k = c & (CHUNK - 1);
    if (k === 0) {
      this.closedInts.push(new Int32Array(CHUNK * 3));
      this.closedNums.push(new Float64Array(CHUNK * 2));
    }
    const ci = this.closedInts[c >>> CHUNK_BITS];
    const cn = this.closedNums[c >>> CHUNK_BITS];
    const o = g * 6;
    ci[k * 3] = this.ints[o];
    ci[k * 3 + 1] = this.ints[o + 1];
    ci[k * 3 + 2] = this.ints[o + 5];
    cn[k * 2] = this.num[g];
    cn[k * 2 + 1] = this.debit[g];
    this.table[at + 2] = -c - 1;
    this.ints[o] = -1;
    this.free.push(g);
  }

  private grow(): void {
    this.table = growPairTable(this.table, this.mask);
    this.mask = this.mask * 2 + 1;
  }
}

function grownF64(a: Float64Array, n: number): Float64Array<ArrayBuffer> {
  const b = new Float64Array(n);
  b.set(a);
  return b;
}
