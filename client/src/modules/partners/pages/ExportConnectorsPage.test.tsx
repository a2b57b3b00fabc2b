/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiKeyCreateDocument,
  ApiKeyRevokeDocument,
  ApiKeysListDocument,
  type ApiKeysRowFragment,
} from '../../../__generated__/graphql';
import { baseMe, renderWithProviders, testSession } from '../../../testing/render';
import ExportConnectorsPage from './ExportConnectorsPage';

const K1 = '20000000-0000-4000-8000-000000000001';
const K2 = '20000000-0000-4000-8000-000000000002';
const SECRET = `fak_0123456789ab_${'S'.repeat(43)}`;

type Row = ApiKeysRowFragment & { __typename: 'ApiKey' };
const key = (uuid: string, over: Partial<Row> = {}): Row => ({
  __typename: 'ApiKey',
  uuid,
  name: 'Logiciel comptable',
  prefix: 'fak_aaaaaaaaaaaa',
  scopes: ['FECS_READ', 'FECS_IMPORT'],
  createdBy: 'marie.durand@cabinet.fr',
  createdAt: '2026-01-10T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  createdFrom: null,
  review: null,
  ...over,
});

const SCOPES = [
  {
    __typename: 'ApiKeyScopeInfo',
    scope: 'FECS_READ',
    description: 'Lire les répertoires, les FEC, les analyses et leurs résultats.',
  },
  {
    __typename: 'ApiKeyScopeInfo',
    scope: 'FECS_IMPORT',
    description: 'Importer des FEC (et lancer leur analyse).',
  },
  {
    __typename: 'ApiKeyScopeInfo',
    scope: 'REPORTS',
    description: 'Générer, lire et télécharger des rapports.',
  },
];

const list = (items: Row[]) => ({
  request: { query: ApiKeysListDocument },
  result: {
    data: {
      apiKeys: { __typename: 'ApiKeyPage', items, pageInfo: { __typename: 'PageInfo', total: items.length } },
      apiKeyScopes: SCOPES,
    },
  },
});

const manager = testSession({
  ...baseMe,
  permissions: { ...baseMe.permissions, can: { account: { integrations: { read: true, manage: true } } } },
});

describe('« Clés d’API et webhooks » (issue 13)', () => {
  it('lists the keys with prefix, scopes, creator, last use and state', async () => {
    renderWithProviders(<ExportConnectorsPage />, {
      session: manager,
      mocks: [
        list([
          key(K1, { lastUsedAt: '2026-01-11T09:30:00.000Z' }),
          key(K2, { name: 'Ancien outil', revokedAt: '2026-01-12T08:00:00.000Z', scopes: ['REPORTS'] }),
        ]),
      ],
    });
    expect(screen.getByRole('heading', { name: 'Clés d’API et webhooks' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lire la documentation partenaire' }).getAttribute('href')).toBe(
      '#documentation-partenaire',
    );
    const active = await screen.findByTestId(`api-key-${K1}`);
    expect(within(active).getByText('fak_aaaaaaaaaaaa…')).toBeTruthy();
    expect(within(active).getByText('Lecture des FEC')).toBeTruthy();
    expect(within(active).getByText('Import de FEC')).toBeTruthy();
    expect(within(active).getByText('marie.durand@cabinet.fr')).toBeTruthy();
    expect(within(active).getByText('Active')).toBeTruthy();
    expect(within(active).getByRole('button', { name: 'Révoquer' })).toBeTruthy();
    const revoked = screen.getByTestId(`api-key-${K2}`);
    expect(within(revoked).getByText(/^Révoquée le/)).toBeTruthy();
    expect(within(revoked).getByText('Jamais')).toBeTruthy();
    expect(within(revoked).queryByRole('button', { name: 'Révoquer' })).toBeNull();
  });

  it('creates a key with a name and scopes, then shows its secret once with a copy button', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const created = key(K1, { name: 'Cabinet partenaire', scopes: ['REPORTS'] });
    renderWithProviders(<ExportConnectorsPage />, {
      session: manager,
      mocks: [
        list([]),
        {
          request: {
            query: ApiKeyCreateDocument,
            variables: { input: { name: 'Cabinet partenaire', scopes: ['REPORTS'] } },
          },
          result: {
            data: { createApiKey: { __typename: 'CreatedApiKey', apiKey: created, secret: SECRET } },
          },
        },
        list([created]),
      ],
    });
    expect(await screen.findByText('Aucune clé d’API pour ce compte.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Créer une clé' }));
    const dialog = await screen.findByRole('dialog');
    // Nothing chosen: the dialog says what is missing and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Créer la clé' }));
    expect(within(dialog).getByText('Choisissez au moins une portée.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Nom de la clé/), 'Cabinet partenaire');
    expect(
      within(dialog).getByText('Générer, lire et télécharger des rapports.', { exact: false }),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: /Rapports/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Créer la clé' }));
    expect(
      await within(dialog).findByText('Copiez cette clé maintenant : elle ne sera plus affichée.'),
    ).toBeTruthy();
    expect((within(dialog).getByLabelText('Clé d’API') as HTMLInputElement).value).toBe(SECRET);
    await user.click(within(dialog).getByRole('button', { name: 'Copier la clé' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    await user.click(within(dialog).getByRole('button', { name: 'J’ai copié la clé' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).toBeNull());
    expect(await screen.findByTestId(`api-key-${K1}`)).toBeTruthy();
  });

  it('revokes a key after a confirmation', async () => {
    const user = userEvent.setup();
    const revoke = jest.fn(() => ({
      data: { revokeApiKey: key(K1, { revokedAt: '2026-01-12T08:00:00.000Z' }) },
    }));
    renderWithProviders(<ExportConnectorsPage />, {
      session: manager,
      mocks: [
        list([key(K1)]),
        { request: { query: ApiKeyRevokeDocument, variables: { uuid: K1 } }, result: revoke },
        list([key(K1, { revokedAt: '2026-01-12T08:00:00.000Z' })]),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Révoquer' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/sera refusée immédiatement/)).toBeTruthy();
    expect(revoke).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Révoquer' }));
    await waitFor(() => expect(revoke).toHaveBeenCalled());
    expect(await screen.findByText(/^Révoquée le/)).toBeTruthy();
  });

  it('refuses Supervisors and Members (no account.integrations)', () => {
    renderWithProviders(<ExportConnectorsPage />, {
      session: testSession({ ...baseMe, roles: ['Role_Member'] }),
    });
    expect(
      screen.getByText("Votre rôle ne permet pas de gérer les clés d'API et les webhooks."),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Créer une clé' })).toBeNull();
  });
});
