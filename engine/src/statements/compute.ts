import type { AccountTotals, JournalTotals, MonthTotals } from '../model/aggregates';
import type { FecVariant, FiscalYear } from '../model/format';
import { BOXES_2033, BOXES_2050, boxOfAccount, type BoxDef, type Side } from './boxes';
import type {
  BalanceSheet,
  IncomeStatement,
  Ratios,
  Sig,
  StatementFigure,
  StatementNote,
  StatementSection,
  Statements,
  TaxForm,
  TaxReturn,
  TaxReturnBox,
  TrialBalanceRow,
} from './types';

type Totals = Map<string, AccountTotals> | Record<string, AccountTotals>;

export interface StatementsInput {
  /** CompteNum → totals (the analysis's aggregates, or a FecSummary's `accounts`). */
  accounts: Totals;
  /** `CompteNum\u0000CompAuxNum` → totals (balance auxiliaire; auxiliary-level reclassification). */
  auxiliaries?: Totals;
  variant?: FecVariant | null;
  /** The declared regime's form; otherwise chosen from the file (turnover thresholds, chart). */
  taxForm?: TaxForm;
  /** N-1's closing balances (account → debit − credit, cents): the opening when the file has no à-nouveaux. */
  previousClosing?: Record<string, number>;
  fiscalYear?: FiscalYear;
  /** The company's first fiscal year (declared): no à-nouveaux is then expected, not a gap. */
  firstYear?: boolean;
  /** JournalCode → totals, and AAAAMM → totals (the analysis's aggregates): the per-journal and per-month views. */
  journals?: Map<string, JournalTotals>;
  months?: Map<number, MonthTotals>;
}

/** Simplified-regime thresholds (art. 302 septies A bis CGI, 2023-2025), cents HT. */
export const SIMPLIFIED_SALES_LIMIT = 84_000_000;
export const SIMPLIFIED_SERVICES_LIMIT = 25_400_000;

const entriesOf = (t: Totals | undefined): [string, AccountTotals][] =>
  t === undefined ? [] : t instanceof Map ? [...t.entries()] : Object.entries(t);

/** Whole euros as the forms round (half away from zero). */
export const toEuros = (cents: number): number =>
  cents < 0 ? -Math.round(-cents / 100) : Math.round(cents / 100);

const classOf = (account: string): number => {
  const c = account.charCodeAt(0) - 48;
  return c >= 1 && c <= 9 ? c : 0;
};
const isPcg = (account: string): boolean => {
  const c = classOf(account);
  return c >= 1 && c <= 7;
};
const isResultAccount = (account: string): boolean => {
  const c = classOf(account);
  return c === 6 || c === 7;
};

type Contrib = Map<string, number>;
interface BoxAcc {
  amount: number;
  accounts: Contrib;
}

const addContrib = (m: Map<string, BoxAcc>, box: string, account: string, amount: number): void => {
  if (amount === 0) return;
  let b = m.get(box);
  if (!b) m.set(box, (b = { amount: 0, accounts: new Map() }));
  b.amount += amount;
  b.accounts.set(account, (b.accounts.get(account) ?? 0) + amount);
};

const listOf = (c: Contrib | undefined): { account: string; amount: number }[] =>
  c === undefined
    ? []
    : [...c.entries()]
        .filter(([, a]) => a !== 0)
        .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
        .map(([account, amount]) => ({ account, amount }));

/** Accounts whose side depends on their balance are split by auxiliary: a supplier owed money is a receivable. */
function bySign(account: string): boolean {
  return boxOfAccount(account, 1) !== boxOfAccount(account, -1);
}

export function computeStatements(input: StatementsInput): Statements {
  const notes: StatementNote[] = [];
  const accounts = entriesOf(input.accounts).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const auxiliaries = entriesOf(input.auxiliaries).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));

  const hasOpening = accounts.some(([, t]) => t.openingDebit !== 0 || t.openingCredit !== 0);
  const previous = !hasOpening && input.previousClosing ? input.previousClosing : null;

  // Trial balance: général then auxiliaire, each sorted.
  const trialBalance: TrialBalanceRow[] = [];
  const balances = new Map<string, number>();
  const row = (account: string, aux: string | null, t: AccountTotals, carried: number): TrialBalanceRow => {
    const opening = t.openingDebit - t.openingCredit + carried;
    const debit = t.debit - t.openingDebit;
    const credit = t.credit - t.openingCredit;
    const closing = opening + debit - credit;
    return {
      account,
      aux,
      label: t.label,
      accountClass: classOf(account),
      openingDebit: opening > 0 ? opening : 0,
      openingCredit: opening < 0 ? -opening : 0,
      debit,
      credit,
      closingDebit: closing > 0 ? closing : 0,
      closingCredit: closing < 0 ? -closing : 0,
      lines: t.lines,
    };
  };
  for (const [account, t] of accounts) {
    // N-1's closing becomes the opening of balance-sheet accounts only (the income statement starts at zero).
    const carried = previous && classOf(account) <= 5 ? (previous[account] ?? 0) : 0;
    const r = row(account, null, t, carried);
    trialBalance.push(r);
    balances.set(account, r.closingDebit - r.closingCredit);
  }
  if (previous)
    for (const [account, amount] of Object.entries(previous))
      if (!balances.has(account) && classOf(account) <= 5 && amount !== 0) {
        const empty: AccountTotals = {
          label: '',
          debit: 0,
          credit: 0,
          openingDebit: 0,
          openingCredit: 0,
          lines: 0,
          firstLine: 0,
          lastLine: 0,
        };
        const r = row(account, null, empty, amount);
        trialBalance.push(r);
        balances.set(account, amount);
      }
  if (previous) trialBalance.sort((a, b) => (a.account < b.account ? -1 : a.account > b.account ? 1 : 0));
  const auxBalances = new Map<string, { aux: string; balance: number }[]>();
  for (const [key, t] of auxiliaries) {
    const sep = key.indexOf('\u0000');
    const account = key.slice(0, sep);
    const aux = key.slice(sep + 1);
    const r = row(account, aux, t, 0);
    trialBalance.push(r);
    let list = auxBalances.get(account);
    if (!list) auxBalances.set(account, (list = []));
    list.push({ aux, balance: r.closingDebit - r.closingCredit });
  }

  // Notes on what the file lets us compute.
  let totalDebit = 0;
  let totalCredit = 0;
  for (const [, t] of accounts) {
    totalDebit += t.debit;
    totalCredit += t.credit;
  }
  if (totalDebit !== totalCredit)
    notes.push({
      code: 'UNBALANCED',
      message: `Le fichier n'est pas équilibré (débit ${fmt(totalDebit)} €, crédit ${fmt(totalCredit)} €, écart ${fmt(totalDebit - totalCredit)} €) : la balance ne s'équilibre pas et les deux côtés du bilan diffèrent de cet écart.`,
    });
  if (!hasOpening && input.firstYear && !previous)
    notes.push({
      code: 'FIRST_YEAR',
      message:
        "Premier exercice déclaré : pas d'à-nouveaux, les soldes d'ouverture sont nuls et le bilan reprend les seuls mouvements de l'exercice.",
    });
  else if (!hasOpening)
    notes.push(
      previous
        ? {
            code: 'OPENING_FROM_PREVIOUS',
            message:
              "Le fichier ne contient pas d'à-nouveaux : les soldes d'ouverture des comptes de bilan sont les soldes de clôture du FEC de l'exercice précédent.",
          }
        : {
            code: 'NO_OPENING',
            message:
              "Le fichier ne contient pas d'écritures d'à-nouveaux : les soldes d'ouverture sont inconnus (comptés à zéro), le bilan ne reprend que les mouvements de l'exercice et les capitaux propres, immobilisations et dettes antérieurs y manquent. Joignez le FEC de l'exercice précédent pour reprendre ses soldes de clôture.",
          },
    );
  if (input.variant === 'bnc-tresorerie' || input.variant === 'ba-tresorerie')
    notes.push({
      code: 'CASH_BASIS',
      message: `Fichier au format ${input.variant === 'bnc-tresorerie' ? 'BNC' : 'BA'} de trésorerie (recettes-dépenses, 22 ou 21 colonnes) : le bilan, le compte de résultat et les cases de la liasse sont calculés à partir des comptes tels qu'ils sont tenus. Une comptabilité de trésorerie ne constate ni créances, ni dettes, ni stocks de fin d'exercice : ces postes peuvent manquer au bilan, et le résultat est un résultat de trésorerie. Si l'activité relève ${input.variant === 'bnc-tresorerie' ? 'des BNC, la déclaration est la 2035' : 'des BA, la déclaration est la 2139 ou la 2143'}, dont les cases ne sont pas calculées ici.`,
    });
  const outside = accounts.filter(([a]) => !isPcg(a)).map(([a]) => a);
  if (outside.length > 0)
    notes.push({
      code: 'OUTSIDE_PCG',
      message: `${outside.length} compte(s) hors des classes 1 à 7 du plan comptable général (${outside.slice(0, 10).join(', ')}${outside.length > 10 ? '…' : ''}) : leurs soldes ne vont dans aucune case de la liasse ; au bilan, ils figurent sur une ligne « Comptes hors plan comptable » pour que les deux côtés restent comparables.`,
    });
  const farm = accounts.some(([a]) => /^(24|284|294)/.test(a));
  if (farm)
    notes.push({
      code: 'FARM_CHART',
      message:
        "Le plan de comptes est celui d'une exploitation agricole (comptes 24 « animaux et végétaux immobilisés ») : ils sont classés en autres immobilisations corporelles ; la liasse d'une exploitation agricole est la 2139 (simplifié) ou les 2144 à 2146 (réel normal), dont les cases ne sont pas calculées ici.",
    });
  const association = accounts.some(([a]) => /^(102|19|689|789|756)/.test(a));
  if (association)
    notes.push({
      code: 'ASSOCIATION_CHART',
      message:
        "Le plan de comptes comporte des comptes propres aux associations (fonds propres sans droit de reprise 102, fonds dédiés 19/689/789, cotisations 756) : ils sont classés au plus proche des rubriques du plan comptable général ; les comptes annuels d'une association suivent le règlement ANC 2018-06 et ses rubriques diffèrent.",
    });

  // Boxes of the 2050-2053, in cents, with the accounts behind each.
  const leaf = new Map<string, BoxAcc>();
  const outsideAssets: Contrib = new Map();
  const outsideLiabilities: Contrib = new Map();
  let pnlPresent = false;
  for (const [account, balance] of balances) {
    if (balance === 0) continue;
    if (!isPcg(account)) {
      if (balance > 0) outsideAssets.set(account, balance);
      else outsideLiabilities.set(account, -balance);
      continue;
    }
    if (isResultAccount(account)) {
      pnlPresent = true;
      // Accounts not closed: the year's result goes into capitaux propres (DI).
      addContrib(leaf, 'DI', account, -balance);
    }
    const auxes = bySign(account) ? auxBalances.get(account) : undefined;
    if (auxes) {
      // Each auxiliary account by its own sign; lines without auxiliary by the remainder's sign.
      let rest = balance;
      for (const { balance: b } of auxes) {
        if (b === 0) continue;
        rest -= b;
        putInBox(leaf, account, b);
      }
      if (rest !== 0) putInBox(leaf, account, rest);
    } else putInBox(leaf, account, balance);
  }

  const boxDef = new Map<string, BoxDef>(BOXES_2050.map((b) => [b.code, b]));
  const cents = (code: string): number => leaf.get(code)?.amount ?? 0;
  const accs = (code: string): { account: string; amount: number }[] => listOf(leaf.get(code)?.accounts);
  const fig = (code: string, label?: string): StatementFigure => ({
    key: code,
    label: label ?? boxDef.get(code)!.label,
    amount: cents(code),
    accounts: accs(code),
  });

  // Balance sheet: net figures (brut − amortissements) keyed by the brut box.
  const net = (brut: string, amort: string | null, label: string): StatementFigure => {
    const c = new Map<string, number>();
    for (const { account, amount } of accs(brut)) c.set(account, amount);
    if (amort) for (const { account, amount } of accs(amort)) c.set(account, (c.get(account) ?? 0) - amount);
    return { key: brut, label, amount: cents(brut) - (amort ? cents(amort) : 0), accounts: listOf(c) };
  };
  const section = (key: string, label: string, figures: StatementFigure[]): StatementSection => ({
    key,
    label,
    figures,
    total: figures.reduce((s, f) => s + f.amount, 0),
  });
  const assets: StatementSection[] = [
    section('capitalNonAppele', 'Capital souscrit non appelé', [
      net('AA', null, 'Capital souscrit non appelé'),
    ]),
    section('immobilisationsIncorporelles', 'Immobilisations incorporelles', [
      net('AB', 'AC', "Frais d'établissement"),
      net('CX', 'CQ', 'Frais de développement'),
      net('AF', 'AG', 'Concessions, brevets et droits similaires'),
      net('AH', 'AI', 'Fonds commercial'),
      net('AJ', 'AK', 'Autres immobilisations incorporelles'),
      net('AL', 'AM', 'Avances et acomptes sur immobilisations incorporelles'),
    ]),
    section('immobilisationsCorporelles', 'Immobilisations corporelles', [
      net('AN', 'AO', 'Terrains'),
      net('AP', 'AQ', 'Constructions'),
      net('AR', 'AS', 'Installations techniques, matériel et outillage industriels'),
      net('AT', 'AU', 'Autres immobilisations corporelles'),
      net('AV', 'AW', 'Immobilisations en cours'),
      net('AX', 'AY', 'Avances et acomptes'),
    ]),
    section('immobilisationsFinancieres', 'Immobilisations financières', [
      net('CS', 'CT', 'Participations évaluées selon la méthode de mise en équivalence'),
      net('CU', 'CV', 'Autres participations'),
      net('BB', 'BC', 'Créances rattachées à des participations'),
      net('BD', 'BE', 'Autres titres immobilisés'),
      net('BF', 'BG', 'Prêts'),
      net('BH', 'BI', 'Autres immobilisations financières'),
    ]),
    section('stocks', 'Stocks et en-cours', [
      net('BL', 'BM', 'Matières premières, approvisionnements'),
      net('BN', 'BO', 'En cours de production de biens'),
      net('BP', 'BQ', 'En cours de production de services'),
      net('BR', 'BS', 'Produits intermédiaires et finis'),
      net('BT', 'BU', 'Marchandises'),
    ]),
    section('creances', 'Créances', [
      net('BV', 'BW', 'Avances et acomptes versés sur commandes'),
      net('BX', 'BY', 'Clients et comptes rattachés'),
      net('BZ', 'CA', 'Autres créances'),
      net('CB', 'CC', 'Capital souscrit et appelé, non versé'),
    ]),
    section('tresorerie', 'Trésorerie', [
      net('CD', 'CE', 'Valeurs mobilières de placement'),
      net('CF', 'CG', 'Disponibilités'),
    ]),
    section('regularisation', 'Comptes de régularisation', [
      net('CH', 'CI', "Charges constatées d'avance"),
      net('CW', null, "Frais d'émission d'emprunt à étaler"),
      net('CM', null, 'Primes de remboursement des obligations'),
      net('CN', null, 'Écarts de conversion actif'),
    ]),
  ];
  const liabilities: StatementSection[] = [
    section(
      'capitauxPropres',
      'Capitaux propres',
      ['DA', 'DB', 'DC', 'DD', 'DE', 'DF', 'DG', 'DH', 'DI', 'DJ', 'DK'].map((c) => fig(c)),
    ),
    section('autresFondsPropres', 'Autres fonds propres', [fig('DM'), fig('DN')]),
    section('provisions', 'Provisions pour risques et charges', [fig('DP'), fig('DQ')]),
    section(
      'dettes',
      'Dettes',
      ['DS', 'DT', 'DU', 'DV', 'DW', 'DX', 'DY', 'DZ', 'EA', 'EB'].map((c) => fig(c)),
    ),
    section('regularisation', 'Comptes de régularisation', [fig('ED')]),
  ];
  if (outsideAssets.size > 0)
    assets.push(
      section('horsPlan', 'Comptes hors plan comptable', [
        {
          key: 'horsPlan',
          label: 'Comptes hors plan comptable (soldes débiteurs)',
          amount: [...outsideAssets.values()].reduce((s, a) => s + a, 0),
          accounts: listOf(outsideAssets),
        },
      ]),
    );
  if (outsideLiabilities.size > 0)
    liabilities.push(
      section('horsPlan', 'Comptes hors plan comptable', [
        {
          key: 'horsPlan',
          label: 'Comptes hors plan comptable (soldes créditeurs)',
          amount: [...outsideLiabilities.values()].reduce((s, a) => s + a, 0),
          accounts: listOf(outsideLiabilities),
        },
      ]),
    );
  const balanceSheet: BalanceSheet = {
    assets,
    liabilities,
    totalAssets: assets.reduce((s, x) => s + x.total, 0),
    totalLiabilities: liabilities.reduce((s, x) => s + x.total, 0),
  };

  // Income statement.
  const incomeSections: [string, string, string[], 'P' | 'C'][] = [
    [
      'produitsExploitation',
      "Produits d'exploitation",
      ['FA', 'FB', 'FD', 'FE', 'FG', 'FH', 'FM', 'FN', 'FO', 'FP', 'FQ'],
      'P',
    ],
    [
      'chargesExploitation',
      "Charges d'exploitation",
      ['FS', 'FT', 'FU', 'FV', 'FW', 'FX', 'FY', 'FZ', 'GA', 'GB', 'GC', 'GD', 'GE'],
      'C',
    ],
    [
      'quotesPartsProduits',
      'Quotes-parts de résultat sur opérations faites en commun (produits)',
      ['GH'],
      'P',
    ],
    ['quotesPartsCharges', 'Quotes-parts de résultat sur opérations faites en commun (charges)', ['GI'], 'C'],
    ['produitsFinanciers', 'Produits financiers', ['GJ', 'GK', 'GL', 'GM', 'GN', 'GO'], 'P'],
    ['chargesFinancieres', 'Charges financières', ['GQ', 'GR', 'GS', 'GT'], 'C'],
    ['produitsExceptionnels', 'Produits exceptionnels', ['HA', 'HB', 'HC'], 'P'],
    ['chargesExceptionnelles', 'Charges exceptionnelles', ['HE', 'HF', 'HG'], 'C'],
    ['participationImpots', 'Participation des salariés et impôts sur les bénéfices', ['HJ', 'HK'], 'C'],
  ];
  let totalProducts = 0;
  let totalCharges = 0;
  const sections = incomeSections.map(([key, label, codes, kind]) => {
    const s = section(
      key,
      label,
      codes.map((c) => fig(c)),
    );
    if (kind === 'P') totalProducts += s.total;
    else totalCharges += s.total;
    return s;
  });
  const incomeStatement: IncomeStatement = {
    sections,
    totalProducts,
    totalCharges,
    result: totalProducts - totalCharges,
  };

  const sig = computeSig(cents, accs, balances);
  const taxReturn = computeTaxReturn(leaf, cents, input, pnlPresent, farm, notes);
  const ratios = computeRatios(cents, sig, balanceSheet, notes);

  const out: Statements = { trialBalance, sig, balanceSheet, incomeStatement, taxReturn, ratios, notes };
  if (input.journals)
    out.journals = [...input.journals]
      .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
      .map(([code, j]) => ({
        code,
        label: j.label,
        debit: j.debit,
        credit: j.credit,
        lines: j.lines,
        entries: j.entries,
      }));
  if (input.months)
    out.months = [...input.months]
      .sort((a, b) => a[0] - b[0])
      .map(([month, m]) => ({ month, debit: m.debit, credit: m.credit, lines: m.lines }));
  return out;
}

function putInBox(leaf: Map<string, BoxAcc>, account: string, balance: number): void {
  const box = boxOfAccount(account, balance)!;
  const def = BOX_SIDE.get(box)!;
  addContrib(leaf, box, account, def === 'D' ? balance : -balance);
}

const BOX_SIDE = new Map<string, Side>(BOXES_2050.map((b) => [b.code, b.side]));

const fmt = (cents: number): string =>
  (cents / 100).toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

type Cents = (code: string) => number;
type Accs = (code: string) => { account: string; amount: number }[];

/** Soldes intermédiaires de gestion (PCG art. 821-3) and the CAF (méthode additive), from the boxes. */
function computeSig(cents: Cents, accs: Accs, balances: Map<string, number>): Sig {
  const figures: StatementFigure[] = [];
  const merge = (parts: [string, number][]): { account: string; amount: number }[] => {
    const c = new Map<string, number>();
    for (const [code, sign] of parts)
      for (const { account, amount } of accs(code)) c.set(account, (c.get(account) ?? 0) + sign * amount);
    return listOf(c);
  };
  const sum = (parts: [string, number][]): number =>
    parts.reduce((s, [code, sign]) => s + sign * cents(code), 0);
  const add = (key: string, label: string, parts: [string, number][]): [string, number][] => {
    figures.push({ key, label, amount: sum(parts), accounts: merge(parts) });
    return parts;
  };
  const P = (...codes: string[]): [string, number][] => codes.map((c) => [c, 1]);
  const N = (...codes: string[]): [string, number][] => codes.map((c) => [c, -1]);

  const ca = add('chiffreAffaires', "Chiffre d'affaires net", P('FA', 'FB', 'FD', 'FE', 'FG', 'FH'));
  void ca;
  const ventes = add('ventesMarchandises', 'Ventes de marchandises', P('FA', 'FB'));
  const cout = add('coutAchatMarchandises', 'Coût d’achat des marchandises vendues', P('FS', 'FT'));
  const marge = add('margeCommerciale', 'Marge commerciale', [...ventes, ...cout.map(neg)]);
  const prodVendue = add('productionVendue', 'Production vendue', P('FD', 'FE', 'FG', 'FH'));
  const production = add('production', "Production de l'exercice", [...prodVendue, ...P('FM', 'FN')]);
  const conso = add('consommationTiers', 'Consommations en provenance des tiers', P('FU', 'FV', 'FW'));
  const va = add('valeurAjoutee', 'Valeur ajoutée', [...marge, ...production, ...conso.map(neg)]);
  const ebe = add('ebe', "Excédent brut d'exploitation", [...va, ...P('FO'), ...N('FX', 'FY', 'FZ')]);
  const re = add('resultatExploitation', "Résultat d'exploitation", [
    ...ebe,
    ...P('FP', 'FQ'),
    ...N('GA', 'GB', 'GC', 'GD', 'GE'),
  ]);
  const rf = add('resultatFinancier', 'Résultat financier', [
    ...P('GJ', 'GK', 'GL', 'GM', 'GN', 'GO'),
    ...N('GQ', 'GR', 'GS', 'GT'),
  ]);
  const rcai = add('resultatCourant', 'Résultat courant avant impôts', [
    ...re,
    ...P('GH'),
    ...N('GI'),
    ...rf,
  ]);
  const rexc = add('resultatExceptionnel', 'Résultat exceptionnel', [
    ...P('HA', 'HB', 'HC'),
    ...N('HE', 'HF', 'HG'),
  ]);
  const rn = add('resultatNet', "Résultat net de l'exercice", [...rcai, ...rexc, ...N('HJ', 'HK')]);
  // CAF (méthode additive): result + calculated charges − calculated products ± disposals.
  const c = new Map<string, number>();
  for (const { account, amount } of merge(rn)) c.set(account, amount);
  let caf = sum(rn);
  for (const [account, balance] of balances) {
    // Calculated charges (681, 686, 687: a debit balance adds back) and products (781, 786, 787: a credit
    // balance, negative, takes off), net book value of assets sold (675) less their price (775) and the
    // investment subsidies taken to income (777). Depreciation of current assets (6817/7817, 6866/7866) stays
    // in the CAF, as the PCG's table of the CAF leaves it.
    const counted =
      /^(681|686|687|781|786|787|675|775|777)/.test(account) && !/^(6817|7817|6866|7866)/.test(account);
    if (!counted || balance === 0) continue;
    caf += balance;
    c.set(account, (c.get(account) ?? 0) + balance);
  }
  figures.push({ key: 'caf', label: "Capacité d'autofinancement", amount: caf, accounts: listOf(c) });
  return { figures };
}

const neg = ([code, sign]: [string, number]): [string, number] => [code, -sign];

function computeTaxReturn(
  leaf: Map<string, BoxAcc>,
  cents: Cents,
  input: StatementsInput,
  pnlPresent: boolean,
  farm: boolean,
  notes: StatementNote[],
): TaxReturn {
  // Form: the declared regime first, else the turnover (simplified-regime thresholds), prorated to 12 months.
  let form: TaxForm;
  let formReason: string;
  const months = monthsOf(input.fiscalYear);
  const prorate = (c: number): number => (months > 0 && months !== 12 ? Math.round((c * 12) / months) : c);
  const total = prorate(cents('FA') + cents('FB') + cents('FD') + cents('FE') + cents('FG') + cents('FH'));
  const services = prorate(cents('FG') + cents('FH'));
  if (input.taxForm) {
    form = input.taxForm;
    formReason = `Régime déclaré : ${form === '2033' ? 'réel simplifié (2033-A à 2033-G)' : 'réel normal (2050 à 2059)'}.`;
  } else if (total <= SIMPLIFIED_SALES_LIMIT && services <= SIMPLIFIED_SERVICES_LIMIT) {
    form = '2033';
    formReason = `Chiffre d'affaires${months !== 12 && months > 0 ? ' ramené à 12 mois' : ''} de ${fmt(total)} € HT (dont services ${fmt(services)} €) : sous les seuils du régime simplifié (840 000 € pour les ventes, 254 000 € pour les services), formulaires 2033-A et 2033-B. Indiquez le régime si l'entreprise a opté pour le réel normal.`;
  } else {
    form = '2050';
    formReason = `Chiffre d'affaires${months !== 12 && months > 0 ? ' ramené à 12 mois' : ''} de ${fmt(total)} € HT (dont services ${fmt(services)} €) : au-dessus des seuils du régime simplifié (840 000 € pour les ventes, 254 000 € pour les services), formulaires 2050 à 2053.`;
  }
  if (farm)
    formReason +=
      " Plan de comptes agricole : la liasse réelle d'une exploitation agricole est la 2139 ou les 2144 à 2146.";

  // Every box, totals included, is its exact amount in cents rounded once to the euro: the filed returns
  // of the fixtures do so (a total is not the sum of its rounded lines: 123456789FEC20500930's GF, HN, EE).
  const c2050 = new Map<string, number>();
  const a2050 = new Map<string, { account: string; amount: number }[]>();
  for (const b of BOXES_2050) {
    if (b.total) {
      c2050.set(b.code, termsCents(b.total, c2050));
      a2050.set(b.code, mergeAccounts(b.total, a2050));
    } else {
      c2050.set(b.code, leaf.get(b.code)?.amount ?? 0);
      a2050.set(b.code, listOf(leaf.get(b.code)?.accounts));
    }
  }

  let details: TaxReturnBox[];
  if (form === '2050') {
    details = BOXES_2050.map((b) => ({
      code: b.code,
      label: b.label,
      euros: toEuros(c2050.get(b.code)!),
      accounts: a2050.get(b.code)!,
    }));
  } else {
    const c = new Map<string, number>();
    const a = new Map<string, { account: string; amount: number }[]>();
    for (const b of BOXES_2033) {
      if (b.from) {
        c.set(
          b.code,
          b.from.reduce((sum, code) => sum + (c2050.get(code) ?? 0), 0),
        );
        a.set(
          b.code,
          mergeAccounts(
            b.from.map((f) => '+' + f),
            a2050,
          ),
        );
      } else {
        c.set(b.code, termsCents(b.total!, c));
        a.set(b.code, mergeAccounts(b.total!, a));
      }
    }
    details = BOXES_2033.map((b) => ({
      code: b.code,
      label: b.label,
      euros: toEuros(c.get(b.code)!),
      accounts: a.get(b.code)!,
    }));
  }
  let of12 = 0;
  for (const [account, amount] of leaf.get('DI')?.accounts ?? [])
    if (!isResultAccount(account)) of12 += amount;
  if (pnlPresent && of12 !== 0)
    notes.push({
      code: 'RESULT_NOT_ALLOCATED',
      message: `Le compte 12 porte ${fmt(of12)} € (résultat d'un exercice précédent non affecté, ou écritures de clôture partielles) en plus du résultat de l'exercice tiré des comptes de charges et de produits (${fmt(cents('DI') - of12)} €) : le résultat inscrit au bilan (case ${form === '2033' ? '136' : 'DI'}) additionne les deux, celui du compte de résultat (case ${form === '2033' ? '310' : 'HN'}) non. Vérifiez l'affectation du résultat précédent.`,
    });
  if (!pnlPresent && leaf.has('DI'))
    notes.push({
      code: 'CLOSED_ACCOUNTS',
      message:
        'Les comptes de charges et de produits sont soldés (écritures de clôture dans le fichier) : le compte de résultat et les SIG sont nuls et le résultat est celui du compte 12.',
    });
  return { form, formReason, boxes: Object.fromEntries(details.map((d) => [d.code, d.euros])), details };
}

function termsCents(terms: string[], from: Map<string, number>): number {
  return terms.reduce((s, t) => s + (t[0] === '-' ? -1 : 1) * (from.get(t.slice(1)) ?? 0), 0);
}

function mergeAccounts(
  terms: string[],
  from: Map<string, { account: string; amount: number }[]>,
): { account: string; amount: number }[] {
  const c = new Map<string, number>();
  for (const t of terms) {
    const sign = t[0] === '-' ? -1 : 1;
    for (const { account, amount } of from.get(t.slice(1)) ?? [])
      c.set(account, (c.get(account) ?? 0) + sign * amount);
  }
  return listOf(c);
}

function monthsOf(fy: FiscalYear | undefined): number {
  if (!fy || !fy.start || !fy.end) return 12;
  const y1 = Math.floor(fy.start / 10000);
  const m1 = Math.floor(fy.start / 100) % 100;
  const y2 = Math.floor(fy.end / 10000);
  const m2 = Math.floor(fy.end / 100) % 100;
  const m = (y2 - y1) * 12 + (m2 - m1) + 1;
  return m > 0 ? m : 12;
}

const pct = (a: number, b: number): number => Math.round((a / b) * 10000) / 100;

/** Key ratios from the statements; a ratio that cannot be computed is null with the reason in a note. */
function computeRatios(cents: Cents, sig: Sig, bs: BalanceSheet, notes: StatementNote[]): Ratios {
  const figure = (k: string): number => sig.figures.find((f) => f.key === k)!.amount;
  const ca = figure('chiffreAffaires');
  const net = (a: string, b: string | null): number => cents(a) - (b ? cents(b) : 0);
  const missing: string[] = [];
  const ratios: Ratios = {
    margeRate: null,
    delaiClients: null,
    delaiFournisseurs: null,
    bfr: null,
    endettement: null,
    liquidite: null,
  };
  if (ca > 0) {
    ratios.margeRate = pct(ca - cents('FS') - cents('FT') - cents('FU') - cents('FV'), ca);
    // Receivables are TTC, turnover HT: 20 % VAT assumed (the FEC does not say which rate applies to what).
    ratios.delaiClients = Math.round((net('BX', 'BY') / (ca * 1.2)) * 365);
  } else missing.push("taux de marge et délai clients (pas de chiffre d'affaires)");
  const purchases = cents('FS') + cents('FU') + cents('FW');
  if (purchases > 0) ratios.delaiFournisseurs = Math.round((cents('DX') / (purchases * 1.2)) * 365);
  else missing.push('délai fournisseurs (pas d’achats)');
  const stocks = net('BL', 'BM') + net('BN', 'BO') + net('BP', 'BQ') + net('BR', 'BS') + net('BT', 'BU');
  const receivables = net('BV', 'BW') + net('BX', 'BY') + net('BZ', 'CA') + net('CB', 'CC') + net('CH', 'CI');
  const operatingDebts = ['DW', 'DX', 'DY', 'EA', 'EB'].reduce((s, c) => s + cents(c), 0);
  ratios.bfr = stocks + receivables - operatingDebts;
  const equity = bs.liabilities.find((s) => s.key === 'capitauxPropres')!.total;
  const financialDebts = ['DS', 'DT', 'DU', 'DV'].reduce((s, c) => s + cents(c), 0);
  if (equity > 0) ratios.endettement = pct(financialDebts, equity);
  else missing.push('endettement (capitaux propres nuls ou négatifs)');
  const current = stocks + receivables + net('CD', 'CE') + cents('CF');
  // Short-term debts: operating and other debts, debts on fixed assets and bank overdrafts (5x credit balances).
  let overdrafts = 0;
  for (const { account, amount } of bs.liabilities
    .find((s) => s.key === 'dettes')!
    .figures.find((f) => f.key === 'DU')!.accounts)
    if (account.startsWith('5')) overdrafts += amount;
  const shortTerm = operatingDebts + cents('DZ') + overdrafts;
  if (shortTerm > 0) ratios.liquidite = pct(current, shortTerm);
  else missing.push('liquidité (pas de dettes à court terme)');
  if (missing.length > 0)
    notes.push({ code: 'RATIOS', message: `Ratios non calculables : ${missing.join(' ; ')}.` });
  return ratios;
}
