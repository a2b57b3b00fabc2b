import type { RiskLevel } from '../../../__generated__/graphql';
import type { AnalysisItem } from '../types';

export type Risk = NonNullable<NonNullable<AnalysisItem['report']>['risk']>;
export type RiskyEntry = Risk['entries'][number];

export const RISK_LABELS: Record<RiskLevel, string> = {
  FAIBLE: 'Faible',
  MODERE: 'Modéré',
  ELEVE: 'Élevé',
};

/** The result categories' palette: low risk reads like « Conforme », high like « Anomalie ». */
export const RISK_COLORS: Record<RiskLevel, 'success' | 'warning' | 'error'> = {
  FAIBLE: 'success',
  MODERE: 'warning',
  ELEVE: 'error',
};

/** Shown instead of the entries of a locked FEC (free offer): the controls' detail's own message. */
export const RISK_LOCKED_MESSAGE = 'Ce FEC est verrouillé : débloquez-le pour voir le détail des contrôles.';
