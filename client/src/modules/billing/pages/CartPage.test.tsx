/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BillingCheckoutDocument, BillingOrderDocument } from '../../../__generated__/graphql';
import { renderWithProviders } from '../../../testing/render';
import {
  CARD,
  OLD_CARD,
  ORDER,
  address,
  cart,
  cartItem,
  cartMock,
  graphqlError,
  member,
  method,
  order,
  payer,
  setupMock,
} from '../testing/fixtures';
import { browser } from '../utils/browser';
import CartPage from './CartPage';

const routes = [{ path: '/panier', element: <CartPage /> }];
const plain = (s: string | null) => (s ?? '').replace(/[\u202f\u00a0]/g, ' ');

const checkoutMock = (result: ReturnType<typeof order> | Error) => ({
  request: {
    query: BillingCheckoutDocument,
    variables: { input: { paymentMethodUuid: CARD, termsAccepted: true, expectedTotalTtcCents: 10680 } },
  },
  ...(result instanceof Error ? { error: result } : { result: { data: { checkout: result } } }),
});

async function acceptAndPay() {
  fireEvent.click(await screen.findByLabelText(/J'accepte les conditions générales de vente/));
  fireEvent.click(screen.getByRole('button', { name: /Payer/ }));
}

afterEach(() => jest.restoreAllMocks());

describe('cart page (spec §2 « Cart and payment »)', () => {
  it('shows items HT, VAT and TTC, unavailable items with their reason, expired methods disabled', async () => {
    const stale = cartItem({
      uuid: 'i-2',
      fecName: 'ancien.txt',
      available: false,
      reason:
        "Cette offre est désactivée : l'analyse de ce FEC date de plus de 180 jours. Relancez l'analyse avant d'acheter.",
    });
    renderWithProviders(routes, {
      path: '/panier',
      session: payer,
      mocks: [
        cartMock(cart([cartItem(), stale])),
        setupMock([
          method(),
          method({ uuid: OLD_CARD, name: 'Visa •••• 0002', expired: true, isDefault: false }),
        ]),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Panier' })).toBeTruthy();
    const items = screen.getByRole('table', { name: 'Articles du panier' });
    expect(within(items).getAllByText('Analyse complète')).toHaveLength(2);
    expect(within(items).getByText('Indisponible')).toBeTruthy();
    expect(within(items).getByText(/date de plus de 180 jours/)).toBeTruthy();
    expect(plain(within(items).getAllByText(/€ HT/)[0].textContent)).toBe('89,00 € HT');
    expect(plain(screen.getByTestId('cart-total-ttc').textContent)).toBe('213,60 € TTC');
    expect(screen.getByText(/TVA \(20/)).toBeTruthy();
    expect((screen.getByLabelText('Visa •••• 0002 (expirée)') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Visa •••• 4242') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('expirée')).toBeTruthy();
    expect(plain(screen.getByRole('button', { name: /Payer/ }).textContent)).toBe('Payer 213,60 € TTC');
    // Paying is refused until the unavailable item is removed.
    fireEvent.click(screen.getByLabelText(/J'accepte les conditions générales de vente/));
    fireEvent.click(screen.getByRole('button', { name: /Payer/ }));
    expect(
      await screen.findByText('Retirez du panier les articles indisponibles avant de payer.'),
    ).toBeTruthy();
  });

  it('asks for the terms, then pays and offers the invoice', async () => {
    renderWithProviders(routes, {
      path: '/panier',
      session: payer,
      mocks: [cartMock(), setupMock(), checkoutMock(order('SUCCEEDED')), cartMock(cart([]))],
    });
    fireEvent.click(await screen.findByRole('button', { name: /Payer 106,80/ }));
    expect(await screen.findByText('Vous devez accepter les conditions générales de vente.')).toBeTruthy();
    await acceptAndPay();
    expect(await screen.findByRole('heading', { name: 'Paiement accepté' })).toBeTruthy();
    const download = screen.getByRole('link', { name: 'Télécharger la facture F-000001' });
    expect(download.getAttribute('href')).toBe('/download/invoices/77777777-7777-4777-8777-777777777777.pdf');
    expect(screen.getByRole('link', { name: 'Retour à mes analyses' }).getAttribute('href')).toBe(
      '/mes-dossiers/-1',
    );
  });

  it('asks for a complete billing address before paying', async () => {
    renderWithProviders(routes, {
      path: '/panier',
      session: payer,
      mocks: [cartMock(), setupMock([method()], address({ complete: false, city: null }))],
    });
    expect(await screen.findByTestId('address-incomplete')).toBeTruthy();
    await acceptAndPay();
    await waitFor(() => expect(screen.getAllByText(/Adresse incomplète\./)).toHaveLength(2));
    expect((screen.getByRole('button', { name: 'Ajouter une carte' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows a cart under payment as « paiement en cours »: nothing to pay again nor remove (issue 34)', async () => {
    renderWithProviders(routes, {
      path: '/panier',
      session: payer,
      mocks: [
        cartMock(cart([cartItem()], { paymentInProgress: true, pendingOrderUuid: ORDER })),
        setupMock(),
      ],
    });
    expect(await screen.findByTestId('cart-payment-in-progress')).toBeTruthy();
    expect(screen.getByText(/Paiement en cours : ce panier est réservé à la commande en cours/)).toBeTruthy();
    const button = screen.getByTestId('pay-button') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Paiement en cours');
    expect((screen.getByRole('button', { name: /Retirer du panier/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('follows a SEPA debit: pending, then paid (polling the order)', async () => {
    renderWithProviders(routes, {
      path: '/panier',
      session: payer,
      mocks: [
        cartMock(),
        setupMock(),
        checkoutMock(order('PROCESSING', { paymentMethodType: 'SEPA_DEBIT' })),
        {
          request: { query: BillingOrderDocument, variables: { uuid: ORDER } },
          result: { data: { order: order('PROCESSING', { paymentMethodType: 'SEPA_DEBIT' }) } },
        },
        {
          request: { query: BillingOrderDocument, variables: { uuid: ORDER } },
          result: { data: { order: order('SUCCEEDED', { paymentMethodType: 'SEPA_DEBIT' }) } },
          maxUsageCount: 10,
        },
      ],
    });
    await acceptAndPay();
    expect(await screen.findByText('Prélèvement en cours de traitement')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Paiement accepté' }, { timeout: 6000 })).toBeTruthy();
    expect(screen.queryByText('Prélèvement en cours de traitement')).toBeNull();
  });

  it('shows a refusal and keeps the cart', async () => {
    renderWithProviders(routes, {
      path: '/panier',
      session: payer,
      mocks: [
        cartMock(),
        setupMock(),
        checkoutMock(
          order('FAILED', {
            message: 'Paiement refusé par votre banque. Essayez un autre moyen de paiement.',
          }),
        ),
      ],
    });
    await acceptAndPay();
    const failed = await screen.findByTestId('order-failed');
    expect(failed.textContent).toContain(
      'Paiement refusé par votre banque. Essayez un autre moyen de paiement.',
    );
    expect(screen.getByRole('table', { name: 'Articles du panier' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Payer/ })).toBeTruthy();
  });

  it("shows the API's message when the cart changed", async () => {
    renderWithProviders(routes, {
      path: '/panier',
      session: payer,
      mocks: [
        cartMock(),
        setupMock(),
        checkoutMock(
          graphqlError('Le panier a changé : vérifiez le nouveau total avant de payer.', 'CONFLICT'),
        ),
      ],
    });
    await acceptAndPay();
    expect(
      await screen.findByText('Le panier a changé : vérifiez le nouveau total avant de payer.'),
    ).toBeTruthy();
  });

  it("opens the bank's authentication page when the payment requires it", async () => {
    const go = jest.spyOn(browser, 'go').mockImplementation(() => undefined);
    renderWithProviders(routes, {
      path: '/panier',
      session: payer,
      mocks: [
        cartMock(),
        setupMock(),
        checkoutMock(order('REQUIRES_ACTION', { redirectUrl: '/paiement/bac-a-sable/ref-3ds' })),
      ],
    });
    await acceptAndPay();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/paiement/bac-a-sable/ref-3ds'));
  });

  it('shows the outcome of /panier?commande= after the authentication page', async () => {
    renderWithProviders(routes, {
      path: `/panier?commande=${ORDER}`,
      session: payer,
      mocks: [
        cartMock(cart([])),
        setupMock(),
        {
          request: { query: BillingOrderDocument, variables: { uuid: ORDER } },
          result: { data: { order: order('SUCCEEDED') } },
          maxUsageCount: 10,
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Paiement accepté' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Télécharger la facture F-000001' })).toBeTruthy();
  });

  it('tells a user who may not pay to contact the account administrator', async () => {
    renderWithProviders(routes, { path: '/panier', session: member });
    const notice = await screen.findByTestId('pay-forbidden');
    expect(notice.textContent).toContain("Vous n'avez pas le droit de faire des paiements sur les FEC");
    expect(notice.textContent).toContain("Contactez l'administrateur de votre compte");
    expect(screen.queryByRole('button', { name: /Payer/ })).toBeNull();
  });
});
