import { Column, Int32Column } from '../../util/columns';
/**
 * EcritureNum as a number: the last run of digits ("VT-2024-00012" → 12), the rest being the
 * sequence's prefix. Numbering is compared only between entries of one prefix.
 */
export interface NumParts {
  /** Text around the digits ('' when the number is all digits). */
  prefix: string;
  num: number;
  /** Number of digits, to rebuild the text with its leading zeros. */
  width: number;
}

const scratch: NumParts = { prefix: '', num: 0, width: 0 };
// Recent prefix keys and the text around their digits, in 16 slots chosen by the first character and
// the prefix length: numbers of one journal share them ("VT000123", "VT000124"), so the key is reused
// instead of being rebuilt (two allocations) for every entry, even when journals alternate.
const heads: string[] = new Array<string>(16).fill('');
const tails: string[] = new Array<string>(16).fill('');
const keys: string[] = new Array<string>(16).fill('');

/**
 * Parses the numeric part into a shared scratch object (no allocation when the number is all
 * digits). Returns null when there are no digits or more than 15 of them (not exact as a double).
 */
export function numericPart(s: string): NumParts | null {
  let end = s.length;
  while (end > 0) {
    const c = s.charCodeAt(end - 1);
    if (c >= 48 && c <= 57) break;
    end--;
  }
  if (end === 0) return null;
  let start = end;
  let num = 0;
  while (start > 0) {
    const c = s.charCodeAt(start - 1);
    if (c < 48 || c > 57) break;
    start--;
  }
  if (end - start > 15) return null;
  for (let i = start; i < end; i++) num = num * 10 + (s.charCodeAt(i) - 48);
  scratch.num = num;
  scratch.width = end - start;
  if (start === 0 && end === s.length) {
    scratch.prefix = '';
    return scratch;
  }
  const slot = (s.charCodeAt(0) + start * 7) & 15;
  if (keys[slot] !== '' && sameAround(s, start, end, heads[slot], tails[slot])) scratch.prefix = keys[slot];
  else {
    heads[slot] = s.slice(0, start);
    tails[slot] = s.slice(end);
    scratch.prefix = keys[slot] = heads[slot] + '\u0001' + tails[slot];
  }
  return scratch;
}

/** True when `s` has `head` before `start` and `tail` from `end` (char loops: cheaper than builtins here). */
function sameAround(s: string, start: number, end: number, head: string, tail: string): boolean {
  if (start !== head.length || s.length - end !== tail.length) return false;
  for (let i = 0; i < start; i++) if (s.charCodeAt(i) !== head.charCodeAt(i)) return false;
  for (let i = 0; i < tail.length; i++) if (s.charCodeAt(end + i) !== tail.charCodeAt(i)) return false;
  return true;
}

/** Rebuilds an EcritureNum from its prefix key, number and width (for gap rows). */
export function formatNum(prefix: string, num: number, width: number): string {
  const digits = String(num).padStart(width, '0');
  if (prefix === '') return digits;
  const i = prefix.indexOf('\u0001');
  return prefix.slice(0, i) + digits + prefix.slice(i + 1);
}

/** The numbered entries of one (journal, prefix): number, first line, ValidDate and EcritureDate each. */
export class NumberGroup {
  // Numbers may exceed 32 bits (date-like sequences): doubles. Lines and dates fit in 32 bits.
  readonly nums = new Column();
  readonly lines = new Int32Column();
  readonly valid = new Int32Column();
  readonly date = new Int32Column();
  /** True while numbers arrive in non-decreasing order (the usual case: no sort needed). */
  sorted = true;
  constructor(
    readonly journalCode: string,
    readonly prefix: string,
    readonly width: number,
  ) {}

  push(num: number, line: number, valid: number, date: number): void {
    const n = this.nums.length;
    if (n > 0 && num < this.nums.data[n - 1]) this.sorted = false;
    this.nums.push(num);
    this.lines.push(line);
    this.valid.push(valid);
    this.date.push(date);
  }
}

/** Collects the numbered entries (first parts only: reopened parts repeat a number) by (journal, prefix). */
export class NumberCollector {
  readonly groups = new Map<string, NumberGroup>();
  private last: NumberGroup | null = null;

  add(
    journalCode: string,
    prefix: string,
    width: number,
    num: number,
    line: number,
    valid: number,
    date: number,
  ): void {
    let g = this.last;
    if (g === null || g.journalCode !== journalCode || g.prefix !== prefix) {
      const key = groupKey(journalCode, prefix);
      g = this.groups.get(key) ?? null;
      if (g === null) {
        g = new NumberGroup(
          journalCode.length < 13 ? journalCode : (' ' + journalCode).slice(1),
          prefix,
          width,
        );
        this.groups.set(key, g);
      }
      this.last = g;
    }
    g.push(num, line, valid, date);
  }
}

export function groupKey(journalCode: string, prefix: string): string {
  return journalCode + '\u0000' + prefix;
}

/** One sequence to check, in numbering order: `order[i]` indexes the arrays. */
export interface Sequence {
  /** Journal code, or '*' when the numbering runs across journals. */
  scope: string;
  prefix: string;
  width: number;
  nums: Float64Array;
  lines: Int32Array;
  valid: Int32Array;
  /** Journal code of each element (for file-wide sequences). */
  journals: string[] | null;
  order: Uint32Array;
  length: number;
}

export type NumberingMode = 'auto' | 'journal' | 'file';

const PACK = 4194304; // 2^22 positions packed under the number in one exact double

/** Positions of `nums[0..n)` in increasing number order (stable), sorting natively when possible. */
export function sortOrder(nums: Float64Array, n: number, alreadySorted: boolean): Uint32Array {
  const order = new Uint32Array(n);
  if (alreadySorted) {
    for (let i = 0; i < n; i++) order[i] = i;
    return order;
  }
  let max = 0;
  for (let i = 0; i < n; i++) if (nums[i] > max) max = nums[i];
  if (n <= PACK && (max + 1) * PACK <= Number.MAX_SAFE_INTEGER) {
    const packed = new Float64Array(n);
    for (let i = 0; i < n; i++) packed[i] = nums[i] * PACK + i;
    packed.sort();
    for (let i = 0; i < n; i++) order[i] = packed[i] % PACK;
    return order;
  }
  for (let i = 0; i < n; i++) order[i] = i;
  return order.sort((a, b) => nums[a] - nums[b] || a - b);
}

function journalSequence(g: NumberGroup): Sequence {
  return {
    scope: g.journalCode,
    prefix: g.prefix,
    width: g.width,
    nums: g.nums.data,
    lines: g.lines.data,
    valid: g.valid.data,
    journals: null,
    order: sortOrder(g.nums.data, g.nums.length, g.sorted),
    length: g.nums.length,
  };
}

function mergedSequence(groups: NumberGroup[]): Sequence {
  let n = 0;
  for (const g of groups) n += g.nums.length;
  const nums = new Float64Array(n);
  const lines = new Int32Array(n);
  const valid = new Int32Array(n);
  const journals: string[] = new Array<string>(n);
  let i = 0;
  // Merge by first line so that equal numbers keep file order.
  const parts = groups.slice().sort((a, b) => a.lines.data[0] - b.lines.data[0]);
  for (const g of parts) {
    nums.set(g.nums.data.subarray(0, g.nums.length), i);
    lines.set(g.lines.data.subarray(0, g.nums.length), i);
    valid.set(g.valid.data.subarray(0, g.nums.length), i);
    for (let k = 0; k < g.nums.length; k++) journals[i + k] = g.journalCode;
    i += g.nums.length;
  }
  return {
    scope: '*',
    prefix: groups[0].prefix,
    width: groups[0].width,
    nums,
    lines,
    valid,
    journals,
    order: sortOrder(nums, n, false),
    length: n,
  };
}

/** True when no number appears in two groups: the numbering runs across the journals. */
function disjoint(seqs: Sequence[]): boolean {
  const seen = new Set<number>();
  for (const s of seqs) {
    let prev = NaN;
    for (let i = 0; i < s.length; i++) {
      const v = s.nums[s.order[i]];
      if (v === prev) continue;
      prev = v;
      if (seen.has(v)) return false;
      seen.add(v);
    }
  }
  return true;
}

/**
 * The sequences to check. Per journal when numbering restarts in each journal; one file-wide sequence
 * per prefix when the journals share one numbering ('auto': their number sets are disjoint).
 */
export function buildSequences(collector: NumberCollector, mode: NumberingMode): Sequence[] {
  const byPrefix = new Map<string, NumberGroup[]>();
  for (const g of collector.groups.values()) {
    const list = byPrefix.get(g.prefix);
    if (list === undefined) byPrefix.set(g.prefix, [g]);
    else list.push(g);
  }
  const out: Sequence[] = [];
  for (const groups of byPrefix.values()) {
    if (groups.length === 1 || mode === 'journal') {
      for (const g of groups) out.push(journalSequence(g));
      continue;
    }
    if (mode === 'file') {
      out.push(mergedSequence(groups));
      continue;
    }
    const perJournal = groups.map(journalSequence);
    if (disjoint(perJournal)) out.push(mergedSequence(groups));
    else out.push(...perJournal);
  }
  return out;
}
