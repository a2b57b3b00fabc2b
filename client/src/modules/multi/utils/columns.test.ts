import type { MultiAnalysisPageQuery } from '../../../__generated__/graphql';
import { latestYearWithPrevious, type FecColumn } from './columns';

type Multi = NonNullable<MultiAnalysisPageQuery['multiAnalysis']>;
const years = { mode: 'ONE_COMPANY_SEVERAL_YEARS' } as Multi;
const column = (analysisUuid: string | null, fiscalEnd: string | null): FecColumn => ({
  fecUuid: `f-${analysisUuid}`,
  analysisUuid,
  company: 'Société',
  siren: '732829320',
  fiscalStart: null,
  fiscalEnd,
  header: '',
});

describe('latestYearWithPrevious', () => {
  it('is the latest year when the year before is compared too, whatever the order', () => {
    const cols = [column('a3', '2024-08-31'), column('a1', '2022-08-31'), column('a2', '2023-08-31')];
    expect(latestYearWithPrevious(years, cols)?.analysisUuid).toBe('a3');
  });

  it('is null without consecutive years, for several companies, or without analyses', () => {
    expect(
      latestYearWithPrevious(years, [column('a1', '2022-12-31'), column('a3', '2024-12-31')]),
    ).toBeNull();
    expect(
      latestYearWithPrevious({ mode: 'SEVERAL_COMPANIES_ONE_YEAR' } as Multi, [
        column('a1', '2023-12-31'),
        column('a2', '2024-12-31'),
      ]),
    ).toBeNull();
    expect(
      latestYearWithPrevious(years, [column(null, '2023-12-31'), column(null, '2024-12-31')]),
    ).toBeNull();
  });
});
