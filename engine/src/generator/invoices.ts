import { ACC, type Account, JOURNALS, MIN_HT_BY_RATE, SALES_BY_RATE, type VatRate, vatOf } from './chart';
import { type Draft, leg } from './draft';
import type { Party } from './parties';
import { drawAmount, nextCounter, nextLetter, type Payment, schedulePayment, type SimState } from './state';

/** One HT line of an invoice. */
export interface HtPart {
  account: Account;
  ht: number;
}

/** An invoice before it becomes lines: plants may change it (rate, missing VAT, accounts). */
export interface InvoiceSpec {
  party: Party;
  date: number;
  pieceRef: string;
  pieceDate: number;
  lib: string;
  parts: HtPart[];
  /** VAT rate in basis points of 1 % (2000 = 20 %). */
  rate: number;
  /** VAT booked (normally vatOf(Σ HT, rate)); 0 = no VAT line. */
  vat: number;
  vatAccount: Account;
  thirdAccount: Account;
  /** Days until payment (calendar), or null for an invoice that stays unpaid. */
  payIn: number | null;
  /** Called with the booked entry (plants tag it). */
  onBooked?: (d: Draft) => void;
}

function sumHt(parts: HtPart[]): number {
  let s = 0;
  for (const p of parts) s += p.ht;
  return s;
}

/** Keeps an invoice amount away from one of the same party in the last days (no accidental duplicate). */
export function uniqueAmount(s: SimState, aux: string, amount: number, date: number): number {
  const day = s.cal.dayNumber(date);
  let a = amount;
  for (;;) {
    const key = aux + '|' + a;
    const seen = s.recent.get(key);
    if (seen === undefined || Math.abs(day - seen) > 5) {
      s.recent.set(key, day);
      return a;
    }
    a += 1;
  }
}

/** Forgets invoices older than a week (once a day, in one sweep every 7 days: memory stays flat). */
export function pruneRecent(s: SimState, today: number): void {
  const day = s.cal.dayNumber(today);
  if (day - s.lastPrune < 7) return;
  s.lastPrune = day;
  for (const [k, d] of s.recent) if (d < day - 7) s.recent.delete(k);
}

function payDate(s: SimState, date: number, days: number): number | null {
  const d = s.cal.nextWorkingDay(s.cal.addDays(date, Math.max(7, days)));
  return d <= s.cal.lastWorkingDay ? d : null;
}

export function saleSpec(s: SimState, date: number, lines: 3 | 4 | 5 = 3): InvoiceSpec {
  const rng = s.rng;
  const party = rng.pick(s.customers);
  const rate: VatRate = lines === 5 ? 2000 : rng.weighted([2000, 1000, 550, 210] as const, [80, 10, 8, 2]);
  const main = SALES_BY_RATE[rate];
  const min = MIN_HT_BY_RATE[rate];
  const parts: HtPart[] = [{ account: main, ht: drawAmount(s, min, min * 1000) }];
  if (lines >= 4) parts.push({ account: ACC.shippingSales, ht: drawAmount(s, 1_000, 100_000) });
  if (lines === 5) parts.push({ account: ACC.servicesSales, ht: drawAmount(s, 2_000, 200_000) });
  parts[0].ht = uniqueAmount(s, party.aux, parts[0].ht, date);
  const ref = `F${s.year}-${String(nextCounter(s, 'sale')).padStart(5, '0')}`;
  return {
    party,
    date,
    pieceRef: ref,
    pieceDate: date,
    lib: `Facture ${ref} ${party.name}`,
    parts,
    rate,
    vat: vatOf(sumHt(parts), rate),
    vatAccount: ACC.vatCollected,
    thirdAccount: ACC.customers,
    payIn: party.terms + rng.int(-5, 20),
  };
}

export function purchaseSpec(s: SimState, date: number, party?: Party): InvoiceSpec {
  const rng = s.rng;
  const supplier = party ?? rng.pick(s.suppliers);
  const cat = supplier.category!;
  const parts: HtPart[] = [{ account: cat.account, ht: drawAmount(s, cat.minCents, cat.maxCents) }];
  parts[0].ht = uniqueAmount(s, supplier.aux, parts[0].ht, date);
  const ref = supplierRef(s, supplier);
  const pieceDate = Math.max(
    s.cal.previousWorkingDay(s.cal.addDays(date, -rng.int(0, 6))),
    s.cal.firstWorkingDay,
  );
  return {
    party: supplier,
    date,
    pieceRef: ref,
    pieceDate: Math.min(pieceDate, date),
    lib: `Facture ${supplier.name} ${ref}`,
    parts,
    rate: cat.rate,
    vat: vatOf(parts[0].ht, cat.rate),
    vatAccount: ACC.vatDeductible,
    thirdAccount: ACC.suppliers,
    payIn: supplier.terms + rng.int(0, 15),
  };
}

/** A supplier's own invoice number, in a style of its own. */
export function supplierRef(s: SimState, supplier: Party): string {
  const n = nextCounter(s, 'supplier-ref');
  const style = supplier.aux.charCodeAt(supplier.aux.length - 1) % 4;
  const num = 10_000 + ((n * 7919 + supplier.aux.length * 131) % 90_000);
  switch (style) {
    case 0:
      return `FA${num}`;
    case 1:
      return `${s.year}-${num}`;
    case 2:
      return `INV${num}`;
    default:
      return `F${String(num).padStart(7, '0')}`;
  }
}

export function assetSpec(
  s: SimState,
  date: number,
  cat: { account: Account; minCents: number; maxCents: number; label: string },
): InvoiceSpec {
  const supplier = s.rng.pick(s.assetSuppliers);
  const ht = drawAmount(s, cat.minCents, cat.maxCents);
  const ref = supplierRef(s, supplier);
  return {
    party: supplier,
    date,
    pieceRef: ref,
    pieceDate: date,
    lib: `${cat.label} ${supplier.name} ${ref}`,
    parts: [{ account: cat.account, ht }],
    rate: 2000,
    vat: vatOf(ht, 2000),
    vatAccount: ACC.vatAssets,
    thirdAccount: ACC.assetSuppliers,
    payIn: 30 + s.rng.int(0, 15),
  };
}

/**
 * Books an invoice: HT lines, VAT line, third-party line (TTC) lettered with its future payment,
 * which is scheduled now so both lines carry the same code and lettering date.
 */
export function bookInvoice(
  s: SimState,
  spec: InvoiceSpec,
  kind: 'sale' | 'purchase' | 'asset-purchase',
): Draft {
  const sale = kind === 'sale';
  const ttc = sumHt(spec.parts) + spec.vat;
  const third = sale
    ? leg(spec.thirdAccount, ttc, 0, spec.party)
    : leg(spec.thirdAccount, 0, ttc, spec.party);
  const lines = sale ? [third] : [];
  for (const p of spec.parts) lines.push(sale ? leg(p.account, 0, p.ht) : leg(p.account, p.ht, 0));
  if (spec.vat !== 0)
    lines.push(sale ? leg(spec.vatAccount, 0, spec.vat) : leg(spec.vatAccount, spec.vat, 0));
  if (!sale) lines.push(third);
  const draft: Draft = {
    kind,
    journal: sale ? JOURNALS.sales : JOURNALS.purchases,
    date: spec.date,
    pieceRef: spec.pieceRef,
    pieceDate: spec.pieceDate,
    lib: spec.lib,
    lines,
    party: spec.party,
  };
  trackVat(s, spec);
  const when = spec.payIn === null ? null : payDate(s, spec.date, spec.payIn);
  if (when !== null) {
    const letter = nextLetter(s, spec.party.aux);
    if (letter !== '') {
      third.ecritureLet = letter;
      third.dateLet = when;
    }
    schedulePayment(s, when, {
      kind: sale ? 'receipt' : 'supplier-payment',
      party: spec.party,
      accountNum: spec.thirdAccount.num,
      amount: ttc,
      letter,
      invoiceRef: spec.pieceRef,
      invoiceLine: s.keepInvoiceLines ? third : undefined,
    });
  }
  if (kind === 'purchase') s.lastPurchase = draft;
  spec.onBooked?.(draft);
  return draft;
}

function trackVat(s: SimState, spec: InvoiceSpec): void {
  const m = s.cal.monthIndex(spec.date);
  if (m < 0 || spec.vat === 0) return;
  const t = s.vat[m];
  if (spec.vatAccount === ACC.vatCollected) t.collected += spec.vat;
  else if (spec.vatAccount === ACC.vatDeductible) t.deductible += spec.vat;
  else if (spec.vatAccount === ACC.vatAssets) t.assets += spec.vat;
}

const RECEIPT_LIBS = ['Virement reçu', 'Règlement', 'Chèque', 'LCR'];
const PAYMENT_LIBS = ['Virement', 'Virement', 'Prélèvement'];

/** The bank entry settling an invoice: 512 against the third-party line, lettered with the invoice. */
export function bookPayment(s: SimState, p: Payment, date: number): Draft {
  const party = p.party;
  const account =
    p.accountNum === ACC.customers.num
      ? ACC.customers
      : p.accountNum === ACC.suppliers.num
        ? ACC.suppliers
        : ACC.assetSuppliers;
  const paid = p.paidAmount ?? p.amount;
  const third = p.kind === 'receipt' ? leg(account, 0, paid, party) : leg(account, paid, 0, party);
  if (p.letter !== '') {
    third.ecritureLet = p.letter;
    third.dateLet = date;
  }
  const bank = p.kind === 'receipt' ? leg(ACC.bank, paid, 0) : leg(ACC.bank, 0, paid);
  const n = nextCounter(s, 'bank-ref');
  const words = p.kind === 'receipt' ? RECEIPT_LIBS : PAYMENT_LIBS;
  const word = words[n % words.length];
  const d: Draft = {
    kind: p.kind,
    journal: JOURNALS.bank,
    date,
    pieceRef: (p.kind === 'receipt' ? 'ENC' : 'DEC') + String(n).padStart(6, '0'),
    pieceDate: date,
    lib: `${word} ${party.name} ${p.invoiceRef}`,
    lines: p.kind === 'receipt' ? [bank, third] : [third, bank],
    party,
  };
  p.draftHook?.(d);
  return d;
}
