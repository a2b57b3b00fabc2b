/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import {
  ConnectorsAddDocument,
  ConnectorsDeleteDocument,
  ConnectorsListDocument,
  ConnectorsProvidersDocument,
  SessionStateDocument,
} from '../../../__generated__/graphql';
import { baseMe, renderWithProviders, testSession } from '../../../testing/render';
import { connectorsRoutes } from '../routes';

const C1 = '20000000-0000-4000-8000-000000000001';

// Answers carry `__typename` as the gateway sends them.
const connector = {
  __typename: 'Connector',
  uuid: C1,
  provider: 'PENNYLANE',
  tokenHint: 'a1b2',
  companyName: 'Boulangerie Démo SAS',
  siren: '732829320',
  activity: '10.71C Boulangerie',
  address: '12 rue du Four, 69002 Lyon',
  autoRefresh: false,
  lastSyncedAt: '2025-03-01T10:00:00.000Z',
  lastError: null,
  createdAt: '2025-03-01T10:00:00.000Z',
  fiscalYears: [
    {
      __typename: 'ConnectorFiscalYear',
      label: 'Exercice 2025',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      current: true,
      lastImport: {
        __typename: 'Fec',
        uuid: 'fec-1',
        status: 'GENERATING',
        originalName: '732829320FEC20251231.txt',
      },
    },
    {
      __typename: 'ConnectorFiscalYear',
      label: 'Exercice 2024',
      startDate: '2024-01-01',
      endDate: '2024-12-31',
      current: false,
      lastImport: null,
    },
  ],
};

const list = (items: object[]) => ({
  request: { query: ConnectorsListDocument, variables: { limit: 100, offset: 0 } },
  result: {
    data: {
      connectors: {
        __typename: 'ConnectorPage',
        items,
        pageInfo: { __typename: 'PageInfo', total: items.length, limit: 100, offset: 0, hasNextPage: false },
      },
    },
  },
  maxUsageCount: 10,
});

const connected = {
  request: { query: SessionStateDocument },
  result: {
    data: {
      session: {
        __typename: 'Session',
        connected: true,
        impersonating: false,
        forceSeeAnalysisUuid: null,
        impersonation: null,
      },
    },
  },
  maxUsageCount: 5,
};

const providers = {
  request: { query: ConnectorsProvidersDocument },
  result: {
    data: {
      connectorProviders: [
        {
          __typename: 'ConnectorProvider',
          id: 'PENNYLANE',
          name: 'Pennylane',
          tokenHelp: 'Dans Pennylane, ouvrez Paramètres › Connectivité › Développeurs.',
        },
      ],
    },
  },
  maxUsageCount: 5,
};

/** An Owner: reads, manages and imports. */
const owner = testSession({
  ...baseMe,
  permissions: {
    routes: [...baseMe.permissions.routes, 'mon-compte/connecteurs'],
    can: { account: { connectors: { read: true, manage: true } }, fec: { file: { import: true } } },
  },
});

const routes: RouteObject[] = [
  {
    path: '/mon-compte',
    children: connectorsRoutes.map((r) => ({
      ...r,
      element: <Suspense fallback={<p>Chargement…</p>}>{r.element}</Suspense>,
    })),
  },
];

const renderPage = (mocks: MockedResponse[], path = '/mon-compte/connecteurs', session = owner) =>
  renderWithProviders(routes, { path, session, mocks: [connected, ...mocks] });

describe('Connecteurs › Import (spec §2)', () => {
  it('redirects to import and shows each company, its token hint and its fiscal years', async () => {
    const { router } = renderPage([list([connector])]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/mon-compte/connecteurs/import'));
    expect(await screen.findByRole('heading', { name: 'Boulangerie Démo SAS' })).toBeTruthy();
    expect(screen.getByText('Jeton •••• a1b2')).toBeTruthy();
    expect(screen.getByText('SIREN : 732829320')).toBeTruthy();
    expect(screen.getByText('Adresse : 12 rue du Four, 69002 Lyon')).toBeTruthy();
    expect(screen.getByText('En cours de génération')).toBeTruthy();
    expect(screen.getByText('Jamais importé')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Importer' })).toHaveLength(2);
    expect(screen.getByLabelText('Actualiser chaque nuit l’exercice en cours')).toBeTruthy();
  });

  it('adds a token: the help for the software, and the refusal of a bad token in French', async () => {
    const user = userEvent.setup();
    const refused = {
      request: {
        query: ConnectorsAddDocument,
        variables: { input: { provider: 'PENNYLANE', token: 'mauvais' } },
      },
      result: {
        errors: [
          new GraphQLError(
            'Le jeton est manquant, invalide ou expiré : vérifiez-le dans votre logiciel comptable.',
            {
              extensions: { code: 'CONNECTOR_TOKEN_INVALID', status: 401 },
            },
          ),
        ],
      },
    };
    renderPage([list([]), providers, refused], '/mon-compte/connecteurs/import');
    expect(await screen.findByText('Aucun connecteur pour le moment.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ajouter un jeton' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un jeton de logiciel comptable' });
    expect(await within(dialog).findByTestId('token-help')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Jeton d’API'), 'mauvais');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(
      await within(dialog).findByText(
        'Le jeton est manquant, invalide ou expiré : vérifiez-le dans votre logiciel comptable.',
      ),
    ).toBeTruthy();
  });

  it('deletes a connector after confirmation', async () => {
    const user = userEvent.setup();
    const deleted = {
      request: { query: ConnectorsDeleteDocument, variables: { uuid: C1 } },
      result: { data: { deleteConnector: C1 } },
    };
    const idle = { ...connector, fiscalYears: [connector.fiscalYears[1]] };
    renderPage([list([idle]), deleted, { ...list([]), maxUsageCount: 1 }], '/mon-compte/connecteurs/import');
    await user.click(await screen.findByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer le connecteur ?' });
    expect(within(dialog).getByText(/Les FEC déjà importés restent/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a Member in French', async () => {
    const member = testSession({
      ...baseMe,
      roles: ['Role_Member'],
      permissions: { routes: ['mon-compte/connecteurs'], can: {} },
    });
    renderPage([], '/mon-compte/connecteurs/import', member);
    expect(await screen.findByText('Votre rôle ne permet pas de gérer les connecteurs.')).toBeTruthy();
  });
});
