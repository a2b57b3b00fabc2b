/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { AnalysisPageGenerateCorrectedDocument } from '../../../__generated__/graphql';
import { baseMe, renderWithProviders, testSession } from '../../../testing/render';
import { A, FOLDER, analysesMock, analysis, testerReason, testerVerdict } from '../testing/fixtures';
import AnalysisPage from './AnalysisPage';

const routes = [
  { path: '/mes-dossiers/:folderUuid/analyse/:moduleAction/:analysisUuid', element: <AnalysisPage /> },
];
const PATH = `/mes-dossiers/${FOLDER}/analyse/synthese/${A}`;
const TESTER = 'Outil officiel de la DGFiP (Test Compta Demat)';
const FIXABLE = "L'outil officiel rejetterait ce fichier ; le FEC corrigé règle chacun de ces motifs.";

const withCorrected = testSession({
  ...baseMe,
  permissions: { ...baseMe.permissions, can: { fec: { corrected: { download: true } } } },
});
const withoutCorrected = testSession({ ...baseMe, permissions: { ...baseMe.permissions, can: {} } });

const render = (mocks: MockedResponse[], session = withCorrected) =>
  renderWithProviders(routes, { path: PATH, mocks, session });

/** The real file 123456789FEC20500930.txt: CR CR LF line endings hide Idevise from the tester. */
const REJECTED = testerVerdict('NON_CONFORME', {
  fixable: true,
  // Out of order on purpose: the page lists anomalies, then alerts, then information.
  reasons: [
    testerReason('COLONNE_SUPPLEMENTAIRE', 'INFO', 'Champ supplémentaire : Idevise\\r.', {
      column: 'Idevise\r',
    }),
    testerReason('DATE_ANNEE', 'ALERT', 'Année hors de 1900 à 2099.', { count: 12, lines: [40, 41, 57] }),
    testerReason(
      'ENTETE_CR',
      'ERROR',
      'Fins de ligne CR CR LF : le dernier nom de l’en-tête est lu « Idevise\\r » et l’outil ne détecte pas le champ obligatoire Idevise.',
      { column: 'Idevise', fixable: true },
    ),
    testerReason('DATE_FORMAT', 'ERROR', 'Format de date incorrect (AAAAMMJJ attendu).', {
      count: 2,
      lines: [88, 90],
      fixable: true,
    }),
  ],
});

const counts = (entries: Record<string, number>) =>
  Object.entries(entries).map(([code, count]) => ({ __typename: 'DiagnosticCount', code, count }));

function rejected(extra: Record<string, unknown> = {}, report: Record<string, unknown> = {}) {
  const a = analysis(A, 'DONE', extra);
  return {
    ...a,
    report: {
      ...(a.report as object),
      conformity: 'CONFORME_AVEC_ALERTES',
      tester: REJECTED,
      diagnosticCounts: counts({
        DATE_HORS_EXERCICE: 746,
        FIN_DE_LIGNE: 1,
        MONTANT_NEGATIF: 3,
        // A tester rule, and a rule the tester reported for this file: neither is « au-delà ».
        DATE_ANNEE: 12,
        DATE_FORMAT: 2,
      }),
      ...report,
    },
  };
}

const region = (name: string) => screen.findByRole('region', { name });

describe('conformity: the official tool and our verdict, apart', () => {
  it('shows the tester’s verdict, its mode and its reasons by severity, and ours in its own section', async () => {
    render([analysesMock([A], [rejected()])]);
    const tester = await region(TESTER);
    const ours = await region('Notre verdict');
    expect(tester.contains(ours)).toBe(false);
    expect(ours.contains(tester)).toBe(false);

    expect(within(tester).getByLabelText("Verdict de l'outil officiel : Non conforme")).toBeTruthy();
    expect(within(tester).queryByText('Conforme, avec des alertes')).toBeNull();
    const mode = within(tester).getByText('À lancer en mode BIC / IS');
    const help = document.getElementById(mode.getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toMatch(/^Lancez l’outil en mode BIC \/ IS : le fichier a les 18 colonnes/);

    const reasons = within(
      within(tester).getByRole('list', { name: "Motifs de l'outil officiel" }),
    ).getAllByRole('listitem');
    expect(reasons.map((r) => within(r).getByText(/^(Anomalie|Alerte|Information)$/).textContent)).toEqual([
      'Anomalie',
      'Anomalie',
      'Alerte',
      'Information',
    ]);
    expect(reasons[0].textContent).toContain('Fins de ligne CR CR LF');
    expect(reasons[0].textContent).toContain('Ligne 1 (en-tête) · réglé par le FEC corrigé');
    expect(reasons[1].textContent).toContain('2 lignes : 88, 90');
    expect(reasons[2].textContent).toContain('12 lignes — premières : 40, 41, 57…');

    expect(within(ours).getByLabelText('Notre verdict : Conforme, avec des alertes')).toBeTruthy();
    expect(within(ours).queryByText('Non conforme')).toBeNull();
  });

  it('labels each finding beyond the tester « au-delà de l’outil officiel », and only those', async () => {
    render([analysesMock([A], [rejected()])]);
    const ours = await region('Notre verdict');
    const items = within(
      within(ours).getByRole('list', { name: "Constats au-delà de l'outil officiel" }),
    ).getAllByRole('listitem');
    const text = items.map((i) => i.textContent?.replace(/[\u202f\u00a0]/g, ' '));
    expect(text).toEqual([
      "Date d'écriture hors exercice(746)au-delà de l'outil officiel",
      "Montant négatif en débit ou en crédit(3)au-delà de l'outil officiel",
    ]);

    // The full table says where each rule comes from, the same way.
    const table = screen.getByRole('table', { name: /^Diagnostics de format/ });
    const rule = (code: string) =>
      within(within(table).getByText(code).closest('tr') as HTMLElement).getAllByRole('cell')[2].textContent;
    expect(rule('DATE_ANNEE')).toBe('Outil officiel');
    expect(rule('DATE_FORMAT')).toBe('Outil officiel');
    // How the tester splits records (CR CR LF) is its own rule.
    expect(rule('FIN_DE_LIGNE')).toBe('Outil officiel');
    expect(rule('MONTANT_NEGATIF')).toBe("Au-delà de l'outil officiel");
  });

  it('says so when nothing is found beyond the tester, and when an older analysis has no tester verdict', async () => {
    const { unmount } = render([
      analysesMock([A], [rejected({}, { diagnosticCounts: counts({ DATE_ANNEE: 12 }) })]),
    ]);
    expect(
      await within(await region('Notre verdict')).findByText("Aucun constat au-delà de l'outil officiel."),
    ).toBeTruthy();
    unmount();

    render([analysesMock([A], [rejected({}, { tester: null })])]);
    expect(
      await within(await region(TESTER)).findByText(
        "Verdict de l'outil officiel indisponible pour cette analyse : relancez l'analyse pour l'obtenir.",
      ),
    ).toBeTruthy();
  });
});

describe('conformity: the corrected FEC settles the tester’s reasons', () => {
  const generated: MockedResponse = {
    request: { query: AnalysisPageGenerateCorrectedDocument, variables: { fecUuid: `f${A.slice(1)}` } },
    result: {
      data: {
        generateCorrectedFec: {
          __typename: 'CorrectedFecGeneration',
          analysisUuid: A,
          correctedStatus: 'DONE',
          error: null,
        },
      },
    },
  };

  it('says the tool would reject the file, generates the corrected FEC and shows the tester’s verdict on it', async () => {
    render([
      analysesMock([A], [rejected()]),
      generated,
      analysesMock([A], [rejected({ correctedStatus: 'DONE', correctedTester: testerVerdict('CONFORME') })]),
    ]);
    const tester = await region(TESTER);
    expect(within(tester).getByText(FIXABLE)).toBeTruthy();
    expect(within(tester).queryByText(/^FEC corrigé :/)).toBeNull();

    fireEvent.click(within(tester).getByRole('button', { name: 'Générer le FEC corrigé' }));
    const verdict = await within(tester).findByText(/^FEC corrigé :/);
    expect(verdict.textContent).toBe('FEC corrigé : Conforme');
    expect(
      within(tester).getByLabelText("Verdict de l'outil officiel sur le FEC corrigé : Conforme"),
    ).toBeTruthy();
    const link = within(tester).getByRole('link', { name: 'Télécharger le FEC corrigé' });
    expect(link.getAttribute('href')).toBe(`/download/fecs/f${A.slice(1)}/corrected`);
  });

  it('offers no generation to a user without the right, nor on a locked FEC', async () => {
    const { unmount } = render([analysesMock([A], [rejected()])], withoutCorrected);
    const tester = await region(TESTER);
    expect(within(tester).getByText(FIXABLE)).toBeTruthy();
    expect(within(tester).queryByRole('button', { name: 'Générer le FEC corrigé' })).toBeNull();
    expect(within(tester).queryByText('Débloquez ce FEC pour générer son FEC corrigé.')).toBeNull();
    unmount();

    const locked = rejected({ locked: true });
    (locked.fecs[0] as { locked: boolean }).locked = true;
    render([analysesMock([A], [locked], { maxUsageCount: 5 })]);
    const lockedTester = await region(TESTER);
    expect(within(lockedTester).queryByRole('button', { name: 'Générer le FEC corrigé' })).toBeNull();
    expect(within(lockedTester).getByText('Débloquez ce FEC pour générer son FEC corrigé.')).toBeTruthy();
  });

  it('does not promise a fix when the corrected FEC cannot settle every reason', async () => {
    render([
      analysesMock(
        [A],
        [
          rejected(
            {},
            {
              tester: testerVerdict('NON_CONFORME', {
                reasons: [
                  testerReason('NB_CHAMPS', 'ERROR', 'Nombre de champs différent de celui de l’en-tête.'),
                ],
              }),
            },
          ),
        ],
      ),
    ]);
    const tester = await region(TESTER);
    expect(within(tester).queryByText(FIXABLE)).toBeNull();
    expect(within(tester).getByText(/^L'outil officiel rejetterait ce fichier : /)).toBeTruthy();
    expect(within(tester).queryByRole('button', { name: 'Générer le FEC corrigé' })).toBeNull();
  });
});

describe('conformity: certificate and diagnostics downloads', () => {
  it('links the PDF certificate and the CSV of diagnostics when the gateway gives them', async () => {
    const { unmount } = render([analysesMock([A], [analysis(A)])]);
    const certificate = await screen.findByRole('link', { name: 'Certificat de conformité (PDF)' });
    expect(certificate.getAttribute('href')).toBe(`/download/analyses/${A}/certificate.pdf`);
    expect(screen.getByRole('link', { name: 'Diagnostics (CSV)' }).getAttribute('href')).toBe(
      `/download/analyses/${A}/diagnostics.csv`,
    );
    // An accepted file: the tester's verdict, no rejection sentence.
    const tester = screen.getByRole('region', { name: TESTER });
    expect(within(tester).getByLabelText("Verdict de l'outil officiel : Conforme")).toBeTruthy();
    expect(
      within(tester).getByText("Aucun motif : l'outil officiel accepterait ce fichier tel quel."),
    ).toBeTruthy();
    unmount();

    render([analysesMock([A], [analysis(A, 'DONE', { certificateUrl: null, diagnosticsCsvUrl: null })])]);
    await region(TESTER);
    expect(screen.queryByRole('link', { name: 'Certificat de conformité (PDF)' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Diagnostics (CSV)' })).toBeNull();
  });
});
