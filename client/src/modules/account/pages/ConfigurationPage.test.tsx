/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigurationPageDeleteAccountDocument } from '../../../__generated__/graphql';
import { baseMe, renderWithProviders, testSession } from '../../../testing/render';
import AccountDeletedPage from './AccountDeletedPage';
import ConfigurationPage from './ConfigurationPage';

const routes = [
  { path: '/mon-compte/configuration', element: <ConfigurationPage /> },
  { path: '/compte-supprime', element: <AccountDeletedPage /> },
];
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

  it.each([
    [true, 'votre profil et votre identifiant de connexion ont été supprimés avec lui'],
    [false, 'votre profil et votre identifiant de connexion sont conservés'],
  ])(
    'once the account is deleted, signs out and says what went (login deleted: %s)',
    async (loginDeleted, says) => {
      const signOut = jest.fn(async () => undefined);
      const { router } = renderWithProviders(routes, {
        path: '/mon-compte/configuration',
        session: testSession({ permissions: { routes: [], can: ownerCan } }, { signOut }),
        mocks: [
          {
            request: { query: ConfigurationPageDeleteAccountDocument },
            result: {
              data: {
                deleteAccount: {
                  __typename: 'DeleteAccountPayload',
                  deleted: true,
                  deletedUsers: loginDeleted ? [baseMe.uuid] : [],
                },
              },
            },
          },
        ],
      });
      await userEvent.click(screen.getByRole('button', { name: 'Supprimer le compte' }));
      const dialog = await screen.findByRole('dialog', { name: 'Supprimer le compte ?' });
      // The dialog says the sign-in goes too.
      expect(within(dialog).getByText(/identifiant de connexion compris/)).toBeTruthy();
      await userEvent.click(
        within(dialog).getByRole('button', { name: 'Supprimer définitivement le compte' }),
      );
      expect(await screen.findByRole('heading', { name: 'Compte supprimé' })).toBeTruthy();
      expect(screen.getByText('Le compte « Cabinet Durand » a été supprimé définitivement.')).toBeTruthy();
      expect(screen.getByText(new RegExp(says))).toBeTruthy();
      expect(signOut).toHaveBeenCalledTimes(1);
      expect(router.state.location.pathname).toBe('/compte-supprime');
    },
  );
});
