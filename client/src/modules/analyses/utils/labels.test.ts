// The engine's catalogue, read here only to keep the client's labels and rules in step with it.
import { DIAGNOSTIC_CODES, isTesterRule } from '../../../../../engine/src/validate/codes';
import { CYCLE_LABELS, cycleLabel, diagnosticLabel, isBeyondTester } from './labels';

const CODES = Object.keys(DIAGNOSTIC_CODES);

describe('format diagnostics: labels and rules', () => {
  it('has a French label for every code of the engine', () => {
    expect(CODES.filter((code) => diagnosticLabel(code) === code)).toEqual([]);
    expect(diagnosticLabel('montant-negatif')).toBe('Montant négatif en débit ou en crédit');
    expect(diagnosticLabel('DATE_IMPOSSIBLE')).toMatch(/^Jour qui n'existe pas dans le mois/);
  });

  it('tells the rules beyond the official tool exactly as the engine does', () => {
    expect(CODES.filter((code) => isBeyondTester(code) === isTesterRule(code))).toEqual([]);
    expect(isBeyondTester('date-hors-exercice')).toBe(true);
    expect(isBeyondTester('MONTANT_POINT')).toBe(false);
  });

  it('never calls « au-delà » a rule the tester reported for this file', () => {
    expect(isBeyondTester('MONTANT_ARRONDI')).toBe(true);
    expect(isBeyondTester('MONTANT_ARRONDI', ['ENTETE_CR', 'MONTANT_ARRONDI'])).toBe(false);
    expect(isBeyondTester('montant-arrondi', ['MONTANT_ARRONDI'])).toBe(false);
  });
});

describe('cycles: labels', () => {
  it('has a French label for every cycle of the engine catalogue', async () => {
    const { CONTROLS } = await import('../../../../../engine/src/controls/catalogue');
    const cycles = [...new Set(CONTROLS.map((c) => c.cycle as string))];
    expect(cycles.length).toBeGreaterThan(3);
    expect(cycles.filter((cycle) => !(cycle in CYCLE_LABELS))).toEqual([]);
    expect(cycleLabel('cloture')).toBe('Clôture des comptes');
  });
});
