import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyseFile } from '../analyse/analyse';
import type { ControlResult } from '../analyse/report';
import { formatCentsEur } from '../util/money';
import { controlLine, fiscalYearLine, formatSummary } from './summary';

const REAL = join(__dirname, '../../../../shared/fixtures/fec-real');

const control = (over: Partial<ControlResult>): ControlResult => ({
  id: 'VALID-TARDIVE',
  label: 'Validation tardive',
  theme: 'numerotation-chronologie',
  cycle: 'cloture',
  result: 'WARNING',
  count: 1,
  amount: 0,
  rows: [],
  total: 0,
  reason: null,
  pattern: null,
  ...over,
});

describe('the French summary', () => {
  it('says where the fiscal year comes from and how many entries fall outside it', () => {
    const fy = {
      start: 20210901,
      end: 20220831,
      suggested: { start: 20210901, end: 20220831 },
      datedLines: 100,
      linesInside: 97,
      outliersUnit: 'entries' as const,
    };
    expect(fiscalYearLine({ ...fy, source: 'data', outliers: 3 })).toBe(
      'exercice du 01/09/2021 au 31/08/2022 (déduit des écritures ; 3 écritures hors exercice)',
    );
    expect(fiscalYearLine({ ...fy, source: 'file-name', outliers: 1 })).toBe(
      'exercice du 01/09/2021 au 31/08/2022 (nom du fichier ; 1 écriture hors exercice)',
    );
    // Without real numbering HORS-EXO counts lines: they are said as lines.
    expect(fiscalYearLine({ ...fy, source: 'data', outliers: 422, outliersUnit: 'lines' })).toBe(
      'exercice du 01/09/2021 au 31/08/2022 (déduit des écritures ; 422 lignes hors exercice)',
    );
    expect(
      fiscalYearLine({ ...fy, source: 'option', outliers: 0, suggested: { start: 20220901, end: 20230831 } }),
    ).toBe(
      'exercice du 01/09/2021 au 31/08/2022 (indiqué) — les écritures indiquent plutôt du 01/09/2022 au 31/08/2023',
    );
  });

  it('shows a file-wide pattern as one line with its sentence, not thousands of findings', () => {
    const message =
      'La date de validation est la même sur 2 151 écritures sur 2 152 : date d’export probable.';
    const pattern = {
      code: 'VALIDDATE-UNIQUE',
      message,
      affected: 2151,
      population: 2152,
      unit: 'entries' as const,
      share: 0.9995,
    };
    const line = controlLine(control({ count: 1, pattern }));
    expect(line).toBe(`  WARNING VALID-TARDIVE  Validation tardive — ${message}`);
    expect(line).not.toContain('constat');
    expect(controlLine(control({ count: 3, amount: 12345, pattern }))).toBe(
      `  WARNING VALID-TARDIVE  Validation tardive — ${message} (+ 2 autre(s) constat(s)), ${formatCentsEur(12345)} en jeu`,
    );
    expect(controlLine(control({ count: 2151 }))).toMatch(
      /^ {2}WARNING VALID-TARDIVE {2}Validation tardive — 2\s151 constat\(s\)$/,
    );
  });

  it('a real file with a stray date: the decided year, its outlier, the risk score', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fec-summary-'));
    try {
      const lines = (await readFile(join(REAL, '0000000001FEC20220831.txt'), 'utf8')).split('\n');
      const fields = lines[1].split('\t');
      fields[3] = '20200901';
      lines[1] = fields.join('\t');
      const path = join(dir, 'export.txt');
      await writeFile(path, lines.join('\n'));
      const text = formatSummary(await analyseFile(path));
      expect(text).toContain(
        'exercice du 01/09/2021 au 31/08/2022 (déduit des écritures ; 1 écriture hors exercice)',
      );
      expect(text).toMatch(/\nRisque : \d{1,3}\/100 \((faible|modéré|élevé)\) — .+\n/);
      expect(text).toMatch(/ERROR {3}HORS-EXO {7}Écriture hors exercice — 1 constat\(s\)/);
      // The accountant's key figures, the form and why, and what the statements could not do (a farm's chart).
      expect(text.replace(/\s/g, ' ')).toContain('résultat net 173 208,48 €');
      expect(text).toContain('Liasse 2050-2053 (réel normal) — Chiffre d');
      expect(text).toMatch(/ {2}NOTE {4}Le plan de comptes est celui d'une exploitation agricole/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
