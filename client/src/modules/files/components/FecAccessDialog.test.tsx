/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { FilesFecAccessDocument, FilesGrantFecAccessDocument } from '../../../__generated__/graphql';
import { renderWithProviders } from '../../../testing/render';
import { FecAccessDialog } from './FecAccessDialog';

const entry = (email: string, type: 'USER' | 'INVITATION', names: [string, string] | null = null) => ({
  __typename: 'FecAccessEntry',
  email,
  firstName: names?.[0] ?? null,
  lastName: names?.[1] ?? null,
  type,
  write: false,
});

const paul = entry('paul@cabinet.fr', 'USER', ['Paul', 'Martin']);
const listMock = {
  request: { query: FilesFecAccessDocument, variables: { fecUuid: 'fec-1' } },
  result: { data: { fecAccess: [paul] } },
};
const grantRequest = {
  query: FilesGrantFecAccessDocument,
  variables: { fecUuid: 'fec-1', entries: [{ email: 'lea@cabinet.fr', write: false }] },
};

function renderDialog(grantResult: object) {
  renderWithProviders(
    <FecAccessDialog fecUuid="fec-1" fileName="FEC-2024.txt" manage onClose={() => undefined} />,
    { mocks: [listMock, { request: grantRequest, result: grantResult }] },
  );
}

async function grantLea() {
  const user = userEvent.setup();
  await screen.findByText('Paul Martin');
  await user.type(screen.getByLabelText('Adresse email'), 'lea@cabinet.fr');
  await user.click(screen.getByRole('button', { name: "Donner l'accès" }));
}

describe('FEC access dialog (issue 10: an address not in the account is invited)', () => {
  it('shows an invitation entry as « Invitation envoyée »', async () => {
    renderDialog({ data: { grantFecAccess: [paul, entry('lea@cabinet.fr', 'INVITATION')] } });
    await grantLea();
    const list = await screen.findByRole('list', { name: 'Accès accordés' });
    expect(await within(list).findByText('lea@cabinet.fr · Lecture seule · Invitation envoyée')).toBeTruthy();
    expect(within(list).getByText('paul@cabinet.fr · Lecture seule')).toBeTruthy();
  });

  it("shows the gateway's message when one may not invite", async () => {
    const message = "Vous n'avez pas le droit d'inviter de nouvelles personnes dans ce compte.";
    renderDialog({ errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } })] });
    await grantLea();
    expect(await screen.findByText(message)).toBeTruthy();
    expect((screen.getByLabelText('Adresse email') as HTMLInputElement).value).toBe('lea@cabinet.fr');
  });
});
