import type { ControlContext, DetailRow, SystemicPattern } from '../../model/control';
import type { FecEntry } from '../../model/line';
import * as scanning from './entry-scan';
import type { EntryScan } from './entry-scan';
import { lineRow } from './findings';
import { dateFr, pct } from './format';
import { buildSequences, NumberCollector, type NumberingMode, type Sequence } from './numbering';

// Local copy: under tsx (CommonJS output) every use of an imported binding is a getter call.
const { scanEntry } = scanning;

/**
 * The numbering of one file, shared by the controls that read it (SEQ-RUPT, CHRONO, SEQ-MULTIDATE,
 * AN-TETE…): one number column per (journal, prefix) for the whole file instead of one per control.
 * Every control calls `observe` with each entry; only the first call per entry does the work.
 */
export class FileNumbering {
  readonly numbers = new NumberCollector();
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
  private readonly sequences = new Map<NumberingMode, Sequence[]>();

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

  /** The sequences to check in `mode` (computed once per mode). */
  sequencesFor(mode: NumberingMode): Sequence[] {
    let seqs = this.sequences.get(mode);
    if (seqs === undefined) this.sequences.set(mode, (seqs = buildSequences(this.numbers, mode)));
    return seqs;
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
