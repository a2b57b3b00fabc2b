import fc from 'fast-check';
import { Readable } from 'node:stream';
import { HORS_EXO } from '../controls/hors-exo';
import { addDays, daysInMonth, ymd } from '../util/dates';
import { analyseStream } from './analyse';
import { DateHistogram, decideFiscalYear, inferFiscalYear, yearEndingOn } from './fiscal-year';

const HEADER =
  'JournalCode\tJournalLib\tEcritureNum\tEcritureDate\tCompteNum\tCompteLib\tCompAuxNum\tCompAuxLib\tPieceRef\tPieceDate\tEcritureLib\tDebit\tCredit\tEcritureLet\tDateLet\tValidDate\tMontantdevise\tIdevise';

/** One balanced two-line sale per date, numbered in file order. */
function fecOf(dates: number[], numbered = true): Buffer {
  const lines = [HEADER];
  dates.forEach((d, i) => {
    const n = numbered ? String(i + 1) : '0';
    lines.push(`VE\tVentes\t${n}\t${d}\t411000\tClients\t\t\tF${n}\t${d}\tVente\t120,00\t0,00\t\t\t${d}\t\t`);
    lines.push(
      `VE\tVentes\t${n}\t${d}\t706000\tPrestations\t\t\tF${n}\t${d}\tVente\t0,00\t120,00\t\t\t${d}\t\t`,
    );
  });
  return Buffer.from(lines.join('\r\n') + '\r\n', 'utf8');
}

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

  it('suggests the bulk-of-dates year whatever was declared', () => {
    const dates = [20190305, ...Array.from({ length: 120 }, (_, i) => ymd(2022, (i % 12) + 1, 10))];
    const bulk = { start: 20220101, end: 20221231 };
    expect(decideFiscalYear({ end: 20241231 }, 0, dates).suggested).toEqual(bulk);
    expect(decideFiscalYear({}, 20221231, dates)).toMatchObject({ source: 'file-name', suggested: bulk });
    expect(decideFiscalYear({}, 0, dates)).toMatchObject({ source: 'data', fiscalYear: bulk });
    expect(decideFiscalYear({}, 0, []).suggested).toBeNull();
    // A short span fits several years: a declared one holding all of it is not contradicted.
    const may = [20210510, 20210512, 20210520];
    expect(decideFiscalYear({}, 20211231, may).suggested).toEqual({ start: 20210101, end: 20211231 });
    expect(decideFiscalYear({ end: 20210930 }, 0, may).suggested).toEqual({ start: 20201001, end: 20210930 });
    expect(decideFiscalYear({}, 0, may).suggested).toEqual({ start: 20210501, end: 20220430 });
  });

  it('keeps the 12 busiest months of a 13-month span, and starts a short span where activity starts', () => {
    const month = (y: number, m: number, n: number) => Array.from({ length: n }, () => ymd(y, m, 15));
    // April 2022 – April 2023, April 2022 busier than April 2023.
    const thirteen = [...month(2022, 4, 30), ...month(2023, 4, 20)];
    for (let m = 5; m <= 15; m++)
      thirteen.push(...month(2022 + Math.floor((m - 1) / 12), ((m - 1) % 12) + 1, 25));
    expect(inferFiscalYear(DateHistogram.of(thirteen))).toEqual({ start: 20220401, end: 20230331 });
    // Four months of a partial export.
    const short = [...month(2024, 3, 5), ...month(2024, 4, 6), ...month(2024, 5, 5), ...month(2024, 6, 4)];
    expect(inferFiscalYear(DateHistogram.of(short))).toEqual({ start: 20240301, end: 20250228 });
    // A busier short span with one stray date in each of the eight months before it and some years
    // after: the strays outnumber the busy months among the 12 busiest, they still do not pull the start.
    const busy = short.flatMap((d) => Array.from({ length: 10 }, () => d));
    const strays = [20230715, 20230815, 20230915, 20231015, 20231115, 20231220, 20240110, 20240215];
    expect(inferFiscalYear(DateHistogram.of([...strays, 20260101, 20270505, ...busy]))).toEqual({
      start: 20240301,
      end: 20250228,
    });
  });

  it('lets a thin tail of older entries weigh nothing (detailed opening items dated years before)', () => {
    // Six busy months of 2023, and two years of a few old items each month: the year is 2023.
    const dates: number[] = [];
    for (let m = 1; m <= 6; m++) for (let i = 0; i < 200; i++) dates.push(ymd(2023, m, 10));
    for (let m = 1; m <= 24; m++)
      for (let i = 0; i < 30; i++) dates.push(ymd(2021 + (m > 12 ? 1 : 0), ((m - 1) % 12) + 1, 5));
    expect(inferFiscalYear(DateHistogram.of(dates))).toEqual({ start: 20230101, end: 20231231 });
  });

  it('decides on the first 20,000 lines, but suggests the year of the whole file', async () => {
    // 20,000 lines of 2022 first, then 30,000 lines of 2023.
    const dates = [
      ...Array.from({ length: 10_000 }, (_, i) => ymd(2022, (i % 12) + 1, 10)),
      ...Array.from({ length: 15_000 }, (_, i) => ymd(2023, (i % 12) + 1, 10)),
    ];
    const r = await analyseStream(Readable.from([fecOf(dates)]), {
      fileName: 'export.txt',
      controls: [HORS_EXO],
    });
    expect(r.report.fiscalYear).toEqual({
      start: 20220101,
      end: 20221231,
      source: 'data',
      suggested: { start: 20230101, end: 20231231 },
      outliers: 15_000,
      outliersUnit: 'entries',
      datedLines: 50_000,
      linesInside: 20_000,
    });
  });

  it('counts the outliers in lines, and says so, when the file has no real numbering', async () => {
    // EcritureNum « 0 » everywhere: the whole journal is one « entry »; HORS-EXO counts lines.
    const dates = [
      ...Array.from({ length: 120 }, (_, i) => ymd(2022, (i % 12) + 1, 10)),
      ...Array.from({ length: 5 }, (_, i) => ymd(2023, 1, i + 2)),
    ];
    const unnumbered = await analyseStream(Readable.from([fecOf(dates, false)]), {
      fileName: '732829320FEC20221231.txt',
      controls: [HORS_EXO],
    });
    expect(unnumbered.report.fiscalYear).toMatchObject({ outliers: 10, outliersUnit: 'lines' });
    const numbered = await analyseStream(Readable.from([fecOf(dates)]), {
      fileName: '732829320FEC20221231.txt',
      controls: [HORS_EXO],
    });
    expect(numbered.report.fiscalYear).toMatchObject({ outliers: 5, outliersUnit: 'entries' });
  });

  it('a year of entries plus stray dates: the same year, the strays reported as outliers', async () => {
    const arbitrary = fc
      .record({
        year: fc.integer({ min: 2015, max: 2030 }),
        month: fc.integer({ min: 1, max: 12 }),
        base: fc.integer({ min: 4, max: 10 }),
        extra: fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
        days: fc.array(fc.nat(), { minLength: 200, maxLength: 200 }),
        strays: fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 3 * 365 }), fc.nat()), {
          maxLength: 12,
        }),
      })
      .map(({ year, month, base, extra, days, strays }) => {
        const start = ymd(year, month, 1);
        const end = addDays(ymd(year + 1, month, 1), -1);
        // Every month of the year is busy: between base and 1.5 × base entries.
        const dates: number[] = [];
        for (let k = 0; k < 12; k++) {
          const y = year + Math.floor((month - 1 + k) / 12);
          const m = ((month - 1 + k) % 12) + 1;
          const n = base + (extra[k] % (Math.floor(base / 2) + 1));
          for (let i = 0; i < n; i++)
            dates.push(ymd(y, m, (days[dates.length % days.length] % daysInMonth(y, m)) + 1));
        }
        // At most 5 % of strays, anywhere within 3 years before or after the year, anywhere in the file.
        const kept = strays.slice(0, Math.floor(dates.length * 0.05));
        for (const [before, offset, at] of kept)
          dates.splice(at % (dates.length + 1), 0, before ? addDays(start, -offset) : addDays(end, offset));
        return { start, end, dates, strays: kept.length };
      });
    await fc.assert(
      fc.asyncProperty(arbitrary, async ({ start, end, dates, strays }) => {
        const r = await analyseStream(Readable.from([fecOf(dates)]), {
          fileName: 'export.txt',
          controls: [HORS_EXO],
        });
        expect(r.report.fiscalYear).toMatchObject({ start, end, source: 'data', outliers: strays });
        expect(r.report.fiscalYear.suggested).toEqual({ start, end });
        expect(r.report.controls[0].count).toBe(strays);
      }),
      { numRuns: 60 },
    );
  });
});
