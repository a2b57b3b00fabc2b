/**
 * Regression on the real and public FEC files (../shared/fixtures): the findings an auditor expects,
 * and the absence of noise — a software stamp, a column never exported or a missing numbering is ONE
 * finding, and every figure adds up from the rows shown.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { analyseFile } from '../analyse/analyse';
import type { AnalysisReport, ControlResult } from '../analyse/report';

const FIXTURES = join(__dirname, '../../../../shared/fixtures');
const REAL = join(FIXTURES, 'fec-real');
const PUBLIC = join(FIXTURES, 'fec-public');

const FILES = {
  farm: join(REAL, '0000000001FEC20220831.txt'),
  bnc: join(REAL, '000000000FEC20231231.txt'),
  pipe: join(REAL, '111111111FEC20221231.TXT'),
  shop: join(REAL, '123456789FEC20500930.txt'),
  odoo: join(PUBLIC, '542107651FEC20211231.txt'),
  propre: join(PUBLIC, 'fec_propre.txt'),
  sale: join(PUBLIC, 'fec_sale.txt'),
  tab: join(PUBLIC, 'sample_tab.txt'),
  pipeSample: join(PUBLIC, 'sample_pipe.txt'),
};
type Name = keyof typeof FILES;

const reports = new Map<Name, AnalysisReport>();

beforeAll(async () => {
  for (const [name, path] of Object.entries(FILES) as [Name, string][]) {
    if (!existsSync(path)) throw new Error(`Fixture absente : ${path}`);
    reports.set(name, (await analyseFile(path)).report);
  }
}, 120_000);

function control(name: Name, id: string): ControlResult {
  const c = reports.get(name)!.controls.find((x) => x.id === id);
  if (!c) throw new Error(`${id} absent du rapport de ${name}`);
  return c;
}

const isExample = (detail: string | undefined) => detail?.startsWith('Exemple') ?? false;

describe('every file: patterns are one finding, and figures add up from the rows', () => {
  it.each(Object.keys(FILES) as Name[])('%s', (name) => {
    for (const c of reports.get(name)!.controls) {
      if (c.pattern) {
        const examples = c.rows.filter((r) => isExample(r.detail));
        expect(examples.length).toBeLessThanOrEqual(5);
        expect(c.pattern.share).toBeGreaterThan(0);
        expect(c.pattern.share).toBeLessThanOrEqual(1);
        expect(c.pattern.affected).toBeLessThanOrEqual(c.pattern.population);
        if (c.total === c.rows.length) expect(c.count).toBe(1 + c.rows.length - examples.length);
        // The pattern has no amount: only individual rows can carry one.
        if (c.rows.every((r) => isExample(r.detail))) expect(c.amount).toBe(0);
      } else {
        expect(c.rows.some((r) => isExample(r.detail))).toBe(false);
      }
    }
  });
});

describe('0000000001FEC20220831.txt (a farm, ValidDate stamped at export, DateLet never exported)', () => {
  it('VALID-TARDIVE: one VALIDDATE-UNIQUE pattern (INFO), not 2 151 late entries', () => {
    const c = control('farm', 'VALID-TARDIVE');
    expect(c).toMatchObject({ result: 'INFO', count: 1, amount: 0 });
    expect(c.pattern).toMatchObject({ code: 'VALIDDATE-UNIQUE', unit: 'entries' });
    expect(c.pattern!.share).toBeGreaterThan(0.99);
    expect(c.pattern!.message).toContain('20/07/2023');
    expect(c.rows.length).toBeLessThanOrEqual(5);
  });

  it('LET-DATE: one DATELET-ABSENTE pattern, not 2 035 lines', () => {
    const c = control('farm', 'LET-DATE');
    expect(c.count).toBe(1);
    expect(c.pattern).toMatchObject({ code: 'DATELET-ABSENTE', affected: 2035, population: 2035, share: 1 });
  });

  it('CPT-PCG: the agricultural chart is recognised (247, 284, 302, 634 are legal)', () => {
    const c = control('farm', 'CPT-PCG');
    expect(c.result).toBe('OK');
    expect(c.reason).toContain('plan comptable agricole reconnu');
  });

  it('VALID-AVANT and CHRONO: the stamp (after every entry, constant) creates no finding, and is said', () => {
    for (const id of ['VALID-AVANT', 'CHRONO']) {
      const c = control('farm', id);
      expect(c.result).toBe('OK');
      expect(c.reason).toContain("20/07/2023 commune à 100,0 % des écritures (date d'export probable)");
    }
  });

  it('FIN-EXO: materiality follows the revenue', () => {
    const c = control('farm', 'FIN-EXO');
    expect(c.reason).toContain("du chiffre d'affaires");
    for (const r of c.rows) expect(r.detail).toMatch(/^Écriture manuelle de/);
  });
});

describe('111111111FEC20221231.TXT (ValidDate 31/03/2024, a Sunday, on every line)', () => {
  it('VALID-TARDIVE: one pattern', () => {
    const c = control('pipe', 'VALID-TARDIVE');
    expect(c).toMatchObject({ result: 'INFO', count: 1 });
    expect(c.pattern).toMatchObject({ code: 'VALIDDATE-UNIQUE', share: 1 });
  });

  it('WEEKEND-FERIE: the Sunday stamp creates no finding; weekend entry dates still do', () => {
    const c = control('pipe', 'WEEKEND-FERIE');
    expect(c.count).toBeLessThan(20);
    expect(c.count).toBeGreaterThan(0);
    for (const r of c.rows) expect(r.detail).toMatch(/^Écriture datée/);
    expect(c.reason).toContain('31/03/2024');
  });
});

describe('123456789FEC20500930.txt (a shop: daily takings in the sales journal)', () => {
  it('VALID-TARDIVE: one pattern instead of 3 903 entries', () => {
    const c = control('shop', 'VALID-TARDIVE');
    expect(c).toMatchObject({ result: 'INFO', count: 1 });
    expect(c.pattern!.share).toBe(1);
  });

  it('TVA-JOURNAL: the takings booked in VEN are not flagged (no longer 307)', () => {
    const c = control('shop', 'TVA-JOURNAL');
    expect(c.count).toBeLessThan(20);
    expect(c.rows.filter((r) => r.journalCode === 'VEN')).toEqual([]);
  });

  it('TVA-OUBLI: a supplier that never charges VAT is not flagged; one that does, still is', () => {
    const c = control('shop', 'TVA-OUBLI');
    expect(c.rows.some((r) => r.ecritureLib?.includes('CLEAN WINDOWS'))).toBe(false);
    // REGIS ONDO charges VAT on two invoices of the file: the others are worth a look.
    expect(c.rows.some((r) => r.ecritureLib?.includes('REGIS ONDO'))).toBe(true);
    expect(c.count).toBeLessThan(20);
  });

  it('CCA-DEB: a company, so a debit partner account stays an ERROR', () => {
    expect(control('shop', 'CCA-DEB').result).toBe('ERROR');
  });
});

describe('000000000FEC20231231.txt (BNC cash basis, EcritureNum « 0 » everywhere)', () => {
  it('NUMEROTATION-ABSENTE said once, by SEQ-RUPT; SEQ-MULTIDATE says where to look', () => {
    const c = control('bnc', 'SEQ-RUPT');
    expect(c).toMatchObject({ result: 'ERROR', count: 1, amount: 0 });
    expect(c.pattern).toMatchObject({ code: 'NUMEROTATION-ABSENTE', unit: 'lines' });
    expect(c.pattern!.share).toBeGreaterThan(0.9);
    expect(c.pattern!.message).toContain('« 0 »');
    const multi = control('bnc', 'SEQ-MULTIDATE');
    expect(multi).toMatchObject({ result: 'NA', count: 0 });
    expect(multi.reason).toContain('SEQ-RUPT');
  });

  it('HORS-EXO: counted per line, and the amount is the sum of the debits shown (not 451 847,37 €)', () => {
    const c = control('bnc', 'HORS-EXO');
    expect(c.total).toBe(c.rows.length);
    expect(c.count).toBe(c.rows.length);
    expect(c.amount).toBe(c.rows.reduce((t, r) => t + r.debit, 0));
    expect(c.amount).not.toBe(45184737);
  });

  it('CCA-DEB: worded for an individual, not a société de capitaux', () => {
    const c = control('bnc', 'CCA-DEB');
    expect(c.result).toBe('WARNING');
    expect(c.rows[0].detail).toContain('108');
    expect(c.rows[0].detail).not.toContain('société de capitaux');
  });

  it('CPT-PCG: not applicable to a cash-basis file', () => {
    expect(control('bnc', 'CPT-PCG').result).toBe('NA');
  });
});

describe('public samples keep their planted findings', () => {
  it('fec_sale.txt: CPT-PCG still flags the malformed accounts', () => {
    expect(control('sale', 'CPT-PCG')).toMatchObject({ result: 'ERROR', count: 2 });
  });

  it('the clean samples stay silent on the controls touched here', () => {
    for (const name of ['odoo', 'propre', 'tab', 'pipeSample'] as Name[])
      for (const id of ['VALID-TARDIVE', 'LET-DATE', 'SEQ-RUPT', 'SEQ-MULTIDATE', 'TVA-JOURNAL', 'CPT-PCG'])
        expect([name, id, control(name, id).result]).toEqual([name, id, expect.stringMatching(/^(OK|NA)$/)]);
  });
});
