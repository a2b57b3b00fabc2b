import { numericPart } from '../controls/shared/numbering';
import { DenseKeys } from '../util/dense-keys';

/** The numbers of one (journal, prefix, width) that arrived in increasing order, as runs [from, to]. */
class Runs {
  starts = new Float64Array(16);
  ends = new Float64Array(16);
  length = 0;
  /** The text around the digits holds U+0001 itself: (prefix, width, number) may not tell two keys apart. */
  readonly ambiguous: boolean;
  constructor(
    readonly prefix: string,
    readonly width: number,
  ) {
    this.ambiguous = prefix.indexOf('\u0001') !== prefix.lastIndexOf('\u0001');
  }

  /** True when `num` lies in a run (binary search). */
  has(num: number): boolean {
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.ends[mid] < num) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.length && this.starts[lo] <= num;
  }

  /** Appends `num`, greater than every number held. */
  append(num: number): void {
    const n = this.length;
    if (n > 0 && this.ends[n - 1] === num - 1) {
      this.ends[n - 1] = num;
      return;
    }
    if (n === this.starts.length) {
      const s = new Float64Array(n * 2);
      s.set(this.starts);
      this.starts = s;
      const e = new Float64Array(n * 2);
      e.set(this.ends);
      this.ends = e;
    }
    this.starts[n] = num;
    this.ends[n] = num;
    this.length = n + 1;
  }
}

/**
 * The set of entry keys (JournalCode, EcritureNum) seen so far, to tell a key that comes back. Numbers
 * usually arrive in increasing order within a journal: those are kept as runs of consecutive numbers
 * per (journal, text around the digits, digit count) — a few bytes per run instead of a hash slot per
 * entry. A key whose number is not above every number of its run set, or that has no usable number,
 * goes to a hash set (DenseKeys). Each key lives in exactly one of the two, so the answer is the same.
 */
export class EntryKeys {
  private readonly others = new DenseKeys();
  private readonly byJournal = new Map<string, Runs[]>();
  private lastJournal = '';
  private last: Runs | null = null;

  /** Records the key; true when it was new. */
  add(journalCode: string, ecritureNum: string): boolean {
    const parts = numericPart(ecritureNum);
    if (parts === null) {
      this.others.id(journalCode, ecritureNum, '', 0);
      return this.others.created;
    }
    let runs = this.last;
    if (
      runs === null ||
      journalCode !== this.lastJournal ||
      runs.prefix !== parts.prefix ||
      runs.width !== parts.width
    )
      runs = this.runsOf(journalCode, parts.prefix, parts.width);
    if (runs.ambiguous) {
      this.others.id(journalCode, ecritureNum, '', 0);
      return this.others.created;
    }
    const num = parts.num;
    const n = runs.length;
    if (n === 0 || num > runs.ends[n - 1]) {
      runs.append(num);
      return true;
    }
    if (runs.has(num)) return false;
    this.others.id(journalCode, ecritureNum, '', 0);
    return this.others.created;
  }

  private runsOf(journalCode: string, prefix: string, width: number): Runs {
    let list = this.byJournal.get(journalCode);
    if (list === undefined) this.byJournal.set(journalCode, (list = []));
    let runs: Runs | undefined;
    for (const r of list) if (r.prefix === prefix && r.width === width) runs = r;
    if (runs === undefined) list.push((runs = new Runs(prefix, width)));
    this.lastJournal = journalCode;
    this.last = runs;
    return runs;
  }
}
