/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  FilesAccountGroupsDocument,
  FilesFecAccessDocument,
  FilesFecGroupAccessDocument,
  FilesGrantFecAccessDocument,
  FilesGrantFecGroupAccessDocument,
} from '../../../__generated__/graphql';
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
const groupEntry = (groupUuid: string, name: string, memberCount: number) => ({
  __typename: 'FecGroupAccessEntry',
  groupUuid,
  name,
  memberCount,
  write: false,
});

const paul = entry('paul@cabinet.fr', 'USER', ['Paul', 'Martin']);
const variables = { fecUuid: 'fec-1' };
const listMock = {
  request: { query: FilesFecAccessDocument, variables },
  result: { data: { fecAccess: [paul] } },
};
const groupListMock = {
  request: { query: FilesFecGroupAccessDocument, variables },
  result: { data: { fecGroupAccess: [] } },
};
const accountGroupsMock = {
  request: { query: FilesAccountGroupsDocument },
  result: {
    data: {
      groups: {
        __typename: 'GroupPage',
        items: [
          { __typename: 'Group', uuid: 'g-audit', name: 'Pôle audit', memberUuids: ['u1', 'u2', 'u3'] },
        ],
      },
    },
  },
};
const grantRequest = {
  query: FilesGrantFecAccessDocument,
  variables: { fecUuid: 'fec-1', entries: [{ email: 'lea@cabinet.fr', write: false }] },
};
const conflictMessage =
  "lea@cabinet.fr n'est pas membre du compte : confirmez l'invitation. Cette personne sera invitée comme membre du compte : elle verra ce FEC et ses analyses, et pourra en générer des rapports.";

function renderDialog(...mocks: MockedResponse[]) {
  renderWithProviders(
    <FecAccessDialog fecUuid="fec-1" fileName="FEC-2024.txt" manage onClose={() => undefined} />,
    { mocks: [listMock, groupListMock, accountGroupsMock, ...mocks] },
  );
}

async function grantLea() {
  const user = userEvent.setup();
  await screen.findByText('Paul Martin');
  await user.type(screen.getByLabelText('Adresse email'), 'lea@cabinet.fr');
  await user.click(screen.getByRole('button', { name: "Donner l'accès" }));
  return user;
}

describe('FEC access dialog', () => {
  it('asks before inviting an address not in the account, naming it and what it will see (issue 34)', async () => {
    renderDialog(
      {
        request: grantRequest,
        result: { errors: [new GraphQLError(conflictMessage, { extensions: { code: 'CONFLICT' } })] },
      },
      {
        request: { ...grantRequest, variables: { ...grantRequest.variables, confirmInvitation: true } },
        result: { data: { grantFecAccess: [paul, entry('lea@cabinet.fr', 'INVITATION')] } },
      },
    );
    const user = await grantLea();
    const confirm = await screen.findByRole('alertdialog', { name: 'Inviter lea@cabinet.fr ?' });
    expect(confirm.textContent).toContain(
      "lea@cabinet.fr n'est pas membre du compte. En confirmant, cette adresse recevra une invitation à " +
        'rejoindre le compte comme Membre : elle verra le FEC « FEC-2024.txt » et ses analyses, et pourra en ' +
        'générer des rapports (lecture seule).',
    );
    // Nothing was granted yet: the list still holds Paul alone, and no error is shown.
    const list = screen.getByRole('list', { name: 'Accès accordés' });
    expect(within(list).queryByText(/lea@cabinet.fr/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(within(confirm).getByRole('button', { name: "Confirmer l'invitation" }));
    expect(await within(list).findByText('lea@cabinet.fr · Lecture seule · Invitation envoyée')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((screen.getByLabelText('Adresse email') as HTMLInputElement).value).toBe('');
  });

  it('cancelling the confirmation sends nothing and gives the address back to correct', async () => {
    renderDialog({
      request: grantRequest,
      result: { errors: [new GraphQLError(conflictMessage, { extensions: { code: 'CONFLICT' } })] },
    });
    const user = await grantLea();
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((screen.getByLabelText('Adresse email') as HTMLInputElement).value).toBe('lea@cabinet.fr');
  });

  it("shows the gateway's message when one may not invite", async () => {
    const message = "Vous n'avez pas le droit d'inviter de nouvelles personnes dans ce compte.";
    renderDialog({
      request: grantRequest,
      result: { errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } })] },
    });
    await grantLea();
    expect(await screen.findByText(message)).toBeTruthy();
    expect((screen.getByLabelText('Adresse email') as HTMLInputElement).value).toBe('lea@cabinet.fr');
  });

  it('grants access to a group of the account (« Pôle audit »)', async () => {
    renderDialog({
      request: {
        query: FilesGrantFecGroupAccessDocument,
        variables: { fecUuid: 'fec-1', entries: [{ groupUuid: 'g-audit', write: false }] },
      },
      result: { data: { grantFecGroupAccess: [groupEntry('g-audit', 'Pôle audit', 3)] } },
    });
    const user = userEvent.setup();
    await screen.findByText('Paul Martin');
    await user.click(await screen.findByRole('combobox', { name: 'Groupe du compte' }));
    await user.click(await screen.findByRole('option', { name: 'Pôle audit (3 personnes)' }));
    await user.click(screen.getByRole('button', { name: "Donner l'accès au groupe" }));
    const groups = await screen.findByRole('list', { name: 'Groupes ayant accès' });
    expect(within(groups).getByText('Groupe « Pôle audit »')).toBeTruthy();
    expect(within(groups).getByText('3 personnes · Lecture seule')).toBeTruthy();
  });
});
