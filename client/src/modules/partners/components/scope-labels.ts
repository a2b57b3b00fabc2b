import type { ApiKeyScope } from '../../../__generated__/graphql';

/** Short French names of the scopes (their descriptions come from the gateway). */
const LABELS: Record<ApiKeyScope, string> = {
  FECS_READ: 'Lecture des FEC',
  FECS_IMPORT: 'Import de FEC',
  REPORTS: 'Rapports',
  REVIEW: 'Revue des analyses',
  ECF: 'Missions ECF',
};

export const scopeLabel = (scope: ApiKeyScope): string => LABELS[scope] ?? scope;
