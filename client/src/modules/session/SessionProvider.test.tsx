/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrentUserDocument, SignOutDocument } from '../../__generated__/graphql';
import { baseMe } from '../../testing/render';
import { justConnectedFlag } from './browser-storage';
import { SessionProvider, useSession } from './SessionProvider';

function Header() {
  const session = useSession();
  return (
    <>
      <p>{session.me ? `Connecté : ${session.me.userDetails.firstName}` : 'Déconnecté'}</p>
      <button type="button" onClick={() => void session.signOut()}>
        Déconnexion
      </button>
    </>
  );
}

describe('SessionProvider', () => {
  it('signing out leaves nobody in the session, whatever variables the current user was read with', async () => {
    // Just signed in: `me` is watched with { justConnected: true }, not with {}.
    justConnectedFlag.set();
    render(
      <MockedProvider
        mocks={[
          {
            request: { query: CurrentUserDocument, variables: { justConnected: true } },
            result: { data: { me: { __typename: 'Me', ...baseMe } } },
          },
          { request: { query: SignOutDocument }, result: { data: { signOut: true } } },
        ]}
      >
        <SessionProvider>
          <Header />
        </SessionProvider>
      </MockedProvider>,
    );
    expect(await screen.findByText('Connecté : Marie')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Déconnexion' }));
    await waitFor(() => expect(screen.getByText('Déconnecté')).toBeTruthy());
  });
});
