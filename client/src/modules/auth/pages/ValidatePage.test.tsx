/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ValidatePageConfirmCodeDocument,
  ValidatePageResendCodeDocument,
} from '../../../__generated__/graphql';
import { renderWithProviders, testSession } from '../../../testing/render';
import LoginPage from './LoginPage';
import ResetPage from './ResetPage';
import ValidatePage from './ValidatePage';

const routes = [
  { path: '/validate', element: <ValidatePage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/resetting/reset', element: <ResetPage /> },
];

describe('validate page (spec §4)', () => {
  it('checks the 6-digit code format', async () => {
    renderWithProviders(routes, { path: '/validate?email=marie%40cabinet.fr', session: testSession(null) });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code de validation'), '12a');
    await user.click(screen.getByRole('button', { name: 'Valider mon compte' }));
    expect(await screen.findByText('Format incorrect.')).toBeTruthy();
  });

  it('validates the code, then shows the login page with the email and a success message', async () => {
    const { router } = renderWithProviders(routes, {
      path: '/validate?email=marie%40cabinet.fr',
      session: testSession(null),
      mocks: [
        {
          request: {
            query: ValidatePageConfirmCodeDocument,
            variables: { email: 'marie@cabinet.fr', code: '123456' },
          },
          result: {
            data: {
              confirmCode: {
                __typename: 'ConfirmCodePayload',
                email: 'marie@cabinet.fr',
                confirmed: true,
                passwordRequired: false,
              },
            },
          },
        },
      ],
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code de validation'), '123456');
    await user.click(screen.getByRole('button', { name: 'Valider mon compte' }));
    expect(await screen.findByText('Votre compte est validé, vous pouvez vous connecter.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect((screen.getByLabelText('Adresse email') as HTMLInputElement).value).toBe('marie@cabinet.fr');
  });

  it('after a re-sent code, sends the person to choose their password with the reset code (issue 34)', async () => {
    const { router } = renderWithProviders(routes, {
      path: '/validate?email=marie%40cabinet.fr',
      session: testSession(null),
      mocks: [
        {
          request: {
            query: ValidatePageConfirmCodeDocument,
            variables: { email: 'marie@cabinet.fr', code: '123456' },
          },
          result: {
            data: {
              confirmCode: {
                __typename: 'ConfirmCodePayload',
                email: 'marie@cabinet.fr',
                confirmed: true,
                passwordRequired: true,
              },
            },
          },
        },
      ],
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code de validation'), '123456');
    await user.click(screen.getByRole('button', { name: 'Valider mon compte' }));
    expect(
      await screen.findByText(
        'Votre adresse est validée. Choisissez votre mot de passe avec le code que nous venons de vous envoyer par email.',
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/resetting/reset');
    expect((screen.getByLabelText('Adresse email') as HTMLInputElement).value).toBe('marie@cabinet.fr');
  });

  it('shows the wrong-code message of the gateway', async () => {
    renderWithProviders(routes, {
      path: '/validate?email=marie%40cabinet.fr',
      session: testSession(null),
      mocks: [
        {
          request: {
            query: ValidatePageConfirmCodeDocument,
            variables: { email: 'marie@cabinet.fr', code: '000000' },
          },
          result: { errors: [{ message: 'Le code de validation est incorrect.' }] },
        },
      ],
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code de validation'), '000000');
    await user.click(screen.getByRole('button', { name: 'Valider mon compte' }));
    expect(await screen.findByText('Le code de validation est incorrect.')).toBeTruthy();
  });

  it('sends a new code to the email given', async () => {
    renderWithProviders(routes, {
      path: '/validate',
      session: testSession(null),
      mocks: [
        {
          request: { query: ValidatePageResendCodeDocument, variables: { email: 'marie@cabinet.fr' } },
          result: {
            data: { resendCode: { __typename: 'CodeDelivery', destination: 'm***@c***', medium: 'EMAIL' } },
          },
        },
      ],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Renvoyer le code' }));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeTruthy();
    await user.type(screen.getByLabelText('Adresse email'), 'marie@cabinet.fr');
    await user.click(screen.getByRole('button', { name: 'Renvoyer le code' }));
    expect(await screen.findByText('Un nouveau code a été envoyé à m***@c***.')).toBeTruthy();
  });
});
