import { SUPPORTED_ANOMALIES } from '../generator/anomaly-ids';
import { generateFec } from '../generator/generate';
import type { ControlOutcome } from '../model';
import { COMPARISON_CONTROLS, CONTROLS } from './catalogue';
import { runAllControls, summarise } from './testing';

/**
 * Issue 35: « (paramètre unnumberedShare) » reached the client's PDF. What a control says — its label and
 * explanation in the catalogue, the reason, the rows' detail and the systemic finding it produces — is
 * French for an accountant: no developer identifier. Those are camelCase (stampShare, minDeltaFloorCents);
 * the FEC's own field names, which an accountant reads in the law, are PascalCase (EcritureNum, PieceRef).
 */
const CAMEL_CASE = /\b[a-z]+(?:[A-Z][a-z0-9]*)+\b/g;

const identifiers = (texts: Array<string | null | undefined>) =>
  texts.flatMap((t) => (t ?? '').match(CAMEL_CASE) ?? []);

function outcomeTexts(outcomes: Record<string, ControlOutcome>): string[] {
  return Object.entries(outcomes).flatMap(([id, o]) =>
    identifiers([o.reason, o.pattern?.message, ...o.rows.map((r) => r.detail)]).map((w) => `${id}: ${w}`),
  );
}

describe('what the controls say has no developer identifier', () => {
  it('in the catalogue: labels and explanations', () => {
    const found = [...CONTROLS, ...COMPARISON_CONTROLS].flatMap((c) =>
      identifiers([c.label, c.description]).map((w) => `${c.id}: ${w}`),
    );
    expect(found).toEqual([]);
    for (const c of [...CONTROLS, ...COMPARISON_CONTROLS]) expect(c.description).not.toMatch(/paramètre/);
  });

  it('in the reasons, findings and rows produced on a generated file with every plantable anomaly', () => {
    const { lines } = generateFec({ seed: 35, targetLines: 6_000, anomalies: [...SUPPORTED_ANOMALIES] });
    const outcomes = runAllControls([...lines]);
    expect(Object.values(outcomes).filter((o) => o.result !== 'OK').length).toBeGreaterThan(20);
    expect(outcomeTexts(outcomes)).toEqual([]);
  });

  it('in the file-wide findings: no numbering, one validation date everywhere, a first year', () => {
    // EcritureNum « 0 » on every line and one ValidDate: NUMEROTATION-ABSENTE, the export date.
    const { lines } = generateFec({ seed: 36, targetLines: 3_000, firstYear: true });
    const flattened = [...lines].map((l) => ({ ...l, ecritureNum: '0', validDate: 20250110 }));
    const outcomes = runAllControls(flattened, { firstYear: true });
    expect(Object.values(outcomes).some((o) => o.pattern)).toBe(true);
    expect(outcomeTexts(outcomes)).toEqual([]);
  });

  it('in the comparison of several years and of several companies', () => {
    const year = (seed: number, start: number, end: number) =>
      summarise([...generateFec({ seed, targetLines: 2_000, fiscalYear: { start, end } }).lines], {
        fiscalYear: { start, end },
      });
    const n1 = year(1, 20230101, 20231231);
    const n = { ...year(2, 20240101, 20241231), siren: n1.siren };
    const other = { ...year(3, 20240101, 20241231), siren: '542051180' };
    const outcomes: Record<string, ControlOutcome> = {};
    for (const [name, summaries] of [
      ['years', [n1, n]],
      ['companies', [n, other]],
    ] as const)
      for (const c of COMPARISON_CONTROLS)
        outcomes[`${name} ${c.id}`] = c.compare([...summaries], { ...c.params }, 1000);
    expect(outcomeTexts(outcomes)).toEqual([]);
  });
});
