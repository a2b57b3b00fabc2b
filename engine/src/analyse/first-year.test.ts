/**
 * Issue 35: a company's first year, 08/08/2018 → 30/04/2019, whose FEC (a name without a date) has no
 * à-nouveaux, a slow start (a few entries in August and September) and its closing entries on
 * 30/04/2019 (« DAP au 30/04/2019 », « CA3 AVRIL 19 »). The year ends on them and starts with the first
 * entry; HORS-EXO says nothing. Without the closing entries the data cannot tell a short first year
 * from an extract of a year: the suggestion says so, in French, for the import form to ask.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AN_TETE } from '../controls/an-tete';
import { HORS_EXO } from '../controls/hors-exo';
import { generateFec } from '../generator/generate';
import { makeFecLine, type FecLine } from '../model/line';
import { daysInMonth, ymd } from '../util/dates';
import { createFecWriter } from '../write/fec-writer';
import { analyseFile } from './analyse';
import { decideFiscalYear, DateHistogram, inferYear } from './fiscal-year';
import { suggestFiscalYear } from './suggest-fiscal-year';
import { YearSignals } from './year-signals';

const FIRST_YEAR = { start: 20180808, end: 20190430 };

/** One entry of the OD journal dated `date`: [account, label, debit, credit] legs, amounts in cents. */
function od(
  num: string,
  date: number,
  lib: string,
  legs: Array<[string, string, number, number]>,
): FecLine[] {
  return legs.map(([compteNum, compteLib, debit, credit]) =>
    makeFecLine({
      journalCode: 'OD',
      journalLib: 'Opérations diverses',
      ecritureNum: num,
      ecritureDate: date,
      compteNum,
      compteLib,
      pieceRef: num,
      pieceDate: date,
      ecritureLib: lib,
      debit,
      credit,
      validDate: date,
    }),
  );
}

/** The closing of 30/04/2019: depreciation and the April VAT return. */
const CLOSING = [
  ...od('OD900001', 20190430, 'DAP au 30/04/2019', [
    ['681120', 'Dotations aux amortissements', 412_350, 0],
    ['281830', 'Amortissements matériel informatique', 0, 412_350],
  ]),
  ...od('OD900002', 20190430, 'CA3 AVRIL 19', [
    ['445710', 'TVA collectée', 1_825_000, 0],
    ['445660', 'TVA déductible sur ABS', 0, 611_090],
    ['445510', 'TVA à décaisser', 0, 1_213_910],
  ]),
];

/**
 * The generator's first year (no à-nouveaux) with a slow start — one entry in six of August and
 * September 2018 kept, the capital first — and the closing entries when asked.
 */
function firstYearLines(closing: boolean): FecLine[] {
  const lines = [
    ...generateFec({ seed: 35, targetLines: 3_000, firstYear: true, fiscalYear: FIRST_YEAR }).lines,
  ];
  const early = (l: FecLine) => l.ecritureDate < 20181001;
  const kept = lines.filter((l, i) => !early(l) || i < 6 || Number(l.ecritureNum.slice(-6)) % 6 === 0);
  return closing ? [...kept, ...CLOSING] : kept;
}

describe('the fiscal year of a first year (issue 35)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fec-first-year-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  async function write(name: string, lines: FecLine[]): Promise<string> {
    const path = join(dir, name);
    const writer = createFecWriter(path);
    await writer.writeLines(lines);
    await writer.close();
    return path;
  }

  it('ends on the closing entries and starts with the first entry: HORS-EXO says nothing', async () => {
    const path = await write('export.txt', firstYearLines(true));
    const r = await analyseFile(path, { controls: [HORS_EXO, AN_TETE] });
    expect(r.report.fiscalYear).toMatchObject({
      ...FIRST_YEAR,
      source: 'data',
      suggested: FIRST_YEAR,
      outliers: 0,
    });
    expect(r.report.fiscalYear.linesInside).toBe(r.report.fiscalYear.datedLines);
    const [horsExo, anTete] = r.report.controls;
    expect(horsExo).toMatchObject({ result: 'OK', count: 0 });
    // A first year has no à-nouveaux: nothing to ask of them.
    expect(anTete.result).toBe('NA');
    const warning = r.report.format.diagnostics.find((d) => d.code === 'EXERCICE_DEDUIT')!.message;
    expect(warning).toBe(
      "Aucune date de clôture dans le nom de fichier : exercice déduit des écritures, du 08/08/2018 au 30/04/2019 (premier exercice de 9 mois : pas d'à-nouveaux, clôture au 30/04/2019).",
    );

    // The import form proposes the same year from the head and the tail of the file, with no question.
    const bytes = await readFile(path);
    const size = 60_000;
    const sample = Buffer.concat([bytes.subarray(0, size), bytes.subarray(bytes.length - size)]);
    expect(bytes.length).toBeGreaterThan(2 * size);
    expect(await suggestFiscalYear(sample, 'export.txt', size)).toEqual({ ...FIRST_YEAR, source: 'data' });
  });

  it('asks when nothing closes the year: a short first year, or an extract of a year?', async () => {
    const path = await write('grand-livre.txt', firstYearLines(false));
    const suggestion = await suggestFiscalYear(await readFile(path), 'grand-livre.txt');
    // The guess holds every entry (the 12 months from the first one), and says it is a guess.
    expect(suggestion).toEqual({
      start: 20180801,
      end: 20190731,
      source: 'data',
      question:
        "Les écritures couvrent 9 mois, du 08/08/2018 au 30/04/2019, sans à-nouveaux ni écritures de clôture : un premier exercice plus court que 12 mois, ou un extrait d'exercice ? Confirmez ou corrigez les dates de l'exercice.",
    });
    const r = await analyseFile(path, { controls: [HORS_EXO] });
    expect(r.report.fiscalYear).toMatchObject({ start: 20180801, end: 20190731, outliers: 0 });
    const warning = r.report.format.diagnostics.find((d) => d.code === 'EXERCICE_DEDUIT')!.message;
    expect(warning).toContain('À confirmer : Les écritures couvrent 9 mois');
    // The user answers with the first year's dates: no à-nouveaux are expected of it.
    const answered = await analyseFile(path, {
      controls: [HORS_EXO, AN_TETE],
      yearStart: FIRST_YEAR.start,
      yearEnd: FIRST_YEAR.end,
    });
    expect(answered.report.fiscalYear).toMatchObject({ ...FIRST_YEAR, source: 'option', outliers: 0 });
    expect(answered.report.controls[1].result).toBe('NA');
  });
});

describe('inferYear: the edges of the year', () => {
  const lines = (l: FecLine[]) => ({
    h: DateHistogram.of(l.map((x) => x.ecritureDate)),
    s: YearSignals.of(l),
  });
  /** `n` sales a month from `from` for `months` months, on the 10th. */
  const sales = (from: number, months: number, n = 20): FecLine[] => {
    const out: FecLine[] = [];
    for (let k = 0; k < months; k++) {
      const m0 = (Math.floor(from / 100) % 100) - 1 + k;
      const date = (Math.floor(from / 10000) + Math.floor(m0 / 12)) * 10000 + ((m0 % 12) + 1) * 100 + 10;
      for (let i = 0; i < n; i++)
        out.push(
          makeFecLine({ journalCode: 'VE', journalLib: 'Ventes', ecritureDate: date, compteNum: '706000' }),
        );
    }
    return out;
  };
  const closingOn = (date: number) =>
    od('OD1', date, 'DAP', [
      ['681120', 'DAP', 100, 0],
      ['281830', 'Amort.', 0, 100],
    ]);
  const opening = (date: number) => [
    makeFecLine({ journalCode: 'AN', journalLib: 'A nouveaux', ecritureDate: date, compteNum: '101000' }),
  ];

  it('a long first year (up to 24 months) when every month before the last 12 is busy', () => {
    const { h, s } = lines([...sales(20220301, 16), ...closingOn(20230630)]);
    expect(inferYear(h, s)).toEqual({
      year: { start: 20220310, end: 20230630 },
      firstYear: true,
      basis: 'closing',
    });
  });

  it('a 12-month year without à-nouveaux: the year ending on the closing, on month boundaries', () => {
    const { h, s } = lines([...sales(20230101, 12), ...closingOn(20231231)]);
    expect(inferYear(h, s)).toEqual({
      year: { start: 20230101, end: 20231231 },
      firstYear: false,
      basis: 'closing',
    });
  });

  it('asks when a few older entries stand more than 12 months before the closing', () => {
    const thin = sales(20220101, 2, 2);
    const { h, s } = lines([...thin, ...sales(20220301, 12), ...closingOn(20230228)]);
    const r = inferYear(h, s)!;
    expect(r.year).toEqual({ start: 20220301, end: 20230228 });
    expect(r.question).toContain('premier exercice de 14 mois, du 10/01/2022 au 28/02/2023');
  });

  it('asks when the activity goes on after the closing entries of a file without à-nouveaux', () => {
    const { h, s } = lines([...sales(20230101, 8), ...closingOn(20230531)]);
    const r = inferYear(h, s)!;
    expect(r.year).toEqual({ start: 20230101, end: 20231231 });
    expect(r.question).toContain("l'activité continue jusqu'au 10/08/2023");
  });

  it('with à-nouveaux, keeps 12 months and asks when closing entries come later (a change of closing date)', () => {
    const base = [...opening(20220401), ...sales(20220401, 12)];
    const regular = lines([...base, ...closingOn(20230331)]);
    expect(inferYear(regular.h, regular.s)).toEqual({
      year: { start: 20220401, end: 20230331 },
      firstYear: false,
      basis: 'bulk',
    });
    const { h, s } = lines([...base, ...sales(20230401, 1), ...closingOn(20230430)]);
    const r = inferYear(h, s)!;
    expect(r.year).toEqual({ start: 20220401, end: 20230331 });
    expect(r.question).toContain("l'exercice va-t-il du 01/04/2022 au 30/04/2023 (13 mois)");
    // A full closing (depreciation and stock) where the entries stop after 9 months: shortened, or an extract?
    const stock = od('ST', 20221231, 'Stock', [
      ['370000', 'Stocks', 100, 0],
      ['603700', 'Variation', 0, 100],
    ]);
    const short = lines([...opening(20220401), ...sales(20220401, 9), ...closingOn(20221231), ...stock]);
    const q = inferYear(short.h, short.s)!;
    expect(q.year).toEqual({ start: 20220401, end: 20230331 });
    expect(q.question).toContain("l'exercice va-t-il du 01/04/2022 au 31/12/2022 (9 mois)");
    // Depreciation alone at the end of an extract (a monthly closing) asks nothing.
    const extract = lines([...opening(20220401), ...sales(20220401, 9), ...closingOn(20221231)]);
    expect(inferYear(extract.h, extract.s)!.question).toBeUndefined();
  });

  it('a declared year ending on the closing of a first year takes its start (the name says only the end)', () => {
    const l = [...sales(20180801, 9), ...closingOn(20190430)];
    const d = decideFiscalYear(
      {},
      20190430,
      DateHistogram.of(l.map((x) => x.ecritureDate)),
      YearSignals.of(l),
    );
    expect(d).toMatchObject({
      fiscalYear: { start: 20180810, end: 20190430 },
      source: 'file-name',
      firstYear: true,
    });
    // Monthly VAT returns alone close nothing: they come every month.
    const vat = od('OD2', 20190430, 'CA3', [
      ['445710', 'TVA collectée', 100, 0],
      ['445510', 'TVA à décaisser', 0, 100],
    ]);
    const only = [...sales(20180801, 9), ...vat];
    expect(
      inferYear(DateHistogram.of(only.map((x) => x.ecritureDate)), YearSignals.of(only))!.question,
    ).toContain('sans à-nouveaux ni écritures de clôture');
  });
});

describe('inferYear: closings that are not the year-end', () => {
  const sale = (date: number) =>
    makeFecLine({ journalCode: 'VE', journalLib: 'Ventes', ecritureDate: date, compteNum: '706000' });
  /** 20 sales a month from January of `year` for `months` months, and a depreciation at each month-end. */
  const monthly = (year: number, months: number): FecLine[] =>
    Array.from({ length: months }, (_, k) => {
      const y = year + Math.floor(k / 12);
      const m = (k % 12) + 1;
      return [
        ...Array.from({ length: 20 }, () => sale(ymd(y, m, 10))),
        ...od(`OD${k}`, ymd(y, m, daysInMonth(y, m)), 'DAP du mois', [
          ['681120', 'DAP', 100, 0],
          ['281830', 'Amort.', 0, 100],
        ]),
      ];
    }).flat();
  const infer = (l: FecLine[]) =>
    inferYear(DateHistogram.of(l.map((x) => x.ecritureDate)), YearSignals.of(l))!;

  it('monthly depreciation: the year ends where the activity ends', () => {
    // One more depreciation line in June than in December: the last month still closes the year.
    const l = [
      ...monthly(2023, 12),
      ...od('ODX', 20230630, 'DAP', [
        ['681120', 'DAP', 5, 0],
        ['281830', 'Amort.', 0, 5],
      ]),
    ];
    expect(infer(l)).toEqual({
      year: { start: 20230101, end: 20231231 },
      firstYear: false,
      basis: 'closing',
    });
  });

  it('two years in one file without à-nouveaux are not one first year of 24 months', () => {
    const stock = (date: number) =>
      od(`ST${date}`, date, 'Stock', [
        ['370000', 'Stocks', 100, 0],
        ['603700', 'Variation', 0, 100],
      ]);
    const l = [...monthly(2022, 24), ...stock(20221231), ...stock(20231231)];
    const r = infer(l);
    expect(r.year).toEqual({ start: 20230101, end: 20231231 });
    expect(r.question).toContain('premier exercice de 24 mois');
  });
});
