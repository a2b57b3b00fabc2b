/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  LoginPageCompleteNewPasswordDocument,
  LoginPageSignInDocument,
} from '../../../__generated__/graphql';
import { renderWithProviders, testSession } from '../../../testing/render';
import LoginPage from './LoginPage';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/mes-dossiers/:folder', element: <p>Mes dossiers</p> },
  { path: '/mes-fecs/:folder', element: <p>Mes FEC</p> },
  { path: '/validate', element: <p>Page de validation</p> },
];

const session = { __typename: 'Session' as const };

function signInMock(answer: {
  connected: boolean;
  challenge?: { name: 'NEW_PASSWORD_REQUIRED'; session: string };
}) {
  return {
    request: {
      query: LoginPageSignInDocument,
      variables: { email: 'marie.durand@cabinet.fr', password: 'secret1' },
    },
    result: {
      data: {
        signIn: {
          __typename: 'SignInPayload' as const,
          connected: answer.connected,
          challenge: answer.challenge ? { __typename: 'AuthChallenge' as const, ...answer.challenge } : null,
          session,
        },
      },
    },
  };
}

async function fillAndSubmit(email = 'marie.durand@cabinet.fr', password = 'secret1') {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Adresse email'), email);
  if (password) await user.type(screen.getByLabelText('Mot de passe'), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  return user;
}

describe('login page (spec §2, §4)', () => {
  it('shows the required and email messages without calling the API', async () => {
    renderWithProviders(routes, { path: '/login', session: testSession(null) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    await user.type(screen.getByLabelText('Adresse email'), 'pas-une-adresse');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Veuillez entrer une adresse email valide.')).toBeTruthy();
  });

  it('signs in, loads the session and goes to ?redirect=', async () => {
    const signedIn = jest.fn(async () => null);
    const { router } = renderWithProviders(routes, {
      path: '/login?redirect=%2Fmes-fecs%2F-1',
      session: testSession(null, { signedIn }),
      mocks: [signInMock({ connected: true })],
    });
    await fillAndSubmit();
    expect(await screen.findByText('Mes FEC')).toBeTruthy();
    expect(signedIn).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/mes-fecs/-1');
  });

  it('goes to the root folder without redirect, and never to another site', async () => {
    const { router } = renderWithProviders(routes, {
      path: '/login?redirect=%2F%2Fevil.example',
      session: testSession(null),
      mocks: [signInMock({ connected: true })],
    });
    await fillAndSubmit();
    expect(await screen.findByText('Mes dossiers')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/mes-dossiers/-1');
  });

  it('shows the gateway message when the credentials are refused', async () => {
    renderWithProviders(routes, {
      path: '/login',
      session: testSession(null),
      mocks: [
        {
          request: signInMock({ connected: true }).request,
          result: {
            errors: [
              {
                message: 'Connexion invalide, veuillez vérifier votre email ou votre mot de passe.',
                extensions: { code: 'UNAUTHENTICATED' },
              },
            ],
          },
        },
      ],
    });
    await fillAndSubmit();
    expect(
      await screen.findByText('Connexion invalide, veuillez vérifier votre email ou votre mot de passe.'),
    ).toBeTruthy();
  });

  it('offers to validate an unconfirmed account', async () => {
    const { router } = renderWithProviders(routes, {
      path: '/login',
      session: testSession(null),
      mocks: [
        {
          request: signInMock({ connected: true }).request,
          result: {
            errors: [{ message: 'non validé', extensions: { code: 'USER_NOT_CONFIRMED' } }],
          },
        },
      ],
    });
    const user = await fillAndSubmit();
    await user.click(await screen.findByRole('link', { name: 'Valider mon compte' }));
    expect(await screen.findByText('Page de validation')).toBeTruthy();
    expect(router.state.location.search).toBe('?email=marie.durand%40cabinet.fr');
  });

  it('asks an invited user for a new password, then signs in', async () => {
    const signedIn = jest.fn(async () => null);
    renderWithProviders(routes, {
      path: '/login?email=marie.durand%40cabinet.fr',
      session: testSession(null, { signedIn }),
      mocks: [
        signInMock({
          connected: false,
          challenge: { name: 'NEW_PASSWORD_REQUIRED', session: 'challenge-1' },
        }),
        {
          request: {
            query: LoginPageCompleteNewPasswordDocument,
            variables: {
              email: 'marie.durand@cabinet.fr',
              session: 'challenge-1',
              newPassword: 'nouveau1',
              newPasswordConfirmation: 'nouveau1',
            },
          },
          result: {
            data: {
              completeNewPassword: {
                __typename: 'SignInPayload' as const,
                connected: true,
                challenge: null,
              },
            },
          },
        },
      ],
    });
    // The email comes pre-filled from ?email=.
    expect((screen.getByLabelText('Adresse email') as HTMLInputElement).value).toBe(
      'marie.durand@cabinet.fr',
    );
    const user = await fillAndSubmit('');
    expect(await screen.findByRole('heading', { name: 'Choisissez votre mot de passe' })).toBeTruthy();
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'nouveau1');
    await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'autre12');
    await user.click(screen.getByRole('button', { name: 'Enregistrer et se connecter' }));
    expect(await screen.findByText('Les mots de passe ne correspondent pas.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Confirmer le nouveau mot de passe'));
    await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'nouveau1');
    await user.click(screen.getByRole('button', { name: 'Enregistrer et se connecter' }));
    expect(await screen.findByText('Mes dossiers')).toBeTruthy();
    await waitFor(() => expect(signedIn).toHaveBeenCalledTimes(1));
  });

  it('shows the notice passed by the validation page', async () => {
    const { router } = renderWithProviders(routes, { path: '/validate', session: testSession(null) });
    await act(() =>
      router.navigate('/login?email=a%40b.fr', {
        state: { notice: 'Votre compte est validé, vous pouvez vous connecter.' },
      }),
    );
    expect(await screen.findByText('Votre compte est validé, vous pouvez vous connecter.')).toBeTruthy();
  });
});

describe('login page, already signed in (issue 15)', () => {
  it('goes to the library', async () => {
    const { router } = renderWithProviders(routes, { path: '/login', session: testSession({}) });
    expect(await screen.findByText('Mes dossiers')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/mes-dossiers/-1');
  });

  it('or to the page it was asked to return to', async () => {
    const { router } = renderWithProviders(routes, {
      path: `/login?redirect=${encodeURIComponent('/mes-fecs/-1')}`,
      session: testSession({}),
    });
    expect(await screen.findByText('Mes FEC')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/mes-fecs/-1');
  });
});
