/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AnalysisCorrectFiscalYearDocument,
  AnalysisFiscalYearDocument,
  AnalysisPageRerunDocument,
  type FiscalYearSource,
  type PatternUnit,
} from '../../../__generated__/graphql';
import { baseMe, renderWithProviders, testSession } from '../../../testing/render';
import { A, B, analysesMock, analysis } from '../testing/fixtures';
import AnalysisPage from './AnalysisPage';

/** Issue 14: the fiscal year on the analysis page (synthesis header, correction after POSTCONDITION). */

const routes = [
  { path: '/mes-dossiers/:folderUuid/analyse/:moduleAction/:analysisUuid', element: <AnalysisPage /> },
];
const rerunner = testSession({
  ...baseMe,
  permissions: { ...baseMe.permissions, can: { analysis: { result: { rerun: true } } } },
});
const reader = testSession({
  ...baseMe,
  permissions: { ...baseMe.permissions, can: { analysis: { result: { read: true } } } },
});

const fiscalYear = (
  uuid: string,
  fy: {
    start: string;
    end: string;
    source: FiscalYearSource;
    suggestedStart?: string;
    suggestedEnd?: string;
    outliers?: number;
    outliersUnit?: PatternUnit | null;
  },
): MockedResponse => ({
  request: { query: AnalysisFiscalYearDocument, variables: { uuid } },
  result: {
    data: {
      analysis: {
        __typename: 'Analysis',
        uuid,
        report: {
          __typename: 'AnalysisReport',
          fiscalYear: {
            __typename: 'AnalysisFiscalYear',
            suggestedStart: null,
            suggestedEnd: null,
            outliers: 0,
            outliersUnit: 'ENTRIES',
            ...fy,
          },
        },
      },
    },
  },
});

const ERROR = "Aucune écriture du FEC ne tombe dans l'exercice déclaré (du 01/10/2049 au 30/09/2050).";
const stopped = analysis(A, 'POSTCONDITION', { error: ERROR });
const declared2050 = fiscalYear(A, {
  start: '2049-10-01',
  end: '2050-09-30',
  source: 'DECLARED',
  suggestedStart: '2022-04-01',
  suggestedEnd: '2023-03-31',
});
const FEC = `f${A.slice(1)}`;

describe('analysis page: a fiscal year that holds no entry', () => {
  it('shows the year the entries show, corrects the FEC and re-runs', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(routes, {
      path: `/mes-dossiers/-1/analyse/detail/${A}`,
      session: rerunner,
      mocks: [
        analysesMock([A], [stopped]),
        declared2050,
        {
          request: {
            query: AnalysisCorrectFiscalYearDocument,
            variables: { fecUuid: FEC, fiscalStart: '2022-04-01', fiscalEnd: '2023-03-31' },
          },
          result: {
            data: {
              updateFec: { __typename: 'Fec', uuid: FEC, fiscalStart: '2022-04-01', fiscalEnd: '2023-03-31' },
            },
          },
        },
        {
          request: { query: AnalysisPageRerunDocument, variables: { fecUuid: FEC } },
          result: { data: { rerunAnalysis: { __typename: 'Analysis', uuid: B, status: 'WAITSTART' } } },
        },
        analysesMock([B], [analysis(B)]),
        fiscalYear(B, {
          start: '2022-04-01',
          end: '2023-03-31',
          source: 'DECLARED',
          suggestedStart: '2022-04-01',
          suggestedEnd: '2023-03-31',
          outliers: 12,
        }),
      ],
    });
    expect(await screen.findByText(ERROR)).toBeTruthy();
    expect(
      await screen.findByText("Les écritures du fichier montrent l'exercice du 01/04/2022 au 31/03/2023."),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: "Corriger l'exercice et relancer" }));
    const dialog = await screen.findByRole('dialog', { name: /Corriger l'exercice/ });
    expect((screen.getByLabelText("Début d'exercice") as HTMLInputElement).value).toBe('2022-04-01');
    expect((screen.getByLabelText("Fin d'exercice") as HTMLInputElement).value).toBe('2023-03-31');
    await user.click(screen.getByRole('button', { name: 'Enregistrer et relancer' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/mes-dossiers/-1/analyse/synthese/${B}`),
    );
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(
      await screen.findByText("Exercice du 01/04/2022 au 31/03/2023 — d'après les dates saisies sur le FEC"),
    ).toBeTruthy();
    expect(screen.getByText('12 écritures datées hors exercice.')).toBeTruthy();
  });

  it('refuses a start after the end in the dialog', async () => {
    const user = userEvent.setup();
    renderWithProviders(routes, {
      path: `/mes-dossiers/-1/analyse/synthese/${A}`,
      session: rerunner,
      mocks: [analysesMock([A], [stopped]), declared2050],
    });
    await user.click(await screen.findByRole('button', { name: "Corriger l'exercice et relancer" }));
    fireEvent.change(screen.getByLabelText("Début d'exercice"), { target: { value: '2024-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Enregistrer et relancer' }));
    expect(await screen.findByText('Date de début > date de fin.')).toBeTruthy();
  });

  it('tells a reader the year without offering to correct it', async () => {
    renderWithProviders(routes, {
      path: `/mes-dossiers/-1/analyse/synthese/${A}`,
      session: reader,
      mocks: [analysesMock([A], [stopped]), declared2050],
    });
    expect(
      await screen.findByText("Les écritures du fichier montrent l'exercice du 01/04/2022 au 31/03/2023."),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Corriger l'exercice et relancer" })).toBeNull();
  });
});

describe('analysis page: the fiscal year in the synthesis', () => {
  it.each([
    ['FILE_NAME', "Exercice du 01/09/2021 au 31/08/2022 — d'après le nom du fichier"],
    ['DATA', 'Exercice du 01/09/2021 au 31/08/2022 — déduit des écritures'],
  ] as const)('says where a %s year comes from', async (source, line) => {
    renderWithProviders(routes, {
      path: `/mes-dossiers/-1/analyse/synthese/${A}`,
      session: reader,
      mocks: [
        analysesMock([A], [analysis(A)]),
        fiscalYear(A, {
          start: '2021-09-01',
          end: '2022-08-31',
          source,
          suggestedStart: '2021-09-01',
          suggestedEnd: '2022-08-31',
          outliers: 1,
        }),
      ],
    });
    expect(await screen.findByText(line)).toBeTruthy();
    expect(screen.getByText('1 écriture datée hors exercice.')).toBeTruthy();
  });

  it('says lines, not entries, when the file has no real numbering', async () => {
    // Issue 35: « 422 écritures datées hors exercice » beside « Écritures 28 » on such a file.
    renderWithProviders(routes, {
      path: `/mes-dossiers/-1/analyse/synthese/${A}`,
      session: reader,
      mocks: [
        analysesMock([A], [analysis(A)]),
        fiscalYear(A, {
          start: '2022-04-01',
          end: '2023-03-31',
          source: 'DATA',
          suggestedStart: '2022-04-01',
          suggestedEnd: '2023-03-31',
          outliers: 422,
          outliersUnit: 'LINES',
        }),
      ],
    });
    expect(await screen.findByText('422 lignes datées hors exercice.')).toBeTruthy();
    expect(screen.queryByText(/écritures datées/)).toBeNull();
  });

  it('says nothing of outliers when there are none', async () => {
    renderWithProviders(routes, {
      path: `/mes-dossiers/-1/analyse/synthese/${A}`,
      session: reader,
      mocks: [
        analysesMock([A], [analysis(A)]),
        fiscalYear(A, {
          start: '2021-09-01',
          end: '2022-08-31',
          source: 'FILE_NAME',
          suggestedStart: '2021-09-01',
          suggestedEnd: '2022-08-31',
        }),
      ],
    });
    expect(await screen.findByText(/Exercice du 01\/09\/2021 au 31\/08\/2022/)).toBeTruthy();
    expect(screen.queryByText(/hors exercice/)).toBeNull();
  });
});
