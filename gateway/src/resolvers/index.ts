import type { Resolvers } from '../__generated__/resolvers-types';
import type { DomainRules } from '../permissions/shield';
import * as accounts from './accounts';
import * as analyses from './analyses';
import * as backoffice from './backoffice';
import * as billing from './billing';
import * as connectors from './connectors';
import * as documentation from './documentation';
import * as ecf from './ecf';
import * as fecs from './fecs';
import * as folders from './folders';
import * as groups from './groups';
import * as imports from './imports';
import * as multi from './multi';
import * as network from './network';
import * as partners from './partners';
import * as payments from './payments';
import * as platform from './platform';
import * as reports from './reports';
import * as review from './review';
import * as session from './session';
import * as statements from './statements';
import * as users from './users';
import * as webhooks from './webhooks';

const DOMAINS = [
  session,
  accounts,
  users,
  groups,
  folders,
  fecs,
  imports,
  analyses,
  statements,
  review,
  ecf,
  multi,
  billing,
  payments,
  network,
  reports,
  connectors,
  partners,
  webhooks,
  documentation,
  backoffice,
  platform,
];

/** Every domain's resolvers, merged type by type. */
export function allResolvers(): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {
    Query: { schemaVersion: () => '1' },
    Mutation: { ping: () => 'pong' },
  };
  for (const domain of DOMAINS) {
    for (const [type, fields] of Object.entries(domain.resolvers as Record<string, object>)) {
      merged[type] = { ...(merged[type] ?? {}), ...fields };
    }
  }
  return merged as Resolvers;
}

/** Every domain's shield rules, merged type by type. */
export function allRules(): DomainRules {
  const merged: DomainRules = {};
  for (const domain of DOMAINS) {
    for (const [type, fields] of Object.entries(domain.rules)) {
      merged[type] = { ...(merged[type] ?? {}), ...fields };
    }
  }
  return merged;
}
