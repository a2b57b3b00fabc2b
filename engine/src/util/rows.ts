import type { DetailRow } from '../model/control';

/** Keeps the first `cap` rows and counts them all, so results stay small but totals stay exact. */
export class RowCollector {
  readonly rows: DetailRow[] = [];
  total = 0;
  constructor(private readonly cap: number) {}

  add(row: DetailRow): void {
    this.total++;
    if (this.rows.length < this.cap) this.rows.push(row);
  }
}
