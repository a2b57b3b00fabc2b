import type { ControlItem } from '../types';
import { filterControls, groupByTheme, mergeControls } from './controls';

const control = (
  controlId: string,
  theme: string,
  result: ControlItem['result'],
  label = controlId,
): ControlItem => ({
  controlId,
  label,
  theme,
  cycle: 'general',
  description: null,
  result,
  count: 0,
  amount: 0,
  total: 0,
  reason: null,
  pattern: null,
  locked: false,
});

describe('control tree data', () => {
  const merged = mergeControls([
    [control('EQ-ECR', 'equilibres', 'ERROR', 'Écriture déséquilibrée'), control('TVA-TAUX', 'tva', 'OK')],
    [control('EQ-ECR', 'equilibres', 'OK', 'Écriture déséquilibrée'), control('TVA-TAUX', 'tva', 'WARNING')],
  ]);

  it('merges the results of several analyses by control', () => {
    expect(merged.map((c) => c.results.map((r) => r?.result))).toEqual([
      ['ERROR', 'OK'],
      ['OK', 'WARNING'],
    ]);
  });

  it('filters by category (any FEC) and by accent-insensitive search', () => {
    expect(filterControls(merged, ['WARNING'], '').map((c) => c.controlId)).toEqual(['TVA-TAUX']);
    expect(filterControls(merged, [], 'desequilibree').map((c) => c.controlId)).toEqual(['EQ-ECR']);
    expect(filterControls(merged, ['NA'], '')).toEqual([]);
  });

  it('groups by theme in catalogue order with French names', () => {
    expect(groupByTheme(merged.slice().reverse()).map((g) => g.label)).toEqual(['Équilibres', 'TVA']);
  });
});
