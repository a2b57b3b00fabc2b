import fc from 'fast-check';
import { CONTROLS } from '../controls/catalogue';
import { runAllControls } from '../controls/testing';
import { generateFec } from '../generator/generate';
import type { Category, DetailRow, SystemicPattern } from '../model/control';
import { toControlResult, type ControlResult } from './report';
import { assessRisk, CONTROL_WEIGHTS, entryScore, rankEntries, SEVERITY } from './risk';

function row(journalCode: string, ecritureNum: string, line: number, amount = 10000, detail = ''): DetailRow {
  return {
    line,
    journalCode,
    ecritureNum,
    compteNum: '606100',
    debit: amount,
    credit: 0,
    ecritureDate: 20240110,
    ecritureLib: `Écriture ${ecritureNum}`,
    detail,
  };
}

function control(
  id: string,
  result: Category,
  rows: DetailRow[],
  pattern: SystemicPattern | null = null,
): ControlResult {
  const def = CONTROLS.find((c) => c.id === id)!;
  return {
    id,
    label: def.label,
    theme: def.theme,
    cycle: def.cycle,
    result,
    count: rows.length,
    amount: 0,
    rows,
    total: rows.length,
    reason: null,
    pattern,
  };
}

const PATTERN: SystemicPattern = {
  code: 'VALIDDATE-UNIQUE',
  message: 'La date de validation est la même sur toutes les écritures : date d’export probable.',
  affected: 100,
  population: 100,
  unit: 'entries',
  share: 1,
};

describe('assessRisk', () => {
  it('is 0, faible, with no entry when every control is silent', () => {
    const r = assessRisk([control('JE-DOUBLON', 'OK', []), control('EQ-ECR', 'NA', [])], 100);
    expect(r).toEqual({
      score: 0,
      level: 'faible',
      summary: 'Risque faible (0/100) : aucun contrôle ne relève d’anomalie.',
      entries: [],
    });
  });

  it('weighs ERROR above WARNING, and per-control weights apart', () => {
    const error = rankEntries([control('EQ-ECR', 'ERROR', [row('OD', '1', 2)])]);
    const warning = rankEntries([control('EQ-ECR', 'WARNING', [row('OD', '1', 2)])]);
    expect(error[0].score).toBeGreaterThan(warning[0].score);
    expect(SEVERITY.ERROR).toBeGreaterThan(SEVERITY.WARNING);
    const light = rankEntries([control('LIB-VIDE', 'WARNING', [row('OD', '1', 2)])]);
    expect(CONTROL_WEIGHTS['LIB-VIDE']).toBeLessThan(CONTROL_WEIGHTS['JE-DOUBLON']);
    expect(rankEntries([control('JE-DOUBLON', 'WARNING', [row('OD', '1', 2)])])[0].score).toBeGreaterThan(
      light[0].score,
    );
  });

  it('puts entries flagged by several controls first, then the heavier, then the larger amount', () => {
    const ranked = rankEntries([
      control('EQ-ECR', 'ERROR', [row('OD', 'A', 2, 500)]),
      control('JE-MOTS-CLES', 'WARNING', [row('BQ', 'B', 9, 100), row('BQ', 'C', 12, 900)]),
      control('JE-PAIRES-RARES', 'WARNING', [row('BQ', 'B', 10, 100)]),
    ]);
    expect(ranked.map((e) => [e.ecritureNum, e.controls])).toEqual([
      ['B', ['JE-MOTS-CLES', 'JE-PAIRES-RARES']],
      ['A', ['EQ-ECR']],
      ['C', ['JE-MOTS-CLES']],
    ]);
    // The entry is located on its first flagged line.
    expect(ranked[0].line).toBe(9);
  });

  it('counts a systemic pattern once for the file and never as an entry', () => {
    const examples = [1, 2, 3].map((i) => row('VT', String(i), i + 1, 1000, `Exemple : écriture ${i}`));
    const withPattern = control('VALID-TARDIVE', 'WARNING', examples, PATTERN);
    const r = assessRisk([withPattern], 100);
    expect(r.entries).toEqual([]);
    expect(r.score).toBeGreaterThan(0);
    expect(r.summary).toBe(
      'Risque faible (1/100), porté surtout par « Validation tardive » (constat systémique) : aucune écriture en particulier.',
    );
    // Its individual findings (rows that are not examples) still count per entry.
    const mixed = control('VALID-TARDIVE', 'WARNING', [...examples, row('VT', '9', 40)], PATTERN);
    expect(assessRisk([mixed], 100).entries.map((e) => e.ecritureNum)).toEqual(['9']);
  });

  it('keeps at most 20 entries and says what drives the score', () => {
    const rows = Array.from({ length: 30 }, (_, i) => row('AC', String(i + 1), i + 2, 1000 * (i + 1)));
    const r = assessRisk(
      [control('JE-DOUBLON', 'WARNING', rows), control('LIB-VIDE', 'WARNING', rows.slice(0, 2))],
      300,
    );
    expect(r.entries).toHaveLength(20);
    expect(r.entries.slice(0, 2).map((e) => e.ecritureNum)).toEqual(['2', '1']);
    expect(r.level).toBe('modere');
    expect(r.summary).toMatch(
      /^Risque modéré \(\d+\/100\), porté surtout par « Écritures en double » et « Libellé vide ou générique » : 30 écritures sur 300 signalées, dont 2 par plusieurs contrôles\.$/,
    );
  });
});

describe('assessRisk properties', () => {
  const ids = [
    'EQ-ECR',
    'JE-DOUBLON',
    'JE-MOTS-CLES',
    'LIB-VIDE',
    'WEEKEND-FERIE',
    'VALID-TARDIVE',
    'JE-RAFALES',
  ];
  const arbRow = fc
    .record({
      num: fc.integer({ min: 1, max: 8 }),
      line: fc.integer({ min: 2, max: 500 }),
      amount: fc.integer({ min: 0, max: 1e9 }),
    })
    .map(({ num, line, amount }) => row('OD', String(num), line, amount));
  const arbControl = fc
    .record({
      id: fc.constantFrom(...ids),
      result: fc.constantFrom<Category>('OK', 'NA', 'INFO', 'WARNING', 'ERROR', 'SAVINGS'),
      rows: fc.array(arbRow, { maxLength: 6 }),
      pattern: fc.boolean(),
    })
    .map(({ id, result, rows, pattern }) =>
      pattern
        ? control(
            id,
            result,
            rows.map((r) => ({ ...r, detail: `Exemple : ${r.ecritureNum}` })),
            PATTERN,
          )
        : control(id, result, rows),
    );
  const arbControls = fc.array(arbControl, { maxLength: 8 });

  it('scores the file and every entry within 0–100, at most 20 entries, riskiest first', () => {
    fc.assert(
      fc.property(arbControls, fc.integer({ min: 0, max: 10_000 }), (controls, entries) => {
        const r = assessRisk(controls, entries);
        expect(r.score).toBeGreaterThanOrEqual(0);
        expect(r.score).toBeLessThanOrEqual(100);
        expect(Number.isInteger(r.score)).toBe(true);
        expect(['faible', 'modere', 'eleve']).toContain(r.level);
        expect(r.entries.length).toBeLessThanOrEqual(20);
        for (const e of r.entries) {
          expect(e.score).toBeGreaterThanOrEqual(0);
          expect(e.score).toBeLessThanOrEqual(100);
        }
        for (let i = 1; i < r.entries.length; i++)
          expect(r.entries[i - 1].score).toBeGreaterThanOrEqual(r.entries[i].score);
      }),
    );
  });

  it('adding a finding never lowers an entry’s score', () => {
    fc.assert(
      fc.property(arbControls, arbControl, arbRow, (controls, extra, added) => {
        const before = new Map(rankEntries(controls).map((e) => [e.ecritureNum, e.score]));
        const target = { ...added, detail: 'Constat' };
        const after = rankEntries([...controls, { ...extra, pattern: null, rows: [...extra.rows, target] }]);
        for (const e of after) expect(e.score).toBeGreaterThanOrEqual(before.get(e.ecritureNum) ?? 0);
        // Any other order of the controls gives the same scores.
        const reversed = new Map(rankEntries([...controls].reverse()).map((e) => [e.ecritureNum, e.score]));
        expect(reversed).toEqual(before);
      }),
    );
  });

  it('patterns never produce entries', () => {
    fc.assert(
      fc.property(arbControls, (controls) => {
        const patterns = controls.filter((c) => c.pattern);
        expect(rankEntries(patterns)).toEqual([]);
      }),
    );
  });

  it('entry scores increase with points and stay within 0–100', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (p, d) => {
          expect(entryScore(p + d)).toBeGreaterThanOrEqual(entryScore(p));
          expect(entryScore(p)).toBeLessThanOrEqual(100);
        },
      ),
    );
  });
});

describe('on a generated file with planted anomalies', () => {
  it('ranks the planted entries first, the one two controls flag on top', () => {
    const anomalies = ['JE-DOUBLON', 'JE-MOTS-CLES', 'JE-PAIRES-RARES', 'JE-ATYPIQUES', 'FIN-EXO'] as const;
    const { lines, manifest } = generateFec({ seed: 11, targetLines: 8_000, anomalies: [...anomalies] });
    const outcomes = runAllControls([...lines]);
    const controls = CONTROLS.map((d) => toControlResult(d, outcomes[d.id]));
    const r = assessRisk(controls, manifest.entryCount);
    const planted = new Set(manifest.anomalies.flatMap((a) => a.lines));
    // The clean file is silent: every risky entry is a planted one, each plant is there.
    expect(r.entries.length).toBe(anomalies.length);
    expect(r.entries.every((e) => planted.has(e.line))).toBe(true);
    // FIN-EXO's year-end provision also sits on a seldom-used account (JE-CPT-RARES).
    expect(r.entries[0].controls).toEqual(['FIN-EXO', 'JE-CPT-RARES']);
    expect(r.entries[0].line).toBe(manifest.anomalies.find((a) => a.id === 'FIN-EXO')!.lines[0]);
    expect(r.level).not.toBe('faible');
  });
});
