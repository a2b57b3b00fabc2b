/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import {
  ReportsDeleteDocument,
  ReportsListDocument,
  ReportWizardCatalogueDocument,
  ReportWizardLibraryDocument,
  ReportWizardLimitsDocument,
  SessionStateDocument,
  type ReportsRowFragment,
} from '../../../__generated__/graphql';
import { baseMe, renderWithProviders, testSession } from '../../../testing/render';
import { reportsRoutes } from '../routes';

const ME = baseMe.uuid;
const OTHER = '00000000-0000-4000-8000-000000000099';

// Answers carry `__typename` as the gateway sends them.
type Row = Omit<ReportsRowFragment, 'fecs'> & { __typename: 'Report'; fecs: (object | null)[] };

const report = (uuid: string, over: Partial<Row>): Row => ({
  __typename: 'Report',
  uuid,
  name: 'Revue 2023',
  status: 'DONE',
  progress: 100,
  error: null,
  formats: ['PDF', 'XLSX'],
  merged: false,
  createdAt: '2024-03-01T10:00:00.000Z',
  creatorName: 'Marie Durand',
  creatorUuid: ME,
  fecUuids: ['fec-1'],
  fecs: [
    {
      __typename: 'Fec',
      uuid: 'fec-1',
      originalName: '552100554FEC20231231.txt',
      companyName: 'Durand SARL',
    },
  ],
  files: [],
  ...over,
});

const file = (uuid: string, format: 'PDF' | 'DOCX' | 'XLSX', ext: string) => ({
  __typename: 'ReportFile' as const,
  format,
  fileName: `Revue 2023.${ext}`,
  size: 1024,
  url: `/download/reports/${uuid}.${ext}`,
});

const R1 = '10000000-0000-4000-8000-000000000001';
const R2 = '10000000-0000-4000-8000-000000000002';
const R3 = '10000000-0000-4000-8000-000000000003';

const done = report(R1, { files: [file(R1, 'PDF', 'pdf'), file(R1, 'XLSX', 'xlsx')] });
const loading = report(R2, { name: 'Revue TVA', status: 'LOADING', progress: 40, formats: ['DOCX'] });
const failed = report(R3, {
  name: 'Revue clients',
  status: 'ERROR',
  progress: 10,
  error: 'La génération du rapport a échoué, veuillez relancer.',
  creatorUuid: OTHER,
  creatorName: 'Paul Martin',
  fecs: [null],
});

const list = (items: Row[]) => ({
  request: { query: ReportsListDocument, variables: { limit: 25, offset: 0 } },
  result: {
    data: {
      reports: {
        __typename: 'ReportPage',
        items,
        pageInfo: { __typename: 'PageInfo', total: items.length, limit: 25, offset: 0, hasNextPage: false },
      },
    },
  },
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

/** A Member: reads and generates reports, deletes only their own. */
const member = testSession({
  ...baseMe,
  roles: ['Role_Member'],
  permissions: { ...baseMe.permissions, can: { report: { report: { read: true, generate: true } } } },
});

// The app's routes, each page under the Suspense the layout gives them.
const routes: RouteObject[] = reportsRoutes.map((r) => ({
  ...r,
  element: <Suspense fallback={<p>Chargement…</p>}>{r.element}</Suspense>,
}));

function renderPage(mocks: MockedResponse[], path = '/mes-rapports', session = member) {
  return renderWithProviders(routes, { path, session, mocks: [connected, ...mocks] });
}

describe('« Mes rapports » (spec §2)', () => {
  it('redirects /mes-rapports to /mes-rapports/-1 and lists statuses and downloads', async () => {
    const { router } = renderPage([
      list([done, loading, failed]),
      list([done, { ...loading, status: 'DONE', progress: 100, files: [file(R2, 'DOCX', 'docx')] }, failed]),
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/mes-rapports/-1'));
    expect(await screen.findByRole('heading', { name: 'Mes rapports' })).toBeTruthy();

    // LOADING: « En cours… » with its progress.
    expect(await screen.findByText('En cours…')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Génération : 40 %' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    // DONE: one plain link per produced format.
    expect(screen.getAllByText('Terminé').length).toBeGreaterThan(0);
    const pdf = screen.getByRole('link', { name: 'Télécharger Revue 2023 en PDF' });
    expect(pdf.getAttribute('href')).toBe(`/download/reports/${R1}.pdf`);
    expect(screen.getByRole('link', { name: 'Télécharger Revue 2023 en Excel' }).getAttribute('href')).toBe(
      `/download/reports/${R1}.xlsx`,
    );
    expect(screen.queryByRole('link', { name: 'Télécharger Revue 2023 en Word' })).toBeNull();
    // ERROR: the message.
    expect(screen.getByText('En erreur')).toBeTruthy();
    expect(screen.getByText('La génération du rapport a échoué, veuillez relancer.')).toBeTruthy();
    expect(screen.getByText('FEC supprimé')).toBeTruthy();
    expect(screen.getAllByText(/^01\/03\/2024 /)).toHaveLength(3);
    expect(screen.getByText('Paul Martin')).toBeTruthy();
    // A Member deletes their own reports only.
    expect(screen.getByRole('button', { name: 'Supprimer Revue 2023' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Supprimer Revue clients' })).toBeNull();

    // Polls while a report generates, stops once none does (a third request would find no mock).
    expect(screen.getByText('Génération en cours : la liste se met à jour automatiquement.')).toBeTruthy();
    const word = await screen.findByRole(
      'link',
      { name: 'Télécharger Revue TVA en Word' },
      { timeout: 5000 },
    );
    expect(word.getAttribute('href')).toBe(`/download/reports/${R2}.docx`);
    expect(screen.queryByText(/Génération en cours/)).toBeNull();
    await new Promise((r) => setTimeout(r, 4500));
    expect(screen.queryByRole('alert')).toBeNull();
  }, 20000);

  it('deletes a report after confirmation', async () => {
    const user = userEvent.setup();
    const deleted = {
      request: { query: ReportsDeleteDocument, variables: { uuid: R1 } },
      result: { data: { deleteReport: R1 } },
    };
    renderPage([list([done]), deleted, list([])]);
    await user.click(await screen.findByRole('button', { name: 'Supprimer Revue 2023' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer le rapport' });
    expect(within(dialog).getByText(/Revue 2023/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Rapport « Revue 2023 » supprimé.')).toBeTruthy();
    expect(await screen.findByText(/Aucun rapport pour le moment/)).toBeTruthy();
  });

  it('opens the wizard from the empty list, with the library to pick FECs from', async () => {
    const user = userEvent.setup();
    const limits = {
      request: { query: ReportWizardLimitsDocument },
      result: {
        data: {
          reportLimits: {
            __typename: 'ReportLimits',
            maxMerged: 3,
            maxFecs: 20,
            nameMaxLength: 100,
            keptDays: 90,
          },
        },
      },
    };
    const catalogue = {
      request: { query: ReportWizardCatalogueDocument },
      result: { data: { controlCatalogue: [] } },
    };
    const fec = (uuid: string, originalName: string, status: 'DONE' | 'INPROGRESS') => ({
      __typename: 'Fec',
      uuid,
      originalName,
      companyName: 'Durand SARL',
      fiscalEnd: '2023-12-31',
      status,
    });
    const library = {
      request: { query: ReportWizardLibraryDocument, variables: { folderUuid: null } },
      result: {
        data: {
          fecs: {
            __typename: 'FecPage',
            items: [fec('fec-1', 'A-FEC2023.txt', 'DONE'), fec('fec-2', 'B-FEC2024.txt', 'INPROGRESS')],
          },
        },
      },
    };
    renderPage([list([]), limits, catalogue, library], '/mes-rapports/-1');
    await user.click(await screen.findByRole('button', { name: 'Générer un rapport' }));
    const dialog = await screen.findByRole('dialog', { name: 'Générer des rapports' });
    expect(within(dialog).getByText('Sélectionnez au moins un FEC.')).toBeTruthy();
    // Only analysed FECs can be chosen.
    expect(await within(dialog).findByRole('checkbox', { name: /B-FEC2024\.txt/ })).toHaveProperty(
      'disabled',
      true,
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Rechercher un FEC' }), 'a-fec');
    expect(within(dialog).queryByRole('checkbox', { name: /B-FEC2024\.txt/ })).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: /A-FEC2023\.txt/ }));
    expect(
      within(within(dialog).getByRole('list', { name: 'FEC sélectionnés' })).getByText('A-FEC2023.txt'),
    ).toBeTruthy();
    expect(within(dialog).queryByText('Sélectionnez au moins un FEC.')).toBeNull();
  });

  it('refuses a user without the right to read reports', async () => {
    renderPage([], '/mes-rapports/-1', testSession(baseMe));
    expect(await screen.findByText("Vous n'avez pas accès à cette page.")).toBeTruthy();
  });
});
