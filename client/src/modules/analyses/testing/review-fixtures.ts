import {
  AnalysisReviewSummaryDocument,
  ControlFindingsDocument,
  ControlReviewDocument,
  ReviewColleaguesDocument,
  type ReviewStatus,
} from '../../../__generated__/graphql';
import { baseMe, testSession } from '../../../testing/render';

export const ANALYSIS = '11111111-1111-4111-8111-111111111111';
export const PREVIOUS = '22222222-2222-4222-8222-222222222222';
export const CONTROL = 'JE-DOUBLON';

export const reviewer = (can: Record<string, boolean>) =>
  testSession({
    ...baseMe,
    permissions: { ...baseMe.permissions, can: { analysis: { review: { read: true, ...can } } } },
  });

export const person = (uuid: string, displayName: string) => ({
  __typename: 'ReviewPerson' as const,
  uuid,
  displayName,
});

export function review(over: Partial<Record<string, unknown>> = {}) {
  return {
    __typename: 'Review' as const,
    uuid: null,
    status: 'TO_REVIEW' as ReviewStatus,
    statusLabel: 'À examiner',
    justification: null,
    setBy: null,
    setAt: null,
    setInAnalysisUuid: null,
    carriedOver: false,
    assignee: null,
    assignedBy: null,
    assignedAt: null,
    ...over,
  };
}

export function signOff(active: boolean) {
  return {
    __typename: 'ReviewSignOff' as const,
    uuid: 's1',
    analysisUuid: ANALYSIS,
    active,
    signedAt: '2026-12-07T14:00:00Z',
    message: 'Revue validée par Anne Martin le 07/12/2026',
    signedBy: person('u1', 'Anne Martin'),
    reopenedBy: active ? null : person('u1', 'Anne Martin'),
    reopenedAt: active ? null : '2026-12-07T15:00:00Z',
    reopenReason: active ? null : 'Pièce reçue',
  };
}

export function controlReviewMock(
  controlReview: ReturnType<typeof review>,
  options: { signedOff?: boolean; history?: unknown[]; attachments?: unknown[] } = {},
) {
  return {
    request: { query: ControlReviewDocument, variables: { uuid: ANALYSIS, search: CONTROL } },
    result: {
      data: {
        analysis: {
          __typename: 'Analysis',
          uuid: ANALYSIS,
          reviewSignOff: options.signedOff ? signOff(true) : null,
          changesSincePrevious: null,
          controls: [
            {
              __typename: 'ControlResult',
              controlId: CONTROL,
              review: {
                ...controlReview,
                history: options.history ?? [],
                attachments: options.attachments ?? [],
              },
            },
          ],
        },
      },
    },
  };
}

export function finding(key: string, change: 'NEW' | 'UNCHANGED' | null, over: Record<string, unknown> = {}) {
  return {
    __typename: 'Finding' as const,
    key,
    line: 12,
    row: { journalCode: 'VE', ecritureNum: key, compteNum: '411000', debit: 10000 },
    change,
    review: {
      __typename: 'Review' as const,
      uuid: null,
      status: 'TO_REVIEW' as ReviewStatus,
      statusLabel: 'À examiner',
      justification: null,
      setBy: null,
      setAt: null,
      setInAnalysisUuid: null,
      carriedOver: false,
      ...over,
    },
  };
}

export function findingsMock(items: ReturnType<typeof finding>[]) {
  return {
    request: { query: ControlFindingsDocument, variables: { uuid: ANALYSIS, search: CONTROL, offset: 0 } },
    result: {
      data: {
        analysis: {
          __typename: 'Analysis',
          uuid: ANALYSIS,
          controls: [
            {
              __typename: 'ControlResult',
              controlId: CONTROL,
              findings: {
                __typename: 'FindingPage',
                items,
                pageInfo: {
                  __typename: 'PageInfo',
                  total: items.length,
                  limit: 50,
                  offset: 0,
                  hasNextPage: false,
                },
                previousAnalysisUuid: PREVIOUS,
              },
            },
          ],
        },
      },
    },
  };
}

export const colleaguesMock = {
  request: { query: ReviewColleaguesDocument },
  result: {
    data: {
      users: {
        __typename: 'UserPage',
        items: [
          {
            __typename: 'User',
            uuid: 'u2',
            email: 'louise@exemple.fr',
            firstName: 'Louise',
            lastName: 'Martin',
            state: 'REGISTERED',
            enabled: true,
            role: 'ROLE_MEMBER',
          },
        ],
      },
    },
  },
};

export function summaryMock(options: { reviewed: number; total: number; signed?: boolean | null }) {
  return {
    request: { query: AnalysisReviewSummaryDocument, variables: { uuid: ANALYSIS } },
    result: {
      data: {
        analysis: {
          __typename: 'Analysis',
          uuid: ANALYSIS,
          reviewProgress: {
            __typename: 'ReviewProgress',
            reviewed: options.reviewed,
            total: options.total,
            label: `${options.reviewed} contrôle${options.reviewed > 1 ? 's revus' : ' revu'} sur ${options.total}`,
          },
          reviewSignOff:
            options.signed === undefined || options.signed === null ? null : signOff(options.signed),
          changesSincePrevious: {
            __typename: 'AnalysisChanges',
            previousAnalysisUuid: PREVIOUS,
            previousAnalysis: { __typename: 'Analysis', uuid: PREVIOUS, createdAt: '2026-12-01T09:00:00Z' },
            sameFec: true,
            newCount: 2,
            unchangedCount: 5,
            goneCount: 1,
            carriedCount: 3,
          },
        },
      },
    },
  };
}
