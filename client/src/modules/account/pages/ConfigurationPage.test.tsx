/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigurationPageDeleteAccountDocument } from '../../../__generated__/graphql';
import { renderWithProviders, testSession } from '../../../testing/render';
import ConfigurationPage from './ConfigurationPage';

const routes = [{ path: '/mon-compte/configuration', element: <ConfigurationPage /> }];
const ownerCan = { account: { account: { delete: true } } };

describe('advanced settings (spec §6)', () => {
  it('hides the account deletion without the right', () => {
    renderWithProviders(routes, { path: '/mon-compte/configuration', session: testSession({}) });
    expect(screen.getByRole('button', { name: 'Supprimer mon profil' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Supprimer le compte' })).toBeNull();
  });

  it('shows the API refusal while files remain, and stays signed in', async () => {
    const signOut = jest.fn(async () => undefined);
    renderWithProviders(routes, {
      path: '/mon-compte/configuration',
      session: testSession({ permissions: { routes: [], can: ownerCan } }, { signOut }),
      mocks: [
        {
          request: { query: ConfigurationPageDeleteAccountDocument },
          result: { errors: [{ message: 'Supprimez d’abord les fichiers du compte.' }] },
        },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer le compte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer le compte ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement le compte' }));
    expect(await screen.findByText('Supprimez d’abord les fichiers du compte.')).toBeTruthy();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('signs out and goes to /login once the account is deleted', async () => {
    const signOut = jest.fn(async () => undefined);
    const { router } = renderWithProviders(routes, {
      path: '/mon-compte/configuration',
      session: testSession({ permissions: { routes: [], can: ownerCan } }, { signOut }),
      mocks: [
        {
          request: { query: ConfigurationPageDeleteAccountDocument },
          result: { data: { deleteAccount: { __typename: 'DeleteAccountPayload', deleted: true } } },
        },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer le compte' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer définitivement le compte' }));
    expect(await screen.findByText('Page de connexion')).toBeTruthy();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/login');
  });
});
