/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Navigate } from 'react-router';
import {
  BillingAddToCartDocument,
  BillingCompletePaymentMethodSetupDocument,
  BillingCreditMovementsDocument,
  BillingCreditsDocument,
  BillingInvoicesDocument,
  BillingOffersDocument,
  BillingRequestRefundDocument,
  BillingSandboxAuthenticateDocument,
  BillingSandboxStepDocument,
  BillingSandboxSubmitSetupDocument,
  BillingStartPaymentMethodSetupDocument,
  BillingUpdateAddressDocument,
} from '../../../__generated__/graphql';
import { baseMe, renderWithProviders, testSession } from '../../../testing/render';
import AccountLayout from '../../account/pages/AccountLayout';
import {
  address,
  cart,
  cartItem,
  creditNote,
  graphqlError,
  invoice,
  member,
  method,
  order,
  ORDER,
  payer,
  sepaInvoice,
  setupMock,
} from '../testing/fixtures';
import { browser } from '../utils/browser';
import BillingLayout from './BillingLayout';
import CreditsPage from './CreditsPage';
import InvoicesPage from './InvoicesPage';
import PaymentMethodsPage from './PaymentMethodsPage';
import SandboxPaymentPage from './SandboxPaymentPage';
import SubscribePage from './SubscribePage';

const plain = (s: string | null) => (s ?? '').replace(/[\u202f\u00a0]/g, ' ');
afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

const offer = (
  code: string,
  kind: 'FREE' | 'FEC' | 'PACK',
  name: string,
  extra: Record<string, unknown> = {},
) => ({
  __typename: 'Offer',
  code,
  kind,
  name,
  description: `Description de ${name}`,
  features: [],
  priceHtCents: null,
  priceTiers: [],
  credits: [],
  ...extra,
});
const tier = (maxLines: number | null, priceHtCents: number) => ({
  __typename: 'OfferPriceTier',
  maxLines,
  priceHtCents,
});
const offersMock = {
  request: { query: BillingOffersDocument },
  result: {
    data: {
      offers: [
        offer('decouverte', 'FREE', 'Découverte', {
          credits: [
            { __typename: 'OfferCredit', type: 'FILE', amount: 1, validityDays: 30 },
            { __typename: 'OfferCredit', type: 'LINE', amount: 20000, validityDays: 30 },
          ],
        }),
        offer('analyse-complete', 'FEC', 'Analyse complète', {
          priceTiers: [
            tier(10000, 4900),
            tier(50000, 8900),
            tier(200000, 14900),
            tier(1000000, 24900),
            tier(null, 39900),
          ],
        }),
        offer('pack-dossiers-5', 'PACK', 'Pack 5 dossiers', {
          priceHtCents: 19900,
          credits: [{ __typename: 'OfferCredit', type: 'DOSSIER', amount: 5, validityDays: 365 }],
        }),
      ],
    },
  },
  maxUsageCount: 5,
};

describe("« S'abonner » (spec §2)", () => {
  it('lists the offers with their tiers HT and adds a pack to the cart', async () => {
    const { router } = renderWithProviders(
      [
        { path: '/abonnement', element: <SubscribePage /> },
        { path: '/panier', element: <p>Page du panier</p> },
      ],
      {
        path: '/abonnement',
        session: payer,
        mocks: [
          offersMock,
          {
            request: {
              query: BillingAddToCartDocument,
              variables: { input: { offerCode: 'pack-dossiers-5', fecUuid: null } },
            },
            result: {
              data: {
                addToCart: cart([
                  cartItem({ fecUuid: null, fecName: null, lineCount: null, priceHtCents: 19900 }),
                ]),
              },
            },
          },
        ],
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: "S'abonner" })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Offres par FEC' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Packs de crédits' })).toBeTruthy();
    const tiers = screen.getByRole('table', { name: /Prix de l'offre Analyse complète/ });
    expect(within(tiers).getAllByRole('row')).toHaveLength(6);
    expect(plain(within(tiers).getByText(/Au-delà de 1/).textContent)).toBe('Au-delà de 1 000 000 lignes');
    expect(plain(within(tiers).getAllByText(/€ HT/)[1].textContent)).toBe('89,00 € HT');
    expect(plain(screen.getByRole('article', { name: 'Découverte' }).textContent)).toContain(
      '20 000 lignes valables 30 jours',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier : Pack 5 dossiers' }));
    expect(await screen.findByText('Page du panier')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/panier');
  });

  it('shows the catalogue without pay buttons to a Member', async () => {
    renderWithProviders([{ path: '/abonnement', element: <SubscribePage /> }], {
      path: '/abonnement',
      session: member,
      mocks: [offersMock],
    });
    expect(await screen.findByRole('article', { name: 'Pack 5 dossiers' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Ajouter au panier/ })).toBeNull();
    expect(screen.getByTestId('pay-forbidden')).toBeTruthy();
  });
});

const accountRoutes = [
  {
    path: '/mon-compte',
    element: <AccountLayout />,
    children: [
      {
        path: 'facturation',
        element: <BillingLayout />,
        children: [
          { index: true, element: <Navigate to="/mon-compte/facturation/factures" replace /> },
          { path: 'factures', element: <InvoicesPage /> },
          { path: 'credits', element: <CreditsPage /> },
          { path: 'moyens-de-paiement', element: <PaymentMethodsPage /> },
        ],
      },
    ],
  },
  { path: '/panier', element: <p>Page du panier</p> },
];

describe('billing centre (spec §2 « Billing centre »)', () => {
  it('redirects to the invoices, lists them with TTC, paid date and download', async () => {
    const { router } = renderWithProviders(accountRoutes, {
      path: '/mon-compte/facturation',
      session: payer,
      mocks: [
        {
          request: { query: BillingInvoicesDocument, variables: { limit: 20, offset: 0 } },
          result: {
            data: {
              invoices: {
                __typename: 'InvoicePage',
                items: [invoice],
                pageInfo: { __typename: 'PageInfo', total: 1, limit: 20, offset: 0, hasNextPage: false },
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByRole('tab', { name: 'Centre de facturation' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Factures' });
    expect(router.state.location.pathname).toBe('/mon-compte/facturation/factures');
    expect(within(table).getByText('Facture F-000001')).toBeTruthy();
    expect(plain(within(table).getByText(/€ TTC/).textContent)).toBe('106,80 € TTC');
    expect(within(table).getByText('04/03/2025')).toBeTruthy();
    expect(
      within(table).getByRole('link', { name: 'Télécharger Facture F-000001 (PDF)' }).getAttribute('href'),
    ).toBe(invoice.downloadUrl);
  });

  const invoicesMock = (items: unknown[]) => ({
    request: { query: BillingInvoicesDocument, variables: { limit: 20, offset: 0 } },
    result: {
      data: {
        invoices: {
          __typename: 'InvoicePage',
          items,
          pageInfo: { __typename: 'PageInfo', total: items.length, limit: 20, offset: 0, hasNextPage: false },
        },
      },
    },
  });

  it('refunds a SEPA debit after confirmation: the credit note appears (spec §9)', async () => {
    renderWithProviders(accountRoutes, {
      path: '/mon-compte/facturation/factures',
      session: payer,
      mocks: [
        invoicesMock([sepaInvoice]),
        {
          request: { query: BillingRequestRefundDocument, variables: { orderUuid: ORDER } },
          result: {
            data: {
              requestRefund: order('REFUNDED', {
                paymentMethodType: 'SEPA_DEBIT',
                paidAt: invoice.paidAt,
                invoice,
              }),
            },
          },
        },
        invoicesMock([creditNote, invoice]),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Factures' });
    fireEvent.click(
      within(table).getByRole('button', { name: 'Demander le remboursement de la facture F-000001' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Demander le remboursement' });
    const text = plain(dialog.textContent);
    expect(text).toContain('106,80 € TTC');
    expect(text).toContain('un avoir sera émis');
    expect(text).toContain("repassent sous l'offre Découverte");
    expect(text).toContain('crédits restants des packs achetés sont supprimés');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Demander le remboursement' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Remboursement demandé pour la facture F-000001 : un avoir a été émis.',
    );
    const after = screen.getByRole('table', { name: 'Factures' });
    expect(await within(after).findByText('Avoir AV-000001')).toBeTruthy();
    expect(plain(within(after).getAllByText(/€ TTC/)[0].textContent)).toBe('-106,80 € TTC');
    expect(within(after).queryByRole('button', { name: /Demander le remboursement/ })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the API's French message when the refund is refused", async () => {
    const late =
      "Le remboursement d'un prélèvement peut être demandé dans les 8 semaines suivant le paiement.";
    renderWithProviders(accountRoutes, {
      path: '/mon-compte/facturation/factures',
      session: payer,
      mocks: [
        invoicesMock([sepaInvoice]),
        {
          request: { query: BillingRequestRefundDocument, variables: { orderUuid: ORDER } },
          error: graphqlError(late, 'CONFLICT'),
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: /Demander le remboursement de la facture/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Demander le remboursement' }));
    expect((await screen.findByRole('alert')).textContent).toBe(late);
    expect(screen.getByText('Facture F-000001')).toBeTruthy();
  });

  it('offers no refund to who may read the invoices but not pay', async () => {
    const reader = testSession({
      ...baseMe,
      permissions: {
        routes: [...baseMe.permissions.routes, 'mon-compte/facturation'],
        can: { paiement: { paiementButton: { pay: false }, billing: { read: true } } },
      },
    });
    renderWithProviders(accountRoutes, {
      path: '/mon-compte/facturation/factures',
      session: reader,
      mocks: [invoicesMock([sepaInvoice])],
    });
    expect(await screen.findByText('Facture F-000001')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Demander le remboursement/ })).toBeNull();
  });

  it('hides the billing centre without paiement.billing.read', async () => {
    renderWithProviders(accountRoutes, { path: '/mon-compte/facturation/factures', session: member });
    expect(await screen.findByText("Vous n'avez pas accès à cette page.")).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Centre de facturation' })).toBeNull();
  });

  it('shows credit totals, the network head, lots with origin and expiry, and the ledger', async () => {
    const totals = (line: number, dossier: number, file: number, discount: number) => ({
      __typename: 'CreditTotals',
      line,
      dossier,
      file,
      discount,
      ecf: 0,
    });
    renderWithProviders(accountRoutes, {
      path: '/mon-compte/facturation/credits',
      session: payer,
      mocks: [
        {
          request: { query: BillingCreditsDocument },
          result: {
            data: {
              credits: {
                __typename: 'Credits',
                totals: totals(20000, 0, 1, 0),
                inherited: {
                  __typename: 'InheritedCredits',
                  headAccountName: 'Groupe Expert',
                  totals: totals(0, 5, 0, 0),
                },
                lots: [
                  {
                    __typename: 'CreditLot',
                    uuid: 'l-1',
                    type: 'LINE',
                    offerCode: 'decouverte',
                    granted: 20000,
                    balance: 20000,
                    expiresAt: '2025-04-03T10:00:00.000Z',
                    expired: false,
                    origin: 'Offre Découverte',
                    createdAt: '2025-03-04T10:00:00.000Z',
                  },
                ],
              },
            },
          },
        },
        {
          request: { query: BillingCreditMovementsDocument, variables: { limit: 25, offset: 0 } },
          result: {
            data: {
              creditMovements: {
                __typename: 'CreditMovementPage',
                items: [
                  {
                    __typename: 'CreditMovement',
                    id: '2',
                    kind: 'CONSUME',
                    type: 'FILE',
                    amount: -1,
                    lotUuid: 'l-2',
                    label: 'Déblocage du FEC',
                    fecUuid: 'f-1',
                    fecName: '552100554FEC20231231.txt',
                    invoiceNumber: null,
                    forAccountName: null,
                    createdAt: '2025-03-05T10:00:00.000Z',
                  },
                ],
                pageInfo: { __typename: 'PageInfo', total: 1, limit: 25, offset: 0, hasNextPage: false },
              },
            },
          },
        },
      ],
    });
    expect(plain((await screen.findAllByTestId('credit-total-LINE'))[0].textContent)).toContain(
      '20 000 lignes',
    );
    expect(screen.getByRole('heading', { name: 'Crédits du réseau — Groupe Expert' })).toBeTruthy();
    const lots = screen.getByRole('table', { name: 'Lots de crédits' });
    expect(within(lots).getByText('Offre Découverte')).toBeTruthy();
    expect(within(lots).getByText('03/04/2025')).toBeTruthy();
    const history = await screen.findByRole('table', { name: 'Historique des crédits' });
    expect(plain(within(history).getByText(/fichier/).textContent)).toBe('−1 fichier');
    expect(within(history).getByText('552100554FEC20231231.txt')).toBeTruthy();
    expect(screen.queryByText(/accordée une seule fois/)).toBeNull();
  });

  it('says why an account has no Découverte lot (once per person and per company)', async () => {
    const zero = { __typename: 'CreditTotals', line: 0, dossier: 0, file: 0, discount: 0, ecf: 0 };
    renderWithProviders(accountRoutes, {
      path: '/mon-compte/facturation/credits',
      session: payer,
      mocks: [
        {
          request: { query: BillingCreditsDocument },
          result: { data: { credits: { __typename: 'Credits', totals: zero, inherited: null, lots: [] } } },
        },
        {
          request: { query: BillingCreditMovementsDocument, variables: { limit: 25, offset: 0 } },
          result: {
            data: {
              creditMovements: {
                __typename: 'CreditMovementPage',
                items: [],
                pageInfo: { __typename: 'PageInfo', total: 0, limit: 25, offset: 0, hasNextPage: false },
              },
            },
          },
        },
      ],
    });
    expect(
      await screen.findByText(/offre Découverte est accordée une seule fois par personne et par société/),
    ).toBeTruthy();
  });

  it('saves the billing address and shows « Adresse incomplète. » from the API', async () => {
    const input = {
      companyName: 'Cabinet Durand',
      address: '12 rue de la Paix',
      addressComplement: null,
      zipCode: '75002',
      city: 'Paris',
      country: 'FR',
      siren: null,
      vatNumber: null,
    };
    renderWithProviders(accountRoutes, {
      path: '/mon-compte/facturation/moyens-de-paiement',
      session: payer,
      mocks: [
        setupMock(
          [],
          address({
            companyName: null,
            address: null,
            zipCode: null,
            city: null,
            siren: null,
            complete: false,
          }),
        ),
        {
          request: { query: BillingUpdateAddressDocument, variables: { input } },
          error: graphqlError('Adresse incomplète.'),
        },
      ],
    });
    const save = await screen.findByRole('button', { name: "Enregistrer l'adresse" });
    expect((screen.getByRole('button', { name: 'Ajouter une carte' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(save);
    expect((await screen.findAllByText('Ce champ est obligatoire.')).length).toBe(4);
    fireEvent.change(screen.getByLabelText(/Raison sociale/), { target: { value: 'Cabinet Durand' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Adresse/ }), {
      target: { value: '12 rue de la Paix' },
    });
    fireEvent.change(screen.getByLabelText(/Code postal/), { target: { value: '75002' } });
    fireEvent.change(screen.getByLabelText(/Ville/), { target: { value: 'Paris' } });
    fireEvent.click(save);
    expect(await screen.findByText('Adresse incomplète.')).toBeTruthy();
  });

  it('starts adding a card on the provider page', async () => {
    const go = jest.spyOn(browser, 'go').mockImplementation(() => undefined);
    renderWithProviders(accountRoutes, {
      path: '/mon-compte/facturation/moyens-de-paiement',
      session: payer,
      mocks: [
        setupMock([
          method(),
          method({ uuid: 'old', name: 'Visa •••• 0002', expired: true, isDefault: false }),
        ]),
        {
          request: { query: BillingStartPaymentMethodSetupDocument, variables: { type: 'CARD' } },
          result: {
            data: {
              startPaymentMethodSetup: {
                __typename: 'PaymentMethodSetup',
                setupUuid: 's-1',
                redirectUrl: '/paiement/bac-a-sable/ref-1',
              },
            },
          },
        },
      ],
    });
    const methods = await screen.findByRole('table', { name: 'Moyens de paiement' });
    expect(within(methods).getByText('Par défaut')).toBeTruthy();
    expect(within(methods).getByText('expirée')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une carte' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/paiement/bac-a-sable/ref-1'));
  });

  it('completes the setup on the way back (?setup=) and returns to the cart that started it', async () => {
    sessionStorage.setItem('fecana_billing_after_setup', '/panier');
    const { router } = renderWithProviders(accountRoutes, {
      path: '/mon-compte/facturation/moyens-de-paiement?setup=s-1',
      session: payer,
      mocks: [
        setupMock(),
        {
          request: { query: BillingCompletePaymentMethodSetupDocument, variables: { setupUuid: 's-1' } },
          result: { data: { completePaymentMethodSetup: method() } },
        },
      ],
    });
    expect(await screen.findByText('Page du panier')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/panier');
  });

  it('completes the setup on the way back and says so', async () => {
    const { router } = renderWithProviders(accountRoutes, {
      path: '/mon-compte/facturation/moyens-de-paiement?setup=s-2',
      session: payer,
      mocks: [
        setupMock(),
        {
          request: { query: BillingCompletePaymentMethodSetupDocument, variables: { setupUuid: 's-2' } },
          result: { data: { completePaymentMethodSetup: method() } },
        },
      ],
    });
    expect(await screen.findByText('Moyen de paiement ajouté : Visa •••• 4242.')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });
});

describe('payment sandbox page', () => {
  const stepMock = (kind: string, paymentMethodType: string, amountCents: number | null = null) => ({
    request: { query: BillingSandboxStepDocument, variables: { ref: 'ref-1' } },
    result: {
      data: {
        paymentSandboxStep: {
          __typename: 'PaymentSandboxStep',
          ref: 'ref-1',
          kind,
          paymentMethodType,
          amountCents,
          testInstruments: [
            '4242 4242 4242 4242 : paiement accepté',
            '4000 0000 0000 0002 : paiement refusé',
          ],
        },
      },
    },
  });
  const routes = [{ path: '/paiement/bac-a-sable/:ref', element: <SandboxPaymentPage /> }];

  it('takes a test card and goes back to the product', async () => {
    const go = jest.spyOn(browser, 'go').mockImplementation(() => undefined);
    renderWithProviders(routes, {
      path: '/paiement/bac-a-sable/ref-1',
      session: payer,
      mocks: [
        stepMock('SETUP', 'CARD'),
        {
          request: {
            query: BillingSandboxSubmitSetupDocument,
            variables: {
              ref: 'ref-1',
              input: {
                cardNumber: '4242424242424242',
                expMonth: 12,
                expYear: 2030,
                cvc: '123',
                holder: 'Marie Durand',
              },
            },
          },
          result: {
            data: {
              paymentSandboxSubmitSetup: {
                __typename: 'PaymentSandboxResult',
                returnUrl: '/mon-compte/facturation/moyens-de-paiement?setup=s-1',
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ajouter une carte' })).toBeTruthy();
    expect(screen.getByText("Bac à sable de paiement — aucune somme réelle n'est débitée")).toBeTruthy();
    expect(screen.getByText('4242 4242 4242 4242 : paiement accepté')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la carte' }));
    expect((await screen.findAllByText('Ce champ est obligatoire.')).length).toBe(4);
    fireEvent.change(screen.getByLabelText(/Numéro de carte/), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.change(screen.getByLabelText(/Expiration/), { target: { value: '12/30' } });
    fireEvent.change(screen.getByLabelText(/CVC/), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText(/Titulaire/), { target: { value: 'Marie Durand' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la carte' }));
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith('/mon-compte/facturation/moyens-de-paiement?setup=s-1'),
    );
  });

  it('authenticates a payment with its amount', async () => {
    const go = jest.spyOn(browser, 'go').mockImplementation(() => undefined);
    renderWithProviders(routes, {
      path: '/paiement/bac-a-sable/ref-1',
      session: payer,
      mocks: [
        stepMock('AUTHENTICATION', 'CARD', 10680),
        {
          request: { query: BillingSandboxAuthenticateDocument, variables: { ref: 'ref-1', approve: false } },
          result: {
            data: {
              paymentSandboxAuthenticate: {
                __typename: 'PaymentSandboxResult',
                returnUrl: '/panier?commande=o-1',
              },
            },
          },
        },
      ],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Authentification du paiement' }),
    ).toBeTruthy();
    expect(plain(screen.getByTestId('sandbox-amount').textContent)).toBe('106,80 € TTC');
    expect(screen.getByRole('button', { name: 'Valider' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refuser' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/panier?commande=o-1'));
  });
});
