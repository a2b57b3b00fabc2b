/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { File as NodeFile } from 'node:buffer';
import { ImportCompanyDocument } from '../../../__generated__/graphql';
import { renderWithProviders } from '../../../testing/render';
import { ImportForm } from './ImportForm';

const limits = { maxFiles: 10, maxBytes: 1024 * 1024 * 1024, known: true };
const fec = (name: string) => new NodeFile(['x'], name) as unknown as File;
const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Choisir des fichiers FEC'), { target: { files: [file] } });
// What the gateway answers a signed-out caller (`company` needs a signed-in user).
const unauthenticated = (siren: string) => ({
  request: { query: ImportCompanyDocument, variables: { siren } },
  result: {
    errors: [new GraphQLError('Utilisateur non connecté.', { extensions: { code: 'UNAUTHENTICATED' } })],
  },
});
const helperTexts = (section: HTMLElement) => section.querySelectorAll('.MuiFormHelperText-root').length;

describe('import form: signed out', () => {
  it('looks no company up, so no « Utilisateur non connecté. » under Raison sociale', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ImportForm anonymous folderUuid="-1" limits={limits} />, {
      mocks: [unauthenticated('552100554'), unauthenticated('552100554')],
    });
    choose(fec('balance.txt'));
    await user.type(await screen.findByLabelText('SIREN'), '552100554');
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByText(/Utilisateur non connecté/)).toBeNull();
  });
});

describe('import form: terms checkbox', () => {
  it.each([
    ['valid', '552100554'],
    ['invalid', '123456789'],
  ])('ticks on the first click right after typing a %s SIREN', async (_kind, siren) => {
    const user = userEvent.setup();
    renderWithProviders(<ImportForm anonymous={false} folderUuid="-1" limits={limits} />);
    choose(fec('balance.txt'));
    const section = await screen.findByRole('region', { name: 'balance.txt' });
    await user.type(within(section).getByLabelText('Raison sociale'), 'Durand SARL');
    await user.type(within(section).getByLabelText('SIREN'), siren);
    // The SIREN's blur (validation) must not add a line above the checkbox: that moved it under the
    // pointer between press and release in Chromium, and the first click was lost.
    const before = helperTexts(section);
    const terms = screen.getByLabelText(/J'accepte les conditions générales/) as HTMLInputElement;
    await user.click(terms);
    expect(terms.checked).toBe(true);
    expect(helperTexts(section)).toBe(before);
    if (siren === '123456789') expect(within(section).getByText('Numéro de SIREN invalide')).toBeTruthy();
  });
});
