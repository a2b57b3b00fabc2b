import { decideFiscalYear, yearEndingOn } from './fiscal-year';

describe('fiscal year', () => {
  it('derives 12-month years from a closing date', () => {
    expect(yearEndingOn(20231231)).toEqual({ start: 20230101, end: 20231231 });
    expect(yearEndingOn(20220831)).toEqual({ start: 20210901, end: 20220831 });
    expect(yearEndingOn(20240229)).toEqual({ start: 20230301, end: 20240229 });
    expect(yearEndingOn(20230615)).toEqual({ start: 20220616, end: 20230615 });
  });
  it('keeps the name when the entries agree, infers from the data when they do not', () => {
    expect(decideFiscalYear({}, 20231231, [20230101, 20230105]).source).toBe('file-name');
    const d = decideFiscalYear({}, 20500930, [20220401, 20220405, 20220501]);
    expect(d).toMatchObject({ source: 'data', fiscalYear: { start: 20220401, end: 20230331 } });
    expect(d.warning).toContain('30/09/2050');
    expect(decideFiscalYear({ end: 20241231 }, 20500930, [20220401]).fiscalYear).toEqual({
      start: 20240101,
      end: 20241231,
    });
  });
});
