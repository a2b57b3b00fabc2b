/**
 * The automated part of the examen de conformité fiscale (ECF, issue 38; arrêté du 13 janvier 2021, annexes 1
 * and 2): what the FEC of the year (and the next year's FEC of the same company, when given) establishes for points
 * 5 to 10 of the chemin d'audit. Pure: lines in, checks out; no database, no HTTP. Each check is tagged with a
 * stable key (`ECF-<point>-<NAME>`), as controls are with their ids, so a result leads back to this code.
 *
 * Points 1 and 2 come from the analysis itself (the tester's verdict, the controls of balance, chronology,
 * numbering and continuity, the reconciliation with the declared tax return): the API assembles them.
 */
import { isOpeningJournal } from '../model/accounting';
import type { DetailRow } from '../model/control';
import type { FiscalYear } from '../model/format';
import type { FecLine } from '../model/line';
import { lineRow } from '../controls/shared/findings';
import { formatCentsEur as eur } from '../util/money';
import {
  INCOME_REGIME_LABELS,
  VAT_REGIME_LABELS,
  incomeRegimeTooLow,
  lowestIncomeRegime,
  lowestVatRegime,
  thresholdsFor,
  vatRegimeTooLow,
  type IncomeRegime,
  type VatRegime,
} from './thresholds';

export type EcfCheckStatus = 'ok' | 'anomaly' | 'info' | 'not_available';

export interface EcfFigure {
  label: string;
  /** Integer cents; null for a value given as text. */
  amount: number | null;
  text?: string | null;
  accounts: string[];
}

export interface EcfCheck {
  key: string;
  point: number;
  label: string;
  status: EcfCheckStatus;
  message: string;
  figures: EcfFigure[];
  /** The lines at stake (at most ROW_CAP), shaped like control rows. */
  rows: DetailRow[];
  rowCount: number;
}

/** What the provider tells of the company's regimes (optional: without it, the regime checks only inform). */
export interface EcfDeclared {
  incomeRegime?: IncomeRegime | null;
  vatRegime?: VatRegime | null;
  /** Option pour le paiement de la TVA d'après les débits (services). */
  vatOnDebits?: boolean | null;
}

export const ROW_CAP = 50;
/** Amounts that differ by less than this (cents) agree. */
const TOLERANCE = 100;

// ---------------------------------------------------------------------------------------------- accounts

const startsWithAny = (n: string, prefixes: readonly string[]) => prefixes.some((p) => n.startsWith(p));

/** Depreciable fixed assets: 20 and 21, save goodwill (207) and land (211). */
const FIXED = ['20', '21'];
const NOT_DEPRECIABLE = ['207', '211'];
const DEPRECIATION = ['28'];
const DEPRECIATION_CHARGES = ['6811', '6871'];
const DEPRECIATION_REVERSALS = ['7811', '7871'];
const PROVISIONS = ['15', '29', '39', '49', '59'];
const PROVISION_CHARGES = ['6815', '6816', '6817', '6865', '6866', '6875', '6876'];
const PROVISION_REVERSALS = ['7815', '7816', '7817', '7865', '7866', '7875', '7876'];
/** Charges à payer: fournisseurs (408), personnel (428), organismes sociaux (438), État (448), divers (4686). */
const ACCRUALS = ['408', '428', '438', '448', '4686'];
const SALES = ['701', '702', '703', '707'];
const SERVICES = ['704', '705', '706', '708'];
const FINE_LABEL = /\bamendes?\b|\bp[ée]nalit[ée]s?\b|\bmajorations?\b/i;
/** Contractual penalties (6711 « pénalités sur marchés ») are deductible: listed, not charged as fines. */
const FINES = ['6712'];
const RECEIPTS_LABEL = /encaiss|attente/i;

interface Totals {
  /** Opening balance (à-nouveaux), debit − credit, cents. */
  opening: number;
  /** Movements of the year outside the à-nouveaux, cents. */
  debit: number;
  credit: number;
  label: string;
  /** Months (AAAAMM) with movements of the year. */
  months: Set<number>;
}

const closingOf = (t: Totals) => t.opening + t.debit - t.credit;

/** Accounts whose lines the checks show. */
const KEPT = [...FIXED, ...DEPRECIATION, ...PROVISIONS, ...ACCRUALS, '445', '67', '68', '78', '775'];

/** One year's FEC, gathered line by line in bounded memory (totals per account, the lines of a few accounts). */
export class EcfYear {
  readonly accounts = new Map<string, Totals>();
  readonly lines: FecLine[] = [];
  private readonly opening = new Map<string, boolean>();

  push(l: FecLine): void {
    let opening = this.opening.get(l.journalCode);
    if (opening === undefined) {
      opening = isOpeningJournal(l.journalCode, l.journalLib);
      this.opening.set(l.journalCode, opening);
    }
    let t = this.accounts.get(l.compteNum);
    if (!t) {
      t = { opening: 0, debit: 0, credit: 0, label: l.compteLib, months: new Set() };
      this.accounts.set(l.compteNum, t);
    }
    if (opening) t.opening += l.debit - l.credit;
    else {
      t.debit += l.debit;
      t.credit += l.credit;
      if (l.ecritureDate) t.months.add(Math.floor(l.ecritureDate / 100));
    }
    const fine = l.compteNum.startsWith('6') && FINE_LABEL.test(l.ecritureLib);
    if (!opening || startsWithAny(l.compteNum, PROVISIONS) || startsWithAny(l.compteNum, ACCRUALS)) {
      if (fine || startsWithAny(l.compteNum, KEPT)) this.lines.push({ ...l, extra: null });
    }
  }

  /** Sum over accounts starting with one of `prefixes` (and none of `except`). */
  sum(prefixes: readonly string[], pick: (t: Totals) => number, except: readonly string[] = []): number {
    let s = 0;
    for (const [n, t] of this.accounts)
      if (startsWithAny(n, prefixes) && !startsWithAny(n, except)) s += pick(t);
    return s;
  }

  accountsOf(prefixes: readonly string[], except: readonly string[] = []): string[] {
    return [...this.accounts.keys()]
      .filter((n) => startsWithAny(n, prefixes) && !startsWithAny(n, except))
      .sort();
  }

  linesOf(test: (l: FecLine) => boolean): FecLine[] {
    return this.lines.filter(test);
  }
}

// ----------------------------------------------------------------------------------------------- helpers

const debitOf = (t: Totals) => t.debit;
const creditOf = (t: Totals) => t.credit;
/** Net charge of the year (debit − credit). */
const chargeOf = (t: Totals) => t.debit - t.credit;
/** Net product of the year (credit − debit). */
const productOf = (t: Totals) => t.credit - t.debit;

function check(
  key: string,
  point: number,
  label: string,
  status: EcfCheckStatus,
  message: string,
  figures: EcfFigure[] = [],
  lines: FecLine[] = [],
  detail: (l: FecLine) => string = () => '',
): EcfCheck {
  return {
    key,
    point,
    label,
    status,
    message,
    figures,
    rows: lines.slice(0, ROW_CAP).map((l) => lineRow(l, detail(l))),
    rowCount: lines.length,
  };
}

const fig = (label: string, amount: number, accounts: string[]): EcfFigure => ({ label, amount, accounts });
const textFig = (label: string, text: string): EcfFigure => ({ label, amount: null, text, accounts: [] });

/** Months covered by the fiscal year (at least 1), for annualising the turnover. */
export function monthsOf(fy: FiscalYear): number {
  const y1 = Math.floor(fy.start / 10000);
  const m1 = Math.floor(fy.start / 100) % 100;
  const y2 = Math.floor(fy.end / 10000);
  const m2 = Math.floor(fy.end / 100) % 100;
  return Math.max(1, (y2 - y1) * 12 + (m2 - m1) + 1);
}

// -------------------------------------------------------------------------------------------- point 5

function point5(year: EcfYear, fy: FiscalYear, declared: EcfDeclared): EcfCheck[] {
  const months = monthsOf(fy);
  const sales = year.sum(SALES, productOf);
  const services = year.sum(SERVICES, productOf);
  const annual = (c: number) => Math.round((c * 12) / months / 100);
  const t = thresholdsFor(Math.floor(fy.end / 10000));
  const collected = year.sum(['4457'], productOf);
  const deductible = year.sum(['4456'], chargeOf);
  const vatDue = Math.max(0, Math.round((collected - deductible) / 100));
  const lowestIncome = lowestIncomeRegime(annual(sales), annual(services), t);
  const lowestVat = lowestVatRegime(annual(sales), annual(services), vatDue, t);
  const caFigures = [
    fig('Ventes de biens et marchandises (701, 702, 703, 707)', sales, year.accountsOf(SALES)),
    fig('Prestations de services (704, 705, 706, 708)', services, year.accountsOf(SERVICES)),
    textFig("Durée de l'exercice", `${months} mois`),
    textFig('Barème appliqué', t.source),
  ];
  const out: EcfCheck[] = [
    check(
      'ECF-5-CA',
      5,
      "Chiffre d'affaires et seuils des régimes",
      'info',
      `Chiffre d'affaires de ${eur(sales + services)} (ramené à 12 mois : ${annual(sales + services).toLocaleString('fr-FR')} €) : régime BIC le plus bas permis « ${INCOME_REGIME_LABELS[lowestIncome]} », régime de TVA le plus bas permis « ${VAT_REGIME_LABELS[lowestVat]} ».`,
      caFigures,
    ),
  ];

  // Income tax regime declared against the thresholds.
  if (!declared.incomeRegime) {
    out.push(
      check(
        'ECF-5-REGIME-BIC',
        5,
        "Régime d'imposition des bénéfices",
        'not_available',
        "Le régime d'imposition déclaré n'est pas renseigné dans la mission : comparaison aux seuils impossible.",
      ),
    );
  } else if (incomeRegimeTooLow(declared.incomeRegime, lowestIncome)) {
    out.push(
      check(
        'ECF-5-REGIME-BIC',
        5,
        "Régime d'imposition des bénéfices",
        'anomaly',
        `Régime déclaré « ${INCOME_REGIME_LABELS[declared.incomeRegime]} » alors que le chiffre d'affaires dépasse ses seuils (régime attendu : « ${INCOME_REGIME_LABELS[lowestIncome]} ») ; le changement de régime s'apprécie sur deux exercices consécutifs : vérifier l'exercice précédent.`,
        caFigures,
      ),
    );
  } else {
    out.push(
      check(
        'ECF-5-REGIME-BIC',
        5,
        "Régime d'imposition des bénéfices",
        'ok',
        `Régime déclaré « ${INCOME_REGIME_LABELS[declared.incomeRegime]} » compatible avec le chiffre d'affaires.`,
      ),
    );
  }

  // VAT regime: observed from the settlements (4455: TVA à décaisser), declared, against the thresholds.
  const settlementMonths = new Set<number>();
  for (const n of year.accountsOf(['4455', '44567']))
    for (const m of year.accounts.get(n)!.months) settlementMonths.add(m);
  const anyVat = year.sum(['4456', '4457'], (x) => x.debit + x.credit) !== 0;
  const observed: VatRegime | null = !anyVat
    ? 'franchise'
    : settlementMonths.size >= 4
      ? 'reel_normal'
      : settlementMonths.size >= 1
        ? 'reel_simplifie'
        : null;
  const vatFigures = [
    fig('TVA collectée (4457)', collected, year.accountsOf(['4457'])),
    fig('TVA déductible (4456)', deductible, year.accountsOf(['4456'])),
    textFig('Mois avec une liquidation de TVA (4455, 44567)', String(settlementMonths.size)),
    textFig('Régime de TVA observé', observed ? VAT_REGIME_LABELS[observed] : 'indéterminé'),
  ];
  const vatDeclared = declared.vatRegime ?? null;
  const retained = vatDeclared ?? observed;
  if (vatDeclared && observed && vatDeclared !== observed) {
    out.push(
      check(
        'ECF-5-REGIME-TVA',
        5,
        'Régime de TVA',
        'anomaly',
        `Régime de TVA déclaré « ${VAT_REGIME_LABELS[vatDeclared]} » mais les écritures montrent « ${VAT_REGIME_LABELS[observed]} » (${settlementMonths.size} mois de liquidation).`,
        vatFigures,
      ),
    );
  } else if (retained && vatRegimeTooLow(retained, lowestVat)) {
    out.push(
      check(
        'ECF-5-REGIME-TVA',
        5,
        'Régime de TVA',
        'anomaly',
        `Régime de TVA « ${VAT_REGIME_LABELS[retained]} » alors que le chiffre d'affaires (ou la TVA due, ${vatDue.toLocaleString('fr-FR')} €) dépasse ses seuils : régime attendu « ${VAT_REGIME_LABELS[lowestVat]} ».`,
        vatFigures,
      ),
    );
  } else {
    out.push(
      check(
        'ECF-5-REGIME-TVA',
        5,
        'Régime de TVA',
        retained ? 'ok' : 'not_available',
        retained
          ? `Régime de TVA « ${VAT_REGIME_LABELS[retained]} » compatible avec le chiffre d'affaires.`
          : 'Régime de TVA indéterminé : ni déclaré dans la mission ni lisible dans les écritures.',
        vatFigures,
      ),
    );
  }

  // IS or IR: corporate income tax charged (695) or an individual's account (108).
  const is = year.sum(['695', '444'], (x) => x.debit + x.credit + Math.abs(x.opening)) !== 0;
  const ir = year.sum(['108'], (x) => x.debit + x.credit + Math.abs(x.opening)) !== 0;
  out.push(
    check(
      'ECF-5-IS-IR',
      5,
      'Impôt sur les sociétés ou impôt sur le revenu',
      'info',
      is
        ? "Impôt sur les sociétés comptabilisé (695, 444) : l'entreprise relève de l'IS."
        : ir
          ? "Compte de l'exploitant (108) mouvementé, sans impôt sur les sociétés : entreprise individuelle relevant de l'IR."
          : "Ni impôt sur les sociétés (695, 444) ni compte de l'exploitant (108) : à établir sur pièces.",
      [
        fig('Impôt sur les bénéfices (695)', year.sum(['695'], chargeOf), year.accountsOf(['695'])),
        fig(
          "Compte de l'exploitant (108)",
          year.sum(['108'], (x) => -closingOf(x)),
          year.accountsOf(['108']),
        ),
      ],
    ),
  );
  return out;
}

// -------------------------------------------------------------------------------------------- point 6

function point6(year: EcfYear): EcfCheck[] {
  const out: EcfCheck[] = [];
  const depreciable = year.sum(FIXED, closingOf, NOT_DEPRECIABLE);
  const gross = year.sum(FIXED, closingOf);
  const acquisitions = year.sum(FIXED, debitOf);
  const disposals = year.sum(FIXED, creditOf);
  const accumulated = -year.sum(DEPRECIATION, closingOf);
  const accrued = year.sum(DEPRECIATION, creditOf);
  const released = year.sum(DEPRECIATION, debitOf);
  const charge = year.sum(DEPRECIATION_CHARGES, chargeOf);
  const reversals = year.sum(DEPRECIATION_REVERSALS, productOf);
  const netBookValue = year.sum(['675'], chargeOf);
  const proceeds = year.sum(['775'], productOf);
  const figures = [
    fig('Immobilisations brutes à la clôture (20, 21)', gross, year.accountsOf(FIXED)),
    fig("Acquisitions de l'exercice", acquisitions, year.accountsOf(FIXED)),
    fig("Sorties de l'exercice", disposals, year.accountsOf(FIXED)),
    fig('Amortissements cumulés à la clôture (28)', accumulated, year.accountsOf(DEPRECIATION)),
    fig('Dotations aux amortissements (6811, 6871)', charge, year.accountsOf(DEPRECIATION_CHARGES)),
    fig('Reprises sur amortissements (7811, 7871)', reversals, year.accountsOf(DEPRECIATION_REVERSALS)),
    fig('Valeur nette comptable des éléments cédés (675)', netBookValue, year.accountsOf(['675'])),
    fig("Produits de cession d'éléments d'actif (775)", proceeds, year.accountsOf(['775'])),
  ];
  out.push(
    check(
      'ECF-6-CHIFFRES',
      6,
      'Immobilisations et amortissements',
      'info',
      "Immobilisations, amortissements et cessions de l'exercice.",
      figures,
    ),
  );

  if (depreciable > TOLERANCE && charge === 0 && accrued === 0) {
    out.push(
      check(
        'ECF-6-DOTATION',
        6,
        'Dotation aux amortissements',
        'anomaly',
        `Des immobilisations amortissables figurent au bilan (${eur(depreciable)}) mais aucune dotation aux amortissements n'est comptabilisée : l'amortissement minimal (art. 39 B du CGI) n'est pas respecté.`,
        figures,
        year.linesOf(
          (l) => startsWithAny(l.compteNum, FIXED) && !startsWithAny(l.compteNum, NOT_DEPRECIABLE),
        ),
      ),
    );
  } else if (Math.abs(charge - accrued) > TOLERANCE) {
    out.push(
      check(
        'ECF-6-DOTATION',
        6,
        'Dotation aux amortissements',
        'anomaly',
        `Les dotations (6811, 6871 : ${eur(charge)}) ne correspondent pas aux amortissements constatés au crédit des comptes 28 (${eur(accrued)}).`,
        figures,
        year.linesOf((l) => startsWithAny(l.compteNum, [...DEPRECIATION, ...DEPRECIATION_CHARGES])),
      ),
    );
  } else {
    out.push(
      check(
        'ECF-6-DOTATION',
        6,
        'Dotation aux amortissements',
        'ok',
        depreciable > 0
          ? `Dotations de l'exercice (${eur(charge)}) concordantes avec les comptes 28.`
          : "Pas d'immobilisation amortissable.",
      ),
    );
  }

  if (accumulated > depreciable + TOLERANCE && accumulated > 0) {
    out.push(
      check(
        'ECF-6-CUMUL',
        6,
        'Amortissements cumulés',
        'anomaly',
        `Les amortissements cumulés (${eur(accumulated)}) dépassent la valeur brute des immobilisations amortissables (${eur(depreciable)}).`,
        figures,
      ),
    );
  }

  const disposalLines = year.linesOf((l) => startsWithAny(l.compteNum, FIXED) && l.credit > 0);
  if (disposals > TOLERANCE || proceeds > TOLERANCE) {
    const missingVnc = disposals > TOLERANCE && netBookValue === 0;
    const missingRelease = disposals > TOLERANCE && released === 0 && accumulated + released > 0;
    const proceedsAlone = proceeds > TOLERANCE && disposals <= TOLERANCE;
    const problems = [
      missingVnc ? "sortie d'actif sans valeur nette comptable constatée (675)" : null,
      missingRelease ? 'amortissements des biens sortis non soldés (débit des comptes 28)' : null,
      proceedsAlone ? "produit de cession (775) sans sortie d'immobilisation" : null,
    ].filter((p): p is string => p !== null);
    out.push(
      check(
        'ECF-6-CESSIONS',
        6,
        "Cessions d'immobilisations",
        problems.length ? 'anomaly' : 'ok',
        problems.length
          ? `Cessions de l'exercice : ${problems.join(' ; ')}.`
          : `Cessions de l'exercice (${eur(disposals)}) comptabilisées avec leur valeur nette (675) et leur prix (775).`,
        figures,
        [
          ...disposalLines,
          ...year.linesOf((l) => l.compteNum.startsWith('775') || l.compteNum.startsWith('675')),
        ],
      ),
    );
  }
  return out;
}

// -------------------------------------------------------------------------------------------- point 7

function point7(year: EcfYear): EcfCheck[] {
  const out: EcfCheck[] = [];
  const opening = -year.sum(PROVISIONS, (t) => t.opening);
  const closing = -year.sum(PROVISIONS, closingOf);
  const increases = year.sum(PROVISIONS, creditOf);
  const decreases = year.sum(PROVISIONS, debitOf);
  const charges = year.sum(PROVISION_CHARGES, chargeOf);
  const reversals = year.sum(PROVISION_REVERSALS, productOf);
  const figures = [
    fig(
      "Provisions et dépréciations à l'ouverture (15, 29, 39, 49, 59)",
      opening,
      year.accountsOf(PROVISIONS),
    ),
    fig('Dotations (6815, 6816, 6817, 6865, 6866, 6875, 6876)', charges, year.accountsOf(PROVISION_CHARGES)),
    fig(
      'Reprises (7815, 7816, 7817, 7865, 7866, 7875, 7876)',
      reversals,
      year.accountsOf(PROVISION_REVERSALS),
    ),
    fig('Provisions et dépréciations à la clôture', closing, year.accountsOf(PROVISIONS)),
  ];
  out.push(
    check(
      'ECF-7-CHIFFRES',
      7,
      'Provisions et dépréciations',
      'info',
      "Provisions et dépréciations de l'exercice.",
      figures,
    ),
  );

  const moveLines = () =>
    year.linesOf(
      (l) =>
        startsWithAny(l.compteNum, [...PROVISION_CHARGES, ...PROVISION_REVERSALS, ...PROVISIONS]) &&
        !isOpeningLine(l),
    );
  const gaps: string[] = [];
  if (Math.abs(charges - increases) > TOLERANCE)
    gaps.push(`dotations ${eur(charges)} pour ${eur(increases)} de provisions constituées`);
  if (Math.abs(reversals - decreases) > TOLERANCE)
    gaps.push(`reprises ${eur(reversals)} pour ${eur(decreases)} de provisions reprises`);
  out.push(
    check(
      'ECF-7-MOUVEMENTS',
      7,
      'Dotations et reprises',
      gaps.length ? 'anomaly' : 'ok',
      gaps.length
        ? `Les dotations et reprises ne correspondent pas aux mouvements des comptes de provisions : ${gaps.join(' ; ')}.`
        : 'Dotations et reprises concordantes avec les comptes de provisions.',
      figures,
      gaps.length ? moveLines() : [],
    ),
  );

  // A provision of an earlier year that neither moved nor was reversed: still needed? (art. 39, 1-5° du CGI).
  const dormant = year.accountsOf(PROVISIONS).filter((n) => {
    const t = year.accounts.get(n)!;
    return t.opening < -TOLERANCE && t.debit === 0 && t.credit === 0;
  });
  const dormantAmount = -dormant.reduce((s, n) => s + year.accounts.get(n)!.opening, 0);
  out.push(
    check(
      'ECF-7-SANS-REPRISE',
      7,
      'Provisions antérieures sans reprise',
      dormant.length ? 'anomaly' : 'ok',
      dormant.length
        ? `${dormant.length} provision(s) de l'exercice précédent (${eur(dormantAmount)}) ni reprise(s) ni ajustée(s) : justifier qu'elles restent nécessaires, sinon la reprise est imposable (art. 39, 1-5° du CGI).`
        : "Toute provision reprise en à-nouveaux a été reprise ou ajustée dans l'exercice.",
      dormant.map((n) => fig(year.accounts.get(n)!.label || n, -year.accounts.get(n)!.opening, [n])),
      year.linesOf((l) => dormant.includes(l.compteNum)),
    ),
  );
  return out;
}

const openingJournals = new WeakMap<FecLine, boolean>();
function isOpeningLine(l: FecLine): boolean {
  let o = openingJournals.get(l);
  if (o === undefined) {
    o = isOpeningJournal(l.journalCode, l.journalLib);
    openingJournals.set(l, o);
  }
  return o;
}

// -------------------------------------------------------------------------------------------- point 8

function point8(year: EcfYear, next: EcfYear | null): EcfCheck[] {
  const out: EcfCheck[] = [];
  const accounts = year.accountsOf(ACCRUALS);
  const closing = -year.sum(ACCRUALS, closingOf);
  const figures = ACCRUALS.map((p) =>
    fig(`Charges à payer ${p} à la clôture`, -year.sum([p], closingOf), year.accountsOf([p])),
  ).filter((f) => f.accounts.length > 0);
  out.push(
    check(
      'ECF-8-CHIFFRES',
      8,
      'Charges à payer à la clôture',
      'info',
      `Charges à payer à la clôture : ${eur(closing)}.`,
      figures,
    ),
  );

  // Accruals of the previous year (à-nouveaux) not reversed during the year: charged twice.
  const stale = accounts.filter((n) => {
    const t = year.accounts.get(n)!;
    return t.opening < -TOLERANCE && t.debit < -t.opening - TOLERANCE;
  });
  out.push(
    check(
      'ECF-8-REPRISE-N',
      8,
      "Reprise des charges à payer de l'exercice précédent",
      stale.length ? 'anomaly' : 'ok',
      stale.length
        ? `${stale.length} compte(s) de charges à payer repris en à-nouveaux sans être soldé(s) dans l'exercice : la charge risque d'être déduite deux fois.`
        : "Les charges à payer reprises en à-nouveaux sont soldées dans l'exercice.",
      stale.map((n) => {
        const t = year.accounts.get(n)!;
        return fig(`${n} ${t.label}`.trim() + ' — non repris', -t.opening - t.debit, [n]);
      }),
      year.linesOf((l) => stale.includes(l.compteNum)),
    ),
  );

  if (!next) {
    out.push(
      check(
        'ECF-8-REPRISE-N1',
        8,
        'Reprise des charges à payer en N+1',
        'not_available',
        "Aucun FEC de l'exercice suivant de la même société dans le compte : la reprise des charges à payer en N+1 n'est pas vérifiable.",
      ),
    );
    return out;
  }
  const notReversed = accounts.filter((n) => {
    const owed = -closingOf(year.accounts.get(n)!);
    if (owed <= TOLERANCE) return false;
    const after = next.accounts.get(n);
    return (after?.debit ?? 0) < owed - TOLERANCE;
  });
  out.push(
    check(
      'ECF-8-REPRISE-N1',
      8,
      'Reprise des charges à payer en N+1',
      notReversed.length ? 'anomaly' : 'ok',
      notReversed.length
        ? `${notReversed.length} compte(s) de charges à payer de la clôture non soldé(s) dans l'exercice suivant : charge sans contrepartie réelle ou comptée deux fois.`
        : "Les charges à payer de la clôture sont soldées dans l'exercice suivant.",
      notReversed.map((n) => {
        const owed = -closingOf(year.accounts.get(n)!);
        return fig(`${n} — restant après N+1`, owed - (next.accounts.get(n)?.debit ?? 0), [n]);
      }),
      year.linesOf((l) => notReversed.includes(l.compteNum) && l.credit > 0),
    ),
  );
  return out;
}

// -------------------------------------------------------------------------------------------- point 9

function point9(year: EcfYear): EcfCheck[] {
  const out: EcfCheck[] = [];
  const groups: [string, string[]][] = [
    ['Charges exceptionnelles sur opérations de gestion (671)', ['671']],
    ['Charges sur exercices antérieurs (672)', ['672']],
    ["Valeurs comptables des éléments d'actif cédés (675)", ['675']],
    ['Autres charges exceptionnelles (678)', ['678']],
  ];
  const total = year.sum(['67'], chargeOf);
  const figures = groups
    .map(([label, p]) => fig(label, year.sum(p, chargeOf), year.accountsOf(p)))
    .filter((f) => f.accounts.length > 0);
  const priorYears = year.linesOf((l) => l.compteNum.startsWith('672') || l.compteNum.startsWith('678'));
  out.push(
    check(
      'ECF-9-EXCEPTIONNELLES',
      9,
      'Charges exceptionnelles',
      total === 0 ? 'ok' : 'info',
      total === 0
        ? 'Aucune charge exceptionnelle (67).'
        : `Charges exceptionnelles de ${eur(total)} : vérifier leur qualification (exceptionnelles ou courantes) et, pour les charges sur exercices antérieurs (672), leur rattachement à l'exercice d'origine.`,
      figures,
      priorYears,
    ),
  );
  const fines = year.linesOf(
    (l) =>
      (startsWithAny(l.compteNum, FINES) ||
        (l.compteNum.startsWith('6') && FINE_LABEL.test(l.ecritureLib))) &&
      l.debit > 0 &&
      !l.compteNum.startsWith('6711'),
  );
  const finesAmount = fines.reduce((s, l) => s + l.debit - l.credit, 0);
  out.push(
    check(
      'ECF-9-AMENDES',
      9,
      'Amendes et pénalités',
      fines.length ? 'anomaly' : 'ok',
      fines.length
        ? `${fines.length} charge(s) d'amende, de pénalité ou de majoration (${eur(finesAmount)}) : non déductibles (art. 39, 2 du CGI), à réintégrer au résultat fiscal (2058-A).`
        : 'Aucune amende ni pénalité parmi les charges.',
      fines.length
        ? [fig('Amendes et pénalités', finesAmount, [...new Set(fines.map((l) => l.compteNum))].sort())]
        : [],
      fines,
      () => 'Non déductible (art. 39, 2 du CGI)',
    ),
  );
  return out;
}

// ------------------------------------------------------------------------------------------- point 10

/** A collected-VAT account kept for VAT due on receipts (« TVA collectée sur encaissements », « en attente »). */
function onReceipts(n: string, label: string): boolean {
  if (n.startsWith('44574')) return true;
  if (n.startsWith('4457') && RECEIPTS_LABEL.test(label)) return true;
  return (
    n.startsWith('4458') && !n.startsWith('44586') && !n.startsWith('44587') && RECEIPTS_LABEL.test(label)
  );
}

function point10(year: EcfYear, next: EcfYear | null, declared: EcfDeclared): EcfCheck[] {
  const out: EcfCheck[] = [];
  const receipts = [...year.accounts.entries()]
    .filter(([n, t]) => onReceipts(n, t.label) && (t.debit !== 0 || t.credit !== 0 || t.opening !== 0))
    .map(([n]) => n)
    .sort();
  const debits = year.accountsOf(['4457']).filter((n) => !receipts.includes(n));
  const onDebitsAmount = debits.reduce((s, n) => s + productOf(year.accounts.get(n)!), 0);
  const onReceiptsAmount = receipts.reduce((s, n) => s + year.accounts.get(n)!.credit, 0);
  const figures = [
    fig('TVA collectée exigible (44571…)', onDebitsAmount, debits),
    fig('TVA collectée sur encaissements ou en attente (44574, 4458…)', onReceiptsAmount, receipts),
    fig(
      'TVA déductible sur immobilisations (44562)',
      year.sum(['44562'], chargeOf),
      year.accountsOf(['44562']),
    ),
    fig(
      'TVA déductible sur autres biens et services (44566)',
      year.sum(['44566'], chargeOf),
      year.accountsOf(['44566']),
    ),
    fig(
      'TVA sur factures non parvenues (44586) à la clôture',
      year.sum(['44586'], closingOf),
      year.accountsOf(['44586']),
    ),
  ];
  const observed =
    receipts.length === 0
      ? 'débits'
      : onDebitsAmount <= TOLERANCE
        ? 'encaissements'
        : 'débits et encaissements';
  if (declared.vatOnDebits === true && receipts.length > 0) {
    out.push(
      check(
        'ECF-10-EXIGIBILITE',
        10,
        'Exigibilité de la TVA collectée',
        'anomaly',
        `Option pour les débits déclarée, mais de la TVA collectée est comptabilisée sur encaissements (${receipts.join(', ')}) : avec l'option, la TVA est exigible dès la facturation.`,
        figures,
        year.linesOf((l) => receipts.includes(l.compteNum)),
      ),
    );
  } else if (
    declared.vatOnDebits === false &&
    receipts.length === 0 &&
    year.sum(SERVICES, productOf) > TOLERANCE
  ) {
    out.push(
      check(
        'ECF-10-EXIGIBILITE',
        10,
        'Exigibilité de la TVA collectée',
        'anomaly',
        "Prestations de services sans option pour les débits : la TVA n'est exigible qu'à l'encaissement, mais toute la TVA collectée est comptabilisée à la facturation (aucun compte de TVA sur encaissements) : vérifier la TVA déclarée sur les créances non encaissées à la clôture.",
        figures,
      ),
    );
  } else {
    out.push(
      check(
        'ECF-10-EXIGIBILITE',
        10,
        'Exigibilité de la TVA collectée',
        declared.vatOnDebits === undefined || declared.vatOnDebits === null ? 'info' : 'ok',
        `TVA collectée comptabilisée sur les ${observed}${declared.vatOnDebits === true ? ", conformément à l'option pour les débits" : declared.vatOnDebits === false ? ", conformément à l'exigibilité à l'encaissement" : ' (option pour les débits non renseignée dans la mission)'}.`,
        figures,
      ),
    );
  }

  // TVA sur factures non parvenues (44586): deductible only once the invoice is received, reversed in N+1.
  const pending = year.accountsOf(['44586']).filter((n) => closingOf(year.accounts.get(n)!) > TOLERANCE);
  if (pending.length === 0) {
    out.push(
      check(
        'ECF-10-FNP',
        10,
        'TVA sur factures non parvenues',
        'ok',
        'Pas de TVA sur factures non parvenues (44586) à la clôture.',
      ),
    );
  } else if (!next) {
    out.push(
      check(
        'ECF-10-FNP',
        10,
        'TVA sur factures non parvenues',
        'not_available',
        "TVA sur factures non parvenues (44586) à la clôture ; sans FEC de l'exercice suivant, sa reprise n'est pas vérifiable.",
        figures.slice(4),
      ),
    );
  } else {
    const left = pending.filter(
      (n) => (next.accounts.get(n)?.credit ?? 0) < closingOf(year.accounts.get(n)!) - TOLERANCE,
    );
    out.push(
      check(
        'ECF-10-FNP',
        10,
        'TVA sur factures non parvenues',
        left.length ? 'anomaly' : 'ok',
        left.length
          ? "TVA sur factures non parvenues (44586) de la clôture non reprise dans l'exercice suivant : déduction possible avant la réception de la facture."
          : "TVA sur factures non parvenues de la clôture reprise dans l'exercice suivant.",
        figures.slice(4),
        year.linesOf((l) => left.includes(l.compteNum)),
      ),
    );
  }
  return out;
}

// ------------------------------------------------------------------------------------------------ entry

export interface EcfChecksInput {
  fiscalYear: FiscalYear;
  /** The year's lines, gathered with EcfYear (or use `computeEcfChecks` on an iterable). */
  year: EcfYear;
  /** The next year's FEC of the same company, when present: reversals of accruals in N+1. */
  next?: EcfYear | null;
  declared?: EcfDeclared;
}

/** The automated checks of points 5 to 10. */
export function ecfChecks(input: EcfChecksInput): EcfCheck[] {
  const declared = input.declared ?? {};
  const next = input.next ?? null;
  return [
    ...point5(input.year, input.fiscalYear, declared),
    ...point6(input.year),
    ...point7(input.year),
    ...point8(input.year, next),
    ...point9(input.year),
    ...point10(input.year, next, declared),
  ];
}

/** Convenience: from iterables of lines. */
export function computeEcfChecks(
  lines: Iterable<FecLine>,
  fiscalYear: FiscalYear,
  options: { next?: Iterable<FecLine> | null; declared?: EcfDeclared } = {},
): EcfCheck[] {
  const year = new EcfYear();
  for (const l of lines) year.push(l);
  let next: EcfYear | null = null;
  if (options.next) {
    next = new EcfYear();
    for (const l of options.next) next.push(l);
  }
  return ecfChecks({ fiscalYear, year, next, declared: options.declared });
}
