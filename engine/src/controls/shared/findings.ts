import { own } from '../../util/strings';
import type { Category, ControlOutcome, DetailRow } from '../../model/control';
import type { AccountTotals } from '../../model/aggregates';
import type { FecLine } from '../../model/line';
import { RowCollector } from '../../util/rows';

/**
 * Rows (capped, exact total) plus the count and amount of one control's findings. `keep()` tells
 * whether a row is still wanted, so controls with millions of findings do not build rows for nothing.
 */
export class Findings extends RowCollector {
  count = 0;
  amount = 0;

  constructor(private readonly limit: number) {
    super(limit);
  }

  /** True when the next row will be kept; otherwise counts it as dropped and returns false. */
  keep(): boolean {
    if (this.rows.length < this.limit) return true;
    this.total++;
    return false;
  }

  /** One finding with its row; the row and its text are built only while under the cap. */
  addLine(l: FecLine, detail: () => string, amount = 0): void {
    this.count++;
    this.amount += amount;
    if (this.keep()) this.add(lineRow(l, detail()));
  }

  /** The outcome: `category` when something was found, OK otherwise. */
  outcome(category: Category, reason?: string): ControlOutcome {
    if (this.count === 0 && this.total === 0) return ok(reason);
    const o: ControlOutcome = {
      result: category,
      count: this.count,
      amount: this.amount,
      rows: this.rows,
      total: this.total,
    };
    if (reason !== undefined) o.reason = reason;
    return o;
  }
}

export function ok(reason?: string): ControlOutcome {
  const o: ControlOutcome = { result: 'OK', count: 0, amount: 0, rows: [], total: 0 };
  if (reason !== undefined) o.reason = reason;
  return o;
}

export function na(reason: string): ControlOutcome {
  return { result: 'NA', count: 0, amount: 0, rows: [], total: 0, reason };
}

/** A detail row for a line: strings copied (see `own`), so rows never pin the reader's chunks. */
export function lineRow(l: FecLine, detail: string): DetailRow {
  const row: DetailRow = {
    line: l.line,
    journalCode: own(l.journalCode),
    ecritureNum: own(l.ecritureNum),
    compteNum: own(l.compteNum),
    debit: l.debit,
    credit: l.credit,
    ecritureDate: l.ecritureDate,
    ecritureLib: own(l.ecritureLib),
    detail: own(detail),
  };
  if (l.compAuxNum !== '') row.compAuxNum = own(l.compAuxNum);
  return row;
}

/** Row for an account-level finding: the account's totals, located on its last line (or `line`). */
export function accountRow(
  compteNum: string,
  t: AccountTotals,
  detail: string,
  compAuxNum = '',
  line = t.lastLine,
): DetailRow {
  const row: DetailRow = {
    line,
    journalCode: '',
    ecritureNum: '',
    compteNum: own(compteNum),
    debit: t.debit,
    credit: t.credit,
    detail: own(detail),
  };
  if (compAuxNum !== '') row.compAuxNum = own(compAuxNum);
  return row;
}

export { own };
