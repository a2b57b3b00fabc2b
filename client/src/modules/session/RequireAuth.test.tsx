/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { screen } from '@testing-library/react';
import { SessionStateDocument } from '../../__generated__/graphql';
import { baseMe, renderWithProviders, testSession } from '../../testing/render';
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
