import type { ApolloCache } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { productTheme } from '../app/theme';
import { StaticSessionProvider, type Me, type Session } from '../modules/session/SessionProvider';
import { canDo } from '../modules/session/permissions';

/** A session for component tests: signed out, or signed in as `me` with `can` rights. */
export function testSession(me: Partial<Me> | null, overrides: Partial<Session> = {}): Session {
  const full = me ? ({ ...baseMe, ...me } as Me) : null;
  return {
    me: full,
    loading: false,
    can: (a, s, x) => canDo(full?.permissions.can, a, s, x),
    hasRoute: (key) => full?.permissions.routes.includes(key) ?? false,
    isStaff: false,
    reload: async () => full,
    signedIn: async () => full,
    signOut: async () => undefined,
    ...overrides,
  };
}

export const baseMe: Me = {
  uuid: '00000000-0000-4000-8000-000000000001',
  email: 'marie.durand@cabinet.fr',
  userDetails: { firstName: 'Marie', lastName: 'Durand' },
  missingName: false,
  currentAccount: {
    uuid: '00000000-0000-4000-8000-000000000002',
    name: 'Cabinet Durand',
    role: 'ROLE_OWNER',
  },
  roles: ['Role_Owner'],
  nbFec: 0,
  hasOtherAccounts: false,
  otherAccountsCount: 0,
  forceSeeAnalysisUuid: null,
  impersonated: false,
  readOnly: false,
  state: 'REGISTERED',
  permissions: { routes: ['mes-dossiers/', 'mes-fecs/', 'mon-compte/'], can: {} },
  featuresInAccount: {
    branding: {
      principalColor: null,
      secondaryColor: null,
      primaryBisColor: null,
      indigoColor: null,
      logo: null,
    },
    import: { enabled: true, apiOnly: false },
  },
  pendingInvitations: [],
  fecAttached: null,
};

/**
 * Renders `ui` (or `routes`) at `path` with mocked GraphQL answers, a fixed session, the product theme
 * and a memory router. Returns testing-library's result and the router (to read where it navigated).
 */
export function renderWithProviders(
  ui: ReactElement | RouteObject[],
  options: {
    path?: string;
    mocks?: MockedResponse[];
    session?: Session;
    wrapper?: (n: ReactNode) => ReactNode;
    /** The product's cache (`createCache()`) when the screen reads one object through several queries. */
    cache?: ApolloCache;
  } = {},
) {
  const routes: RouteObject[] = Array.isArray(ui) ? ui : [{ path: '*', element: ui }];
  const router = createMemoryRouter([...routes, { path: '/login', element: <p>Page de connexion</p> }], {
    initialEntries: [options.path ?? '/'],
  });
  const session = options.session ?? testSession(baseMe);
  const result = render(
    <MockedProvider mocks={options.mocks ?? []} cache={options.cache}>
      <StaticSessionProvider session={session}>
        <ThemeProvider theme={productTheme()}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </StaticSessionProvider>
    </MockedProvider>,
  );
  return { ...result, router };
}
