/**
 * The accountant's figures computed from a FEC: trial balance, SIG, balance sheet, income statement,
 * tax-return boxes and ratios. These shapes are a contract (CLI JSON `statements`, the API, GraphQL):
 * amounts are integer cents unless a field says euros (tax-return boxes, rounded as the forms are).
 */

/** One line of the trial balance: an account (aux null) or an auxiliary account of it. */
export interface TrialBalanceRow {
  account: string;
  /** CompAuxNum for the balance auxiliaire, null for the balance générale. */
  aux: string | null;
  label: string;
  /** PCG class (first digit), 0 when the account does not start with a digit 1–9. */
  accountClass: number;
  /**
   * Opening balance (à-nouveaux of the file, or N-1's closing when given), split by side like the closing
   * balance (one of the two is 0): openingDebit − openingCredit is the opening debit − credit.
   */
  openingDebit: number;
  openingCredit: number;
  /** Movements of the year, à-nouveaux excluded. */
  debit: number;
  credit: number;
  /** Closing balance split by side (one of the two is 0). */
  closingDebit: number;
  closingCredit: number;
  lines: number;
}

/** A figure and the accounts behind it (each figure explainable). */
export interface StatementFigure {
  /** Stable key, e.g. 'valeurAjoutee', 'AA', '010'. */
  key: string;
  /** French label as the statement prints it. */
  label: string;
  /** Integer cents (signed: a loss is negative). */
  amount: number;
  /** Accounts (CompteNum) whose balances make up the figure, with their signed contribution in cents. */
  accounts: { account: string; amount: number }[];
}

/** A statement section (e.g. « Actif immobilisé ») made of figures and a total. */
export interface StatementSection {
  key: string;
  label: string;
  figures: StatementFigure[];
  total: number;
}

/** Soldes intermédiaires de gestion and the CAF, in the PCG's order. */
export interface Sig {
  /** margeCommerciale, production, valeurAjoutee, ebe, resultatExploitation, resultatCourant,
   * resultatExceptionnel, resultatNet, caf, chiffreAffaires, plus… (each a StatementFigure). */
  figures: StatementFigure[];
}

export interface BalanceSheet {
  assets: StatementSection[];
  liabilities: StatementSection[];
  totalAssets: number;
  totalLiabilities: number;
}

export interface IncomeStatement {
  sections: StatementSection[];
  totalProducts: number;
  totalCharges: number;
  result: number;
}

export type TaxForm = '2050' | '2033';

export interface TaxReturnBox {
  /** Box code of the form: 'AA'…'HN', 'JS'… (2050-2053) or '010'…'310' (2033-A/B). */
  code: string;
  label: string;
  /** Whole euros, rounded as the forms are. */
  euros: number;
  /** Accounts behind the box, signed cents. */
  accounts: { account: string; amount: number }[];
}

export interface TaxReturn {
  form: TaxForm;
  /** Why this form: « régime déclaré », « chiffre d'affaires », « plan de comptes »… (French). */
  formReason: string;
  /** code → euros (the contract's `boxes{code: euros}`). */
  boxes: Record<string, number>;
  /** The same boxes with labels and the accounts behind each, in the form's order. */
  details: TaxReturnBox[];
}

/** Key ratios; null when a ratio cannot be computed (a zero denominator), with the reason in `notes`. */
export interface Ratios {
  /** Marge (commerciale ou brute) / chiffre d'affaires, percent. */
  margeRate: number | null;
  /** Délai clients, days of turnover TTC. */
  delaiClients: number | null;
  /** Délai fournisseurs, days of purchases TTC. */
  delaiFournisseurs: number | null;
  /** Besoin en fonds de roulement, cents. */
  bfr: number | null;
  /** Dettes financières / capitaux propres, percent. */
  endettement: number | null;
  /** Actif circulant / dettes à court terme, ratio × 100. */
  liquidite: number | null;
}

/** What could not be computed and why (French), never a silent zero. */
export interface StatementNote {
  code: string;
  message: string;
}

/** Movements per journal (à-nouveaux included), cents. */
export interface JournalSummary {
  code: string;
  label: string;
  debit: number;
  credit: number;
  lines: number;
  entries: number;
}

/** Movements per month of EcritureDate (AAAAMM; 0 for undated lines), cents. */
export interface MonthSummary {
  month: number;
  debit: number;
  credit: number;
  lines: number;
}

export interface Statements {
  trialBalance: TrialBalanceRow[];
  /** Per journal, sorted by code (absent when computed from account totals alone). */
  journals?: JournalSummary[];
  /** Per month, in order (absent when computed from account totals alone). */
  months?: MonthSummary[];
  sig: Sig;
  balanceSheet: BalanceSheet;
  incomeStatement: IncomeStatement;
  taxReturn: TaxReturn;
  ratios: Ratios;
  notes: StatementNote[];
}

/** The declared tax return as the user gives it (FEC extra information or a `code;montant` CSV). */
export interface DeclaredTaxReturn {
  /** Declared accounting result, cents; null when not given. */
  result: number | null;
  /** Declared boxes, code → whole euros. */
  boxes: Record<string, number>;
}

/** One computed-vs-declared comparison line; `difference` = computed − declared (euros for boxes). */
export interface ReconciliationLine {
  /** 'RESULTAT' for the accounting result, else a box code. */
  code: string;
  label: string;
  computed: number;
  declared: number | null;
  difference: number | null;
  /** Accounts that explain the box (or the result), signed cents. */
  accounts: { account: string; amount: number }[];
  /** French explanation when there is a difference (or why it cannot be compared). */
  explanation: string | null;
}

export interface TaxReturnReconciliation {
  form: TaxForm;
  lines: ReconciliationLine[];
  /** Lines with a non-zero difference. */
  differences: number;
  notes: StatementNote[];
}

/** N's à-nouveaux against N-1's closing balances, account by account (differences only). */
export interface OpeningContinuityLine {
  account: string;
  label: string;
  /** N-1 closing balance, debit minus credit, cents. */
  previousClosing: number;
  /** N opening balance (à-nouveaux), debit minus credit, cents. */
  opening: number;
  difference: number;
}

/**
 * Engine functions (engine/src/index.ts exports them; the product API calls them):
 * - `computeStatements(input: StatementsInput): Statements` is run by the analysis itself
 *   (`AnalysisReport.statements`); StatementsInput takes the pass's aggregates (or a FecSummary's `accounts`),
 *   the declared `taxForm`, N-1's `previousClosing` balances, the fiscal year.
 * - `closingBalances(statements): Record<string, number>` (account → debit − credit), for `previousClosing`.
 * - `reconcileTaxReturn(statements: Statements, declared: DeclaredTaxReturn): TaxReturnReconciliation`
 * - `parseDeclaredTaxReturnCsv(text: string): { declared: DeclaredTaxReturn; errors: { line: number; message: string }[] }`
 * - `openingContinuity(current: Statements, previous: Statements): OpeningContinuityLine[]`
 */
