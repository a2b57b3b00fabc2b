/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  WebhookCreateDocument,
  WebhookDeleteDocument,
  WebhookDeliveriesDocument,
  WebhookDeliveryReplayDocument,
  WebhookSetEnabledDocument,
  WebhooksListDocument,
} from '../../../__generated__/graphql';
import { baseMe, renderWithProviders, testSession } from '../../../testing/render';
import WebhooksSection from './WebhooksSection';

const W1 = '20000000-0000-4000-8000-000000000001';
const D1 = '30000000-0000-4000-8000-000000000001';
const D2 = '30000000-0000-4000-8000-000000000002';

const owner = testSession({
  ...baseMe,
  permissions: { ...baseMe.permissions, can: { account: { integrations: { read: true, manage: true } } } },
});
const member = testSession({ ...baseMe, roles: ['Role_Member'] });

const hook = (over: Record<string, unknown> = {}) => ({
  __typename: 'Webhook' as const,
  uuid: W1,
  url: 'https://erp.cabinet.fr/fec',
  events: ['ANALYSIS_DONE', 'REPORT_DONE'],
  enabled: true,
  createdAt: '2024-03-01T10:00:00.000Z',
  ...over,
});

const pageInfo = (total: number) => ({
  __typename: 'PageInfo',
  total,
  limit: 100,
  offset: 0,
  hasNextPage: false,
});
const list = (items: ReturnType<typeof hook>[]) => ({
  request: { query: WebhooksListDocument, variables: { limit: 100, offset: 0 } },
  result: { data: { webhooks: { __typename: 'WebhookPage', items, pageInfo: pageInfo(items.length) } } },
});

type DeliveryRow = Record<string, unknown> & { __typename: 'WebhookDelivery'; uuid: string };
const delivery = (uuid: string, over: Record<string, unknown>): DeliveryRow => ({
  __typename: 'WebhookDelivery' as const,
  uuid,
  event: 'ANALYSIS_DONE',
  status: 'SUCCEEDED',
  attempts: 1,
  lastStatusCode: 200,
  lastError: null,
  nextAttemptAt: null,
  createdAt: '2024-03-02T08:30:00.000Z',
  deliveredAt: '2024-03-02T08:30:01.000Z',
  ...over,
});
const failed = delivery(D2, {
  event: 'REPORT_DONE',
  status: 'FAILED',
  attempts: 8,
  lastStatusCode: 500,
  lastError: 'Le point de réception a répondu 500 : une réponse 2xx est attendue.',
  deliveredAt: null,
});
const deliveries = (items: DeliveryRow[]) => ({
  request: { query: WebhookDeliveriesDocument, variables: { uuid: W1, limit: 20, offset: 0 } },
  result: {
    data: {
      webhook: {
        __typename: 'Webhook',
        uuid: W1,
        deliveries: {
          __typename: 'WebhookDeliveryPage',
          items,
          pageInfo: { ...pageInfo(items.length), limit: 20 },
        },
      },
    },
  },
});

describe('Webhooks section (issue 13)', () => {
  it('lists endpoints with their events, suspends one, shows its deliveries and replays a failed one', async () => {
    const user = userEvent.setup();
    const replayed = { ...failed, status: 'PENDING', nextAttemptAt: '2024-03-02T09:00:00.000Z' };
    renderWithProviders(<WebhooksSection />, {
      session: owner,
      mocks: [
        list([hook()]),
        {
          request: { query: WebhookSetEnabledDocument, variables: { uuid: W1, enabled: false } },
          result: { data: { setWebhookEnabled: hook({ enabled: false }) } },
        },
        list([hook({ enabled: false })]),
        deliveries([delivery(D1, {}), failed]),
        {
          request: { query: WebhookDeliveryReplayDocument, variables: { uuid: D2 } },
          result: { data: { replayWebhookDelivery: replayed } },
        },
        deliveries([delivery(D1, {}), replayed]),
        deliveries([
          delivery(D1, {}),
          { ...failed, status: 'SUCCEEDED', attempts: 9, lastStatusCode: 200, lastError: null },
        ]),
      ],
    });
    expect(await screen.findByText('https://erp.cabinet.fr/fec')).toBeTruthy();
    expect(screen.getByText('Analyse terminée')).toBeTruthy();
    expect(screen.getByText('Rapport prêt')).toBeTruthy();
    expect(screen.getByText('01/03/2024')).toBeTruthy();

    const active = screen.getByRole('switch', {
      name: 'Actif : https://erp.cabinet.fr/fec',
    }) as HTMLInputElement;
    expect(active.checked).toBe(true);
    await user.click(active);
    await waitFor(() => expect(active.checked).toBe(false));

    await user.click(screen.getByRole('button', { name: 'Livraisons de https://erp.cabinet.fr/fec' }));
    const table = await screen.findByRole('table', { name: 'Livraisons' });
    expect(within(table).getByText('Reçue')).toBeTruthy();
    expect(within(table).getByText('Échec')).toBeTruthy();
    expect(within(table).getByText('500')).toBeTruthy();
    expect(within(table).getByText(/a répondu 500/)).toBeTruthy();
    const buttons = within(table).getAllByRole('button', { name: /^Renvoyer la livraison/ });
    await user.click(buttons[1]!);
    expect(await within(table).findByText('En attente')).toBeTruthy();
    // Pending: polled until it is no longer (the third answer).
    await waitFor(() => expect(within(table).getAllByText('Reçue')).toHaveLength(2), { timeout: 6000 });
    expect(within(table).queryByText('En attente')).toBeNull();
  }, 15000);

  it('creates an endpoint and shows its secret once, with a warning and a copy button', async () => {
    const user = userEvent.setup();
    // user-event installs a clipboard stub on navigator: read what was copied from it.
    const secret = 'whsec_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    renderWithProviders(<WebhooksSection />, {
      session: owner,
      mocks: [
        list([]),
        {
          request: {
            query: WebhookCreateDocument,
            variables: {
              input: { url: 'https://erp.cabinet.fr/fec', events: ['ANALYSIS_DONE', 'ANALYSIS_ERROR'] },
            },
          },
          result: {
            data: {
              createWebhook: {
                __typename: 'CreatedWebhook',
                secret,
                webhook: hook({ events: ['ANALYSIS_DONE', 'ANALYSIS_ERROR'] }),
              },
            },
          },
        },
        list([hook({ events: ['ANALYSIS_DONE', 'ANALYSIS_ERROR'] })]),
      ],
    });
    expect(await screen.findByText('Aucun point de réception pour le moment.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ajouter un point de réception' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un point de réception' });
    const url = within(dialog).getByLabelText(/Adresse \(URL HTTPS\)/);
    await user.clear(url);
    await user.type(url, 'https://erp.cabinet.fr/fec');
    for (const label of ['Analyse terminée', 'Analyse en erreur', 'Rapport prêt', 'Rapport en erreur']) {
      expect(within(dialog).getByRole('checkbox', { name: label })).toBeTruthy();
    }
    // No event: refused before any call.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Analyse terminée' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Rapport prêt' }));
    expect(within(dialog).getByText('Choisissez au moins un événement.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Analyse en erreur' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Analyse terminée' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    const done = await screen.findByRole('dialog', { name: 'Point de réception enregistré' });
    expect(within(done).getByText(/il ne sera plus affiché/)).toBeTruthy();
    expect((within(done).getByLabelText('Secret de signature') as HTMLInputElement).value).toBe(secret);
    await user.click(within(done).getByRole('button', { name: 'Copier le secret' }));
    expect(await navigator.clipboard.readText()).toBe(secret);
    expect(within(done).getByText('Secret copié dans le presse-papiers.')).toBeTruthy();
    await user.click(within(done).getByRole('button', { name: "J'ai copié le secret" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Analyse en erreur')).toBeTruthy();
    expect(screen.queryByText(secret)).toBeNull();
  });

  it('shows the API’s refusal of an address under the field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WebhooksSection />, {
      session: owner,
      mocks: [
        list([]),
        {
          request: {
            query: WebhookCreateDocument,
            variables: { input: { url: 'http://erp.cabinet.fr', events: ['ANALYSIS_DONE', 'REPORT_DONE'] } },
          },
          result: {
            errors: [
              {
                message: "L'adresse doit commencer par https://",
                extensions: {
                  code: 'BAD_USER_INPUT',
                  fields: [{ field: 'url', message: "L'adresse doit commencer par https://" }],
                },
              },
            ],
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Ajouter un point de réception' }));
    const dialog = await screen.findByRole('dialog');
    const url = within(dialog).getByLabelText(/Adresse \(URL HTTPS\)/);
    await user.clear(url);
    await user.type(url, 'http://erp.cabinet.fr');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText("L'adresse doit commencer par https://")).toBeTruthy();
  });

  it('deletes an endpoint after confirmation', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WebhooksSection />, {
      session: owner,
      mocks: [
        list([hook()]),
        {
          request: { query: WebhookDeleteDocument, variables: { uuid: W1 } },
          result: { data: { deleteWebhook: W1 } },
        },
        list([]),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Supprimer https://erp.cabinet.fr/fec' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer le point de réception' });
    expect(within(dialog).getByText(/https:\/\/erp\.cabinet\.fr\/fec/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Point de réception supprimé.')).toBeTruthy();
    expect(await screen.findByText('Aucun point de réception pour le moment.')).toBeTruthy();
  });

  it('shows nothing to a role without `account.integrations`', () => {
    const { container } = renderWithProviders(<WebhooksSection />, { session: member, mocks: [] });
    expect(container.textContent).toBe('');
  });
});
