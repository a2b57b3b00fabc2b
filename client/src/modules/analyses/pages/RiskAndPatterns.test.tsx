/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, testSession, baseMe } from '../../../testing/render';
import {
  A,
  B,
  CONTROLS,
  FOLDER,
  PATTERN,
  RISK_REPORT,
  analysesMock,
  analysis,
  control,
  controlsMock,
  detailMock,
  row,
} from '../testing/fixtures';
import AnalysisPage from './AnalysisPage';

/** Issue 14 on the analysis page: the « Risque du FEC » card, unsupported tests, systemic patterns. */

const routes = [
  { path: '/mes-dossiers/:folderUuid/analyse/:moduleAction/:analysisUuid', element: <AnalysisPage /> },
  { path: '/mes-analyses/:tableType/:auditRuleName/:projectsIdsString', element: <AnalysisPage /> },
];
const session = testSession(baseMe);
const render = (path: string, mocks: MockedResponse[]) =>
  renderWithProviders(routes, { path, mocks, session });

// French typography: narrow no-break spaces in thousands and before « % » and « € ».
const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u202f\u00a0]/g, ' ');

const withReport = (uuid: string, report: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
  const a = analysis(uuid, 'DONE', extra);
  return { ...a, report: { ...(a.report as object), ...report } };
};

describe('synthesis: « Risque du FEC »', () => {
  it('shows the score out of 100, its level, the summary and the riskiest entries', async () => {
    render(`/mes-dossiers/${FOLDER}/analyse/synthese/${A}`, [analysesMock([A], [analysis(A)])]);
    const card = await screen.findByRole('region', { name: 'Risque du FEC' });
    expect(within(card).getByLabelText('Score de risque : 37 sur 100').textContent).toBe('37/100');
    expect(within(card).getByLabelText('Niveau de risque : Modéré').textContent).toBe('Modéré');
    expect(within(card).getByText(RISK_REPORT.risk.summary)).toBeTruthy();
    const table = within(card).getByRole('table', { name: 'Écritures les plus risquées' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Journal', 'N° écriture', 'Date', 'Libellé', 'Montant', 'Contrôles']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => plain(c.textContent)),
    ).toEqual([
      'OD',
      'OD0042',
      '31/12/2024',
      'Régularisation stock fin exercice',
      '48 200,00 €',
      'EQ-ECRTVA-TAUX',
    ]);
  });

  it("opens a flagged entry's control in the detail view", async () => {
    const { router } = render(`/mes-dossiers/${FOLDER}/analyse/synthese/${A}`, [
      analysesMock([A], [analysis(A)]),
      controlsMock([A], {}),
      detailMock(A, 'EQ-ECR'),
    ]);
    const card = await screen.findByRole('region', { name: 'Risque du FEC' });
    const links = within(card).getAllByRole('link', { name: 'Voir le contrôle EQ-ECR' });
    expect(links[0]!.getAttribute('href')).toBe(
      `/mes-dossiers/${FOLDER}/analyse/detail/${A}?controle=EQ-ECR`,
    );
    fireEvent.click(links[0]!);
    await waitFor(() => expect(router.state.location.search).toBe('?controle=EQ-ECR'));
    expect(await screen.findByRole('heading', { name: 'EQ-ECR — Écriture déséquilibrée' })).toBeTruthy();
  });

  it('keeps the score of a locked FEC and shows the lock message instead of its entries', async () => {
    const locked = withReport(A, { risk: { ...RISK_REPORT.risk, entries: [] } }, { locked: true });
    render(`/mes-dossiers/${FOLDER}/analyse/synthese/${A}`, [analysesMock([A], [locked])]);
    const card = await screen.findByRole('region', { name: 'Risque du FEC' });
    expect(within(card).getByLabelText('Score de risque : 37 sur 100')).toBeTruthy();
    expect(
      within(card).getByText('Ce FEC est verrouillé : débloquez-le pour voir le détail des contrôles.'),
    ).toBeTruthy();
    expect(within(card).queryByRole('table')).toBeNull();
  });

  it('colours the level like the result categories, and says when an older analysis has no score', async () => {
    render(`/mes-analyses/synthese/tous/${A},${B}`, [
      analysesMock(
        [A, B],
        [
          withReport(A, { risk: { ...RISK_REPORT.risk, score: 72, level: 'ELEVE' } }),
          withReport(B, { risk: null, unsupportedTests: [] }),
        ],
      ),
    ]);
    const high = await screen.findByRole('region', {
      name: 'Risque du FEC — Boulangerie Martin — 31/12/2024',
    });
    const chip = within(high).getByLabelText('Niveau de risque : Élevé');
    expect(chip.className).toMatch(/colorError/);
    const old = screen.getByRole('region', { name: 'Risque du FEC — Garage Dupont — 31/12/2024' });
    expect(within(old).getByText(/Score de risque indisponible pour cette analyse/)).toBeTruthy();
  });
});

describe('synthesis: « Ce que le FEC ne permet pas de contrôler »', () => {
  it('lists each test a FEC cannot support, with the reason', async () => {
    render(`/mes-dossiers/${FOLDER}/analyse/synthese/${A}`, [analysesMock([A], [analysis(A)])]);
    const section = await screen.findByRole('region', { name: 'Ce que le FEC ne permet pas de contrôler' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      "Écritures passées par un utilisateur inhabituel ou non autorisé — Le FEC ne contient pas l'auteur des écritures (aucune colonne utilisateur).",
      "Écritures saisies en dehors des heures de bureau — Le FEC ne contient que des dates, sans l'heure de saisie.",
    ]);
  });
});

describe('detail: a control with a systemic pattern', () => {
  const withPattern = [
    ...CONTROLS,
    control('VALID-TARDIVE', 'Validation tardive', 'numerotation-chronologie', 'WARNING', {
      count: 1,
      amount: 0,
      total: 5,
      pattern: PATTERN,
    }),
  ];
  const examples = Array.from({ length: 5 }, (_, i) => ({
    ...row(i + 2),
    detail: `Exemple : validée le 31/08/2022, ${300 - i} jours après l'écriture`,
  }));

  it('shows « Constat systémique » and its message in the control tree', async () => {
    render(`/mes-dossiers/${FOLDER}/analyse/detail/${A}`, [
      analysesMock([A], [analysis(A)]),
      controlsMock([A], { [A]: withPattern }),
    ]);
    const item = await screen.findByRole('treeitem', { name: /^VALID-TARDIVE .*constat systémique$/ });
    expect(within(item).getByText('Constat systémique')).toBeTruthy();
    expect(within(item).getByText(PATTERN.message)).toBeTruthy();
    // Controls without a pattern keep their plain look.
    const other = screen.getByRole('treeitem', { name: /^EQ-ECR / });
    expect(within(other).queryByText('Constat systémique')).toBeNull();
  });

  it('shows the message and the share, the pattern as the finding, then the rows as examples', async () => {
    render(`/mes-dossiers/${FOLDER}/analyse/detail/${A}?controle=VALID-TARDIVE`, [
      analysesMock([A], [analysis(A)]),
      controlsMock([A], { [A]: withPattern }),
      detailMock(A, 'VALID-TARDIVE', { rows: examples, total: 5 }),
    ]);
    const panel = await screen.findByRole('region', { name: 'Constat systémique' });
    expect(within(panel).getByText(PATTERN.message)).toBeTruthy();
    expect(plain(within(panel).getByText(/écritures sur/).textContent)).toBe(
      '2 151 écritures sur 2 152 (99,95 %)',
    );
    const result = screen.getByRole('table', { name: 'Résultat du contrôle' });
    const findings = within(result).getByRole('rowheader', { name: 'Constats' }).closest('tr')!;
    expect(within(findings).getByText('Constat systémique')).toBeTruthy();
    expect(within(findings).queryByText('1')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Exemples' })).toBeTruthy();
    expect(await screen.findByText(/Exemple : validée le 31\/08\/2022, 300 jours/)).toBeTruthy();
  });

  it('adds the individual findings the pattern does not explain', async () => {
    const mixed = withPattern.map((c) => (c.controlId === 'VALID-TARDIVE' ? { ...c, count: 3 } : c));
    render(`/mes-dossiers/${FOLDER}/analyse/detail/${A}?controle=VALID-TARDIVE`, [
      analysesMock([A], [analysis(A)]),
      controlsMock([A], { [A]: mixed }),
      detailMock(A, 'VALID-TARDIVE', { rows: examples, total: 5 }),
    ]);
    const result = await screen.findByRole('table', { name: 'Résultat du contrôle' });
    expect(within(result).getByText('+ 2 autres constats')).toBeTruthy();
  });

  it('keeps the plain count and no « Exemples » for a control without a pattern', async () => {
    render(`/mes-dossiers/${FOLDER}/analyse/detail/${A}?controle=TVA-TAUX`, [
      analysesMock([A], [analysis(A)]),
      controlsMock([A], {}),
      detailMock(A, 'TVA-TAUX'),
    ]);
    expect(await screen.findByText(/2 lignes affichées sur/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Constat systémique' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Exemples' })).toBeNull();
    const result = screen.getByRole('table', { name: 'Résultat du contrôle' });
    const findings = within(result).getByRole('rowheader', { name: 'Constats' }).closest('tr')!;
    expect(findings.textContent).toBe('Constats3');
  });
});
