/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BackOfficeImpersonationNamesDocument,
  SessionStateDocument,
  StartImpersonationDocument,
} from '../../__generated__/graphql';
import { baseMe, renderWithProviders, testSession } from '../../testing/render';
import { REASON_REQUIRED } from '../backoffice/components/ReasonDialog';
import { ACCOUNT_UUID, OWNER_UUID, staffSession } from '../backoffice/testing';
import { RequireAuth } from './RequireAuth';

const connected = (value: boolean) => ({
  request: { query: SessionStateDocument },
  result: {
    data: {
      session: {
        __typename: 'Session' as const,
        connected: value,
        impersonating: false,
        forceSeeAnalysisUuid: null,
        impersonation: null,
      },
    },
  },
});

describe('route guard (spec §2)', () => {
  it('sends a signed-out visitor to /login, remembering the page', async () => {
    const { router } = renderWithProviders(
      [{ path: '/mes-dossiers/:f', element: <RequireAuth>secret</RequireAuth> }],
      { path: '/mes-dossiers/-1', session: testSession(null), mocks: [connected(false)] },
    );
    expect(await screen.findByText('Page de connexion')).toBeTruthy();
    expect(router.state.location.search).toBe('?redirect=%2Fmes-dossiers%2F-1');
  });

  it('shows the page to a signed-in user whose session is still valid', async () => {
    renderWithProviders([{ path: '/mes-dossiers/:f', element: <RequireAuth>contenu protégé</RequireAuth> }], {
      path: '/mes-dossiers/-1',
      mocks: [connected(true)],
    });
    expect(await screen.findByText('contenu protégé')).toBeTruthy();
  });

  it('sends to /login when the session refresh fails even though me was loaded', async () => {
    renderWithProviders([{ path: '/mes-dossiers/:f', element: <RequireAuth>contenu protégé</RequireAuth> }], {
      path: '/mes-dossiers/-1',
      mocks: [connected(false)],
    });
    expect(await screen.findByText('Page de connexion')).toBeTruthy();
  });

  it('refuses a page whose access key the user lacks', async () => {
    renderWithProviders(
      [{ path: '/mon-compte/acces', element: <RequireAuth routeKey="mon-compte/acces">accès</RequireAuth> }],
      { path: '/mon-compte/acces', mocks: [connected(true)] },
    );
    expect(await screen.findByText("Vous n'avez pas accès à cette page.")).toBeTruthy();
  });

  it('reloads me when the server says the just-signed-in visitor is connected, instead of bouncing to /login', async () => {
    const reload = jest.fn(async () => baseMe);
    renderWithProviders([{ path: '/mes-dossiers/:f', element: <RequireAuth>contenu protégé</RequireAuth> }], {
      path: '/mes-dossiers/-1',
      session: testSession(null, { reload }),
      mocks: [connected(true)],
    });
    await screen.findByLabelText('Chargement…');
    await new Promise((r) => setTimeout(r, 50));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Page de connexion')).toBeNull();
  });
});

describe('usurpation parameter (spec §2): a reason first (spec §6)', () => {
  const target = `${ACCOUNT_UUID},${OWNER_UUID}`;
  const namesMock = {
    request: { query: BackOfficeImpersonationNamesDocument, variables: { uuid: ACCOUNT_UUID } },
    result: {
      data: {
        backOfficeAccount: {
          __typename: 'BackOfficeAccountDetail' as const,
          uuid: ACCOUNT_UUID,
          name: 'Cabinet Lefèvre',
          users: [
            { __typename: 'BackOfficeAccountUser' as const, uuid: OWNER_UUID, email: 'helene@lefevre.fr' },
          ],
        },
      },
    },
  };
  const startMock = (start: jest.Mock) => ({
    request: {
      query: StartImpersonationDocument,
      variables: { accountUuid: ACCOUNT_UUID, userUuid: OWNER_UUID, reason: 'Ticket 4521' },
    },
    result: start,
  });
  const started = () =>
    jest.fn(() => ({
      data: {
        startImpersonation: {
          __typename: 'ImpersonationPayload' as const,
          session: { __typename: 'Session' as const, impersonating: true },
        },
      },
    }));

  it('asks the staff member why, names the user, and starts nothing when cancelled', async () => {
    const start = started();
    const { router } = renderWithProviders(
      [{ path: '/mes-dossiers/:f', element: <RequireAuth>contenu protégé</RequireAuth> }],
      {
        path: `/mes-dossiers/-1?usurpation=${target}`,
        session: staffSession('Role_CS'),
        mocks: [connected(true), namesMock, startMock(start)],
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Agir en tant qu’un utilisateur' });
    expect(await within(dialog).findByText(/helene@lefevre\.fr du compte « Cabinet Lefèvre »/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Commencer l’usurpation' }));
    expect(await within(dialog).findByText(REASON_REQUIRED)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(start).not.toHaveBeenCalled();
  });

  it('starts impersonation with the reason given, then leaves the parameter', async () => {
    const start = started();
    const reload = jest.fn(async () => baseMe);
    const { router } = renderWithProviders(
      [{ path: '/mes-dossiers/:f', element: <RequireAuth>contenu protégé</RequireAuth> }],
      {
        path: `/mes-dossiers/-1?usurpation=${target}`,
        session: { ...staffSession('Role_CS'), reload },
        mocks: [connected(true), namesMock, startMock(start)],
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Agir en tant qu’un utilisateur' });
    await userEvent.type(within(dialog).getByLabelText(/Motif/), 'Ticket 4521');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Commencer l’usurpation' }));
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(reload).toHaveBeenCalled();
  });

  it('refuses a customer without asking anything', async () => {
    renderWithProviders([{ path: '/mes-dossiers/:f', element: <RequireAuth>contenu protégé</RequireAuth> }], {
      path: `/mes-dossiers/-1?usurpation=${target}`,
      mocks: [connected(true)],
    });
    expect(
      await screen.findByText('Votre rôle ne permet pas d’agir en tant qu’un autre utilisateur.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
