/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SetReviewDocument } from '../../../__generated__/graphql';
import { createCache } from '../../../app/apollo';
import { renderWithProviders } from '../../../testing/render';
import {
  ANALYSIS,
  CONTROL,
  colleaguesMock,
  controlReviewMock,
  finding,
  findingsMock,
  person,
  review,
  reviewer,
} from '../testing/review-fixtures';
import { ControlReviewPanel } from './ControlReviewPanel';

const manager = reviewer({ write: true, assign: true, signoff: true });

describe("a control's review", () => {
  it('asks a justification for « Justifié » before sending, in French', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ControlReviewPanel analysisUuid={ANALYSIS} controlId={CONTROL} />, {
      session: manager,
      cache: createCache(),
      mocks: [controlReviewMock(review()), findingsMock([]), colleaguesMock],
    });
    const region = await screen.findByRole('region', { name: 'Revue du contrôle' });
    expect(within(region).getByText(/personne ne s'est encore prononcé/)).toBeTruthy();
    const select = within(region).getByRole('combobox', { name: 'Statut du contrôle' });
    // The five statuses.
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'À examiner',
      'Justifié',
      'Anomalie confirmée',
      'Corrigée par le client',
      'Non applicable',
    ]);
    await user.selectOptions(select, 'JUSTIFIED');
    await user.click(within(region).getByRole('button', { name: 'Enregistrer la revue' }));
    expect(await within(region).findByText('Veuillez saisir une justification.')).toBeTruthy();
    expect(within(region).getByRole('textbox', { name: /Justification du contrôle/ })).toHaveProperty(
      'required',
      true,
    );
  });

  it('shows who set it, that it was carried over, the assignee and the history', async () => {
    const carried = review({
      uuid: 'r1',
      status: 'JUSTIFIED',
      statusLabel: 'Justifié',
      justification: 'Mail du client',
      setBy: person('u1', 'Anne Martin'),
      setAt: '2026-12-01T10:00:00Z',
      setInAnalysisUuid: 'old',
      carriedOver: true,
      assignee: person('u2', 'Louise Martin'),
      assignedBy: person('u1', 'Anne Martin'),
      assignedAt: '2026-12-01T10:05:00Z',
    });
    const history = [
      {
        __typename: 'ReviewHistoryEntry',
        uuid: 'h1',
        kind: 'STATUS',
        statusLabel: 'Justifié',
        justification: 'Mail du client',
        assignee: null,
        actor: person('u1', 'Anne Martin'),
        onBehalf: false,
        at: '2026-12-01T10:00:00Z',
      },
    ];
    renderWithProviders(<ControlReviewPanel analysisUuid={ANALYSIS} controlId={CONTROL} />, {
      session: reviewer({ write: true }),
      cache: createCache(),
      mocks: [controlReviewMock(carried, { history }), findingsMock([])],
    });
    const region = await screen.findByRole('region', { name: 'Revue du contrôle' });
    expect(within(region).getByText(/Justifié — Anne Martin, le 01\/12\/2026/)).toBeTruthy();
    expect(within(region).getByText(/repris d'une analyse précédente|repris de l'analyse du/)).toBeTruthy();
    // A Member does not assign: the assignee is only read.
    expect(within(region).getByText('Affecté à : Louise Martin')).toBeTruthy();
    expect(within(region).getByText('Historique (1)')).toBeTruthy();
    expect(within(region).getByRole('list', { name: 'Historique de la revue du contrôle' })).toBeTruthy();
  });

  it('is read-only, with a French note, once the review is signed off', async () => {
    renderWithProviders(<ControlReviewPanel analysisUuid={ANALYSIS} controlId={CONTROL} />, {
      session: manager,
      cache: createCache(),
      mocks: [controlReviewMock(review(), { signedOff: true }), findingsMock([finding('k1', 'NEW')])],
    });
    const region = await screen.findByRole('region', { name: 'Revue du contrôle' });
    expect(within(region).getByText(/La revue de ce dossier a été validée/)).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Enregistrer la revue' })).toBeNull();
    expect(within(region).queryByRole('combobox', { name: 'Affecté à' })).toBeNull();
    expect(await within(region).findByText('Nouveau')).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Appliquer à la sélection' })).toBeNull();
    expect(within(region).queryByRole('checkbox')).toBeNull();
  });
});

describe('findings of a control', () => {
  it('marks new and unchanged findings and applies a status to a selection', async () => {
    const user = userEvent.setup();
    const setReview = jest.fn(() => ({
      data: {
        setReview: [{ ...review({ uuid: 'f1', status: 'CONFIRMED', statusLabel: 'Anomalie confirmée' }) }],
      },
    }));
    renderWithProviders(<ControlReviewPanel analysisUuid={ANALYSIS} controlId={CONTROL} />, {
      session: manager,
      cache: createCache(),
      mocks: [
        controlReviewMock(review()),
        findingsMock([finding('k1', 'NEW'), finding('k2', 'UNCHANGED')]),
        colleaguesMock,
        {
          request: {
            query: SetReviewDocument,
            variables: {
              analysisUuid: ANALYSIS,
              controlId: CONTROL,
              findingKeys: ['k2'],
              status: 'CONFIRMED',
              justification: null,
            },
          },
          result: setReview,
        },
        findingsMock([finding('k1', 'NEW'), finding('k2', 'UNCHANGED')]),
      ],
    });
    const findings = await screen.findByRole('region', { name: 'Constats (2)' });
    expect(within(findings).getByText('Nouveau')).toBeTruthy();
    expect(within(findings).getByText('Inchangé')).toBeTruthy();
    const apply = within(findings).getByRole('button', { name: 'Appliquer à la sélection' });
    expect(apply).toHaveProperty('disabled', true);
    await user.click(within(findings).getByRole('checkbox', { name: /^Sélectionner le constat VE k2/ }));
    expect(within(findings).getByText('1 constat sélectionné')).toBeTruthy();
    await user.selectOptions(
      within(findings).getByRole('combobox', { name: 'Statut à appliquer' }),
      'CONFIRMED',
    );
    await user.click(apply);
    await waitFor(() => expect(setReview).toHaveBeenCalled());
    expect(await within(findings).findByText('Statut appliqué à 1 constat.')).toBeTruthy();
  });
});
