/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  BillingAddToCartDocument,
  BillingFecOffersDocument,
  BillingUnlockFecDocument,
} from '../../../__generated__/graphql';
import {
  A,
  analysesMock,
  analysis,
  control,
  controlsMock,
  detailMock,
  FOLDER,
} from '../../analyses/testing/fixtures';
import AnalysisPage from '../../analyses/pages/AnalysisPage';
import { renderWithProviders } from '../../../testing/render';
import { cart, cartItem, graphqlError, member, payer } from '../testing/fixtures';

const FEC = `f${A.slice(1)}`;
const lockedAnalysis = () => {
  const a = analysis(A, 'DONE', { locked: true });
  return { ...a, fecs: [{ ...a.fecs[0], locked: true }] };
};
const offersMock = (available = true, reason: string | null = null) => ({
  request: { query: BillingFecOffersDocument, variables: { fecUuid: FEC } },
  result: {
    data: {
      fecOffers: {
        __typename: 'FecOffers',
        fecUuid: FEC,
        lineCount: 42000,
        currentOffer: 'decouverte',
        locked: true,
        options: [
          {
            __typename: 'FecOfferOption',
            offer: { __typename: 'Offer', code: 'analyse-complete', kind: 'FEC', name: 'Analyse complète' },
            priceHtCents: 8900,
            available,
            reason,
          },
        ],
      },
    },
  },
  maxUsageCount: 5,
});
const lockedControls = [
  control('EQ-ECR', 'Écriture déséquilibrée', 'equilibres', 'ERROR', { amount: null, locked: true }),
  control('EQ-GLB', 'Balance déséquilibrée', 'equilibres', 'OK', { amount: null, locked: true }),
];
const routes = [
  { path: '/mes-dossiers/:folderUuid/analyse/:moduleAction/:analysisUuid', element: <AnalysisPage /> },
  { path: '/panier', element: <p>Page du panier</p> },
];
const path = `/mes-dossiers/${FOLDER}/analyse/synthese/${A}`;
const plain = (s: string | null) => (s ?? '').replace(/[\u202f\u00a0]/g, ' ');

describe('locked results (spec §4)', () => {
  it('shows the synthesis with the banner and the full-analysis price', async () => {
    renderWithProviders(routes, {
      path,
      session: payer,
      mocks: [analysesMock([A], [lockedAnalysis()], { maxUsageCount: 5 }), offersMock()],
    });
    const banner = await screen.findByRole('region', { name: /Résultats verrouillés/ });
    expect(within(banner).getByText('Résultats verrouillés (offre Découverte)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Synthèse des résultats par catégorie' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Débloquer avec mes crédits' })).toBeTruthy();
    const buy = await within(banner).findByRole('button', { name: /Acheter l'analyse complète — 89,00/ });
    expect(plain(buy.textContent)).toBe("Acheter l'analyse complète — 89,00 € HT");
  });

  it("shows the API's exact message when credits are short", async () => {
    const message =
      'Crédits insuffisants : vous disposez de 20 000 crédits lignes, il en faut 42 000 pour débloquer ce FEC.';
    renderWithProviders(routes, {
      path,
      session: payer,
      mocks: [
        analysesMock([A], [lockedAnalysis()], { maxUsageCount: 5 }),
        offersMock(),
        {
          request: { query: BillingUnlockFecDocument, variables: { fecUuid: FEC } },
          error: graphqlError(message, 'PAYMENT_REQUIRED'),
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Débloquer avec mes crédits' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Débloquer' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('unlocks with credits and tells what was consumed', async () => {
    const unlocked = analysis(A, 'DONE');
    renderWithProviders(routes, {
      path,
      session: payer,
      mocks: [
        analysesMock([A], [lockedAnalysis()]),
        offersMock(),
        {
          request: { query: BillingUnlockFecDocument, variables: { fecUuid: FEC } },
          result: {
            data: {
              unlockFec: {
                __typename: 'UnlockFecPayload',
                fec: { __typename: 'Fec', uuid: FEC, locked: false, offer: 'analyse-complete' },
                consumed: [{ __typename: 'CreditConsumption', type: 'FILE', amount: 1, fromNetwork: false }],
              },
            },
          },
        },
        analysesMock([A], [unlocked], { maxUsageCount: 5 }),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Débloquer avec mes crédits' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Débloquer' }));
    const done = await screen.findByText(/est débloqué/);
    expect(plain(done.textContent)).toContain('(crédits consommés : 1 fichier)');
    await waitFor(() => expect(screen.queryByRole('region', { name: /Résultats verrouillés/ })).toBeNull());
  });

  it('adds the full analysis to the cart and opens it', async () => {
    const { router } = renderWithProviders(routes, {
      path,
      session: payer,
      mocks: [
        analysesMock([A], [lockedAnalysis()], { maxUsageCount: 5 }),
        offersMock(),
        {
          request: {
            query: BillingAddToCartDocument,
            variables: { input: { offerCode: 'analyse-complete', fecUuid: FEC } },
          },
          result: { data: { addToCart: cart([cartItem({ fecUuid: FEC })]) } },
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: /Acheter l'analyse complète — 89,00/ }));
    expect(await screen.findByText('Page du panier')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/panier');
    expect(sessionStorage.getItem('fecana_billing_after_payment')).toBe(path);
  });

  it('disables the purchase of a too-old analysis with the reason', async () => {
    const reason =
      "Cette offre est désactivée : l'analyse de ce FEC date de plus de 180 jours. Relancez l'analyse avant d'acheter.";
    renderWithProviders(routes, {
      path,
      session: payer,
      mocks: [analysesMock([A], [lockedAnalysis()], { maxUsageCount: 5 }), offersMock(false, reason)],
    });
    expect(await screen.findByText(reason)).toBeTruthy();
    const buy = screen.getByRole('button', { name: /Acheter l'analyse complète/ }) as HTMLButtonElement;
    expect(buy.disabled).toBe(true);
  });

  it('never shows 0 for a locked amount, and no CSV export', async () => {
    renderWithProviders(routes, {
      path: `/mes-dossiers/${FOLDER}/analyse/detail/${A}?controle=EQ-ECR`,
      session: payer,
      mocks: [
        analysesMock([A], [lockedAnalysis()], { maxUsageCount: 5 }),
        offersMock(),
        { ...controlsMock([A], { [A]: lockedControls }), maxUsageCount: 5 },
        detailMock(
          A,
          'EQ-ECR',
          { rows: [], locked: true, truncatedMessage: null, total: 1500 },
          { maxUsageCount: 5 },
        ),
      ],
    });
    const detail = await screen.findByRole('table', { name: 'Résultat du contrôle' });
    expect(within(detail).getByRole('img', { name: 'Montant verrouillé' })).toBeTruthy();
    expect(within(detail).queryByText(/0,00/)).toBeNull();
    expect(await screen.findByText(/débloquez-le pour voir le détail des lignes/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Exporter toutes les lignes en CSV/ })).toBeNull();
  });

  it('tells a Member they may not pay', async () => {
    renderWithProviders(routes, {
      path,
      session: member,
      mocks: [analysesMock([A], [lockedAnalysis()], { maxUsageCount: 5 })],
    });
    const banner = await screen.findByRole('region', { name: /Résultats verrouillés/ });
    expect(
      within(banner).getByText(/Vous n'avez pas le droit de faire des paiements sur les FEC/),
    ).toBeTruthy();
    expect(within(banner).queryByRole('button', { name: 'Débloquer avec mes crédits' })).toBeNull();
  });
});
