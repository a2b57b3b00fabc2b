/**
 * The engine's statement functions the product calls (engine/src/statements/types.ts lists them), imported
 * from here only.
 */
export { openingContinuity, parseDeclaredTaxReturnCsv, reconcileTaxReturn } from '../../../engine/src/index';

export type {
  DeclaredTaxReturn,
  OpeningContinuityLine,
  Statements,
  TaxReturnReconciliation,
} from '../../../engine/src/statements/types';
