/** Gateway answers for the analysis page's component tests (shapes of analyses.graphql). */
import type { MockedResponse } from '@apollo/client/testing';
import {
  AnalysisPageAnalysesDocument,
  AnalysisPageControlDetailDocument,
  AnalysisPageControlsDocument,
  type AnalysisStatus,
  type ResultCategory,
} from '../../../__generated__/graphql';

export const A = '11111111-1111-4111-8111-111111111111';
export const B = '22222222-2222-4222-8222-222222222222';
export const C = '33333333-3333-4333-8333-333333333333';
export const D = '44444444-4444-4444-8444-444444444444';
export const FOLDER = '99999999-9999-4999-8999-999999999999';

const COMPANIES: Record<string, string> = {
  [A]: 'Boulangerie Martin',
  [B]: 'Garage Dupont',
  [C]: 'Pharmacie Leroy',
};

/** The risk part of a report (RiskCard_report): a « modéré » score, two entries, the unsupported tests. */
export const RISK_REPORT = {
  risk: {
    __typename: 'AnalysisRisk',
    score: 37,
    level: 'MODERE',
    summary: '92 écriture(s) signalée(s) par au moins un contrôle sur 250.',
    entries: [
      {
        __typename: 'RiskyEntry',
        journalCode: 'OD',
        ecritureNum: 'OD0042',
        ecritureDate: '2024-12-31',
        line: 1201,
        label: 'Régularisation stock fin exercice',
        amountCents: 4820000,
        score: 100,
        controlIds: ['EQ-ECR', 'TVA-TAUX'],
      },
      {
        __typename: 'RiskyEntry',
        journalCode: 'BQ',
        ecritureNum: 'BQ0107',
        ecritureDate: '2024-06-16',
        line: 803,
        label: 'Virement sans pièce',
        amountCents: 99900,
        score: 50,
        controlIds: ['TVA-TAUX'],
      },
    ],
  },
  unsupportedTests: [
    {
      __typename: 'UnsupportedTest',
      test: 'Écritures passées par un utilisateur inhabituel ou non autorisé',
      reason: "Le FEC ne contient pas l'auteur des écritures (aucune colonne utilisateur).",
    },
    {
      __typename: 'UnsupportedTest',
      test: 'Écritures saisies en dehors des heures de bureau',
      reason: "Le FEC ne contient que des dates, sans l'heure de saisie.",
    },
  ],
};

/** A systemic pattern as the gateway answers it (ControlResult.pattern). */
export const PATTERN = {
  __typename: 'SystemicPattern',
  code: 'VALIDDATE-UNIQUE',
  message:
    "La date de validation est la même sur toutes les écritures (31/08/2022) : date d'export probable.",
  affected: 2151,
  population: 2152,
  unit: 'ENTRIES',
  share: 0.9995,
};

/** A tester reason (TesterReason) as the gateway answers it. */
export function testerReason(
  code: string,
  severity: 'ERROR' | 'ALERT' | 'INFO',
  message: string,
  extra = {},
) {
  return {
    __typename: 'TesterReason',
    code,
    severity,
    message,
    column: '',
    count: 1,
    lines: [1],
    fixable: false,
    ...extra,
  };
}

/** What the DGFiP's tester would conclude (TesterVerdict): by default, accepted without a reason. */
export function testerVerdict(
  verdict: 'CONFORME' | 'CONFORME_AVEC_ALERTES' | 'NON_CONFORME' = 'CONFORME',
  extra: Record<string, unknown> = {},
) {
  return {
    __typename: 'TesterVerdict',
    verdict,
    mode: 'BIC_IS',
    modeReason:
      'Lancez l’outil en mode BIC / IS : le fichier a les 18 colonnes de l’article A47 A-1, sans colonnes de trésorerie.',
    fixable: false,
    reasons: [],
    byMode: (['BIC_IS', 'BA_TRESORERIE', 'BNC_TRESORERIE'] as const).map((mode) => ({
      __typename: 'TesterModeVerdict',
      mode,
      verdict,
    })),
    ...extra,
  };
}

export function analysis(uuid: string, status: AnalysisStatus = 'DONE', extra: Record<string, unknown> = {}) {
  const done = status === 'DONE';
  return {
    __typename: 'Analysis',
    uuid,
    kind: 'SINGLE',
    status,
    error: null,
    createdAt: '2025-01-15T10:00:00.000Z',
    startedAt: null,
    finishedAt: done ? '2025-01-15T10:01:00.000Z' : null,
    correctedStatus: 'NONE',
    correctedError: null,
    correctedTester: null,
    certificateUrl: done ? `/download/analyses/${uuid}/certificate.pdf` : null,
    diagnosticsCsvUrl: done ? `/download/analyses/${uuid}/diagnostics.csv` : null,
    locked: false,
    summary: done
      ? (['OK', 'WARNING', 'ERROR', 'SAVINGS', 'INFO', 'NA'] as ResultCategory[]).map((category, i) => ({
          __typename: 'CategoryCount',
          category,
          count: [30, 5, 3, 2, 4, 2][i],
        }))
      : [],
    report: done
      ? {
          __typename: 'AnalysisReport',
          ...RISK_REPORT,
          lines: 1000000,
          entries: 250000,
          conformity: 'CONFORME_AVEC_ALERTES',
          tester: testerVerdict(),
          fiscalStart: '2024-01-01',
          fiscalEnd: '2024-12-31',
          diagnosticCounts: [{ __typename: 'DiagnosticCount', code: 'NOM_FICHIER', count: 1 }],
          totals: { __typename: 'AnalysisTotals', debitEuros: 1234567.89, creditEuros: 1234567.89 },
        }
      : null,
    fecs: [
      {
        __typename: 'Fec',
        uuid: `f${uuid.slice(1)}`,
        originalName: `${uuid.slice(0, 4)}FEC20241231.txt`,
        companyName: COMPANIES[uuid] ?? 'Société Test',
        siren: '732829320',
        fiscalStart: '2024-01-01',
        fiscalEnd: '2024-12-31',
        lineCount: 1000000,
        folderUuid: FOLDER,
        canWrite: true,
        locked: false,
      },
    ],
    ...extra,
  };
}

export const analysesMock = (
  ids: string[],
  items: unknown[],
  extra: Partial<MockedResponse> = {},
): MockedResponse => ({
  request: { query: AnalysisPageAnalysesDocument, variables: { ids } },
  result: { data: { analyses: { __typename: 'AnalysisPage', items } } },
  ...extra,
});

export function control(controlId: string, label: string, theme: string, result: ResultCategory, extra = {}) {
  return {
    __typename: 'ControlResult',
    controlId,
    label,
    theme,
    cycle: 'general',
    description: `Description de ${label}`,
    result,
    count: result === 'OK' ? 0 : 3,
    amount: result === 'OK' ? 0 : 150000,
    total: result === 'OK' ? 0 : 3,
    reason: null,
    pattern: null,
    locked: false,
    ...extra,
  };
}

export const CONTROLS = [
  control('EQ-ECR', 'Écriture déséquilibrée', 'equilibres', 'ERROR', { count: 1500, total: 1500 }),
  control('EQ-GLB', 'Balance déséquilibrée', 'equilibres', 'OK'),
  control('TVA-TAUX', 'Taux de TVA apparent', 'tva', 'WARNING'),
  control('TVA-OUBLI', 'TVA déductible omise', 'tva', 'SAVINGS'),
  control('BENFORD', 'Loi de Benford', 'statistiques', 'INFO'),
];

export const controlsMock = (ids: string[], perAnalysis: Record<string, unknown[]>): MockedResponse => ({
  request: { query: AnalysisPageControlsDocument, variables: { ids } },
  result: {
    data: {
      analyses: {
        __typename: 'AnalysisPage',
        items: ids.map((uuid) => ({ __typename: 'Analysis', uuid, controls: perAnalysis[uuid] ?? CONTROLS })),
      },
    },
  },
});

export const row = (line: number) => ({
  line,
  journalCode: 'VE',
  ecritureNum: `VE${line}`,
  ecritureDate: 20240315,
  compteNum: '411000',
  ecritureLib: `Facture ${line}`,
  debit: 10000,
  credit: 0,
});

export function comment(uuid: string, body: string, authorUuid: string) {
  return {
    __typename: 'ControlComment',
    uuid,
    body,
    createdAt: '2025-02-01T09:30:00.000Z',
    author: {
      __typename: 'CommentAuthor',
      uuid: authorUuid,
      firstName: 'Marie',
      lastName: 'Durand',
      email: null,
    },
  };
}

export const detailMock = (
  uuid: string,
  controlId: string,
  extra: Record<string, unknown> = {},
  mock: Partial<MockedResponse> = {},
): MockedResponse => ({
  request: { query: AnalysisPageControlDetailDocument, variables: { uuid, search: controlId } },
  result: {
    data: {
      analysis: {
        __typename: 'Analysis',
        uuid,
        controls: [
          {
            __typename: 'ControlResult',
            controlId,
            rows: [row(1), row(2)],
            truncated: false,
            truncatedMessage: null,
            locked: false,
            total: 2,
            comments: [],
            ...extra,
          },
        ],
      },
    },
  },
  ...mock,
});
