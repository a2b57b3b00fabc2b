import type { Category, ControlOutcome, DetailRow, SystemicPattern } from '../../model/control';
import { Findings } from './findings';
import { dateFr, pct } from './format';

/** A value (a date, a number…) carried by nearly every measured item of the file. */
export interface Dominant<K> {
  value: K;
  affected: number;
  population: number;
  share: number;
}

/** Fewer entries than this say nothing of a software stamp (a tiny file validated in one go). */
export const STAMP_MIN_ENTRIES = 10;

/** Rounds a ratio to the 4 decimals SystemicPattern promises. */
export function share4(affected: number, population: number): number {
  return population === 0 ? 0 : Math.round((affected / population) * 10000) / 10000;
}

/**
 * Counts how many entries carry each value of a field (ValidDate…) to spot one value stamped on nearly
 * all of them: software often writes the export date as ValidDate on every line. A file has a few
 * hundred distinct dates, so the map stays small.
 */
export class ValueCounter<K> {
  private readonly counts = new Map<K, number>();
  population = 0;

  observe(v: K): void {
    this.population++;
    this.counts.set(v, (this.counts.get(v) ?? 0) + 1);
  }

  /** The most frequent value when its share reaches `minShare` (and at least `minPopulation` measured). */
  dominant(minShare: number, minPopulation = STAMP_MIN_ENTRIES): Dominant<K> | null {
    if (this.population < minPopulation) return null;
    let best: K | undefined;
    let bestCount = 0;
    for (const [v, c] of this.counts)
      if (c > bestCount) {
        best = v;
        bestCount = c;
      }
    if (best === undefined || bestCount / this.population < minShare) return null;
    return {
      value: best,
      affected: bestCount,
      population: this.population,
      share: share4(bestCount, this.population),
    };
  }
}

interface Bucket {
  count: number;
  amount: number;
  rows: DetailRow[];
  dropped: number;
}

/**
 * Findings filed by the value their entry carries (its ValidDate…), resolved at the end once the
 * dominant value is known: findings on the stamp become at most 5 examples of one pattern, the others
 * stay individual findings. Memory stays bounded: each value keeps its first 5 rows (the examples it
 * may need), and beyond that all values share a budget of twice the row cap, so a file with many late
 * validation dates never holds a cap of rows per date. Counts and amounts are always exact.
 */
export class BucketedFindings<K> {
  private readonly buckets = new Map<K, Bucket>();
  private extra = 0;
  constructor(private readonly rowCap: number) {}

  add(key: K, row: () => DetailRow, amount = 0): void {
    let b = this.buckets.get(key);
    if (b === undefined) this.buckets.set(key, (b = { count: 0, amount: 0, rows: [], dropped: 0 }));
    b.count++;
    b.amount += amount;
    if (b.rows.length < 5) b.rows.push(row());
    else if (b.rows.length < this.rowCap && this.extra < 2 * this.rowCap) {
      this.extra++;
      b.rows.push(row());
    } else b.dropped++;
  }

  /** Findings filed under `key`. */
  countOf(key: K): number {
    return this.buckets.get(key)?.count ?? 0;
  }

  /** The findings of the keys `wanted` accepts, as plain findings (rows back in line order). */
  select(wanted: (key: K) => boolean, rowCap = this.rowCap): Findings {
    const f = new Findings(rowCap);
    const rows: DetailRow[] = [];
    for (const [k, b] of this.buckets) {
      if (!wanted(k)) continue;
      f.count += b.count;
      f.amount += b.amount;
      f.total += b.dropped;
      rows.push(...b.rows);
    }
    rows.sort((a, b) => a.line - b.line);
    for (const r of rows) {
      if (f.rows.length < rowCap) f.add(r);
      else f.total++;
    }
    return f;
  }

  /** Findings carrying `stamp` (null: none is a stamp) vs the others, rows back in line order. */
  split(stamp: K | null): { covered: number; examples: DetailRow[]; individual: Findings } {
    const mine = stamp === null ? undefined : this.buckets.get(stamp);
    // Examples and individual rows together stay within the row cap.
    const examples = mine?.rows.slice(0, Math.min(5, this.rowCap)) ?? [];
    const individual = this.select((k) => stamp === null || k !== stamp, this.rowCap - examples.length);
    return { covered: mine?.count ?? 0, examples, individual };
  }
}

/** Example rows of a pattern: their detail starts with « Exemple ». */
export function asExamples(rows: DetailRow[]): DetailRow[] {
  return rows.slice(0, 5).map((r) => ({ ...r, detail: `Exemple : ${r.detail ?? ''}`.trimEnd() }));
}

/**
 * The outcome of a control that found a file-wide pattern: ONE finding (counted once, no amount of its
 * own) shown by a few example rows, plus the individual findings it does not explain. `category` when
 * individual findings remain, `patternCategory` otherwise.
 */
export function patternOutcome(
  pattern: SystemicPattern,
  examples: DetailRow[],
  individual: Findings,
  category: Category,
  patternCategory: Category,
  reason?: string,
): ControlOutcome {
  const ex = asExamples(examples);
  const rows = [...ex, ...individual.rows];
  const o: ControlOutcome = {
    result: individual.count > 0 ? category : patternCategory,
    count: 1 + individual.count,
    amount: individual.amount,
    rows,
    total: ex.length + individual.total,
    pattern,
  };
  if (reason !== undefined) o.reason = reason;
  return o;
}

/** The VALIDDATE-UNIQUE pattern's message and figures, shared by the ValidDate controls. */
export function validDateStamp(d: Dominant<number>, consequence: string): SystemicPattern {
  return {
    code: 'VALIDDATE-UNIQUE',
    message: `La date de validation est la même (${dateFr(d.value)}) sur ${pct(d.share, 1)} des écritures : date d'export probable ; ${consequence}`,
    affected: d.affected,
    population: d.population,
    unit: 'entries',
    share: d.share,
  };
}

/** The reason a ValidDate control gives when one stamp makes its verdict weak (result unchanged). */
export function stampReason(d: Dominant<number>, what: string): string {
  return `Date de validation ${dateFr(d.value)} commune à ${pct(d.share, 1)} des écritures (date d'export probable) : ${what}`;
}
