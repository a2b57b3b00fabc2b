/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  FilesFolderChildrenDocument,
  FilesFolderPageDocument,
  ReportWizardCatalogueDocument,
  ReportWizardLimitsDocument,
} from '../../../__generated__/graphql';
import { baseMe, renderWithProviders, testSession } from '../../../testing/render';
import FilesPage from './FilesPage';

const fecRow = (status: 'INPROGRESS' | 'DONE') => ({
  __typename: 'Fec',
  uuid: '11111111-1111-4111-8111-111111111111',
  originalName: '552100554FEC20231231.txt',
  companyName: 'Durand SARL',
  siren: '552100554',
  revenueType: 'BIC',
  fiscalStart: '2023-01-01',
  fiscalEnd: '2023-12-31',
  lineCount: 1200,
  size: 2048,
  createdAt: '2024-03-01T10:00:00.000Z',
  status,
  locked: false,
  canWrite: true,
  folderUuid: '-1',
  latestAnalysisUuid: '22222222-2222-4222-8222-222222222222',
  downloadUrl: '/download/fecs/11111111-1111-4111-8111-111111111111',
  latestAnalysis: {
    __typename: 'Analysis',
    uuid: '22222222-2222-4222-8222-222222222222',
    status,
    correctedStatus: 'NONE',
  },
});

const folderPage = (status: 'INPROGRESS' | 'DONE') => ({
  request: { query: FilesFolderPageDocument, variables: { uuid: '-1', limit: 50, offset: 0, sort: null } },
  result: {
    data: {
      folder: {
        __typename: 'Folder',
        uuid: '-1',
        name: 'Racine',
        parentUuid: null,
        downloadUrl: '/download/folders/-1',
        nbFecs: 1,
        path: [],
        children: [],
        fecs: {
          __typename: 'FecPage',
          items: [fecRow(status)],
          pageInfo: { __typename: 'PageInfo', total: 1, limit: 50, offset: 0, hasNextPage: false },
        },
      },
    },
  },
});

const rootChildren = {
  request: { query: FilesFolderChildrenDocument, variables: { uuid: '-1' } },
  result: { data: { folder: { __typename: 'Folder', uuid: '-1', name: 'Racine', children: [] } } },
  maxUsageCount: 10,
};

const session = testSession({
  ...baseMe,
  permissions: { ...baseMe.permissions, can: { analysis: { multi: { run: true } } } },
});

describe('FEC library page', () => {
  it('polls while an analysis runs and stops once it is done', async () => {
    // Two answers only: a third request (polling that did not stop) would find no mock and show an error.
    renderWithProviders([{ path: '/mes-dossiers/:folderUuid', element: <FilesPage /> }], {
      path: '/mes-dossiers/-1',
      session,
      mocks: [folderPage('INPROGRESS'), folderPage('DONE'), rootChildren],
    });
    expect(
      await screen.findByText('Analyse en cours : la liste se met à jour automatiquement.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/Analyse en cours/)).toBeNull(), { timeout: 5000 });
    // Let two more poll periods pass: no further request may be made.
    await new Promise((r) => setTimeout(r, 4500));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Mes analyses' })).toBeTruthy();
  }, 20000);

  it('shows the breadcrumb root and the multi-analysis button disabled until a FEC is selected', async () => {
    renderWithProviders([{ path: '/mes-dossiers/:folderUuid', element: <FilesPage /> }], {
      path: '/mes-dossiers/-1',
      session,
      mocks: [folderPage('DONE'), rootChildren],
    });
    expect(await screen.findByRole('button', { name: 'Analyse multiple' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Sélectionnez de 1 à 3 FEC pour une analyse multiple.')).toBeTruthy();
    expect(await screen.findByText('Terminée')).toBeTruthy();
    expect(screen.getByText('31/12/2023')).toBeTruthy();
  });

  it('offers Excel beside CSV and « Générer des rapports » from the menu and the selection', async () => {
    const member = testSession({
      ...baseMe,
      roles: ['Role_Member'],
      permissions: {
        ...baseMe.permissions,
        can: { fec: { file: { export: true } }, report: { report: { read: true, generate: true } } },
      },
    });
    const wizardMocks = [
      {
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
        maxUsageCount: 2,
      },
      {
        request: { query: ReportWizardCatalogueDocument },
        result: { data: { controlCatalogue: [] } },
        maxUsageCount: 2,
      },
    ];
    renderWithProviders([{ path: '/mes-dossiers/:folderUuid', element: <FilesPage /> }], {
      path: '/mes-dossiers/-1',
      session: member,
      mocks: [folderPage('DONE'), rootChildren, ...wizardMocks],
    });
    expect((await screen.findByRole('link', { name: 'Exporter en CSV' })).getAttribute('href')).toBe(
      '/download/fecs/export.csv?folder=-1',
    );
    expect(screen.getByRole('link', { name: 'Exporter en Excel' }).getAttribute('href')).toBe(
      '/download/fecs/export.xlsx?folder=-1',
    );

    // The row's menu: the wizard opens on that FEC.
    fireEvent.click(await screen.findByRole('button', { name: 'Actions pour 552100554FEC20231231.txt' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Générer des rapports' }));
    let dialog = await screen.findByRole('dialog', { name: 'Générer des rapports' });
    expect(
      within(within(dialog).getByRole('list', { name: 'FEC sélectionnés' })).getByText(
        '552100554FEC20231231.txt',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The bulk action: the selected FECs.
    fireEvent.click(screen.getAllByRole('checkbox', { name: /Sélectionner la ligne|Select row/ })[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Générer des rapports' }));
    dialog = await screen.findByRole('dialog', { name: 'Générer des rapports' });
    expect(within(dialog).getByText('552100554FEC20231231.txt')).toBeTruthy();
  }, 15000);
});
