/** Sector charts (agricultural, associations) in CPT-PCG, and cash-basis regimes in CCA-DEB. */
import { CCA_DEB } from './cca-deb';
import { CPT_PCG } from './cpt-pcg';
import { cleanLedger, entry, runControl } from './testing';

const base = cleanLedger();
const od = (num: string) => ({
  journalCode: 'OD',
  journalLib: 'Opérations diverses',
  ecritureNum: num,
  ecritureDate: 20240304,
  pieceDate: 20240304,
  validDate: 20240304,
  ecritureLib: 'Écriture',
});

describe('CPT-PCG and sector charts', () => {
  it("accepts a farm's agricultural-chart accounts, and names the chart in its reason", () => {
    const farm = [
      ...base,
      ...entry(od('3'), ['247000', 300000, 0], ['284700', 0, 144611], ['512000', 0, 155389]),
      ...entry(od('4'), ['302000', 71089, 0], ['634100', 11850, 0], ['512000', 0, 82939]),
    ];
    const o = runControl(CPT_PCG, farm);
    expect(o.result).toBe('OK');
    expect(o.reason).toContain('plan comptable agricole reconnu (racines 247, 284, 302, 634)');
  });

  it("accepts an association's accounts (règlement ANC 2018-06)", () => {
    const association = [
      ...base,
      ...entry(od('3'), ['512000', 50000, 0], ['756000', 0, 30000], ['754100', 0, 20000]),
      ...entry(od('4'), ['689400', 10000, 0], ['194000', 0, 10000]),
      ...entry(od('5'), ['860000', 4000, 0], ['870000', 0, 4000]),
      ...entry(od('6'), ['512000', 100000, 0], ['102000', 0, 100000]),
    ];
    const o = runControl(CPT_PCG, association);
    expect(o.result).toBe('OK');
    expect(o.reason).toContain('associations');
  });

  it('one stray chart-specific account is still an error, and so is a root no chart knows', () => {
    const stray = [...base, ...entry(od('3'), ['247000', 1000, 0], ['512000', 0, 1000])];
    const o = runControl(CPT_PCG, stray);
    expect(o).toMatchObject({ result: 'ERROR', count: 1 });
    expect(o.rows[0].detail).toBe('Racine 247 absente du plan comptable général');
    const farmWithTypo = [
      ...base,
      ...entry(od('3'), ['247000', 1000, 0], ['284700', 0, 1000]),
      ...entry(od('4'), ['999000', 1000, 0], ['512000', 0, 1000]),
    ];
    const t = runControl(CPT_PCG, farmWithTypo);
    expect(t).toMatchObject({ result: 'ERROR', count: 1 });
    expect(t.rows[0].detail).toBe(
      'Racine 999 absente du plan comptable général et du plan comptable agricole',
    );
  });
});

describe('CCA-DEB and the regime', () => {
  const debit455 = [...base, ...entry(od('3'), ['455000', 83820, 0], ['512000', 0, 83820])];

  it('is an ERROR for a company (advances to partners are banned in sociétés de capitaux)', () => {
    expect(runControl(CCA_DEB, debit455)).toMatchObject({ result: 'ERROR', count: 1, amount: 83820 });
  });

  it('speaks to an individual on a cash-basis BNC/BA file: a WARNING to justify, no société de capitaux', () => {
    const o = runControl(CCA_DEB, debit455, { cashBasis: true, variant: 'bnc-tresorerie' });
    expect(o).toMatchObject({ result: 'WARNING', count: 1, amount: 83820 });
    expect(o.rows[0].detail).toContain('108');
    expect(o.rows[0].detail).not.toContain('société de capitaux');
    expect(o.reason).toContain('BNC/BA');
  });
});
