/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegisterPageRegisterDocument } from '../../../__generated__/graphql';
import { renderWithProviders, testSession } from '../../../testing/render';
import { profileOptionsMock } from '../../account/utils/testing';
import RegisterPage from './RegisterPage';

const routes = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/validate', element: <p>Page de validation</p> },
];

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));

describe('register page (spec §2, §5)', () => {
  it('requires the terms, the names and a 6-character password', async () => {
    renderWithProviders(routes, {
      path: '/register',
      session: testSession(null),
      mocks: [profileOptionsMock()],
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Mot de passe'), 'abc');
    await submit();
    expect(
      await screen.findByText(
        'Vous devez accepter les conditions générales et la politique de confidentialité.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Le mot de passe doit contenir au moins 6 caractères.')).toBeTruthy();
    // Prénom, Nom, Adresse email, confirmation.
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(4);
  });

  it('refuses a password confirmation that differs, and HTML characters', async () => {
    renderWithProviders(routes, {
      path: '/register',
      session: testSession(null),
      mocks: [profileOptionsMock()],
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Prénom'), 'Marie<script>');
    await user.type(screen.getByLabelText('Mot de passe'), 'secret1');
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'secret2');
    await submit();
    expect(await screen.findByText('Les mots de passe ne correspondent pas.')).toBeTruthy();
    expect(screen.getByText('Un champ contient des caractères invalides')).toBeTruthy();
  });

  it('sends the registration and goes to the validation page with the email', async () => {
    const { router } = renderWithProviders(routes, {
      path: '/register?from=analyse',
      session: testSession(null),
      mocks: [
        profileOptionsMock(),
        {
          request: {
            query: RegisterPageRegisterDocument,
            variables: {
              input: {
                firstName: 'Marie',
                lastName: 'Durand',
                email: 'marie.durand@cabinet.fr',
                password: 'secret1',
                passwordConfirmation: 'secret1',
                termsAccepted: true,
                organizationType: 'AUTRE',
                organizationTypeOther: 'Association',
                position: 'CHEF_DE_MISSION',
                mobilePhone: '06 12 34 56 78',
              },
            },
          },
          result: {
            data: {
              register: {
                __typename: 'RegisterPayload',
                uuid: 'u1',
                email: 'marie.durand@cabinet.fr',
                state: 'PENDING',
                userConfirmed: false,
              },
            },
          },
        },
      ],
    });
    expect(screen.getByText(/Créez votre compte pour voir l'analyse de votre FEC/)).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Prénom'), 'Marie');
    await user.type(screen.getByLabelText('Nom'), 'Durand');
    await user.type(screen.getByLabelText('Adresse email'), 'marie.durand@cabinet.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'secret1');
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'secret1');
    // An accounting firm is offered the firm's positions.
    await screen.findByRole('option', { name: "Cabinet d'expertise comptable" });
    await user.selectOptions(screen.getByLabelText("Type d'organisation"), 'CABINET_COMPTABLE');
    await user.selectOptions(screen.getByLabelText('Fonction'), 'CHEF_DE_MISSION');
    await user.selectOptions(screen.getByLabelText("Type d'organisation"), 'AUTRE');
    await user.type(screen.getByLabelText("Précisez le type d'organisation"), 'Association');
    await user.type(screen.getByLabelText('Téléphone mobile'), '06 12 34 56 78');
    await user.click(
      screen.getByLabelText("J'accepte les conditions générales et la politique de confidentialité"),
    );
    await submit();
    expect(await screen.findByText('Page de validation')).toBeTruthy();
    expect(router.state.location.search).toBe('?email=marie.durand%40cabinet.fr');
  });
});
