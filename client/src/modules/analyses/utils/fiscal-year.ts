/** How the fiscal year of an analysis is said (issue 14): its period, its origin, its outliers. */
import type { AnalysisFiscalYearQuery, FiscalYearSource, PatternUnit } from '../../../__generated__/graphql';
import { formatDate, formatInteger } from '../../../shared/format';

export type AnalysisFiscalYear = NonNullable<
  NonNullable<NonNullable<AnalysisFiscalYearQuery['analysis']>['report']>['fiscalYear']
>;

export const FISCAL_SOURCE_LABELS: Record<FiscalYearSource, string> = {
  DECLARED: "d'après les dates saisies sur le FEC",
  FILE_NAME: "d'après le nom du fichier",
  DATA: 'déduit des écritures',
};

export const periodOf = (start: string, end: string) => `du ${formatDate(start)} au ${formatDate(end)}`;

/** « Exercice du 01/09/2021 au 31/08/2022 — d'après le nom du fichier ». */
export const fiscalYearLine = (fy: AnalysisFiscalYear) =>
  `Exercice ${periodOf(fy.start, fy.end)} — ${FISCAL_SOURCE_LABELS[fy.source]}`;

/**
 * « 1 écriture datée hors exercice », « 12 écritures datées hors exercice »; « 422 lignes datées hors
 * exercice » when the file has no real numbering (the engine counts lines then, and an « écriture » would
 * be a whole journal); null when none.
 */
export function outliersLine(count: number, unit?: PatternUnit | null): string | null {
  if (count <= 0) return null;
  const [one, many] =
    unit === 'LINES' ? ['ligne datée', 'lignes datées'] : ['écriture datée', 'écritures datées'];
  return count === 1 ? `1 ${one} hors exercice` : `${formatInteger(count)} ${many} hors exercice`;
}

/** The year the entries show, when it is not the one the analysis ran on; else null. */
export function otherSuggestedYear(fy: AnalysisFiscalYear): { start: string; end: string } | null {
  if (!fy.suggestedStart || !fy.suggestedEnd) return null;
  if (fy.suggestedStart === fy.start && fy.suggestedEnd === fy.end) return null;
  return { start: fy.suggestedStart, end: fy.suggestedEnd };
}
