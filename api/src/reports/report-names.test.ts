import fc from 'fast-check';
import { REPORT_NAME_MAX, REPORT_NAME_PATTERN } from './limits';
import { reportNames } from './report-names';

const fec = (company_name: string | null, original_name = '123456789FEC20231231.txt') => ({
  company_name,
  original_name,
  fiscal_end: '2023-12-31',
});

describe('reportNames', () => {
  it('keeps the name as typed for one report', () => {
    expect(reportNames('Revue annuelle', [fec('Œuvres & Cie')])).toEqual(['Revue annuelle']);
  });

  it('tells the reports of one request apart by company and closing year', () => {
    expect(reportNames('Revue', [fec('Boulangerie Dupont'), fec(null, 'export.txt')])).toEqual([
      'Revue - Boulangerie Dupont 2023',
      'Revue - export 2023',
    ]);
  });

  it('always gives names the wizard accepts, within the length limit', () => {
    const validName = fc
      .stringMatching(/^[a-zA-Zéèà0-9 _-]{1,100}$/)
      .filter((s) => s.trim().length > 0)
      .map((s) => s.trim());
    fc.assert(
      fc.property(
        validName,
        fc.array(fc.option(fc.string(), { nil: null }), { minLength: 2, maxLength: 5 }),
        (name, companies) => {
          for (const n of reportNames(
            name,
            companies.map((c) => fec(c)),
          )) {
            expect(n.length).toBeLessThanOrEqual(REPORT_NAME_MAX);
            expect(n).toMatch(REPORT_NAME_PATTERN);
          }
        },
      ),
    );
  });
});
