import { addDays, monthOf, yearOf } from '../util/dates';
import { ACC, ASSET_CATEGORIES, JOURNALS, MONTHS_FR } from './chart';
import { type Draft, leg } from './draft';
import { assetSpec, bookInvoice, purchaseSpec } from './invoices';
import { drawAmount, nextCounter, type SimState } from './state';

/** A recurring task: run on its day, it books what the state says is due. */
export type Task = (s: SimState, date: number) => Draft[];

function monthLabel(monthStart: number): string {
  return `${MONTHS_FR[monthOf(monthStart) - 1]} ${yearOf(monthStart)}`;
}

function previousMonthStart(monthStart: number): number {
  return Math.floor(addDays(monthStart, -1) / 100) * 100 + 1;
}

function bankDraft(
  kind: Draft['kind'],
  date: number,
  pieceRef: string,
  lib: string,
  lines: Draft['lines'],
): Draft {
  return { kind, journal: JOURNALS.bank, date, pieceRef, pieceDate: date, lib, lines };
}

/** Monthly loan instalment: capital and interest out of the bank. */
function loan(monthIdx: number): Task {
  return (s, date) => {
    const principal = s.scale.loanPrincipal;
    const capital = Math.round(principal / 48) + s.rng.int(0, 99);
    const remaining = Math.max(principal - monthIdx * Math.round(principal / 48), capital);
    const interest = Math.round((remaining * 0.042) / 12) + s.rng.int(0, 9);
    const ref = `ECH${String(nextCounter(s, 'loan')).padStart(3, '0')}`;
    return [
      bankDraft(
        'loan',
        date,
        ref,
        `Échéance prêt n° 4587126 ${monthLabel(Math.floor(date / 100) * 100 + 1)}`,
        [leg(ACC.loan, capital, 0), leg(ACC.interest, interest, 0), leg(ACC.bank, 0, capital + interest)],
      ),
    ];
  };
}

/** Bank charges of the previous month (no VAT: financial services are exempt). */
const bankFees: Task = (s, date) => {
  const fee = drawAmount(s, 1_500, 15_000);
  const label = monthLabel(previousMonthStart(Math.floor(date / 100) * 100 + 1));
  return [
    bankDraft(
      'bank-fees',
      date,
      `FRB${String(nextCounter(s, 'fees')).padStart(3, '0')}`,
      `Frais bancaires ${label}`,
      [leg(ACC.bankFees, fee, 0), leg(ACC.bank, 0, fee)],
    ),
  ];
};

/** The monthly rent invoice of the landlord (commercial lease with VAT), paid a week later. */
const rent: Task = (s, date) => {
  const spec = purchaseSpec(s, date, s.landlord);
  const ym = String(date).slice(2, 6);
  spec.parts[0].ht = s.scale.monthlyRent + s.rng.int(0, 99);
  spec.vat = Math.round((spec.parts[0].ht * spec.rate) / 10000);
  spec.pieceRef = `LOY${ym}`;
  spec.pieceDate = date;
  spec.lib = `Loyer ${monthLabel(Math.floor(date / 100) * 100 + 1)} ${s.landlord.name}`;
  spec.payIn = 7;
  return [bookInvoice(s, spec, 'purchase')];
};

/** The month's payroll (PAIE) and the net salaries paid the same day. */
const payroll: Task = (s, date) => {
  const gross = Math.round(s.scale.monthlyGross * (0.97 + s.rng.next() * 0.06));
  const urssafEmployee = Math.round(gross * 0.131);
  const pensionEmployee = Math.round(gross * 0.087);
  const taxable = gross - urssafEmployee - pensionEmployee;
  const withholding = Math.round(taxable * 0.043);
  const net = taxable - withholding;
  const urssafEmployer = Math.round(gross * 0.302);
  const pensionEmployer = Math.round(gross * 0.121);
  const label = monthLabel(Math.floor(date / 100) * 100 + 1);
  const ref = `PAIE-${String(date).slice(0, 4)}-${String(date).slice(4, 6)}`;
  s.payrollDue = {
    urssaf: urssafEmployee + urssafEmployer,
    pension: pensionEmployee + pensionEmployer,
    withholding,
    month: Math.floor(date / 100) * 100 + 1,
  };
  return [
    {
      kind: 'payroll',
      journal: JOURNALS.payroll,
      date,
      pieceRef: ref,
      pieceDate: date,
      lib: `Salaires ${label}`,
      lines: [
        leg(ACC.wages, gross, 0, undefined, `Salaires bruts ${label}`),
        leg(ACC.urssafCharges, urssafEmployer, 0, undefined, `Charges patronales URSSAF ${label}`),
        leg(ACC.pensionCharges, pensionEmployer, 0, undefined, `Charges patronales retraite ${label}`),
        leg(ACC.wagesDue, 0, net, undefined, `Salaires nets ${label}`),
        leg(ACC.urssaf, 0, urssafEmployee + urssafEmployer, undefined, `Cotisations URSSAF ${label}`),
        leg(
          ACC.pensionFunds,
          0,
          pensionEmployee + pensionEmployer,
          undefined,
          `Cotisations retraite ${label}`,
        ),
        leg(ACC.withholdingTax, 0, withholding, undefined, `Prélèvement à la source ${label}`),
      ],
    },
    bankDraft('salary-payment', date, `VIRSAL${String(date).slice(2, 6)}`, `Virement salaires ${label}`, [
      leg(ACC.wagesDue, net, 0),
      leg(ACC.bank, 0, net),
    ]),
  ];
};

/** Social charges and withholding tax of the previous payroll, paid mid-month. */
const socialPayments: Task = (s, date) => {
  const due = s.payrollDue;
  if (due === null) return [];
  s.payrollDue = null;
  const label = monthLabel(due.month);
  const ym = String(due.month).slice(2, 6);
  return [
    bankDraft('social-payment', date, `URS${ym}`, `URSSAF cotisations ${label}`, [
      leg(ACC.urssaf, due.urssaf, 0),
      leg(ACC.bank, 0, due.urssaf),
    ]),
    bankDraft('social-payment', date, `RET${ym}`, `Retraite complémentaire ${label}`, [
      leg(ACC.pensionFunds, due.pension, 0),
      leg(ACC.bank, 0, due.pension),
    ]),
    bankDraft('social-payment', date, `PAS${ym}`, `Prélèvement à la source ${label}`, [
      leg(ACC.withholdingTax, due.withholding, 0),
      leg(ACC.bank, 0, due.withholding),
    ]),
  ];
};

/** The monthly VAT return (CA3) of the previous month, and its payment. */
function vatReturn(monthIdx: number): Task {
  return (s, date) => {
    const t = monthIdx === 0 ? s.priorVat : s.vat[monthIdx - 1];
    const covered =
      monthIdx === 0 ? previousMonthStart(s.cal.monthStarts[0]) : s.cal.monthStarts[monthIdx - 1];
    const label = monthLabel(covered);
    const lines = [];
    if (t.collected) lines.push(leg(ACC.vatCollected, t.collected, 0));
    if (t.deductible) lines.push(leg(ACC.vatDeductible, 0, t.deductible));
    if (t.assets) lines.push(leg(ACC.vatAssets, 0, t.assets));
    if (s.vatCredit) lines.push(leg(ACC.vatCredit, 0, s.vatCredit));
    const net = t.collected - t.deductible - t.assets - s.vatCredit;
    s.vatCredit = 0;
    if (net > 0) lines.push(leg(ACC.vatPayable, 0, net));
    else if (net < 0) {
      lines.push(leg(ACC.vatCredit, -net, 0));
      s.vatCredit = -net;
    }
    if (lines.length < 2) return [];
    const ref = `CA3-${String(covered).slice(0, 6)}`;
    const out: Draft[] = [
      {
        kind: 'vat-return',
        journal: JOURNALS.misc,
        date,
        pieceRef: ref,
        pieceDate: date,
        lib: `Déclaration de TVA ${label}`,
        lines,
      },
    ];
    if (net > 0) {
      out.push(
        bankDraft('vat-payment', date, ref, `Paiement TVA ${label}`, [
          leg(ACC.vatPayable, net, 0),
          leg(ACC.bank, 0, net),
        ]),
      );
    }
    return out;
  };
}

/** Appropriation of last year's result, voted by the general meeting. */
const appropriation: Task = (s, date) => {
  const r = s.result;
  const legal = Math.round(r * 0.05);
  const dividends = Math.round(r * 0.3);
  const reserves = r - legal - dividends;
  s.counters.dividends = dividends;
  return [
    {
      kind: 'appropriation',
      journal: JOURNALS.misc,
      date,
      pieceRef: `AGO${yearOf(date)}`,
      pieceDate: date,
      lib: `Affectation du résultat ${yearOf(s.fy.start) - 1} (AGO)`,
      lines: [
        leg(ACC.result, r, 0),
        leg(ACC.legalReserve, 0, legal),
        leg(ACC.otherReserves, 0, reserves),
        leg(ACC.dividendsPayable, 0, dividends),
      ],
    },
  ];
};

const dividendPayment: Task = (s, date) => {
  const d = s.counters.dividends ?? 0;
  if (d === 0) return [];
  return [
    bankDraft('dividends', date, `DIV${yearOf(date)}`, `Versement des dividendes ${yearOf(s.fy.start) - 1}`, [
      leg(ACC.dividendsPayable, d, 0),
      leg(ACC.bank, 0, d),
    ]),
  ];
};

const localTax: Task = (s, date) => {
  const amount = Math.round(s.scale.annualSales * 0.0011) + s.rng.int(0, 9_999);
  return [
    bankDraft(
      'local-tax',
      date,
      `CFE${yearOf(date)}`,
      `Cotisation foncière des entreprises ${yearOf(date)}`,
      [leg(ACC.localTax, amount, 0), leg(ACC.bank, 0, amount)],
    ),
  ];
};

const partnerRepayment: Task = (s, date) => {
  const balance = -(s.ledger.get(ACC.partnerAccount.num) ?? 0);
  const amount = Math.round(balance * (0.1 + s.rng.next() * 0.2));
  if (amount <= 0) return [];
  return [
    bankDraft(
      'partner-repayment',
      date,
      `CCA${yearOf(date)}`,
      'Remboursement partiel compte courant associé',
      [leg(ACC.partnerAccount, amount, 0), leg(ACC.bank, 0, amount)],
    ),
  ];
};

const assetPurchase: Task = (s, date) => {
  const cat = s.rng.pick(ASSET_CATEGORIES);
  return [bookInvoice(s, assetSpec(s, date, cat), 'asset-purchase')];
};

/** Every recurring task of the year by date; several tasks may share a day. */
export function buildAgenda(s: SimState): Map<number, Task[]> {
  const agenda = new Map<number, Task[]>();
  const add = (date: number, task: Task): void => {
    const list = agenda.get(date);
    if (list === undefined) agenda.set(date, [task]);
    else list.push(task);
  };
  const cal = s.cal;
  const months = cal.monthStarts;
  const { premises, employees } = s.scale;
  months.forEach((ms, i) => {
    if (premises) add(cal.workingDayInMonth(ms, 2), rent);
    if (premises) add(cal.workingDayInMonth(ms, 5), loan(i));
    add(cal.workingDayInMonth(ms, 8), bankFees);
    add(cal.workingDayInMonth(ms, 15), socialPayments);
    add(cal.workingDayInMonth(ms, 19), vatReturn(i));
    if (employees) add(cal.workingDayInMonth(ms, 24), payroll);
  });
  if (months.length >= 8 && s.result > 0) {
    add(cal.workingDayInMonth(months[5], 20), appropriation);
    add(cal.workingDayInMonth(months[6], 10), dividendPayment);
  }
  if (months.length >= 8) {
    add(cal.workingDayInMonth(months[Math.min(months.length - 1, 11)], 13), localTax);
    add(cal.workingDayInMonth(months[4], 12), partnerRepayment);
  }
  const days = cal.workingDays;
  const assets = 3 + s.rng.int(0, 2);
  for (let k = 0; k < assets; k++) {
    add(days[Math.floor(days.length * (0.1 + 0.75 * s.rng.next()))], assetPurchase);
  }
  return agenda;
}
