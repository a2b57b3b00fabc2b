import { addDays, yearOf } from '../util/dates';
import { ACC, type Account, JOURNALS, SALES_BY_RATE, vatOf } from './chart';
import { type Draft, leg } from './draft';
import { bookInvoice, purchaseSpec, saleSpec } from './invoices';
import type { Party } from './parties';
import { drawAmount, nextCounter, nextLetter, schedulePayment, type SimState } from './state';
import type { FecLine } from '../model';

/** The opening entries and what plants may change in them before they are booked. */
export interface OpeningBook {
  /** The à-nouveaux entry: balance-sheet accounts only (classes 1–5), balanced. */
  entry: Draft;
  /** Lines kept apart for plants and for the reversal: the 408 and 418 accruals. */
  supplierAccrual: FecLine;
  customerAccrual: FecLine;
  accruals: { supplierHt: number; supplierVat: number; customerHt: number; customerVat: number };
  /** Bank line, so plants can move money in the opening balance without unbalancing it. */
  bankLine: FecLine;
  /** Open customer items (one line each), for plants. */
  customerItems: { line: FecLine; party: Party }[];
  /** True when the 408 accrual reversal must be skipped (EXTOURNE plant). */
  skipSupplierReversal: boolean;
}

function round100(cents: number): number {
  return Math.max(100_000, Math.round(cents / 100_000) * 100_000);
}

/**
 * Builds the à-nouveaux of the last year's closing: fixed assets and depreciation, stock, open
 * customer and supplier invoices of November–December (one line each, lettered with their payment in
 * the first weeks), accruals (408/418) reversed on the first working day, December's payroll charges
 * and VAT, loan, partners' current account, bank and till. Equity balances the whole.
 */
export function buildOpening(s: SimState): OpeningBook {
  const rng = s.rng;
  const S = s.scale.annualSales;
  const start = s.fy.start;
  const lines: FecLine[] = [];
  // Zero balances are not carried forward (the retained-earnings line is filled at the end).
  const debit = (acc: Account, amount: number, party?: Party): FecLine => {
    const l = leg(acc, amount, 0, party);
    if (amount !== 0) lines.push(l);
    return l;
  };
  const credit = (acc: Account, amount: number, party?: Party): FecLine => {
    const l = leg(acc, 0, amount, party);
    if (amount !== 0 || acc === ACC.retainedEarnings) lines.push(l);
    return l;
  };
  const pct = (p: number): number => Math.round(S * p) + rng.int(0, 9_999);

  const capital = round100(S * 0.04);
  credit(ACC.capital, capital);
  credit(ACC.legalReserve, Math.round(capital / 10));
  credit(ACC.otherReserves, pct(0.06));
  const retained = credit(ACC.retainedEarnings, 0);
  s.result = pct(0.05);
  credit(ACC.result, s.result);
  credit(ACC.loan, s.scale.loanPrincipal);

  debit(ACC.industrialEquipment, pct(0.22));
  credit(ACC.deprIndustrial, pct(0.09));
  debit(ACC.officeEquipment, pct(0.03));
  credit(ACC.deprOffice, pct(0.018));
  debit(ACC.vehicles, pct(0.05));
  credit(ACC.deprVehicles, pct(0.022));
  if (s.scale.premises) debit(ACC.deposits, s.scale.monthlyRent * 2 + rng.int(0, 99));
  debit(ACC.stock, pct(0.07));

  // Open invoices of the last two months of the previous year.
  const customerItems: { line: FecLine; party: Party }[] = [];
  const openCustomers = Math.max(3, Math.round(s.customers.length * 0.35));
  for (let i = 0; i < openCustomers; i++) {
    const party = s.customers[i];
    const rate = 2000;
    const ht = drawAmount(s, 5_000, 5_000_000);
    const ttc = ht + vatOf(ht, rate);
    const pieceDate = s.cal.previousWorkingDay(addDays(start, -rng.int(3, 55)));
    const ref = `F${yearOf(start) - 1}-${String(9000 - i * 7).padStart(5, '0')}`;
    const l = debit(ACC.customers, ttc, party);
    l.pieceRef = ref;
    l.pieceDate = pieceDate;
    l.ecritureLib = `Facture ${ref} ${party.name}`;
    customerItems.push({ line: l, party });
    openItem(
      s,
      l,
      party,
      'receipt',
      ACC.customers,
      ttc,
      ref,
      addDays(pieceDate, party.terms + rng.int(0, 10)),
    );
  }
  const openSuppliers = Math.max(3, Math.round(s.suppliers.length * 0.4));
  for (let i = 0; i < openSuppliers; i++) {
    const party = s.suppliers[i];
    const cat = party.category!;
    const ht = drawAmount(s, cat.minCents, cat.maxCents);
    const ttc = ht + vatOf(ht, cat.rate);
    const pieceDate = s.cal.previousWorkingDay(addDays(start, -rng.int(3, 50)));
    const ref = `FA${90000 + nextCounter(s, 'opening-supplier')}`;
    const l = credit(ACC.suppliers, ttc, party);
    l.pieceRef = ref;
    l.pieceDate = pieceDate;
    l.ecritureLib = `Facture ${party.name} ${ref}`;
    openItem(
      s,
      l,
      party,
      'supplier-payment',
      ACC.suppliers,
      ttc,
      ref,
      addDays(pieceDate, party.terms + rng.int(0, 10)),
    );
  }

  // Accruals of the previous closing, reversed on the first working day.
  const supplierHt = pct(0.004);
  const supplierVat = vatOf(supplierHt, 2000);
  const supplierAccrual = credit(ACC.supplierAccruals, supplierHt + supplierVat);
  debit(ACC.vatAccrualsPurchases, supplierVat);
  const customerHt = pct(0.005);
  const customerVat = vatOf(customerHt, 2000);
  const customerAccrual = debit(ACC.customerAccruals, customerHt + customerVat);
  credit(ACC.vatAccrualsSales, customerVat);

  // December's payroll charges and VAT, paid and declared in the first month.
  const gross = s.scale.monthlyGross;
  if (gross > 0) {
    const urssaf = Math.round(gross * 0.433);
    const pension = Math.round(gross * 0.208);
    const withholding = Math.round(gross * 0.782 * 0.043);
    credit(ACC.urssaf, urssaf);
    credit(ACC.pensionFunds, pension);
    credit(ACC.withholdingTax, withholding);
    s.payrollDue = { urssaf, pension, withholding, month: Math.floor(addDays(start, -1) / 100) * 100 + 1 };
  }
  const collected = Math.round((S / 12) * 0.19) + rng.int(0, 999);
  const deductible = Math.round((S / 12) * 0.085) + rng.int(0, 999);
  credit(ACC.vatCollected, collected);
  debit(ACC.vatDeductible, deductible);
  s.priorVat = { collected, deductible, assets: 0 };

  credit(ACC.partnerAccount, pct(0.03));
  s.cash = 30_000 + rng.int(0, 30_000);
  debit(ACC.cash, s.cash);
  const bankLine = debit(ACC.bank, pct(0.12));

  // Retained earnings balance the entry; a thin equity is topped up by the bank balance.
  let diff = 0;
  for (const l of lines) diff += l.debit - l.credit;
  if (diff < Math.round(S * 0.01)) {
    const top = Math.round(S * 0.01) - diff + rng.int(0, 99_999);
    bankLine.debit += top;
    diff += top;
  }
  retained.credit = diff;

  for (const l of lines) if (l.ecritureLib === '') l.ecritureLib = `Report à nouveau ${l.compteLib}`;
  const entry: Draft = {
    kind: 'opening',
    journal: JOURNALS.opening,
    date: start,
    pieceRef: `RAN${yearOf(start)}`,
    pieceDate: start,
    lib: 'Report à nouveau',
    lines,
    validDate: s.cal.firstWorkingDay,
  };
  return {
    entry,
    supplierAccrual,
    customerAccrual,
    accruals: { supplierHt, supplierVat, customerHt, customerVat },
    bankLine,
    customerItems,
    skipSupplierReversal: false,
  };
}

function openItem(
  s: SimState,
  l: FecLine,
  party: Party,
  kind: 'receipt' | 'supplier-payment',
  account: Account,
  amount: number,
  ref: string,
  due: number,
): void {
  const when = s.cal.nextWorkingDay(Math.max(due, addDays(s.cal.firstWorkingDay, 7)));
  const letter = nextLetter(s, party.aux);
  if (letter !== '') {
    l.ecritureLet = letter;
    l.dateLet = when;
  }
  schedulePayment(s, when, {
    kind,
    party,
    accountNum: account.num,
    amount,
    letter,
    invoiceRef: ref,
    invoiceLine: s.keepInvoiceLines ? l : undefined,
  });
}

/**
 * Reversal (extourne) of the accruals of the previous closing, on the first working day, then the
 * invoices they stood for, received and issued that same day: the charge and the revenue land in the
 * new year once, net of the reversal, as in real books.
 */
export function reversals(s: SimState, book: OpeningBook): Draft[] {
  const date = s.cal.firstWorkingDay;
  const { supplierHt, supplierVat, customerHt, customerVat } = book.accruals;
  const out: Draft[] = [];
  if (!book.skipSupplierReversal) {
    out.push({
      kind: 'reversal',
      journal: JOURNALS.misc,
      date,
      pieceRef: `EXT${yearOf(date)}-1`,
      pieceDate: date,
      lib: 'Extourne factures non parvenues au 31/12',
      lines: [
        leg(ACC.supplierAccruals, supplierHt + supplierVat, 0),
        leg(ACC.goodsPurchases, 0, supplierHt),
        leg(ACC.vatAccrualsPurchases, 0, supplierVat),
      ],
    });
  }
  out.push({
    kind: 'reversal',
    journal: JOURNALS.misc,
    date,
    pieceRef: `EXT${yearOf(date)}-2`,
    pieceDate: date,
    lib: 'Extourne factures à établir au 31/12',
    lines: [
      leg(SALES_BY_RATE[2000], customerHt, 0),
      leg(ACC.vatAccrualsSales, customerVat, 0),
      leg(ACC.customerAccruals, 0, customerHt + customerVat),
    ],
  });
  const lastYear = s.cal.previousWorkingDay(addDays(s.fy.start, -1));
  const purchase = purchaseSpec(s, date, s.suppliers[0]);
  purchase.parts = [{ account: ACC.goodsPurchases, ht: supplierHt }];
  purchase.rate = 2000;
  purchase.vat = supplierVat;
  purchase.pieceDate = lastYear;
  out.push(bookInvoice(s, purchase, 'purchase'));
  const sale = saleSpec(s, date, 3);
  sale.parts = [{ account: SALES_BY_RATE[2000], ht: customerHt }];
  sale.rate = 2000;
  sale.vat = customerVat;
  out.push(bookInvoice(s, sale, 'sale'));
  return out;
}
