import type { ControlContext } from '../../model/control';
import type { FecEntry } from '../../model/line';
import * as scanning from './entry-scan';
import type { EntryScan } from './entry-scan';
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
  private lastEntry: FecEntry | null = null;
  private lastFirst: unknown = null;
  private readonly sequences = new Map<NumberingMode, Sequence[]>();

  observe(e: FecEntry): EntryScan {
    const s = scanEntry(e);
    if (e === this.lastEntry && e.lines[0] === this.lastFirst) return s;
    this.lastEntry = e;
    this.lastFirst = e.lines[0];
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

  /** The sequences to check in `mode` (computed once per mode). */
  sequencesFor(mode: NumberingMode): Sequence[] {
    let seqs = this.sequences.get(mode);
    if (seqs === undefined) this.sequences.set(mode, (seqs = buildSequences(this.numbers, mode)));
    return seqs;
  }
}

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
