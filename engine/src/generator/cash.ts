import { ACC, CASH_PURCHASE_ACCOUNTS, JOURNALS, SALES_BY_RATE, type VatRate, vatOf } from './chart';
import { type Draft, leg } from './draft';
import { drawAmount, nextCounter, type SimState } from './state';

/**
 * The till (530): counter sales in, small purchases out, deposits to the bank through 580. Spending
 * is capped by the balance at the start of the day, so the daily balance the auditors recompute is
 * never negative whatever the order of the day's lines; no cash payment reaches 1 000 € (deposits
 * to the bank are not payments).
 */

/** A counter sale: 530 TTC against sales and VAT, under 1 000 € TTC. */
export function cashSale(s: SimState, date: number): Draft {
  const rate: VatRate = 2000;
  const ht = drawAmount(s, 5_000, 50_000);
  const vat = vatOf(ht, rate);
  const n = nextCounter(s, 'ticket');
  s.cash += ht + vat;
  const m = s.cal.monthIndex(date);
  if (m >= 0) s.vat[m].collected += vat;
  return {
    kind: 'cash-sale',
    journal: JOURNALS.cash,
    date,
    pieceRef: `TK${String(n).padStart(6, '0')}`,
    pieceDate: date,
    lib: `Vente comptoir ticket ${n}`,
    lines: [leg(ACC.cash, ht + vat, 0), leg(SALES_BY_RATE[rate], 0, ht), leg(ACC.vatCollected, 0, vat)],
  };
}

/** Cash that may still leave the till today. */
export function cashAvailable(s: SimState): number {
  return s.cashAtDayStart - s.cashSpentToday;
}

/** A small purchase paid from the till, or null when the till cannot pay it. */
export function cashPurchase(s: SimState, date: number): Draft | null {
  const what = s.rng.pick(CASH_PURCHASE_ACCOUNTS);
  const ht = drawAmount(s, 5_000, 50_000);
  const vat = vatOf(ht, what.rate);
  if (ht + vat > cashAvailable(s)) return null;
  return cashOut(s, date, what.account, ht, vat, what.label);
}

/** Books a payment from the till (HT + VAT), whatever the balance (plants use it directly). */
export function cashOut(
  s: SimState,
  date: number,
  account: { num: string; lib: string },
  ht: number,
  vat: number,
  label: string,
): Draft {
  const n = nextCounter(s, 'cash-voucher');
  s.cash -= ht + vat;
  s.cashSpentToday += ht + vat;
  const m = s.cal.monthIndex(date);
  if (m >= 0) s.vat[m].deductible += vat;
  const lines = [leg(account, ht, 0)];
  if (vat !== 0) lines.push(leg(ACC.vatDeductible, vat, 0));
  lines.push(leg(ACC.cash, 0, ht + vat));
  return {
    kind: 'cash-purchase',
    journal: JOURNALS.cash,
    date,
    pieceRef: `BC${String(n).padStart(5, '0')}`,
    pieceDate: date,
    lib: `${label} - bon de caisse ${n}`,
    lines,
  };
}

/**
 * Cash above the float goes to the bank: a cash entry and a bank entry through 580. The next slip's
 * amount is drawn in advance (log-uniform, 500 to 5 000 €) and deposited once the till holds it, so
 * deposits follow Benford like the rest instead of piling up just under a ceiling.
 */
export function cashDeposits(s: SimState, date: number): Draft[] {
  const out: Draft[] = [];
  for (;;) {
    if (s.nextDeposit === 0) s.nextDeposit = drawAmount(s, 50_000, 500_000);
    if (s.holdDeposits || cashAvailable(s) < CASH_FLOAT + s.nextDeposit) return out;
    out.push(...deposit(s, date, s.nextDeposit));
    s.nextDeposit = 0;
  }
}

/** Cash kept in the till for change. */
const CASH_FLOAT = 30_000;

export function deposit(s: SimState, date: number, amount: number): Draft[] {
  const n = nextCounter(s, 'deposit');
  const ref = `BR${String(n).padStart(5, '0')}`;
  const lib = `Remise d'espèces en banque bordereau ${n}`;
  s.cash -= amount;
  s.cashSpentToday += amount;
  return [
    {
      kind: 'cash-deposit',
      journal: JOURNALS.cash,
      date,
      pieceRef: ref,
      pieceDate: date,
      lib,
      lines: [leg(ACC.internalTransfers, amount, 0), leg(ACC.cash, 0, amount)],
    },
    {
      kind: 'cash-deposit-bank',
      journal: JOURNALS.bank,
      date,
      pieceRef: ref,
      pieceDate: date,
      lib,
      lines: [leg(ACC.bank, amount, 0), leg(ACC.internalTransfers, 0, amount)],
    },
  ];
}
