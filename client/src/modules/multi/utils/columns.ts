import type { MultiAnalysisMode, MultiAnalysisPageQuery } from '../../../__generated__/graphql';
import { formatDate } from '../../../shared/format';

type Multi = NonNullable<MultiAnalysisPageQuery['multiAnalysis']>;

export const MODE_LABELS: Record<MultiAnalysisMode, string> = {
  ONE_COMPANY_SEVERAL_YEARS: 'Une même société sur plusieurs exercices',
  SEVERAL_COMPANIES_ONE_YEAR: 'Plusieurs sociétés sur un même exercice',
};

/** One column of the comparison: a FEC with its company and fiscal year. */
export interface FecColumn {
  fecUuid: string;
  analysisUuid: string | null;
  company: string;
  siren: string | null;
  fiscalStart: string | null;
  fiscalEnd: string | null;
  header: string;
}

/**
 * The FECs compared, in the requested order (the engine's order once done). The header puts first what
 * differs between the columns: the fiscal year for one company, the company for one fiscal year.
 */
export function fecColumns(multi: Multi): FecColumn[] {
  const source = multi.compared.length
    ? multi.compared.map((c) => ({
        fecUuid: c.fecUuid,
        analysisUuid: c.analysisUuid,
        siren: c.siren ?? null,
        fiscalStart: c.fiscalStart ?? null,
        fiscalEnd: c.fiscalEnd ?? null,
        fec: multi.fecs.find((f) => f.uuid === c.fecUuid),
      }))
    : multi.fecs.map((f) => ({
        fecUuid: f.uuid,
        analysisUuid: null,
        siren: f.siren ?? null,
        fiscalStart: f.fiscalStart ?? null,
        fiscalEnd: f.fiscalEnd ?? null,
        fec: f,
      }));
  return source.map((s) => {
    const company = s.fec?.companyName || s.fec?.originalName || (s.siren ? `SIREN ${s.siren}` : 'FEC');
    const year = s.fiscalEnd ? `Exercice clos le ${formatDate(s.fiscalEnd)}` : 'Exercice inconnu';
    return {
      fecUuid: s.fecUuid,
      analysisUuid: s.analysisUuid,
      company,
      siren: s.siren,
      fiscalStart: s.fiscalStart,
      fiscalEnd: s.fiscalEnd,
      header: multi.mode === 'ONE_COMPANY_SEVERAL_YEARS' ? `${year} — ${company}` : `${company} — ${year}`,
    };
  });
}

/**
 * The year whose statements show N beside N-1 (issue 36): for one company over several years, the latest
 * analysed year when the year closing the year before is compared too; null otherwise.
 */
export function latestYearWithPrevious(multi: Multi, columns: FecColumn[]): FecColumn | null {
  if (multi.mode !== 'ONE_COMPANY_SEVERAL_YEARS') return null;
  const dated = columns.filter((c) => c.analysisUuid && c.fiscalEnd);
  const latest = dated.reduce<FecColumn | null>(
    (best, c) => (!best || c.fiscalEnd! > best.fiscalEnd! ? c : best),
    null,
  );
  if (!latest) return null;
  const year = Number(latest.fiscalEnd!.slice(0, 4));
  return dated.some((c) => Number(c.fiscalEnd!.slice(0, 4)) === year - 1) ? latest : null;
}
