/**
 * Systemic patterns: one stamp, one absent field or one absent numbering is ONE finding with a few
 * examples, never a finding per entry; findings the pattern does not explain stay individual.
 */
import { CHRONO } from './chrono';
import { HORS_EXO } from './hors-exo';
import { LET_DATE } from './let-date';
import { SEQ_MULTIDATE } from './seq-multidate';
import { SEQ_RUPT } from './seq-rupt';
import { cleanLedger, entry, rowLines, runControl } from './testing';
import { VALID_AVANT } from './valid-avant';
import { VALID_TARDIVE } from './valid-tardive';
import { WEEKEND_FERIE } from './weekend-ferie';
import type { ControlOutcome } from '../model/control';
import type { FecLine } from '../model/line';

const base = cleanLedger();
const L0 = base.length + 2;
/** Sunday 29/09/2024: the « export date » every line carries. */
const STAMP = 20240929;
const stamped = (lines: FecLine[]) => lines.map((l) => ({ ...l, validDate: STAMP }));

function expectPatternShape(o: ControlOutcome): void {
  expect(o.pattern).toBeDefined();
  const examples = o.rows.filter((r) => r.detail?.startsWith('Exemple'));
  expect(examples.length).toBeGreaterThan(0);
  expect(examples.length).toBeLessThanOrEqual(5);
  // The pattern has no amount: whatever amount is left comes from the individual rows.
  const individual = o.rows.filter((r) => !r.detail?.startsWith('Exemple'));
  expect(o.count).toBe(1 + individual.length);
}

describe('VALID-TARDIVE and the export-date stamp', () => {
  it('reports one VALIDDATE-UNIQUE pattern (INFO) when one ValidDate is on every entry', () => {
    const o = runControl(VALID_TARDIVE, stamped(base));
    expect(o).toMatchObject({ result: 'INFO', count: 1, amount: 0 });
    expect(o.pattern).toMatchObject({
      code: 'VALIDDATE-UNIQUE',
      affected: 11,
      population: 11,
      unit: 'entries',
      share: 1,
    });
    expect(o.pattern!.message).toContain('29/09/2024');
    expect(o.pattern!.message).toContain("date d'export probable");
    expectPatternShape(o);
  });

  it('still reports, individually, a late entry that does not carry the stamp', () => {
    const late = entry(
      { journalCode: 'OD', ecritureNum: '9', ecritureDate: 20240301, validDate: 20241220 },
      ['606100', 1000, 0],
      ['401000', 0, 1000],
    );
    const o = runControl(VALID_TARDIVE, [...stamped(base), ...late]);
    expect(o).toMatchObject({ result: 'WARNING', count: 2 });
    expect(o.pattern?.code).toBe('VALIDDATE-UNIQUE');
    expect(o.rows.at(-1)).toMatchObject({ line: L0, ecritureNum: '9' });
    expectPatternShape(o);
  });

  it('below the dominance threshold, every late entry is a finding', () => {
    const o = runControl(VALID_TARDIVE, stamped(base), {}, { stampShare: 1.01 });
    expect(o).toMatchObject({ result: 'WARNING', count: 11 });
    expect(o.pattern).toBeUndefined();
  });
});

describe('VALID-AVANT and CHRONO and the export-date stamp', () => {
  it('create no finding, and say that the validation dates prove little', () => {
    for (const def of [VALID_AVANT, CHRONO]) {
      expect(runControl(def, base).reason).toBeUndefined();
      const o = runControl(def, stamped(base));
      expect(o).toMatchObject({ result: 'OK', count: 0 });
      expect(o.reason).toContain("29/09/2024 commune à 100,0 % des écritures (date d'export probable)");
    }
  });

  it('a tiny file validated in one go is no stamp', () => {
    const tiny = stamped(base.filter((l) => l.journalCode === 'BQ'));
    expect(runControl(VALID_AVANT, tiny).reason).toBeUndefined();
    expect(runControl(VALID_TARDIVE, tiny).pattern).toBeUndefined();
  });
});

describe('WEEKEND-FERIE and the export-date stamp', () => {
  it('does not flag entries for a stamp that falls on a Sunday', () => {
    const o = runControl(WEEKEND_FERIE, stamped(base));
    expect(o.result).toBe('OK');
    expect(o.count).toBe(0);
  });

  it('still flags an entry dated on a weekend, and says why the stamp is left out', () => {
    const sat = entry(
      { journalCode: 'BQ', ecritureNum: '9', ecritureDate: 20240302, validDate: STAMP },
      ['627000', 1500, 0],
      ['512000', 0, 1500],
    );
    const o = runControl(WEEKEND_FERIE, [...stamped(base), ...sat]);
    expect(o).toMatchObject({ result: 'INFO', count: 1, amount: 1500 });
    expect(rowLines(o)).toEqual([L0]);
    expect(o.reason).toContain('29/09/2024');
  });

  it('judges each date of a key that groups several dates (no real numbering)', () => {
    const lines = entry(
      { journalCode: 'BQ', ecritureNum: '0', validDate: 0 },
      ['627000', 1000, 0, { ecritureDate: 20240304 }],
      ['512000', 0, 1000, { ecritureDate: 20240304 }],
      ['627000', 700, 0, { ecritureDate: 20240309 }],
      ['512000', 0, 700, { ecritureDate: 20240309 }],
    );
    const o = runControl(WEEKEND_FERIE, lines);
    expect(o).toMatchObject({ result: 'INFO', count: 1, amount: 700 });
    expect(rowLines(o)).toEqual([4]);
  });
});

describe('LET-DATE and DateLet never exported', () => {
  const noDateLet = (lines: FecLine[]) => lines.map((l) => ({ ...l, dateLet: 0 }));

  it('reports one DATELET-ABSENTE pattern instead of a finding per lettered line', () => {
    const o = runControl(LET_DATE, noDateLet(base));
    const lettered = base.filter((l) => l.ecritureLet !== '').length;
    expect(o).toMatchObject({ result: 'WARNING', count: 1, amount: 0 });
    expect(o.pattern).toMatchObject({ code: 'DATELET-ABSENTE', affected: lettered, population: lettered });
    expectPatternShape(o);
  });

  it('keeps a line lettered before its date as an individual finding', () => {
    const early = entry(
      { journalCode: 'BQ', ecritureNum: '9', ecritureDate: 20240301 },
      ['401000', 1000, 0, { ecritureLet: 'ZZ', dateLet: 20240201 }],
      ['512000', 0, 1000],
    );
    const o = runControl(LET_DATE, [...noDateLet(base), ...early], {}, { absentShare: 0.8 });
    expect(o.count).toBe(2);
    expect(o.pattern?.code).toBe('DATELET-ABSENTE');
    expect(o.rows.at(-1)).toMatchObject({ line: L0 });
  });

  it('a few lettered lines without DateLet stay individual findings', () => {
    const lines = base.map((l, i) => (i === 4 ? { ...l, dateLet: 0 } : l));
    const o = runControl(LET_DATE, lines);
    expect(o).toMatchObject({ result: 'WARNING', count: 1 });
    expect(o.pattern).toBeUndefined();
  });
});

describe('NUMEROTATION-ABSENTE', () => {
  // « 0 » everywhere: each journal becomes one « entry » of many dates (bank fees, then sales).
  const run = (journalCode: string, account: string, days: number[]) =>
    days.flatMap((d) =>
      entry(
        { journalCode, ecritureNum: '0', ecritureDate: 20240300 + d, validDate: 0 },
        [account, 1000 + d, 0],
        ['512000', 0, 1000 + d],
      ),
    );
  const unnumbered = [...run('BQ', '627000', [4, 5, 6, 7, 8, 11]), ...run('VT', '411000', [4, 12, 13])];
  const numbered = unnumbered.map((l, i) => ({ ...l, ecritureNum: String(Math.floor(i / 2) + 1) }));

  it('SEQ-MULTIDATE leaves it to SEQ-RUPT instead of « Numéro réutilisé » per journal', () => {
    expect(runControl(SEQ_MULTIDATE, numbered).result).toBe('OK');
    const o = runControl(SEQ_MULTIDATE, unnumbered);
    expect(o).toMatchObject({ result: 'NA', count: 0, rows: [] });
    expect(o.reason).toContain('SEQ-RUPT');
  });

  it('SEQ-RUPT says it once, as an anomaly (A. 47 A-1 requires continuous numbering)', () => {
    const o = runControl(SEQ_RUPT, unnumbered);
    expect(o).toMatchObject({ result: 'ERROR', count: 1, amount: 0 });
    expect(o.pattern).toMatchObject({ code: 'NUMEROTATION-ABSENTE', unit: 'lines' });
    expect(o.pattern!.message).toContain('« 0 »');
    expectPatternShape(o);
  });

  it('also when each number groups a few dates (one number per batch, not per entry)', () => {
    // Two entries (4 lines) of different dates under each number.
    const batched = unnumbered.map((l, i) => ({ ...l, ecritureNum: String(Math.floor(i / 4) + 1) }));
    const o = runControl(SEQ_RUPT, batched);
    expect(o.pattern?.code).toBe('NUMEROTATION-ABSENTE');
    expect(o.pattern!.message).toMatch(
      /^Les numéros d'écriture \(EcritureNum\) regroupent des écritures de dates différentes/,
    );
  });

  it('HORS-EXO counts out-of-year lines, and its amount adds up from the rows shown', () => {
    const stray = unnumbered.map((l, i) =>
      l.journalCode === 'BQ' && i < 4 ? { ...l, ecritureDate: 20230615 } : l,
    );
    const out = stray.filter((l) => l.ecritureDate === 20230615);
    const o = runControl(HORS_EXO, stray);
    expect(o.result).toBe('ERROR');
    expect(o.count).toBe(out.length);
    expect(o.rows).toHaveLength(out.length);
    expect(o.amount).toBe(o.rows.reduce((t, r) => t + r.debit, 0));
    expect(o.reason).toContain('par ligne');
    // The same lines, numbered: 2 entries out of the year.
    const real = stray.map((l, i) => ({ ...l, ecritureNum: numbered[i].ecritureNum }));
    expect(runControl(HORS_EXO, real)).toMatchObject({ count: 2, amount: o.amount });
  });

  it('HORS-EXO on a numbered file counts entries, amount = sum of the out-of-year debits', () => {
    const late = entry(
      { journalCode: 'OD', ecritureNum: '9', ecritureDate: 20250105 },
      ['606100', 1000, 0],
      ['401000', 0, 1000],
    );
    const o = runControl(HORS_EXO, [...base, ...late]);
    expect(o).toMatchObject({ result: 'ERROR', count: 1, amount: 1000 });
    expect(rowLines(o)).toEqual([L0, L0 + 1]);
  });
});
