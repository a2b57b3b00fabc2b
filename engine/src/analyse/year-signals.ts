import { isOpeningJournal } from '../model/accounting';
import type { FecLine } from '../model/line';
import { daysInMonth, monthOf, yearOf } from '../util/dates';

/**
 * Kinds of year-end (inventory) entries, one bit each. The first five are made at a closing; a VAT
 * return settles every month or quarter, so it only tells closings apart, it never makes one.
 */
export const CLOSING_KIND = {
  /** 68x dotations, 78x reprises, 28/29/39/49/59 amortissements et dépréciations. */
  depreciation: 1,
  /** Charges à payer, produits à recevoir, charges et produits constatés d'avance. */
  cutOff: 2,
  /** Variation des stocks (603, 713) against the stock accounts (31–37). */
  stock: 4,
  /** Impôt sur les bénéfices (695–699). */
  tax: 8,
  /** A journal named for the inventory or the closing (« INV », « OD INVENTAIRE », « Clôture »). */
  journal: 16,
  /** Déclaration de TVA (44551 TVA à décaisser, 44567 crédit à reporter). */
  vat: 32,
} as const;
const STRONG = 31;

const DEPRECIATION = /^(68[1-7]|78[1-7]|2[89]|39|49|59)/;
const CUT_OFF = /^(408|418|4098|4198|428[67]|438[67]|448[67]|468[67]|48[67])/;
const STOCK = /^(603|713|3[1-7])/;
const TAX = /^69[5-9]/;
const VAT = /^(4455|44567)/;
const CLOSING_JOURNAL_LIB = /inventaire|cl[oô]ture|fin d.?exercice|\bbilan\b/i;
const CLOSING_JOURNAL_CODE = /^(inv|clo)/i;

function accountKind(account: string): number {
  if (DEPRECIATION.test(account)) return CLOSING_KIND.depreciation;
  if (CUT_OFF.test(account)) return CLOSING_KIND.cutOff;
  if (STOCK.test(account)) return CLOSING_KIND.stock;
  if (TAX.test(account)) return CLOSING_KIND.tax;
  if (VAT.test(account)) return CLOSING_KIND.vat;
  return 0;
}

const bitCount = (n: number) => {
  let c = 0;
  for (let v = n; v; v &= v - 1) c++;
  return c;
};

/** How many kinds only a closing makes a day holds (a VAT return aside). */
export const closingStrength = (day: ClosingDay): number => bitCount(day.kinds & STRONG);

/** A month-end day holding year-end entries: which kinds, and how many of their lines. */
export interface ClosingDay {
  date: number;
  kinds: number;
  lines: number;
}

/**
 * What the entries say of the year's edges, beside their dates: the opening entries (à-nouveaux,
 * which a company's first year has none of) and the year-end entries on the last day of a month
 * (depreciation, cut-offs, stock, tax, the inventory journal). Its size is bounded by the calendar
 * (one slot per month-end day with such entries, one per date of opening entries), not by the file.
 */
export class YearSignals {
  private readonly closing = new Map<number, ClosingDay>();
  private readonly opening = new Map<number, number>();
  private readonly journals = new Map<string, { opening: boolean; closing: boolean }>();
  private lastCode: string | null = null;
  private lastJournal: { opening: boolean; closing: boolean } | undefined;
  private lastDate = 0;
  private lastIsMonthEnd = false;

  static of(lines: Iterable<FecLine>): YearSignals {
    const s = new YearSignals();
    for (const l of lines) s.add(l);
    return s;
  }

  add(line: FecLine): void {
    const date = line.ecritureDate;
    if (date <= 0) return;
    // The lines of an entry share its journal: skip the lookup.
    let journal = line.journalCode === this.lastCode ? this.lastJournal : this.journals.get(line.journalCode);
    if (journal === undefined) {
      journal = {
        opening: isOpeningJournal(line.journalCode, line.journalLib),
        closing: CLOSING_JOURNAL_CODE.test(line.journalCode) || CLOSING_JOURNAL_LIB.test(line.journalLib),
      };
      this.journals.set(line.journalCode, journal);
    }
    this.lastCode = line.journalCode;
    this.lastJournal = journal;
    if (journal.opening) {
      this.opening.set(date, (this.opening.get(date) ?? 0) + 1);
      return;
    }
    if (date !== this.lastDate) {
      this.lastDate = date;
      this.lastIsMonthEnd = date % 100 === daysInMonth(yearOf(date), monthOf(date));
    }
    if (!this.lastIsMonthEnd) return;
    const kinds = accountKind(line.compteNum) | (journal.closing ? CLOSING_KIND.journal : 0);
    if (kinds === 0) return;
    const day = this.closing.get(date);
    if (day) {
      day.kinds |= kinds;
      day.lines++;
    } else this.closing.set(date, { date, kinds, lines: 1 });
  }

  /** Lines of opening entries (à-nouveaux) in all. */
  get openingLines(): number {
    let n = 0;
    for (const c of this.opening.values()) n += c;
    return n;
  }

  /**
   * The date of the opening entries: the one holding most of them (detailed à-nouveaux keep their
   * items' own older dates, the balances share the year's first day); the latest on a tie. 0 if none.
   */
  openingDate(): number {
    let best = 0;
    let most = 0;
    for (const [d, n] of this.opening)
      if (n > most || (n === most && d > best)) {
        best = d;
        most = n;
      }
    return best;
  }

  /**
   * The month-end day that looks most like a closing: the most kinds of year-end entries (a VAT
   * return only breaks ties: it comes every month), then the most such lines, then the latest. Null
   * when no month-end holds an entry only a closing makes (depreciation, cut-off, stock, tax, the
   * inventory journal). Monthly depreciation or cut-offs weigh alike each month: the year-end one,
   * with the stock and the other kinds, stands out.
   */
  closingDay(within?: { start: number; end: number }): ClosingDay | null {
    let best: ClosingDay | null = null;
    let bestScore = 0;
    for (const day of this.closing.values()) {
      if ((day.kinds & STRONG) === 0) continue;
      if (within && (day.date < within.start || day.date > within.end)) continue;
      const score = closingStrength(day) * 2 + (day.kinds & CLOSING_KIND.vat ? 1 : 0);
      if (
        best === null ||
        score > bestScore ||
        (score === bestScore &&
          (day.lines > best.lines || (day.lines === best.lines && day.date > best.date)))
      ) {
        best = day;
        bestScore = score;
      }
    }
    return best;
  }
}
