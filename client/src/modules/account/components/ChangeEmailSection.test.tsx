/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ProfilePageConfirmEmailChangeDocument,
  ProfilePageUpdateEmailDocument,
} from '../../../__generated__/graphql';
import { baseMe, renderWithProviders, testSession } from '../../../testing/render';
import { ChangeEmailSection } from './ChangeEmailSection';

const requestMock = (codeSent = true) => ({
  request: { query: ProfilePageUpdateEmailDocument, variables: { email: 'marie@durand.fr' } },
  result: {
    data: {
      updateEmail: { __typename: 'EmailChangeRequest', pendingEmail: 'marie@durand.fr', codeSent },
    },
  },
});

describe('email change (issue 10: by the user only, confirmed by a code)', () => {
  it('sends a code to the new address, then confirms it and reloads me', async () => {
    const reload = jest.fn(async () => null);
    renderWithProviders(<ChangeEmailSection />, {
      session: testSession({}, { reload }),
      mocks: [
        requestMock(),
        {
          request: { query: ProfilePageConfirmEmailChangeDocument, variables: { code: '123456' } },
          result: {
            data: {
              confirmEmailChange: { __typename: 'User', uuid: baseMe.uuid, email: 'marie@durand.fr' },
            },
          },
        },
      ],
    });
    const user = userEvent.setup();
    expect(screen.getByText(baseMe.email)).toBeTruthy();
    await user.type(screen.getByLabelText('Nouvelle adresse email'), 'marie@durand.fr');
    await user.click(screen.getByRole('button', { name: "Changer l'adresse email" }));
    expect(await screen.findByText(/Un code de confirmation a été envoyé à/)).toBeTruthy();
    expect(screen.getByText('marie@durand.fr')).toBeTruthy();

    await user.type(screen.getByLabelText('Code de confirmation'), '12a');
    await user.click(screen.getByRole('button', { name: "Confirmer l'adresse email" }));
    expect(await screen.findByText('Format incorrect.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Code de confirmation'));
    await user.type(screen.getByLabelText('Code de confirmation'), '123456');
    await user.click(screen.getByRole('button', { name: "Confirmer l'adresse email" }));
    expect(
      await screen.findByText(
        "Votre adresse email est maintenant marie@durand.fr ; l'ancienne adresse en a été avertie.",
      ),
    ).toBeTruthy();
    expect(reload).toHaveBeenCalled();
    expect(screen.getByLabelText('Nouvelle adresse email')).toBeTruthy();
  });

  it("shows the gateway's message for a wrong code and keeps the code step", async () => {
    renderWithProviders(<ChangeEmailSection />, {
      mocks: [
        requestMock(),
        {
          request: { query: ProfilePageConfirmEmailChangeDocument, variables: { code: '000000' } },
          result: { errors: [{ message: 'Le code de confirmation est incorrect.' }] },
        },
      ],
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nouvelle adresse email'), 'marie@durand.fr');
    await user.click(screen.getByRole('button', { name: "Changer l'adresse email" }));
    await user.type(await screen.findByLabelText('Code de confirmation'), '000000');
    await user.click(screen.getByRole('button', { name: "Confirmer l'adresse email" }));
    expect(await screen.findByText('Le code de confirmation est incorrect.')).toBeTruthy();
    expect(screen.getByLabelText('Code de confirmation')).toBeTruthy();
  });

  it('stays on the first step when no code could be sent', async () => {
    renderWithProviders(<ChangeEmailSection />, { mocks: [requestMock(false)] });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nouvelle adresse email'), 'marie@durand.fr');
    await user.click(screen.getByRole('button', { name: "Changer l'adresse email" }));
    expect(
      await screen.findByText("Le code de confirmation n'a pas pu être envoyé, veuillez réessayer."),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Code de confirmation')).toBeNull();
  });
});
