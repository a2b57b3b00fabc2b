/**
 * The FEC engine's public surface: what the product API (and anyone else) imports. Everything else
 * under engine/src is internal and may change.
 */
export { analyseFile, analyseStream, compareAnalyses } from './analyse/analyse';
export type { AnalyseOptions, AnalysisWithCorrection } from './analyse/analyse';
export type {
  AnalysisReport,
  AnalysisResult,
  ControlResult,
  FiscalYearReport,
  RiskAssessment,
  RiskyEntry,
  UnsupportedTest,
} from './analyse/report';
export { suggestFiscalYear, type FiscalYearSuggestion } from './analyse/suggest-fiscal-year';
export { amountAtStake, combineShares, sharesOf } from './analyse/at-stake';
export type { AmountAtStake, StakeControl, StakeShares } from './analyse/at-stake';
export { CONTROLS, COMPARISON_CONTROLS, controlById } from './controls/catalogue';
export type { CorrectionSummary, CorrectorOptions } from './correct/corrector';
export { DIAGNOSTIC_CODES, isTesterRule, type DiagnosticCode } from './validate/codes';
export { TESTER_MODE_LABELS, TESTER_MODES } from './validate/tester';
export { isValidSiren, isValidSiret, parseFileName } from './read/file-name';
export { FIELDS as FEC_FIELDS } from './read/header';
// The reader decides whether bytes can be read as a FEC at all (empty, binary, no header line): the
// product API asks it the same question at upload time, before anything is stored.
export { FecReader } from './read/reader';
export { DiagnosticCollector } from './validate/collector';
export { generateFec, writeGeneratedFec } from './generator/generate';
export type { GenerateOptions, GenerationManifest } from './generator/generate';
export * from './model';
export { computeStatements, toEuros } from './statements/compute';
export type { StatementsInput } from './statements/compute';
export type { ComparedFigure } from './statements/reconcile';
// The forms' boxes in order, with labels: the « Liasse fiscale » screen lists the declared boxes of either form.
export { BOXES_2033 as TAX_BOXES_2033, BOXES_2050 as TAX_BOXES_2050 } from './statements/boxes';
export type { BoxDef as TaxBoxDef } from './statements/boxes';
export {
  closingBalances,
  compareStatements,
  openingContinuity,
  parseDeclaredTaxReturnCsv,
  reconcileTaxReturn,
} from './statements/reconcile';
export type * from './statements/types';
export {
  FINDING_KEY_PATTERN,
  findingContent,
  findingKey,
  findingKeys,
  type FindingContent,
} from './findings/finding-key';
export { EcfYear, ecfChecks, computeEcfChecks, ROW_CAP as ECF_ROW_CAP } from './ecf/ecf-checks';
export type { EcfCheck, EcfCheckStatus, EcfDeclared, EcfFigure } from './ecf/ecf-checks';
export { REGIME_THRESHOLDS, thresholdsFor } from './ecf/thresholds';
export type { IncomeRegime, VatRegime } from './ecf/thresholds';
