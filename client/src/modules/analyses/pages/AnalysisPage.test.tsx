/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  AnalysisPageAddCommentDocument,
  AnalysisPageDeleteCommentDocument,
  AnalysisPageFolderFecsDocument,
  ReportWizardCatalogueDocument,
  ReportWizardLimitsDocument,
} from '../../../__generated__/graphql';
import { renderWithProviders, testSession, baseMe } from '../../../testing/render';
import {
  A,
  B,
  C,
  D,
  FOLDER,
  analysesMock,
  analysis,
  comment,
  controlsMock,
  detailMock,
  row,
} from '../testing/fixtures';
import AnalysisPage from './AnalysisPage';

const routes = [
  { path: '/mes-dossiers/:folderUuid/analyse/:moduleAction/:analysisUuid', element: <AnalysisPage /> },
  { path: '/mes-analyses/:tableType/:auditRuleName/:projectsIdsString', element: <AnalysisPage /> },
];

const session = testSession({
  ...baseMe,
  permissions: {
    ...baseMe.permissions,
    can: {
      analysis: { comment: { write: true }, result: { rerun: true } },
      fec: { corrected: { download: true } },
    },
  },
});

const render = (path: string, mocks: MockedResponse[]) =>
  renderWithProviders(routes, { path, mocks, session });

describe('analysis page: status', () => {
  it('polls every 2 s while the analysis runs and stops once it is done', async () => {
    let doneCalls = 0;
    render(`/mes-dossiers/-1/analyse/synthese/${A}`, [
      analysesMock([A], [analysis(A, 'INPROGRESS')]),
      {
        ...analysesMock([A], []),
        maxUsageCount: 10,
        result: () => {
          doneCalls++;
          return { data: { analyses: { __typename: 'AnalysisPage', items: [analysis(A, 'DONE')] } } };
        },
      },
    ]);
    expect(
      await screen.findByText("Analyse en cours… Les résultats s'afficheront automatiquement."),
    ).toBeTruthy();
    expect(
      await screen.findByRole('table', { name: 'Synthèse des résultats par catégorie' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByText(/Analyse en cours/)).toBeNull();
    await new Promise((r) => setTimeout(r, 2600));
    expect(doneCalls).toBe(1);
  }, 15000);

  it('shows the French message of a failed analysis and offers to re-run it', async () => {
    render(`/mes-dossiers/-1/analyse/synthese/${A}`, [
      analysesMock([A], [analysis(A, 'POSTCONDITION', { error: 'Le fichier ne contient aucune écriture.' })]),
    ]);
    expect(await screen.findByText('Le fichier ne contient aucune écriture.')).toBeTruthy();
    expect(screen.getByRole('button', { name: "Relancer l'analyse" })).toBeTruthy();
  });
});

describe('analysis page: synthesis', () => {
  it('shows the counts per category with French labels and codes, and the FEC information', async () => {
    render(`/mes-dossiers/-1/analyse/synthese/${A}`, [analysesMock([A], [analysis(A)])]);
    const table = await screen.findByRole('table', { name: 'Synthèse des résultats par catégorie' });
    expect(within(table).getByText('Anomalie (ERROR)')).toBeTruthy();
    expect(within(table).getByText('Non applicable (NA)')).toBeTruthy();
    expect(within(table).getByText('46')).toBeTruthy(); // total
    const info = screen.getByRole('region', { name: /Informations du FEC Boulangerie Martin/ });
    expect(within(info).getByText('01/01/2024 – 31/12/2024')).toBeTruthy();
    expect(within(info).getByText('1 000 000')).toBeTruthy();
    expect(within(info).getByText('Conforme, avec des alertes')).toBeTruthy();
    expect(within(info).getByText('NOM_FICHIER')).toBeTruthy();
  });

  it('offers « Générer un rapport » to those who may, pre-filled with the FEC shown', async () => {
    // Without the right: no button.
    const first = render(`/mes-dossiers/-1/analyse/synthese/${A}`, [analysesMock([A], [analysis(A)])]);
    await screen.findByRole('table', { name: 'Synthèse des résultats par catégorie' });
    expect(screen.queryByRole('button', { name: 'Générer un rapport' })).toBeNull();
    first.unmount();

    const member = testSession({
      ...baseMe,
      roles: ['Role_Member'],
      permissions: { ...baseMe.permissions, can: { report: { report: { read: true, generate: true } } } },
    });
    renderWithProviders(routes, {
      path: `/mes-dossiers/-1/analyse/synthese/${A}`,
      session: member,
      mocks: [
        analysesMock([A], [analysis(A)]),
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
        },
        { request: { query: ReportWizardCatalogueDocument }, result: { data: { controlCatalogue: [] } } },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Générer un rapport' }));
    const dialog = await screen.findByRole('dialog', { name: 'Générer des rapports' });
    const chosen = within(dialog).getByRole('list', { name: 'FEC sélectionnés' });
    expect(within(chosen).getByText(`${A.slice(0, 4)}FEC20241231.txt`)).toBeTruthy();
  });

  it('keeps at most 3 FECs from the URL and says so', async () => {
    render(`/mes-analyses/synthese/tous/${A},${B},${C},${D}`, [
      analysesMock([A, B, C], [analysis(A), analysis(B), analysis(C)]),
    ]);
    const table = await screen.findByRole('table', { name: 'Synthèse des résultats par catégorie' });
    expect(screen.getByText('Vous pouvez sélectionner 3 FEC au maximum.')).toBeTruthy();
    expect(within(table).getAllByRole('columnheader')).toHaveLength(4); // category + 3 FECs
  });

  it('refuses a URL without any valid analysis', async () => {
    render('/mes-analyses/synthese/tous/pas-un-uuid', []);
    expect(await screen.findByText('Aucun FEC valide sélectionné.')).toBeTruthy();
  });
});

describe('analysis page: detail', () => {
  const base = `/mes-dossiers/${FOLDER}/analyse/detail/${A}`;
  // The controls' items (a theme is expandable). Chromium names a theme by its own label; the testing
  // library's name computation would add its controls' text, so the count goes by structure.
  const controlItems = () =>
    screen.getAllByRole('treeitem').filter((item) => !item.hasAttribute('aria-expanded'));

  it('narrows the control tree by category and by search, and writes the selection in the URL', async () => {
    const { router } = render(base, [
      analysesMock([A], [analysis(A)]),
      controlsMock([A], {}),
      detailMock(A, 'TVA-TAUX'),
    ]);
    await screen.findByRole('tree', { name: 'Arbre des contrôles' });
    expect(controlItems()).toHaveLength(5);

    fireEvent.click(screen.getByRole('button', { name: 'Alerte (WARNING) : 1' }));
    await waitFor(() => expect(controlItems()).toHaveLength(1));
    expect(screen.getByRole('treeitem', { name: /^TVA-TAUX/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Toutes les catégories' }));
    fireEvent.change(screen.getByLabelText('Rechercher un contrôle'), { target: { value: 'desequilibre' } });
    await waitFor(() => expect(controlItems()).toHaveLength(2));
    expect(controlItems().filter((i) => /-TVA-/.test(i.id))).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Rechercher un contrôle'), { target: { value: 'zzz' } });
    expect(await screen.findByText('Aucun contrôle ne correspond à ces critères.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Rechercher un contrôle'), { target: { value: '' } });
    fireEvent.click(await screen.findByText('Taux de TVA apparent'));
    await waitFor(() => expect(router.state.location.search).toBe('?controle=TVA-TAUX'));
  });

  it('shows the 1 000-row message when the control has more rows than shown', async () => {
    render(`${base}?controle=EQ-ECR`, [
      analysesMock([A], [analysis(A)]),
      controlsMock([A], {}),
      detailMock(A, 'EQ-ECR', {
        rows: Array.from({ length: 1000 }, (_, i) => row(i + 1)),
        truncated: true,
        truncatedMessage: 'Seules les 1000 premières lignes sont affichées.',
        total: 1500,
      }),
    ]);
    expect(await screen.findByText('Seules les 1 000 premières lignes sont affichées.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'EQ-ECR — Écriture déséquilibrée' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Exporter toutes les lignes en CSV' }).getAttribute('href'),
    ).toMatch(/^\/download\/analyses\/[0-9a-f-]{36}\/controls\/[A-Z0-9-]+\/export\.csv$/);
    expect(
      screen.getByRole('link', { name: 'Exporter toutes les lignes en Excel' }).getAttribute('href'),
    ).toBe(`/download/analyses/${A}/controls/EQ-ECR/export.xlsx`);
  });

  it('does not show the message when every row is shown', async () => {
    render(`${base}?controle=TVA-TAUX`, [
      analysesMock([A], [analysis(A)]),
      controlsMock([A], {}),
      detailMock(A, 'TVA-TAUX'),
    ]);
    expect(await screen.findByText(/2 lignes affichées sur/)).toBeTruthy();
    expect(screen.queryByText('Seules les 1 000 premières lignes sont affichées.')).toBeNull();
  });

  it('adds a comment, then deletes it', async () => {
    const added = comment('c1', 'Voir avec le client', baseMe.uuid);
    let addVariables: unknown = null;
    let deleted = false;
    render(`${base}?controle=TVA-TAUX`, [
      analysesMock([A], [analysis(A)]),
      controlsMock([A], {}),
      detailMock(A, 'TVA-TAUX'),
      {
        request: {
          query: AnalysisPageAddCommentDocument,
          variables: (v: Record<string, unknown>) => ((addVariables = v), true),
        },
        result: {
          data: {
            addControlComment: {
              __typename: 'ControlComment',
              uuid: 'c1',
              body: added.body,
              createdAt: added.createdAt,
            },
          },
        },
      },
      detailMock(A, 'TVA-TAUX', { comments: [added] }),
      {
        request: { query: AnalysisPageDeleteCommentDocument, variables: { uuid: 'c1' } },
        result: () => ((deleted = true), { data: { deleteControlComment: true } }),
      },
      detailMock(A, 'TVA-TAUX', { comments: [] }),
    ]);
    const submit = await screen.findByRole('button', { name: 'Ajouter le commentaire' });
    fireEvent.click(submit);
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Ajouter un commentaire'), {
      target: { value: '  Voir avec le client ' },
    });
    fireEvent.click(submit);
    expect(await screen.findByText('Voir avec le client')).toBeTruthy();
    expect(addVariables).toEqual({ analysisUuid: A, controlId: 'TVA-TAUX', body: 'Voir avec le client' });

    fireEvent.click(screen.getByRole('button', { name: /Supprimer le commentaire de Marie Durand/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer le commentaire' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByText('Voir avec le client')).toBeNull());
    expect(deleted).toBe(true);
    expect(screen.getByText('Aucun commentaire sur ce contrôle.')).toBeTruthy();
  });

  it('shows one column per FEC when several are compared', async () => {
    render(`/mes-analyses/detail/EQ-ECR/${A},${B}`, [
      analysesMock([A, B], [analysis(A), analysis(B)]),
      controlsMock([A, B], {}),
      detailMock(A, 'EQ-ECR'),
    ]);
    const table = await screen.findByRole('table', { name: 'Résultat du contrôle' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['', 'Boulangerie Martin — 31/12/2024', 'Garage Dupont — 31/12/2024']);
    expect(screen.getByRole('tab', { name: 'Garage Dupont — 31/12/2024' })).toBeTruthy();
  });
});

describe('analysis page: choosing FECs to compare', () => {
  const fec = (n: number) => ({
    __typename: 'Fec',
    uuid: `f000000${n}-0000-4000-8000-000000000000`,
    originalName: `fec${n}.txt`,
    companyName: `Société ${n}`,
    siren: null,
    fiscalStart: '2023-01-01',
    fiscalEnd: '2023-12-31',
    status: 'DONE',
    latestAnalysisUuid: [B, C, D][n - 1],
  });

  it('allows 3 FECs at most and writes the choice in the URL', async () => {
    const { router } = render(`/mes-dossiers/${FOLDER}/analyse/synthese/${A}`, [
      analysesMock([A], [analysis(A)]),
      {
        request: { query: AnalysisPageFolderFecsDocument, variables: { folderUuid: FOLDER } },
        result: { data: { fecs: { __typename: 'FecPage', items: [fec(1), fec(2), fec(3)] } } },
      },
      analysesMock([A, B, C], [analysis(A), analysis(B), analysis(C)]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Comparer des FEC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choisir les FEC à comparer' });
    const box = async (name: RegExp) => within(dialog).findByRole('checkbox', { name });
    expect(((await box(/Boulangerie Martin/)) as HTMLInputElement).disabled).toBe(true); // the last one stays
    fireEvent.click(await box(/Société 1/));
    fireEvent.click(await box(/Société 2/));
    expect(((await box(/Société 3/)) as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByText('Vous pouvez sélectionner 3 FEC au maximum.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Afficher la sélection' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?comparer=${B},${C}`));
    expect(router.state.location.pathname).toBe(`/mes-dossiers/${FOLDER}/analyse/synthese/${A}`);
  });
});

describe('analysis page: an anonymous visitor on /mes-analyses/… (issue 15)', () => {
  it('is offered to sign in and come back, not only « Utilisateur non connecté. »', async () => {
    const path = `/mes-analyses/synthese/tous/${A}`;
    renderWithProviders(routes, {
      path,
      session: testSession(null),
      mocks: [
        analysesMock([A], [], {
          result: {
            errors: [{ message: 'Utilisateur non connecté.', extensions: { code: 'UNAUTHENTICATED' } }],
          },
        }),
      ],
    });
    const link = await screen.findByRole('link', { name: 'Se connecter' });
    expect(link.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    expect(screen.getByText(/Connectez-vous pour voir cette analyse/)).toBeTruthy();
    expect(screen.queryByText('Utilisateur non connecté.')).toBeNull();
  });

  it('a signed-in user refused by the gateway still reads its message', async () => {
    render(`/mes-analyses/synthese/tous/${A}`, [
      analysesMock([A], [], {
        result: {
          errors: [{ message: "Vous n'avez pas accès à cette analyse.", extensions: { code: 'FORBIDDEN' } }],
        },
      }),
    ]);
    expect(await screen.findByText("Vous n'avez pas accès à cette analyse.")).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Se connecter' })).toBeNull();
  });
});
