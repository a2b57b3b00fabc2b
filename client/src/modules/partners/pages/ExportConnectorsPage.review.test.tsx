/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiKeyKeepDocument,
  ApiKeysListDocument,
  type ApiKeysRowFragment,
} from '../../../__generated__/graphql';
import { baseMe, renderWithProviders, testSession } from '../../../testing/render';
import ExportConnectorsPage from './ExportConnectorsPage';

const K1 = '20000000-0000-4000-8000-000000000001';
const K2 = '20000000-0000-4000-8000-000000000002';

type Row = ApiKeysRowFragment & { __typename: 'ApiKey' };
const key = (uuid: string, over: Partial<Row> = {}): Row => ({
  __typename: 'ApiKey',
  uuid,
  name: 'Logiciel comptable',
  prefix: 'fak_aaaaaaaaaaaa',
  scopes: ['FECS_READ'],
  createdBy: 'marie.durand@cabinet.fr',
  createdAt: '2026-01-10T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  createdFrom: null,
  review: null,
  ...over,
});
const suspicious = key(K1, {
  name: 'Outil inconnu',
  createdFrom: {
    __typename: 'ApiKeyCreation',
    via: 'SESSION',
    session: 'a1b2c3d4',
    signedInAt: '2026-01-10T09:58:00.000Z',
    ip: '203.0.113.7',
    userAgent: 'curl/8.5.0',
  } as Row['createdFrom'],
  review: {
    __typename: 'ApiKeyReview',
    reason: 'PASSWORD_RESET',
    since: '2026-01-11T08:00:00.000Z',
    suspended: true,
  } as Row['review'],
});

const list = (items: Row[]) => ({
  request: { query: ApiKeysListDocument },
  result: {
    data: {
      apiKeys: { __typename: 'ApiKeyPage', items, pageInfo: { __typename: 'PageInfo', total: items.length } },
      apiKeyScopes: [],
    },
  },
});

const manager = testSession({
  ...baseMe,
  permissions: { ...baseMe.permissions, can: { account: { integrations: { read: true, manage: true } } } },
});

describe('keys « à vérifier » (issue 34)', () => {
  it('warns with the creation session, keeps a key on « Conserver », asks before « Révoquer »', async () => {
    const user = userEvent.setup();
    const kept = jest.fn(() => ({ data: { keepApiKey: { ...suspicious, review: null } } }));
    renderWithProviders(<ExportConnectorsPage />, {
      session: manager,
      mocks: [
        list([suspicious, key(K2)]),
        { request: { query: ApiKeyKeepDocument, variables: { uuid: K1 } }, result: kept },
        list([{ ...suspicious, review: null }, key(K2)]),
      ],
    });
    const warning = await screen.findByRole('region', { name: 'Une clé d’API à vérifier' });
    const item = within(warning).getByTestId(`api-key-review-${K1}`);
    expect(within(item).getByText('Suspendue')).toBeTruthy();
    expect(within(item).getByText(/mot de passe de son créateur a été réinitialisé/)).toBeTruthy();
    expect(within(item).getByText(/session a1b2c3d4 · adresse 203\.0\.113\.7 · curl\/8\.5\.0/)).toBeTruthy();
    expect(within(screen.getByTestId(`api-key-${K1}`)).getByText('Suspendue : à vérifier')).toBeTruthy();

    await user.click(within(item).getByRole('button', { name: 'Révoquer' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Outil inconnu/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(item).getByRole('button', { name: 'Conserver' }));
    await waitFor(() => expect(kept).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('region', { name: /à vérifier/ })).toBeNull());
    expect(within(screen.getByTestId(`api-key-${K1}`)).getByText('Active')).toBeTruthy();
  });
});
