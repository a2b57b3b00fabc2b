import type { FecEntry, FecLine } from './line';
import type { FecVariant, FiscalYear } from './format';
import type { Aggregates, FecSummary } from './aggregates';

export type Category = 'OK' | 'WARNING' | 'ERROR' | 'SAVINGS' | 'INFO' | 'NA';

export type Theme =
  | 'format'
  | 'numerotation-chronologie'
  | 'equilibres'
  | 'tiers'
  | 'tresorerie'
  | 'tva'
  | 'economies-fiscales'
  | 'indicateurs-fraude'
  | 'statistiques';

export type Cycle =
  | 'achats-fournisseurs'
  | 'ventes-clients'
  | 'tresorerie'
  | 'paie'
  | 'immobilisations'
  | 'capitaux'
  | 'fiscal'
  | 'cloture'
  | 'general';

/** One detail row of a control result: at least the line and the keys an auditor needs to find it. */
export interface DetailRow {
  line: number;
  journalCode: string;
  ecritureNum: string;
  compteNum: string;
  /** Integer cents. */
  debit: number;
  credit: number;
  /** Optional context: auxiliary, date, label, computed figure, explanation in French. */
  compAuxNum?: string;
  ecritureDate?: number;
  ecritureLib?: string;
  detail?: string;
}

/**
 * A finding that holds for the whole file (or nearly) rather than entry by entry — one ValidDate stamped
 * on every line, DateLet never exported, EcritureNum « 0 » everywhere. It is ONE finding: the control's
 * `count` counts it once (plus any individual findings it does not explain), its rows are a few examples
 * (their `detail` starts with « Exemple »), and it has no amount of its own.
 */
export interface SystemicPattern {
  /** Stable code, e.g. 'VALIDDATE-UNIQUE', 'DATELET-ABSENTE', 'NUMEROTATION-ABSENTE'. */
  code: string;
  /** One French sentence an auditor reads, with the evidence (the date, the share…). */
  message: string;
  /** Entries (or lines, see `unit`) the pattern covers… */
  affected: number;
  /** …out of this many measured. */
  population: number;
  unit: 'entries' | 'lines';
  /** affected / population, between 0 and 1 (4 decimals). */
  share: number;
}

export interface ControlOutcome {
  result: Category;
  /** Number of findings (exact, even when rows are capped). */
  count: number;
  /** Amount at stake, integer cents (0 when not meaningful). */
  amount: number;
  /** First rows (at most the engine's cap, 1,000). */
  rows: DetailRow[];
  /** Exact number of rows the control produced. */
  total: number;
  /** Why NA, or a short French explanation of the result. */
  reason?: string;
  /** Set when the control found a file-wide pattern instead of (or besides) per-entry findings. */
  pattern?: SystemicPattern;
}

/** What every control knows about the file it runs on. */
export interface ControlContext {
  fiscalYear: FiscalYear;
  variant: FecVariant;
  /** True when the file is a cash-basis BA/BNC FEC or declared as BNC/BA with commercial accounts. */
  cashBasis: boolean;
  /** True when the caller says this is the company's first fiscal year (no à-nouveaux expected). */
  firstYear: boolean;
  /** Cap on detail rows kept per control. */
  rowCap: number;
}

/** The per-file state of one control during the single streaming pass. */
export interface ControlRun {
  onLine?(line: FecLine): void;
  onEntry?(entry: FecEntry): void;
  finish(aggregates: Aggregates): ControlOutcome;
}

export interface ControlMeta {
  /** Stable id from the catalogue (fec-reference.md §4), e.g. 'EQ-ECR'. */
  id: string;
  label: string;
  description: string;
  theme: Theme;
  cycle: Cycle;
  categories: Category[];
}

export interface ControlDefinition<P extends object = Record<string, number>> extends ControlMeta {
  /** Thresholds as named parameters, with their defaults. */
  params: P;
  create(context: ControlContext, params: P): ControlRun;
}

/** A control that compares up to 3 files: one company over several years, or several companies. */
export interface ComparisonControlDefinition<P extends object = Record<string, number>> extends ControlMeta {
  params: P;
  /** `summaries` are ordered as given by the caller (for years: oldest first). */
  compare(summaries: FecSummary[], params: P, rowCap: number): ControlOutcome;
}
