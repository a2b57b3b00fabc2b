/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createCache } from '../../../app/apollo';
import { renderWithProviders } from '../../../testing/render';
import { ANALYSIS, reviewer, summaryMock } from '../testing/review-fixtures';
import { ReviewSummary } from './ReviewSummary';

describe('review summary of an analysis', () => {
  it('shows the progress and the changes since the previous analysis; a Member cannot sign off', async () => {
    renderWithProviders(<ReviewSummary analysisUuid={ANALYSIS} />, {
      session: reviewer({ write: true }),
      cache: createCache(),
      mocks: [summaryMock({ reviewed: 3, total: 12 })],
    });
    expect(await screen.findByText('3 contrôles revus sur 12')).toBeTruthy();
    // Not a `progressbar`: in the product that role means a loader.
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(
      screen.getByText(/^2 nouveaux constats, 5 inchangés, 1 disparu depuis l'analyse du 01\/12\/2026/),
    ).toBeTruthy();
    expect(screen.getByText('Revue non validée')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Valider la revue' })).toBeNull();
  });

  it('offers « Valider la revue » to who may sign off, after a confirmation', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReviewSummary analysisUuid={ANALYSIS} />, {
      session: reviewer({ write: true, signoff: true }),
      cache: createCache(),
      mocks: [summaryMock({ reviewed: 1, total: 12 })],
    });
    await user.click(await screen.findByRole('button', { name: 'Valider la revue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Valider la revue' });
    expect(within(dialog).getByText(/passe en lecture seule jusqu'à sa réouverture/)).toBeTruthy();
  });

  it('shows the sign-off and asks a reason to reopen it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReviewSummary analysisUuid={ANALYSIS} />, {
      session: reviewer({ write: true, signoff: true }),
      cache: createCache(),
      mocks: [summaryMock({ reviewed: 12, total: 12, signed: true })],
    });
    expect(await screen.findByText('Revue validée par Anne Martin le 07/12/2026')).toBeTruthy();
    expect(screen.getByText(/elle est en lecture seule jusqu'à sa réouverture/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Rouvrir la revue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rouvrir la revue' });
    await user.click(within(dialog).getByRole('button', { name: 'Rouvrir la revue' }));
    expect(within(dialog).getByText('Veuillez indiquer la raison de la réouverture.')).toBeTruthy();
  });

  it('says when and why a signed review was reopened', async () => {
    renderWithProviders(<ReviewSummary analysisUuid={ANALYSIS} />, {
      session: reviewer({ write: true, signoff: true }),
      cache: createCache(),
      mocks: [summaryMock({ reviewed: 12, total: 12, signed: false })],
    });
    expect(await screen.findByText(/^Revue rouverte par Anne Martin le .* : Pièce reçue/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Valider la revue' })).toBeTruthy();
  });
});
