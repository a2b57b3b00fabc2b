/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { InvitationPasswordPageSetPasswordDocument } from '../../../__generated__/graphql';
import { renderWithProviders, testSession } from '../../../testing/render';
import InvitationPasswordPage from './InvitationPasswordPage';
import LoginPage from './LoginPage';

const routes = [
  { path: '/group/users/password/:token', element: <InvitationPasswordPage /> },
  { path: '/login', element: <LoginPage /> },
];
const path = '/group/users/password/jeton-123';

const setPasswordMock = (result: object) => ({
  request: {
    query: InvitationPasswordPageSetPasswordDocument,
    variables: { token: 'jeton-123', password: 'secret1', passwordConfirmation: 'secret1' },
  },
  result,
});

async function choose(password = 'secret1', confirmation = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Mot de passe'), password);
  await user.type(screen.getByLabelText('Confirmer le mot de passe'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Enregistrer mon mot de passe' }));
}

describe('invitation password link (issue 10, spec §7 group/users/password/{token})', () => {
  it('checks the length and the confirmation of the password', async () => {
    renderWithProviders(routes, { path, session: testSession(null) });
    await choose('abc', 'abc');
    expect(await screen.findByText('Le mot de passe doit contenir au moins 6 caractères.')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Mot de passe'));
    await userEvent.clear(screen.getByLabelText('Confirmer le mot de passe'));
    await choose('secret1', 'secret2');
    expect(await screen.findByText('Les mots de passe ne correspondent pas.')).toBeTruthy();
  });

  it('saves the password, then shows the login page with the email and a success notice', async () => {
    const { router } = renderWithProviders(routes, {
      path,
      session: testSession(null),
      mocks: [
        setPasswordMock({
          data: {
            setPasswordWithToken: {
              __typename: 'PasswordSetResult',
              email: 'lea@cabinet.fr',
              state: 'REGISTERED',
            },
          },
        }),
      ],
    });
    await choose();
    expect(
      await screen.findByText('Votre mot de passe est enregistré, vous pouvez vous connecter.'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect((screen.getByLabelText('Adresse email') as HTMLInputElement).value).toBe('lea@cabinet.fr');
  });

  it('says when the link is no longer valid, with a way back to the login page', async () => {
    const message = "Ce lien n'est plus valide, demandez une nouvelle invitation.";
    renderWithProviders(routes, {
      path,
      session: testSession(null),
      mocks: [
        setPasswordMock({ errors: [new GraphQLError(message, { extensions: { code: 'NOT_FOUND' } })] }),
      ],
    });
    await choose();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByLabelText('Mot de passe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Retour à la connexion' }).getAttribute('href')).toBe('/login');
  });
});
