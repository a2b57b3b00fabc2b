/** @jest-environment ./client/src/testing/jsdom-environment.cjs */
import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import {
  MultiAnalysisPageComparedDocument,
  MultiAnalysisPageControlRowsDocument,
  MultiAnalysisPageDocument,
  type MultiAnalysisMode,
} from '../../../__generated__/graphql';
import { LOCKED_MESSAGE } from '../components/ComparisonControls';
import { renderWithProviders } from '../../../testing/render';
import MultiAnalysisPage from './MultiAnalysisPage';

const M = '55555555-5555-4555-8555-555555555555';
const FOLDER = '99999999-9999-4999-8999-999999999999';
const F1 = '11111111-1111-4111-8111-111111111111';
const F2 = '22222222-2222-4222-8222-222222222222';
const A1 = 'a1111111-1111-4111-8111-111111111111';
const A2 = 'a2222222-2222-4222-8222-222222222222';

const fec = (uuid: string, company: string, end: string) => ({
  __typename: 'Fec',
  uuid,
  originalName: `${company}.txt`,
  companyName: company,
  siren: '732829320',
  fiscalStart: `${end.slice(0, 4)}-01-01`,
  fiscalEnd: end,
  folderUuid: FOLDER,
  locked: false,
});

function multi(mode: MultiAnalysisMode, status = 'DONE') {
  const fecs =
    mode === 'ONE_COMPANY_SEVERAL_YEARS'
      ? [fec(F1, 'Boulangerie Martin', '2023-12-31'), fec(F2, 'Boulangerie Martin', '2024-12-31')]
      : [fec(F1, 'Boulangerie Martin', '2024-12-31'), fec(F2, 'Garage Dupont', '2024-12-31')];
  const done = status === 'DONE';
  return {
    __typename: 'MultiAnalysis',
    uuid: M,
    status,
    mode,
    error: null,
    createdAt: '2025-01-15T10:00:00.000Z',
    finishedAt: done ? '2025-01-15T10:01:00.000Z' : null,
    fecs,
    compared: done
      ? fecs.map((f, i) => ({
          __typename: 'MultiAnalysisFec',
          fecUuid: f.uuid,
          analysisUuid: [A1, A2][i],
          siren: f.siren,
          fiscalStart: f.fiscalStart,
          fiscalEnd: f.fiscalEnd,
        }))
      : [],
    summary: done
      ? [
          { __typename: 'CategoryCount', category: 'ERROR', count: 1 },
          { __typename: 'CategoryCount', category: 'WARNING', count: 1 },
        ]
      : [],
    controls: done
      ? [
          {
            __typename: 'ControlResult',
            controlId: 'AN-CONTINUITE',
            label: 'Continuité avec N-1',
            theme: 'equilibres',
            description: null,
            result: 'ERROR',
            count: 2,
            amount: 50000,
            total: 2,
            reason: null,
          },
          {
            __typename: 'ControlResult',
            controlId: 'EVOLUTION',
            label: 'Évolution des agrégats',
            theme: 'statistiques',
            description: null,
            result: 'WARNING',
            count: 1,
            amount: 0,
            total: 0,
            reason: null,
          },
        ]
      : [],
  };
}

const multiMock = (value: unknown): MockedResponse => ({
  request: { query: MultiAnalysisPageDocument, variables: { uuid: M } },
  result: { data: { multiAnalysis: value } },
});
const comparedMock: MockedResponse = {
  request: { query: MultiAnalysisPageComparedDocument, variables: { ids: [A1, A2] } },
  result: {
    data: {
      analyses: {
        __typename: 'AnalysisPage',
        items: [A1, A2].map((uuid, i) => ({
          __typename: 'Analysis',
          uuid,
          status: 'DONE',
          summary: [{ __typename: 'CategoryCount', category: 'ERROR', count: [4, 7][i] }],
          report: { __typename: 'AnalysisReport', lines: 1000, conformity: 'CONFORME', totals: null },
        })),
      },
    },
  },
};

const routes = [
  {
    path: '/mes-dossiers/:folderUuid/multi-analyse/:moduleAction/:analysisUuid',
    element: <MultiAnalysisPage />,
  },
];
const path = `/mes-dossiers/${FOLDER}/multi-analyse/synthese/${M}`;

describe('multi-analysis page', () => {
  it('one company over several years: one column per fiscal year', async () => {
    renderWithProviders(routes, {
      path,
      mocks: [
        multiMock(multi('ONE_COMPANY_SEVERAL_YEARS')),
        comparedMock,
        {
          request: {
            query: MultiAnalysisPageControlRowsDocument,
            variables: { uuid: M, search: 'AN-CONTINUITE' },
          },
          result: {
            data: {
              multiAnalysis: {
                __typename: 'MultiAnalysis',
                uuid: M,
                controls: [
                  {
                    __typename: 'ControlResult',
                    controlId: 'AN-CONTINUITE',
                    locked: false,
                    rows: [
                      {
                        line: 0,
                        compteNum: '512000',
                        debit: 0,
                        credit: 0,
                        detail: 'Solde N-1 ≠ à-nouveau N',
                      },
                    ],
                    truncated: false,
                    truncatedMessage: null,
                  },
                ],
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByText('Une même société sur plusieurs exercices')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'FEC comparés' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      '',
      'Exercice clos le 31/12/2023 — Boulangerie Martin',
      'Exercice clos le 31/12/2024 — Boulangerie Martin',
    ]);
    expect(await within(table).findByText('7')).toBeTruthy(); // ERROR count of the 2nd FEC's own analysis
    const controls = screen.getByRole('table', { name: 'Contrôles de comparaison' });
    expect(within(controls).getByText('Continuité avec N-1', { exact: false })).toBeTruthy();
    fireEvent.click(within(controls).getByRole('button', { name: 'Voir le détail de AN-CONTINUITE' }));
    expect(await screen.findByText('Solde N-1 ≠ à-nouveau N')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour au dossier' }).getAttribute('href')).toBe(
      `/mes-dossiers/${FOLDER}`,
    );
    // Two consecutive years: the latest one's statements, with N-1 beside N.
    expect(screen.getByRole('link', { name: 'États financiers N / N-1' }).getAttribute('href')).toBe(
      `/mes-dossiers/${FOLDER}/analyse/etats-financiers/${A2}`,
    );
  });

  it('a locked compared FEC: its unlock banner, and the detail says locked, never « Aucun constat »', async () => {
    const value = multi('ONE_COMPANY_SEVERAL_YEARS');
    value.fecs[0].locked = true;
    renderWithProviders(routes, {
      path,
      mocks: [
        multiMock(value),
        comparedMock,
        {
          request: {
            query: MultiAnalysisPageControlRowsDocument,
            variables: { uuid: M, search: 'AN-CONTINUITE' },
          },
          result: {
            data: {
              multiAnalysis: {
                __typename: 'MultiAnalysis',
                uuid: M,
                controls: [
                  {
                    __typename: 'ControlResult',
                    controlId: 'AN-CONTINUITE',
                    locked: true,
                    rows: [],
                    truncated: false,
                    truncatedMessage: null,
                  },
                ],
              },
            },
          },
        },
      ],
    });
    const controls = await screen.findByRole('table', { name: 'Contrôles de comparaison' });
    fireEvent.click(within(controls).getByRole('button', { name: 'Voir le détail de AN-CONTINUITE' }));
    expect(
      screen.getByRole('region', { name: 'Résultats verrouillés : Boulangerie Martin.txt' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('region', { name: /^Résultats verrouillés/ })).toHaveLength(1);
    expect(await screen.findByText(LOCKED_MESSAGE)).toBeTruthy();
    expect(screen.queryByText('Aucun constat.')).toBeNull();
  });

  it('several companies over one year: one column per company', async () => {
    renderWithProviders(routes, {
      path,
      mocks: [multiMock(multi('SEVERAL_COMPANIES_ONE_YEAR')), comparedMock],
    });
    expect(await screen.findByText('Plusieurs sociétés sur un même exercice')).toBeTruthy();
    const headers = within(screen.getByRole('table', { name: 'FEC comparés' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      '',
      'Boulangerie Martin — Exercice clos le 31/12/2024',
      'Garage Dupont — Exercice clos le 31/12/2024',
    ]);
    // Two companies: no N / N-1.
    expect(screen.queryByRole('link', { name: 'États financiers N / N-1' })).toBeNull();
  });

  it('shows the progress while running, the French error when it failed', async () => {
    const { unmount } = renderWithProviders(routes, {
      path,
      mocks: [multiMock(multi('SEVERAL_COMPANIES_ONE_YEAR', 'INPROGRESS'))],
    });
    expect(
      await screen.findByText("Analyse en cours… Les résultats s'afficheront automatiquement."),
    ).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'FEC comparés' })).toBeNull();
    unmount();
    renderWithProviders(routes, {
      path,
      mocks: [
        multiMock({
          ...multi('SEVERAL_COMPANIES_ONE_YEAR', 'ERROR'),
          error: 'Aucun FEC valide sélectionné.',
        }),
      ],
    });
    expect(await screen.findByText('Aucun FEC valide sélectionné.')).toBeTruthy();
  });

  it('says when the analysis is not a multi-analysis', async () => {
    renderWithProviders(routes, { path, mocks: [multiMock(null)] });
    expect(await screen.findByText("Cette analyse n'est pas une multi-analyse.")).toBeTruthy();
  });
});
