import type { ControlContext, DetailRow, SystemicPattern } from '../../model/control';
import type { FecEntry } from '../../model/line';
import * as scanning from './entry-scan';
import type { EntryScan } from './entry-scan';
import { lineRow } from './findings';
import { dateFr, pct } from './format';
import * as numbering from './numbering';
import type { NumberingMode, Sequence } from './numbering';
import { NumberStore } from './number-store';

// Local copies: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { scanEntry } = scanning;
const { buildSequences, groupKey, NumberCollector, sortOrder } = numbering;

/** One numbering sequence read in number order (stable: equal numbers in file order). */
export interface NumberSequence {
  /** Journal code, or '*' when the numbering runs across journals. */
  scope: string;
  prefix: string;
  width: number;
  cursor(): SequenceCursor;
}

/** `next()` moves to the following entry (false at the end), whose fields are then read. */
export interface SequenceCursor {
  num: number;
  line: number;
  valid: number;
  journal: string;
  next(): boolean;
}

/** A sequence that arrived in order, read straight from its store (no column, no sort). */
class StoreSequence implements NumberSequence {
  readonly scope: string;
  readonly prefix: string;
  readonly width: number;
  constructor(private readonly store: NumberStore) {
    this.scope = store.journalCode;
    this.prefix = store.prefix;
    this.width = store.width;
  }

  cursor(): SequenceCursor {
    const c = this.store.cursor();
    const journal = this.scope;
    return {
      num: 0,
      line: 0,
      valid: 0,
      journal,
      next() {
        if (!c.next()) return false;
        this.num = c.num;
        this.line = c.line;
        this.valid = c.valid;
        return true;
      },
    };
  }
}

/** A sorted sequence in columns (numbers out of order, or journals merged). */
class ArraySequence implements NumberSequence {
  readonly scope: string;
  readonly prefix: string;
  readonly width: number;
  constructor(private readonly s: Sequence) {
    this.scope = s.scope;
    this.prefix = s.prefix;
    this.width = s.width;
  }

  cursor(): SequenceCursor {
    const s = this.s;
    let i = -1;
    return {
      num: 0,
      line: 0,
      valid: 0,
      journal: s.scope,
      next() {
        if (++i >= s.length) return false;
        const at = s.order[i];
        this.num = s.nums[at];
        this.line = s.lines[at];
        this.valid = s.valid[at];
        if (s.journals !== null) this.journal = s.journals[at];
        return true;
      },
    };
  }
}

/** The numbered entries (first parts only: reopened parts repeat a number) by (journal, prefix). */
export class NumberStores {
  readonly groups = new Map<string, NumberStore>();
  private last: NumberStore | null = null;

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
        g = new NumberStore(
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

/**
 * The numbering of one file, shared by the controls that read it (SEQ-RUPT, CHRONO, SEQ-MULTIDATE,
 * AN-TETE…): one number column per (journal, prefix) for the whole file instead of one per control.
 * Every control calls `observe` with each entry; only the first call per entry does the work.
 */
export class FileNumbering {
  readonly numbers = new NumberStores();
  /** First EcritureDate of the keys whose EcritureNum has no digits (rare). */
  readonly textKeys = new Map<string, number>();
  anyValid = false;
  /** Set by the controls' finish: a later create() with the same context gets a fresh instance. */
  finished = false;
  /** Lines seen, and lines of keys that do not identify one entry (several dates, or reused later). */
  lines = 0;
  linesUnnumbered = 0;
  /** Lines per EcritureNum value, while few values are seen (a real numbering has thousands). */
  private readonly values = new Map<string, number>();
  /** First keys that group several dates: the examples of NUMEROTATION-ABSENTE. */
  private readonly unnumbered: DetailRow[] = [];
  private lastEntry: FecEntry | null = null;
  private lastFirst: unknown = null;
  private readonly sequences = new Map<NumberingMode, NumberSequence[]>();
  /** Groups that did not arrive in order, as columns with their sort order (built on first lookup). */
  private readonly sortedGroups = new Map<string, { g: numbering.NumberGroup; order: Uint32Array }>();

  observe(e: FecEntry): EntryScan {
    const s = scanEntry(e);
    if (e === this.lastEntry && e.lines[0] === this.lastFirst) return s;
    this.lastEntry = e;
    this.lastFirst = e.lines[0];
    this.lines += e.lines.length;
    if (this.values.size <= VALUE_CAP)
      this.values.set(e.ecritureNum, (this.values.get(e.ecritureNum) ?? 0) + e.lines.length);
    if (e.reopened || s.minDate !== s.maxDate) {
      this.linesUnnumbered += e.lines.length;
      if (this.unnumbered.length < 5 && !e.reopened)
        this.unnumbered.push(
          lineRow(
            e.lines[0],
            `l'écriture ${e.journalCode} n° ${e.ecritureNum} regroupe ${e.lines.length} lignes datées du ${dateFr(s.minDate)} au ${dateFr(s.maxDate)}`,
          ),
        );
    }
    if (e.reopened) return s;
    const l = e.lines[0];
    if (l.validDate !== 0) this.anyValid = true;
    if (s.numPrefix === null) this.textKeys.set(e.journalCode + '\u0000' + e.ecritureNum, l.ecritureDate);
    else
      this.numbers.add(
        e.journalCode,
        s.numPrefix,
        s.numWidth,
        s.num,
        e.firstLine,
        l.validDate,
        l.ecritureDate,
      );
    return s;
  }

  /**
   * NUMEROTATION-ABSENTE: when at least `minShare` of the lines belong to keys (JournalCode,
   * EcritureNum) that span several dates or come back later, EcritureNum does not number entries (« 0 »
   * everywhere, one number per journal…): sequences and reuse cannot be judged entry by entry.
   */
  absentNumbering(minShare: number): { pattern: SystemicPattern; examples: DetailRow[] } | null {
    if (this.lines === 0 || this.linesUnnumbered === 0 || this.linesUnnumbered / this.lines < minShare)
      return null;
    let top = '';
    let topLines = 0;
    if (this.values.size <= VALUE_CAP)
      for (const [v, n] of this.values)
        if (n > topLines) {
          top = v;
          topLines = n;
        }
    const share = Math.round((this.linesUnnumbered / this.lines) * 10000) / 10000;
    const constant =
      topLines / this.lines >= minShare
        ? `EcritureNum vaut « ${top} » sur ${pct(topLines / this.lines, 1)} des lignes`
        : `Les numéros d'écriture (EcritureNum) regroupent des écritures de dates différentes`;
    return {
      pattern: {
        code: 'NUMEROTATION-ABSENTE',
        message: `${constant} : ${pct(share, 1)} des lignes appartiennent à des « écritures » de plusieurs dates. Le fichier n'a pas de numérotation continue des écritures (exigée par l'article A. 47 A-1 du LPF) ; la continuité et la réutilisation des numéros ne peuvent pas être appréciées.`,
        affected: this.linesUnnumbered,
        population: this.lines,
        unit: 'lines',
        share,
      },
      examples: this.unnumbered,
    };
  }

  /**
   * The sequences to check in `mode` (computed once per mode), in the order of buildSequences. Groups
   * that arrived in order and need no merging are read from their stores; the others are rebuilt as
   * columns and go through buildSequences (sorting, merging journals that share one numbering).
   */
  sequencesFor(mode: NumberingMode): NumberSequence[] {
    let seqs = this.sequences.get(mode);
    if (seqs === undefined) this.sequences.set(mode, (seqs = this.build(mode)));
    return seqs;
  }

  /**
   * EcritureDate of the first entry numbered `num` in the group `key` (groupKey), 0 when no entry has
   * it, undefined when the group does not exist.
   */
  firstDate(key: string, num: number): number | undefined {
    const store = this.numbers.groups.get(key);
    if (store === undefined) return undefined;
    if (store.sorted) {
      const d = store.firstDate(num);
      return d === -1 ? 0 : d;
    }
    let sorted = this.sortedGroups.get(key);
    if (sorted === undefined) {
      const g = store.toGroup();
      this.sortedGroups.set(key, (sorted = { g, order: sortOrder(g.nums.data, g.nums.length, false) }));
    }
    const { g, order } = sorted;
    let lo = 0;
    let hi = g.nums.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (g.nums.data[order[mid]] < num) lo = mid + 1;
      else hi = mid;
    }
    return lo < g.nums.length && g.nums.data[order[lo]] === num ? g.date.data[order[lo]] : 0;
  }

  private build(mode: NumberingMode): NumberSequence[] {
    const byPrefix = new Map<string, NumberStore[]>();
    for (const g of this.numbers.groups.values()) {
      const list = byPrefix.get(g.prefix);
      if (list === undefined) byPrefix.set(g.prefix, [g]);
      else list.push(g);
    }
    const out: NumberSequence[] = [];
    for (const stores of byPrefix.values()) {
      const perJournal = stores.length === 1 || mode === 'journal';
      if (perJournal && stores.every((g) => g.sorted)) {
        for (const g of stores) out.push(new StoreSequence(g));
        continue;
      }
      const columns = new NumberCollector();
      for (const g of stores) columns.groups.set(groupKey(g.journalCode, g.prefix), g.toGroup());
      for (const s of buildSequences(columns, mode)) out.push(new ArraySequence(s));
    }
    return out;
  }
}

/** Default share of lines in multi-date keys above which a file has no real numbering. */
export const UNNUMBERED_SHARE = 0.5;

/** Past this many distinct EcritureNum values the numbering is real: stop counting them. */
const VALUE_CAP = 1000;

const byContext = new WeakMap<ControlContext, FileNumbering>();

/** The numbering of the file the context belongs to (all the runs of one file share a context). */
export function fileNumbering(ctx: ControlContext): FileNumbering {
  let n = byContext.get(ctx);
  if (n === undefined || n.finished) {
    n = new FileNumbering();
    byContext.set(ctx, n);
  }
  return n;
}
