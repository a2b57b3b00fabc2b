import type { FecLine, FiscalYear } from '../model';
import type { FiscalCalendar } from './calendar';
import type { Draft } from './draft';
import type { Party } from './parties';
import type { Rng } from './prng';

/** A settlement decided when its invoice was booked, waiting for its day. */
export interface Payment {
  kind: 'receipt' | 'supplier-payment';
  party: Party;
  /** 411000, 401000 or 404000. */
  accountNum: string;
  amount: number;
  /** Lettering code shared with the invoice line ('' when lettering is off). */
  letter: string;
  invoiceRef: string;
  /** The invoice's third-party line (for plants that report both sides of a lettering). */
  invoiceLine?: FecLine;
  /** Forced amount for the bank line (planted discount); the third-party line keeps `amount` otherwise. */
  paidAmount?: number;
  draftHook?: (d: Draft) => void;
}

/** Sizes of the company, derived from the target number of lines (integer cents). */
export interface Scale {
  customers: number;
  suppliers: number;
  /** Expected yearly sales HT, to size payroll, loans and the balance sheet. */
  annualSales: number;
  /** Payroll every month (files of 3,000 lines and more). */
  employees: boolean;
  /** Rented premises and a bank loan (files of 1,500 lines and more). */
  premises: boolean;
  monthlyGross: number;
  loanPrincipal: number;
  monthlyRent: number;
}

/** What the simulation knows at any moment: third parties, open items, cash, VAT to declare. */
export interface SimState {
  rng: Rng;
  cal: FiscalCalendar;
  fy: FiscalYear;
  year: number;
  scale: Scale;
  customers: Party[];
  suppliers: Party[];
  assetSuppliers: Party[];
  landlord: Party;
  /** Payments by AAAAMMJJ. */
  schedule: Map<number, Payment[]>;
  /** Lettering counters per auxiliary. */
  letters: Map<string, number>;
  lettering: boolean;
  /** Keep the invoice line in pending payments (only a plant needs it: memory otherwise). */
  keepInvoiceLines: boolean;
  /** Amount law: log-uniform (Benford) or, when the BENFORD anomaly is planted, uniform. */
  benford: boolean;
  /** Position in the golden-ratio sequence of amount mantissas. */
  mantissa: number;
  cash: number;
  cashAtDayStart: number;
  /** Cash already spent today (spending is capped by the start-of-day balance). */
  cashSpentToday: number;
  holdDeposits: boolean;
  /** Amount of the next cash deposit (0 = not drawn yet). */
  nextDeposit: number;
  /** VAT of each month (index in cal.months()): collected, deductible on goods/services, on assets. */
  vat: { collected: number; deductible: number; assets: number }[];
  vatCredit: number;
  /** VAT of the month before the year (from the opening balances), declared in the first month. */
  priorVat: { collected: number; deductible: number; assets: number };
  /** Social charges of the previous payroll, paid mid-month. */
  payrollDue: { urssaf: number; pension: number; withholding: number; month: number } | null;
  /** Invoices of the last days: `aux|amount` → date, to avoid accidental duplicates. */
  recent: Map<string, number>;
  lastPrune: number;
  counters: Record<string, number>;
  /** The last purchase invoice booked (for the duplicate-invoice plant). */
  lastPurchase: Draft | null;
  result: number;
  /** Exact balances (debit positive) of a few accounts, from the lines produced so far. */
  ledger: Map<string, number>;
}

export function nextCounter(s: SimState, name: string): number {
  const n = (s.counters[name] ?? 0) + 1;
  s.counters[name] = n;
  return n;
}

/** Bijective base 26: 1 → A, 26 → Z, 27 → AA. */
export function letterCode(n: number): string {
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** The next lettering code of an auxiliary ('' when lettering is off). */
export function nextLetter(s: SimState, aux: string): string {
  if (!s.lettering) return '';
  const n = (s.letters.get(aux) ?? 0) + 1;
  s.letters.set(aux, n);
  return letterCode(n);
}

export function schedulePayment(s: SimState, date: number, p: Payment): void {
  const list = s.schedule.get(date);
  if (list === undefined) s.schedule.set(date, [p]);
  else list.push(p);
}

const GOLDEN = 0.6180339887498949;

/**
 * Amount drawn in [min, max) cents: log-uniform normally, uniform when Benford's law must fail.
 * Over whole decades the mantissa (fractional part of log10) comes from a golden-ratio sequence and
 * only the decade is random: the marginal law is the same log-uniform, but the leading digits of a
 * few thousand amounts already sit on Benford's frequencies instead of wandering around them, so a
 * small clean file does not fail a Benford test by sampling noise.
 */
export function drawAmount(s: SimState, min: number, max: number): number {
  if (!s.benford) return s.rng.int(min, max - 1);
  const decades = Math.log10(max / min);
  const whole = Math.round(decades);
  if (whole < 1 || Math.abs(decades - whole) > 1e-9) return s.rng.logUniformCents(min, max);
  // The amount's own mantissa is the sequence's (not its offset from min), so every draw, whatever
  // its range, takes the next point of one evenly spread sequence.
  s.mantissa = (s.mantissa + GOLDEN) % 1;
  const lm = Math.log10(min);
  const offset = (s.mantissa - (lm - Math.floor(lm)) + 1) % 1;
  return Math.floor(min * 10 ** (s.rng.int(0, whole - 1) + offset));
}
