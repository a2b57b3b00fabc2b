import type {
  AnalysisReport,
  DetailRow,
  RiskAssessment,
  TesterVerdict,
  UnsupportedTest,
} from '../../../../engine/src/index';
import type { StoredPattern } from '../../analyses/tables';

/**
 * What a report says, independent of its format: built by the report job from the database and the
 * analysis' detail file (reports/report-model-builder.ts), rendered by pdf.ts, docx.ts and xlsx.ts.
 * Amounts are integer cents, dates AAAAMMJJ integers, like the engine's JSON.
 */

export type ReportFormat = 'pdf' | 'docx' | 'xlsx';
export const REPORT_FORMATS: readonly ReportFormat[] = ['pdf', 'docx', 'xlsx'];

export type ResultCategory = 'OK' | 'WARNING' | 'ERROR' | 'SAVINGS' | 'INFO' | 'NA';

export interface ReportBranding {
  /** Hex colour `#rrggbb` for titles, table headers and the cover band (the account's principal colour). */
  principalColor: string;
  /** Hex colour `#rrggbb` for secondary accents. */
  secondaryColor: string;
  /** The account's logo as image bytes (png or jpeg only; null when none, or an svg/webp/https logo). */
  logo: { data: Buffer; type: 'png' | 'jpeg' } | null;
}

export interface ReportComment {
  /** « Prénom Nom », or « Utilisateur supprimé ». */
  author: string;
  createdAt: Date;
  body: string;
}

export interface ReportControl {
  id: string;
  label: string;
  /** The catalogue's description (what the control checks and why). */
  description: string | null;
  theme: string;
  cycle: string;
  result: ResultCategory;
  /** Findings (exact). */
  count: number;
  /** Amount at stake in cents; null while the FEC is locked (never shown as 0). */
  amount: number | null;
  /** Rows the control produced (exact, may exceed the rows kept). */
  total: number;
  reason: string | null;
  /** The FEC is locked (free offer): no amount, no rows, the document says why. */
  locked: boolean;
  /** The first rows for the PDF and Word documents (at most REPORT_FIRST_ROWS; [] when locked). */
  firstRows: DetailRow[];
  comments: ReportComment[];
  /**
   * A finding that holds for the whole file: ONE finding, printed once with its share; the rows are
   * then its examples. Null when the control has none.
   */
  pattern: StoredPattern | null;
}

/** The FEC's risk score and its riskiest entries (at most REPORT_RISKY_ENTRIES; [] when locked). */
export type ReportRisk = RiskAssessment;

/**
 * The format part of an analysis' report. `tester` (the DGFiP tester's predicted verdict) is absent from an
 * analysis stored before the engine predicted it; so is a diagnostic's `beyondTester`.
 */
export type ReportFormatPart = Omit<AnalysisReport['format'], 'tester' | 'diagnostics'> & {
  tester?: TesterVerdict | null;
  diagnostics: Array<
    Omit<AnalysisReport['format']['diagnostics'][number], 'beyondTester'> & { beyondTester?: boolean }
  >;
};

/** Amounts at stake of a FEC, each line counted once across its controls (key-figures.ts). */
export interface ReportStake {
  /** Integer cents, over the controls in alert, anomaly or savings. */
  amount: number;
  /** False when some control kept only part of its rows (the figure is then a maximum). */
  complete: boolean;
  /** The same, per result category (WARNING, ERROR, SAVINGS, INFO). */
  perCategory: Partial<Record<ResultCategory, number>>;
}

/** One FEC and the analysis the report is made from. */
/** A line of a statement as the reports print it: a figure, or a section's total (bold). */
export interface ReportStatementLine {
  label: string;
  /** Integer cents. */
  amount: number;
  total?: boolean;
}

/**
 * « États financiers » of a source (issue 36): the key figures always; SIG, balance sheet and income statement
 * only when the FEC is unlocked (Découverte shows the key figures only).
 */
export interface ReportStatements {
  keyFigures: {
    chiffreAffaires: number | null;
    resultatNet: number | null;
    totalBilan: number | null;
    ebe: number | null;
  };
  sig: ReportStatementLine[] | null;
  balanceSheet: ReportStatementLine[] | null;
  incomeStatement: ReportStatementLine[] | null;
  /** '2050' or '2033'. */
  taxForm: string;
  /** What could not be computed (French). */
  notes: string[];
}

export interface ReportSource {
  fecUuid: string;
  analysisUuid: string;
  fileName: string;
  companyName: string | null;
  siren: string | null;
  /** AAAAMMJJ, null when unknown. */
  fiscalStart: number | null;
  fiscalEnd: number | null;
  /** When the analysis finished. */
  analysedAt: Date | null;
  locked: boolean;
  /** Counts per category over the selected controls (every category present, 0 when none). */
  summary: Record<ResultCategory, number>;
  /** Format conformity and diagnostics, as the engine reported them (diagnostics: the first ones kept). */
  format: ReportFormatPart;
  totals: AnalysisReport['totals'];
  /** The selected controls after the filters, in catalogue order. */
  controls: ReportControl[];
  /** Null for an analysis made before the engine scored risk. */
  risk: ReportRisk | null;
  /**
   * The amounts at stake from every kept row (the report job reads them once); absent: computed from the
   * first rows. Null when locked.
   */
  stake?: ReportStake | null;
  /** Journal-entry tests a FEC cannot support ([] for an older analysis). */
  unsupportedTests: UnsupportedTest[];
  /** The accountant's statements (null for an analysis made before them, or a multi-analysis). */
  statements?: ReportStatements | null;
  /**
   * « Travaux réalisés » (issue 37): the review of the FEC's dossier — its controls' and findings' statuses and
   * the sign-off. Null (absent) when the dossier has no review work and was never signed off.
   */
  review?: ReportReview | null;
  /**
   * Every kept row of a control, streamed from the analysis' detail file (up to the analysis' per-control
   * cap, 100,000): for the Excel sheets. Empty when locked. Each call starts a new pass.
   */
  rows(controlId: string): AsyncIterable<DetailRow>;
}

/** A status set on a control or a finding of the review (issue 37). */
export interface ReportReviewStatus {
  /** REST spelling: to_review, justified, confirmed, corrected, not_applicable. */
  status: string;
  /** French label (REVIEW_STATUS_LABELS): « Justifié »… */
  statusLabel: string;
  /** The reviewer's justification; null when none, and always null without internal notes. */
  justification: string | null;
  /** « Prénom Nom » of who set the status, « Utilisateur supprimé », or null when never set. */
  reviewer: string | null;
  at: Date | null;
}

/** A reviewed finding, named by what identifies it in the books (as the report's rows name them). */
export interface ReportReviewedFinding extends ReportReviewStatus {
  journal: string;
  ecritureNum: string;
  /** AAAAMMJJ, null when unknown. */
  date: number | null;
  compte: string;
  compAux: string | null;
  /** Integer cents. */
  debit: number;
  credit: number;
  /** Not among this analysis' kept findings (gone since, or reviewed in another run beyond the rows kept). */
  absent: boolean;
}

/** A control with review work: its own status, then its reviewed findings. */
export interface ReportReviewedControl {
  id: string;
  label: string;
  review: ReportReviewStatus;
  /** The reviewed findings (status other than « À examiner »); [] while the FEC is locked. */
  findings: ReportReviewedFinding[];
  /**
   * Extension point (issue 37 item 4): the justification's attachments, once the review stores them
   * (review_attachments). Not filled yet; renderers print nothing for an empty list.
   */
  attachments?: { fileName: string; size: number }[];
}

/** The review of a source's dossier as the report prints it. */
export interface ReportReview {
  /** Active sign-off: « Revue validée par X le JJ/MM/AAAA ». */
  signOff: { by: string; at: Date } | null;
  /** The latest sign-off was reopened (and not signed again). `reason` is null without internal notes. */
  reopened: { by: string; at: Date; reason: string | null; signedBy: string; signedAt: Date } | null;
  /** Controls of the report (after its filters) that have review work, in the report's order. */
  controls: ReportReviewedControl[];
}

export interface ReportOptions {
  /** Two or three FECs in one document, side by side. */
  merged: boolean;
  /** Sections by accounting cycle rather than by theme. */
  byCycle: boolean;
  /** Result types kept (empty: all). */
  categories: ResultCategory[];
  /** Themes kept (empty: all). */
  themes: string[];
  /** Controls kept (empty: all). */
  controlIds: string[];
  /**
   * « Inclure les notes internes »: comments, justifications and the reason a review was reopened. Off (a
   * report for the client), the builder leaves their text out of the model; statuses, reviewers, dates and
   * the sign-off stay. Absent from older stored reports: included.
   */
  internalNotes: boolean;
}

export interface ReportModel {
  /** The report's name (the user's, also the file name). */
  name: string;
  generatedAt: Date;
  /** « Prénom Nom » of the user who asked for it. */
  author: string;
  accountName: string;
  branding: ReportBranding;
  options: ReportOptions;
  /** One source, or 2–3 when merged (in the user's order). */
  sources: ReportSource[];
}

/** Where a renderer reports progress, 0 → 1 (the job maps it onto the report's progress). */
export type ReportProgress = (fraction: number) => void;

/** Every renderer: writes the whole document to `output` and resolves once it is flushed. */
export type ReportRenderer = (
  model: ReportModel,
  output: NodeJS.WritableStream,
  progress?: ReportProgress,
) => Promise<void>;

/** Rows of each control printed in the PDF and Word documents (the Excel workbook has them all). */
export const REPORT_FIRST_ROWS = 20;

/** Riskiest entries printed per FEC (the engine keeps 20). */
export const REPORT_RISKY_ENTRIES = 10;
