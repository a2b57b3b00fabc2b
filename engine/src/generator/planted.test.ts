import { runAllControls } from '../controls/testing';
import type { ControlOutcome } from '../model';
import { SUPPORTED_ANOMALIES } from './anomaly-ids';
import { generateFec } from './generate';

/**
 * The generator against the real control catalogue: a clean file leaves every control silent, and
 * each planted anomaly fires its own control on the planted lines and nothing else (except the side
 * effects the manifest declares).
 */

const NOT_APPLICABLE = new Set(['AN-CONTINUITE']); // needs the previous year's file
const FIRST_YEAR_NA = new Set(['AN-TETE', 'AN-CONTENU', 'AN-CONTINUITE', 'EXTOURNE']);

function silent(outcomes: Record<string, ControlOutcome>, na: Set<string>): string[] {
  return Object.entries(outcomes)
    .filter(([id, o]) => !(o.result === 'OK' || (o.result === 'NA' && na.has(id))))
    .map(([id, o]) => `${id}: ${o.result} ${o.reason ?? ''} ${JSON.stringify(o.rows.slice(0, 2))}`);
}

describe('clean generated files leave every control silent', () => {
  it.each([1, 2])('seed %i, 20,000 lines', (seed) => {
    const { lines } = generateFec({ seed, targetLines: 20_000 });
    expect(silent(runAllControls([...lines]), NOT_APPLICABLE)).toEqual([]);
  });

  it('first year (no à-nouveaux)', () => {
    const { lines } = generateFec({ seed: 3, targetLines: 12_000, firstYear: true });
    expect(silent(runAllControls([...lines], { firstYear: true }), FIRST_YEAR_NA)).toEqual([]);
  });
});

describe('each planted anomaly fires its control, on its lines, and only it', () => {
  const seed = 11;
  const size = 8_000;
  const clean = runAllControls([...generateFec({ seed, targetLines: size }).lines]);

  it.each(SUPPORTED_ANOMALIES.map((id) => [id]))('%s', (id) => {
    const { lines, manifest } = generateFec({ seed, targetLines: size, anomalies: [id] });
    const outcomes = runAllControls([...lines]);
    const planted = manifest.anomalies[0];
    expect(planted.planted).toBe(true);

    const own = outcomes[id];
    expect(own.result).not.toBe('OK');
    expect(own.result).not.toBe('NA');
    if (!planted.global) {
      const rowLines = own.rows.map((r) => r.line).filter((l) => l > 0);
      expect(planted.lines.length).toBeGreaterThan(0);
      expect(rowLines.some((l) => planted.lines.includes(l))).toBe(true);
      expect(rowLines.filter((l) => !planted.lines.includes(l))).toEqual([]);
    }

    const changed = Object.entries(outcomes)
      .filter(([other]) => other !== id && !planted.alsoTriggers.includes(other as never))
      .filter(([other, o]) => o.result !== clean[other].result || o.count !== clean[other].count)
      .map(
        ([other, o]) =>
          `${other}: ${clean[other].result} → ${o.result} ${JSON.stringify(o.rows.slice(0, 2))}`,
      );
    expect(changed).toEqual([]);
    for (const side of planted.alsoTriggers) expect(outcomes[side].result).not.toBe(clean[side].result);
  });
});
