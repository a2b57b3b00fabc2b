/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import type { MockedResponse } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { FilesCreateFolderDocument } from '../../../__generated__/graphql';
import { baseMe, renderWithProviders, testSession } from '../../../testing/render';
import { FolderActions } from './FolderActions';

const can = testSession({
  ...baseMe,
  permissions: { ...baseMe.permissions, can: { folder: { tree: { create: true } } } },
}).can;
const root = { uuid: '-1', name: 'Racine', parentUuid: null, downloadUrl: '/download/folders/-1' };

function renderActions(mocks: MockedResponse[] = []) {
  return renderWithProviders(
    <FolderActions
      folder={root}
      can={can}
      notify={() => undefined}
      onCreated={() => undefined}
      onDeleted={() => undefined}
    />,
    { mocks },
  );
}

describe('folder creation dialog (spec §5 messages)', () => {
  it('asks for a name', async () => {
    const user = userEvent.setup();
    renderActions();
    await user.click(screen.getByRole('button', { name: 'Nouveau répertoire' }));
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Veuillez saisir un nom de répertoire.')).toBeTruthy();
  });

  it("shows the gateway's refusal of a duplicate name", async () => {
    const user = userEvent.setup();
    renderActions([
      {
        request: { query: FilesCreateFolderDocument, variables: { name: 'Clients 2024', parentUuid: '-1' } },
        result: { errors: [new GraphQLError('Un répertoire existe déjà avec ce nom.')] },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Nouveau répertoire' }));
    await user.type(screen.getByLabelText('Nom du répertoire'), 'Clients 2024');
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Un répertoire existe déjà avec ce nom.')).toBeTruthy();
  });

  it('offers no folder action the user may not do', () => {
    renderWithProviders(
      <FolderActions
        folder={root}
        can={() => false}
        notify={() => undefined}
        onCreated={() => undefined}
        onDeleted={() => undefined}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Nouveau répertoire' })).toBeNull();
  });
});
