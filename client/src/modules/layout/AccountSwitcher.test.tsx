/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MyAccountsDocument, SwitchAccountDocument } from '../../__generated__/graphql';
import { renderWithProviders, testSession } from '../../testing/render';
import { AccountSwitcher } from './AccountSwitcher';

const accounts = {
  request: { query: MyAccountsDocument },
  result: {
    data: {
      accounts: {
        __typename: 'AccountPage',
        items: [
          {
            __typename: 'Account',
            uuid: 'acc-durand',
            name: 'Cabinet Durand',
            role: 'ROLE_OWNER',
            current: true,
          },
          {
            __typename: 'Account',
            uuid: 'acc-martin',
            name: 'Cabinet Martin',
            role: 'ROLE_MEMBER',
            current: false,
          },
        ],
      },
    },
  },
};

describe('« Sélectionner un autre compte » (issue 15)', () => {
  it('lists the accounts with French roles and switches, then reloads the session and opens the library', async () => {
    const reload = jest.fn(async () => null);
    const onClose = jest.fn();
    const { router } = renderWithProviders(<AccountSwitcher open onClose={onClose} />, {
      path: '/mon-compte/compte',
      session: testSession({ hasOtherAccounts: true, otherAccountsCount: 1 }, { reload }),
      mocks: [
        accounts,
        {
          request: { query: SwitchAccountDocument, variables: { accountUuid: 'acc-martin' } },
          result: {
            data: { switchAccount: { __typename: 'Account', uuid: 'acc-martin', name: 'Cabinet Martin' } },
          },
        },
      ],
    });
    expect(await screen.findByText('Cabinet Martin')).toBeTruthy();
    expect(screen.getByText('Administrateur')).toBeTruthy();
    expect(screen.getByText('Membre')).toBeTruthy();
    expect(screen.queryByText('ROLE_MEMBER')).toBeNull();
    await userEvent.click(screen.getByText('Cabinet Martin'));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/mes-dossiers/-1');
  });

  it("shows the gateway's refusal and stays on the page", async () => {
    const reload = jest.fn(async () => null);
    const { router } = renderWithProviders(<AccountSwitcher open onClose={() => undefined} />, {
      path: '/mon-compte/compte',
      session: testSession({ hasOtherAccounts: true }, { reload }),
      mocks: [
        accounts,
        {
          request: { query: SwitchAccountDocument, variables: { accountUuid: 'acc-martin' } },
          result: { errors: [{ message: 'Vous ne faites pas partie de ce compte.' }] },
        },
      ],
    });
    await userEvent.click(await screen.findByText('Cabinet Martin'));
    expect(await screen.findByText('Vous ne faites pas partie de ce compte.')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/mon-compte/compte');
  });
});
