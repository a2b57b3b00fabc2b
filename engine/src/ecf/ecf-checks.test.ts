import fc from 'fast-check';
import { entry, numbered } from '../controls/testing';
import { generateFec } from '../generator/generate';
import type { FecLine } from '../model/line';
import { computeEcfChecks, monthsOf, type EcfCheck } from './ecf-checks';
import { lowestIncomeRegime, lowestVatRegime, thresholdsFor } from './thresholds';

const FY = { start: 20240101, end: 20241231 };
const AN = { journalCode: 'AN', journalLib: 'A-nouveaux', ecritureDate: 20240101, ecritureNum: 'AN1' };
const byKey = (checks: EcfCheck[], key: string) => {
  const c = checks.find((x) => x.key === key);
  if (!c) throw new Error(`check ${key} absent`);
  return c;
};

/** A small clean year: capital, one sale of services with VAT on debits, a bank settlement, monthly VAT. */
function cleanYear(): FecLine[] {
  return numbered([
    ...entry(AN, ['512000', 500000, 0], ['101300', 0, 500000]),
    ...entry(
      { journalCode: 'VT', ecritureNum: 'VT1', ecritureDate: 20240315, ecritureLib: 'Facture client' },
      ['411000', 120000, 0],
      ['706000', 0, 100000],
      ['445710', 0, 20000],
    ),
    ...entry(
      { journalCode: 'OD', ecritureNum: 'OD1', ecritureDate: 20240415, ecritureLib: 'TVA mars' },
      ['445710', 20000, 0],
      ['445510', 0, 20000],
    ),
  ]);
}

describe('ECF checks (points 5 to 10) on planted cases', () => {
  it('an accrued charge of N-1 never reversed in N is an anomaly of point 8', () => {
    const lines = numbered([
      ...entry(AN, ['512000', 100000, 0], ['428600', 0, 30000], ['101300', 0, 70000]),
      ...cleanYear().slice(2),
    ]);
    const c = byKey(computeEcfChecks(lines, FY), 'ECF-8-REPRISE-N');
    expect(c.status).toBe('anomaly');
    expect(c.figures[0].accounts).toEqual(['428600']);
    expect(c.figures[0].amount).toBe(30000);
    expect(c.rows.map((r) => r.compteNum)).toContain('428600');
  });

  it('an accrued charge of the closing not reversed in the next FEC is an anomaly; reversed, it is not', () => {
    const year = numbered([
      ...cleanYear(),
      ...entry(
        { journalCode: 'OD', ecritureNum: 'OD9', ecritureDate: 20241231, ecritureLib: 'FNP électricité' },
        ['606100', 40000, 0],
        ['408100', 0, 40000],
      ),
    ]);
    const nextOpening = numbered(
      entry({ ...AN, ecritureDate: 20250101 }, ['408100', 0, 40000], ['512000', 40000, 0]),
    );
    const notReversed = computeEcfChecks(year, FY, { next: nextOpening });
    expect(byKey(notReversed, 'ECF-8-REPRISE-N1').status).toBe('anomaly');
    expect(byKey(notReversed, 'ECF-8-REPRISE-N1').rows[0].compteNum).toBe('408100');
    const reversed = numbered([
      ...nextOpening,
      ...entry(
        { journalCode: 'OD', ecritureNum: 'OD1', ecritureDate: 20250101, ecritureLib: 'Extourne FNP' },
        ['408100', 40000, 0],
        ['606100', 0, 40000],
      ),
    ]);
    expect(byKey(computeEcfChecks(year, FY, { next: reversed }), 'ECF-8-REPRISE-N1').status).toBe('ok');
    expect(byKey(computeEcfChecks(year, FY), 'ECF-8-REPRISE-N1').status).toBe('not_available');
  });

  it('a provision of N-1 neither reversed nor adjusted is an anomaly of point 7', () => {
    const lines = numbered([
      ...entry(AN, ['512000', 100000, 0], ['151000', 0, 25000], ['101300', 0, 75000]),
      ...cleanYear().slice(2),
    ]);
    const checks = computeEcfChecks(lines, FY);
    const c = byKey(checks, 'ECF-7-SANS-REPRISE');
    expect(c.status).toBe('anomaly');
    expect(c.figures).toEqual([expect.objectContaining({ accounts: ['151000'], amount: 25000 })]);
    expect(byKey(checks, 'ECF-7-MOUVEMENTS').status).toBe('ok');
  });

  it('a provision booked without its dotation is an anomaly of point 7', () => {
    const lines = numbered([
      ...cleanYear(),
      ...entry(
        { journalCode: 'OD', ecritureNum: 'OD5', ecritureDate: 20241231, ecritureLib: 'Provision litige' },
        ['658000', 10000, 0],
        ['151100', 0, 10000],
      ),
    ]);
    expect(byKey(computeEcfChecks(lines, FY), 'ECF-7-MOUVEMENTS').status).toBe('anomaly');
  });

  it('a regime inconsistent with the turnover is an anomaly of point 5', () => {
    // 300 000 € of services: beyond the micro (77 700 €) and the franchise (36 800 €).
    const lines = numbered(
      entry(
        { journalCode: 'VT', ecritureNum: 'VT1', ecritureDate: 20240601, ecritureLib: 'Honoraires' },
        ['411000', 36000000, 0],
        ['706000', 0, 30000000],
        ['445710', 0, 6000000],
      ),
    );
    const checks = computeEcfChecks(lines, FY, {
      declared: { incomeRegime: 'micro', vatRegime: 'franchise' },
    });
    expect(byKey(checks, 'ECF-5-REGIME-BIC').status).toBe('anomaly');
    expect(byKey(checks, 'ECF-5-REGIME-BIC').message).toContain('Réel normal');
    expect(byKey(checks, 'ECF-5-REGIME-TVA').status).toBe('anomaly');
    const fine = computeEcfChecks(lines, FY, { declared: { incomeRegime: 'reel_normal' } });
    expect(byKey(fine, 'ECF-5-REGIME-BIC').status).toBe('ok');
  });

  it('VAT on debits declared but booked on receipts is an anomaly of point 10', () => {
    const lines = numbered(
      entry(
        { journalCode: 'VT', ecritureNum: 'VT1', ecritureDate: 20240601, ecritureLib: 'Prestation' },
        ['411000', 120000, 0],
        ['706000', 0, 100000],
        ['445740', 0, 20000, { compteLib: 'TVA collectée sur encaissements' }],
      ),
    );
    const c = byKey(computeEcfChecks(lines, FY, { declared: { vatOnDebits: true } }), 'ECF-10-EXIGIBILITE');
    expect(c.status).toBe('anomaly');
    expect(c.rows.map((r) => r.compteNum)).toEqual(['445740']);
    const consistent = computeEcfChecks(lines, FY, { declared: { vatOnDebits: false } });
    expect(byKey(consistent, 'ECF-10-EXIGIBILITE').status).toBe('ok');
  });

  it('an exceptional charge that is a fine is non-deductible (point 9)', () => {
    const lines = numbered([
      ...cleanYear(),
      ...entry(
        {
          journalCode: 'OD',
          ecritureNum: 'OD7',
          ecritureDate: 20240910,
          ecritureLib: 'Amende stationnement',
        },
        ['671000', 13500, 0],
        ['512000', 0, 13500],
      ),
      ...entry(
        { journalCode: 'OD', ecritureNum: 'OD8', ecritureDate: 20240911, ecritureLib: 'Majoration URSSAF' },
        ['671200', 5000, 0],
        ['512000', 0, 5000],
      ),
    ]);
    const c = byKey(computeEcfChecks(lines, FY), 'ECF-9-AMENDES');
    expect(c.status).toBe('anomaly');
    expect(c.rowCount).toBe(2);
    expect(c.figures[0].amount).toBe(18500);
  });

  it('fixed assets without any depreciation, and a disposal without its net book value (point 6)', () => {
    const lines = numbered([
      ...entry(AN, ['218300', 300000, 0], ['101300', 0, 300000]),
      ...entry(
        { journalCode: 'OD', ecritureNum: 'OD1', ecritureDate: 20240601, ecritureLib: 'Cession ordinateur' },
        ['512000', 50000, 0],
        ['775000', 0, 50000],
      ),
    ]);
    const checks = computeEcfChecks(lines, FY);
    expect(byKey(checks, 'ECF-6-DOTATION').status).toBe('anomaly');
    expect(byKey(checks, 'ECF-6-CESSIONS').status).toBe('anomaly');
  });

  it('stays silent on a clean generated year', () => {
    const { lines, manifest } = generateFec({ seed: 38, targetLines: 3000 });
    const declared = { incomeRegime: 'reel_normal', vatRegime: 'reel_normal', vatOnDebits: true } as const;
    // The generator books no inventory entries: without the year's depreciation, point 6 says so…
    const generated = [...lines];
    const without = computeEcfChecks(generated, manifest.fiscalYear, { declared });
    expect(without.filter((c) => c.status === 'anomaly').map((c) => c.key)).toEqual(['ECF-6-DOTATION']);
    // …and with it (the closing entry a clean year has), nothing is left.
    const closing = entry(
      {
        journalCode: 'OD',
        ecritureNum: 'ODAMORT',
        ecritureDate: 20241231,
        ecritureLib: 'Dotation aux amortissements',
      },
      ['681120', 5000000, 0],
      ['281540', 0, 3000000],
      ['281830', 0, 1000000],
      ['281820', 0, 1000000],
    ).map((l, i) => ({ ...l, line: 100000 + i }));
    const checks = computeEcfChecks([...generated, ...closing], manifest.fiscalYear, { declared });
    const anomalies = checks.filter((c) => c.status === 'anomaly');
    expect(anomalies.map((c) => `${c.key}: ${c.message}`)).toEqual([]);
    expect(checks.every((c) => c.rows.length <= 50 && c.rowCount >= c.rows.length)).toBe(true);
  });
});

describe('regime thresholds', () => {
  it('never allows a lower regime for a higher turnover (monotone)', () => {
    const t = thresholdsFor(2024);
    const rank = { micro: 0, franchise: 0, reel_simplifie: 1, reel_normal: 2 } as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        (sales, services, more) => {
          expect(rank[lowestIncomeRegime(sales + more, services, t)]).toBeGreaterThanOrEqual(
            rank[lowestIncomeRegime(sales, services, t)],
          );
          expect(rank[lowestVatRegime(sales, services + more, 0, t)]).toBeGreaterThanOrEqual(
            rank[lowestVatRegime(sales, services, 0, t)],
          );
        },
      ),
    );
  });

  it('annualises short and long years', () => {
    expect(monthsOf({ start: 20240101, end: 20241231 })).toBe(12);
    expect(monthsOf({ start: 20240701, end: 20251231 })).toBe(18);
    expect(thresholdsFor(2025).franchiseSales).toBe(85_000);
  });
});
