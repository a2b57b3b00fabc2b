/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackOfficeAccountsDocument, BackOfficeUsersDocument } from '../../../__generated__/graphql';
import { renderWithProviders } from '../../../testing/render';
import { ACCOUNT_UUID, staffSession } from '../testing';
import AccountsSearchPage from './AccountsSearchPage';
import UsersSearchPage from './UsersSearchPage';

const page = (items: unknown[]) => ({
  __typename: 'PageInfo' as const,
  total: items.length,
  limit: 25,
  offset: 0,
  hasNextPage: false,
});

const accounts = (search: string, items: unknown[]) => ({
  request: { query: BackOfficeAccountsDocument, variables: { search, limit: 25, offset: 0 } },
  result: {
    data: { backOfficeAccounts: { __typename: 'BackOfficeAccountPage', items, pageInfo: page(items) } },
  },
  maxUsageCount: 3,
});

const lefevre = {
  __typename: 'BackOfficeAccount',
  uuid: ACCOUNT_UUID,
  name: 'Cabinet Lefèvre',
  networkParentUuid: null,
  ownerEmail: 'helene@lefevre.fr',
  usersCount: 3,
  fecsCount: 12,
  createdAt: '2024-03-04T09:00:00.000Z',
};

describe('back-office search', () => {
  it('finds accounts by the text submitted (SIREN here), paged by the server, in French', async () => {
    const { router } = renderWithProviders(
      [{ path: '/back-office/comptes', element: <AccountsSearchPage /> }],
      {
        path: '/back-office/comptes',
        session: staffSession('Role_CSRO'),
        mocks: [accounts('', []), accounts('552100554', [lefevre])],
      },
    );
    expect(await screen.findByText('Aucun compte.')).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un compte' }), '552100554');
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    const grid = await screen.findByRole('grid', { name: 'Comptes trouvés' });
    const link = await within(grid).findByRole('link', { name: 'Cabinet Lefèvre' });
    expect(link.getAttribute('href')).toBe(`/back-office/comptes/${ACCOUNT_UUID}`);
    expect(router.state.location.search).toBe('?q=552100554');
    for (const header of ['Compte', 'Premier administrateur', 'Utilisateurs', 'FEC', 'Créé le']) {
      expect(within(grid).getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(within(grid).getByText('04/03/2024')).toBeTruthy();
  });

  it('lists users with their state and internal roles in French, never the role code', async () => {
    const items = [
      {
        __typename: 'BackOfficeUser',
        uuid: 'u1',
        email: 'sophie@interne.fr',
        firstName: 'Sophie',
        lastName: 'Bernard',
        state: 'BLOCKED',
        internalRoles: ['Role_CS', 'Role_OpeRO'],
        accountsCount: 2,
        createdAt: '2024-03-04T09:00:00.000Z',
      },
    ];
    renderWithProviders([{ path: '/back-office/utilisateurs', element: <UsersSearchPage /> }], {
      path: '/back-office/utilisateurs?q=sophie',
      session: staffSession('Role_CS'),
      mocks: [
        {
          request: { query: BackOfficeUsersDocument, variables: { search: 'sophie', limit: 25, offset: 0 } },
          result: {
            data: { backOfficeUsers: { __typename: 'BackOfficeUserPage', items, pageInfo: page(items) } },
          },
        },
      ],
    });
    const grid = await screen.findByRole('grid', { name: 'Utilisateurs trouvés' });
    expect(await within(grid).findByText('Service client, Exploitation (lecture seule)')).toBeTruthy();
    expect(within(grid).getByText('Bloqué')).toBeTruthy();
    expect(within(grid).getByRole('link', { name: 'Voir ses 2 comptes' }).getAttribute('href')).toBe(
      '/back-office/comptes?q=sophie%40interne.fr',
    );
    expect(grid.textContent).not.toMatch(/Role_|BLOCKED/);
  });
});
