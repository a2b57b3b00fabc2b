/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render';
import { A, analysis, control, detailMock } from '../testing/fixtures';
import type { AnalysisItem, ControlItem } from '../types';
import { mergeControls } from '../utils/controls';
import { ControlDetail } from './ControlDetail';

const renderControl = (cycle: string) => {
  const item = control('AN-TETE', 'À-nouveaux en tête', 'equilibres', 'WARNING', { cycle }) as ControlItem;
  const [merged] = mergeControls([[item]]);
  return renderWithProviders(
    <ControlDetail control={merged} analyses={[analysis(A) as unknown as AnalysisItem]} />,
    { mocks: [detailMock(A, 'AN-TETE')] },
  );
};

describe('control detail: cycle', () => {
  it.each([
    ['cloture', 'Clôture des comptes'],
    ['general', 'Contrôles généraux'],
    ['achats-fournisseurs', 'Achats et fournisseurs'],
  ])('names the cycle %s in French, never by its code', async (cycle, label) => {
    renderControl(cycle);
    const line = await screen.findByText(/Cycle :/);
    expect(line.textContent).toContain(`Cycle : ${label}`);
    expect(line.textContent).not.toMatch(new RegExp(`Cycle : ${cycle}\\b`));
  });
});
