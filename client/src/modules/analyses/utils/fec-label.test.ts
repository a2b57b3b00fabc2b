import { legalFecName } from './fec-label';

const fec = (over: { originalName?: string; siren?: string | null; fiscalEnd?: string | null } = {}) => ({
  originalName: '123456789FEC20500930.txt',
  siren: '552100554',
  fiscalEnd: '2023-03-31',
  ...over,
});

describe('the legal name of the corrected FEC', () => {
  it('takes the declared SIREN and the closing date the analysis ran on, not the original name', () => {
    // Issue 35: « Renommez-le 123456789FEC20500930.txt » for a FEC declared 552100554, closed 31/03/2023.
    expect(legalFecName({ fecs: [fec()], report: { fiscalEnd: '2023-03-31' } })).toEqual({
      name: '552100554FEC20230331.txt',
      missing: [],
    });
    // The year the analysis ran on wins over the one stored on the FEC.
    expect(
      legalFecName({ fecs: [fec({ fiscalEnd: '2022-12-31' })], report: { fiscalEnd: '2023-03-31' } }).name,
    ).toBe('552100554FEC20230331.txt');
  });

  it("falls back to the file name's SIREN, then the FEC's and the name's dates", () => {
    expect(legalFecName({ fecs: [fec({ siren: null })], report: null }).name).toBe(
      '123456789FEC20230331.txt',
    );
    expect(legalFecName({ fecs: [fec({ siren: null, fiscalEnd: null })] }).name).toBe(
      '123456789FEC20500930.txt',
    );
  });

  it('keeps a csv extension, and says what it cannot know', () => {
    expect(
      legalFecName({ fecs: [fec({ originalName: 'export grand livre.CSV', siren: null })], report: null }),
    ).toEqual({ name: '<SIREN>FEC20230331.csv', missing: ['siren'] });
    expect(legalFecName({ fecs: [fec({ originalName: 'export.dat', fiscalEnd: null })] })).toEqual({
      name: '552100554FEC<AAAAMMJJ>.txt',
      missing: ['date'],
    });
  });
});
