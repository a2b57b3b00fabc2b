import type { FiscalYear } from '../model';
import { FiscalCalendar } from './calendar';
import { cashDeposits, cashPurchase, cashSale } from './cash';
import { ACC, JOURNALS, PURCHASE_CATEGORIES, RENT_CATEGORY } from './chart';
import { type Draft, leg } from './draft';
import { bookInvoice, bookPayment, pruneRecent, purchaseSpec, saleSpec } from './invoices';
import { buildOpening, type OpeningBook, reversals } from './opening';
import { makeCustomers, makeSuppliers, type Party } from './parties';
import { buildAgenda, type Task } from './periodic';
import type { DraftContext, Plant } from './plant';
import { Rng } from './prng';
import type { Scale, SimState } from './state';
import { yearOf } from '../util/dates';

export interface SimulationOptions {
  seed: number | string;
  targetLines: number;
  fiscalYear: FiscalYear;
  firstYear: boolean;
}

/** Lines of the monthly skeleton: VAT return and payment, bank fees; rent and loan; payroll. */
const BASE_LINES_PER_MONTH = 8;
const PREMISES_LINES_PER_MONTH = 8;
const PAYROLL_LINES_PER_MONTH = 15;
/** Average lines per random business event, payments included. */
const LINES_PER_EVENT = 4.6;

/**
 * The company's size for a target number of lines. Small files get a smaller company: no employees
 * under 3,000 lines, no rented premises nor loan under 1,500, so the monthly skeleton never crowds
 * out the business it is supposed to go with.
 */
export function scaleFor(targetLines: number): Scale {
  const customers = Math.min(4000, Math.max(12, Math.round(targetLines / 120)));
  const suppliers = Math.min(2000, Math.max(PURCHASE_CATEGORIES.length, Math.round(targetLines / 250)));
  const employees = targetLines >= 3_000;
  const premises = targetLines >= 1_500;
  const perMonth =
    BASE_LINES_PER_MONTH +
    (premises ? PREMISES_LINES_PER_MONTH : 0) +
    (employees ? PAYROLL_LINES_PER_MONTH : 0);
  const fixed = 12 * perMonth + 30 + 0.35 * customers + 0.4 * suppliers;
  const events = Math.max(targetLines - fixed, targetLines * 0.3) / LINES_PER_EVENT;
  const annualSales = Math.round(events * (0.42 * 578_500 + 0.2 * 16_000));
  return {
    customers,
    suppliers,
    annualSales,
    employees,
    premises,
    monthlyGross: employees ? Math.round((annualSales * 0.2) / 12) : 0,
    loanPrincipal: premises ? Math.round(annualSales * 0.12) : 0,
    monthlyRent: premises
      ? Math.min(2_000_000, Math.max(100_000, Math.round((annualSales * 0.012) / 12)))
      : 0,
  };
}

/**
 * The year of a small trading company, day by day: each working day books the payments falling due,
 * the recurring tasks of the day, cash deposits, planted anomalies, then random business (sales,
 * purchases, counter sales, petty cash) until the running line count reaches its share of the
 * target. The last day fills the target exactly when it can (3- to 5-line sales invoices).
 */
export class Simulation {
  readonly state: SimState;
  private readonly agenda: Map<number, Task[]>;
  private readonly opening: OpeningBook | null;
  private produced = 0;

  constructor(
    private readonly options: SimulationOptions,
    private readonly plants: Plant[],
  ) {
    const rng = new Rng(options.seed);
    const cal = new FiscalCalendar(options.fiscalYear);
    const scale = scaleFor(options.targetLines);
    const partyRng = rng.fork('parties');
    const s: SimState = {
      rng: rng.fork('business'),
      cal,
      fy: options.fiscalYear,
      year: yearOf(options.fiscalYear.end),
      scale,
      customers: makeCustomers(partyRng, scale.customers),
      suppliers: makeSuppliers(partyRng, scale.suppliers),
      assetSuppliers: assetSuppliers(),
      landlord: { aux: 'F09000', name: 'SCI Les Tilleuls', category: RENT_CATEGORY, terms: 7 },
      schedule: new Map(),
      letters: new Map(),
      lettering: true,
      keepInvoiceLines: false,
      benford: true,
      mantissa: rng.next(),
      cash: 0,
      cashAtDayStart: 0,
      cashSpentToday: 0,
      holdDeposits: false,
      nextDeposit: 0,
      vat: cal.monthStarts.map(() => ({ collected: 0, deductible: 0, assets: 0 })),
      vatCredit: 0,
      priorVat: { collected: 0, deductible: 0, assets: 0 },
      payrollDue: null,
      recent: new Map(),
      lastPrune: 0,
      counters: {},
      lastPurchase: null,
      result: 0,
      ledger: new Map([
        [ACC.bank.num, 0],
        [ACC.cash.num, 0],
        [ACC.partnerAccount.num, 0],
      ]),
    };
    this.state = s;
    for (const p of plants) p.setup?.(s);
    if (options.firstYear) {
      this.opening = null;
    } else {
      this.opening = buildOpening(s);
      for (const p of plants) p.opening?.(this.opening, s);
    }
    this.agenda = buildAgenda(s);
    if (options.firstYear) this.firstYearAgenda();
  }

  /** Per working day, the entries in file order; the opening entries come with the first day. */
  *days(): Generator<Draft[]> {
    const s = this.state;
    const days = s.cal.workingDays;
    for (let i = 0; i < days.length; i++) {
      const date = days[i];
      const last = i === days.length - 1;
      const out = this.day(date, i === 0);
      // The last day keeps some slack so that what falls due on it never overshoots the target.
      const reserve = Math.min(40, Math.floor(this.options.targetLines / 50));
      const target = last
        ? this.options.targetLines
        : Math.round(((this.options.targetLines - reserve) * (i + 1)) / days.length);
      this.business(date, out, target, last);
      for (const p of this.active()) {
        if (p.from > date || !p.late) continue;
        const extra = p.late(s, date, out);
        if (extra) {
          out.push(...extra);
          if (!p.lingering?.()) p.done = true;
        }
      }
      if (last) {
        this.syncLedger(out);
        for (const p of this.active()) {
          if (p.last) {
            out.push(...p.last(s, date));
            p.done = true;
          }
        }
        this.fill(date, out, this.options.targetLines);
      }
      this.draftHooks(out);
      for (const d of out) this.produced += d.lines.length;
      this.syncLedger(out);
      this.ledgerIndex = 0;
      yield out;
    }
  }

  private ledgerIndex = 0;

  /** Adds the drafts not yet counted to the exact balances of the watched accounts. */
  private syncLedger(out: Draft[]): void {
    const ledger = this.state.ledger;
    for (; this.ledgerIndex < out.length; this.ledgerIndex++) {
      for (const l of out[this.ledgerIndex].lines) {
        const v = ledger.get(l.compteNum);
        if (v !== undefined) ledger.set(l.compteNum, v + l.debit - l.credit);
      }
    }
  }

  private active(): Plant[] {
    return this.plants.filter((p) => !p.done);
  }

  private day(date: number, first: boolean): Draft[] {
    const s = this.state;
    s.cashAtDayStart = s.cash;
    s.cashSpentToday = 0;
    pruneRecent(s, date);
    const out: Draft[] = [];
    if (first && this.opening) {
      out.push(this.opening.entry);
      out.push(...reversals(s, this.opening));
    }
    const due = s.schedule.get(date);
    if (due) {
      s.schedule.delete(date);
      for (const p of due) {
        for (const plant of this.active()) if (plant.from <= date && plant.payment?.(p, s)) plant.done = true;
        out.push(bookPayment(s, p, date));
      }
    }
    for (const task of this.agenda.get(date) ?? []) out.push(...task(s, date));
    out.push(...cashDeposits(s, date));
    for (const p of this.active()) {
      if (p.from > date || !p.day) continue;
      const extra = p.day(s, date);
      if (extra) {
        out.push(...extra);
        p.done = true;
      }
    }
    return out;
  }

  private count(out: Draft[]): number {
    let n = this.produced;
    for (const d of out) n += d.lines.length;
    return n;
  }

  /** Random business until the running count reaches the day's target. */
  private business(date: number, out: Draft[], target: number, last: boolean): void {
    const s = this.state;
    const stop = last ? target - 12 : target;
    let n = this.count(out);
    while (n < stop) {
      const r = s.rng.next();
      let d: Draft | null;
      if (r < 0.42) d = this.sale(date, s.rng.weighted([3, 4, 5] as const, [70, 25, 5]));
      else if (r < 0.72) d = this.purchase(date);
      else if (r < 0.92) d = cashSale(s, date);
      else d = cashPurchase(s, date) ?? cashSale(s, date);
      out.push(d);
      n += d.lines.length;
    }
  }

  /** Sales invoices of exactly the lines still missing (3 to 5 lines each). */
  private fill(date: number, out: Draft[], target: number): void {
    let r = target - this.count(out);
    while (r >= 6) {
      out.push(this.sale(date, 3));
      r -= 3;
    }
    if (r >= 3) out.push(this.sale(date, r as 3 | 4 | 5));
  }

  private sale(date: number, lines: 3 | 4 | 5): Draft {
    const s = this.state;
    const spec = saleSpec(s, date, lines);
    for (const p of this.active()) if (p.from <= date && p.spec?.('sale', spec, s)) p.done = true;
    return bookInvoice(s, spec, 'sale');
  }

  private purchase(date: number): Draft {
    const s = this.state;
    const spec = purchaseSpec(s, date);
    for (const p of this.active()) if (p.from <= date && p.spec?.('purchase', spec, s)) p.done = true;
    return bookInvoice(s, spec, 'purchase');
  }

  private draftHooks(out: Draft[]): void {
    const s = this.state;
    const ctx: DraftContext = { lastValid: this.lastValid };
    for (const d of out) {
      for (const p of this.active()) if (p.draft && p.from <= d.date && p.draft(d, s, ctx)) p.done = true;
      const v = d.validDate ?? s.cal.validationDate(d.date);
      if (v !== 0) this.lastValid.set(d.journal.code, v);
    }
  }

  private readonly lastValid = new Map<string, number>();

  /** First year: no à-nouveaux; capital, loan and partners' account come in through the bank. */
  private firstYearAgenda(): void {
    const s = this.state;
    const date = s.cal.firstWorkingDay;
    const capital = Math.max(100_000, Math.round((s.scale.annualSales * 0.04) / 100_000) * 100_000);
    const partner = Math.round(s.scale.annualSales * 0.03) + s.rng.int(0, 9_999);
    const funding: Task = () => {
      const bq = (ref: string, lib: string, acc: typeof ACC.capital, amount: number): Draft => ({
        kind: 'planted',
        journal: JOURNALS.bank,
        date,
        pieceRef: ref,
        pieceDate: date,
        lib,
        lines: [leg(ACC.bank, amount, 0), leg(acc, 0, amount)],
      });
      const out = [bq('CAP001', 'Libération du capital social', ACC.capital, capital)];
      if (s.scale.loanPrincipal > 0)
        out.push(bq('PRET001', 'Déblocage prêt n° 4587126', ACC.loan, s.scale.loanPrincipal));
      out.push(bq('CCA001', 'Apport en compte courant associé', ACC.partnerAccount, partner));
      return out;
    };
    const list = this.agenda.get(date);
    if (list) list.unshift(funding);
    else this.agenda.set(date, [funding]);
  }
}

function assetSuppliers(): Party[] {
  return [
    { aux: 'I00001', name: 'Informatique Services Pro SAS', terms: 30 },
    { aux: 'I00002', name: 'Machines Outils du Centre SA', terms: 45 },
    { aux: 'I00003', name: 'Utilitaires Automobiles Moreau SARL', terms: 30 },
  ];
}
