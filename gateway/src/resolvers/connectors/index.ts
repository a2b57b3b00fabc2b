import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { and, can } from '../../permissions/rules';
import type { DomainRules } from '../../permissions/shield';
import { ApiClientError } from '../../upstream/api-errors';
import type { FecDto } from '../fecs/dto';
import { fecById } from '../fecs/loaders';
import type { ConnectorFiscalYearDto } from './dto';
import {
  addBodyOf,
  connectorCall,
  connectorFields,
  fiscalYearFields,
  importBodyOf,
  providerView,
} from './mapping';

/** The rules' French message (contract of issue 13), the same as the API's. */
export const CONNECTORS_ROLE = 'Votre rôle ne permet pas de gérer les connecteurs.';

/** The last FEC imported for a fiscal year, through the FEC domain's batched loader; null once deleted. */
async function lastImportOf(fy: ConnectorFiscalYearDto, ctx: GatewayContext): Promise<FecDto | null> {
  if (!fy.last_import_fec_uuid) return null;
  try {
    return await fecById(ctx.loaders).load(fy.last_import_fec_uuid);
  } catch {
    return null;
  }
}

/** Resolvers of schema/connectors.graphql: the accounting-software tokens of the account and their imports. */
export const resolvers: Resolvers = {
  Query: {
    connectors: async (_p, { limit, offset }, ctx) => {
      const size = Math.max(1, Math.min(limit ?? 20, 100));
      const from = Math.max(0, offset ?? 0);
      const page = await ctx.api.call('get', '/v1/connectors', { query: { limit: size, offset: from } });
      return {
        items: page.items,
        pageInfo: {
          total: page.total,
          limit: size,
          offset: from,
          hasNextPage: from + page.items.length < page.total,
        },
      };
    },
    // Null for an unknown connector, and for another account's (the API answers 404 for both).
    connector: async (_p, { uuid }, ctx) => {
      try {
        return await ctx.api.call('get', '/v1/connectors/{uuid}', { params: { uuid } });
      } catch (error) {
        if (error instanceof ApiClientError && error.code === 404) return null;
        throw error;
      }
    },
    connectorProviders: async (_p, _a, ctx) =>
      (await ctx.api.call('get', '/v1/connectors/providers')).map(providerView),
  },
  Mutation: {
    addConnectorToken: (_p, { input }, ctx) =>
      connectorCall(() => ctx.api.call('post', '/v1/connectors', { body: addBodyOf(input) })),
    importFromConnector: (_p, { input }, ctx) =>
      connectorCall(() =>
        ctx.api.call('post', '/v1/connectors/{uuid}/imports', {
          params: { uuid: input.connectorUuid },
          body: importBodyOf(input),
        }),
      ),
    refreshConnector: (_p, { uuid }, ctx) =>
      connectorCall(() => ctx.api.call('post', '/v1/connectors/{uuid}/refresh', { params: { uuid } })),
    setConnectorAutoRefresh: (_p, { uuid, enabled }, ctx) =>
      ctx.api.call('put', '/v1/connectors/{uuid}', { params: { uuid }, body: { auto_refresh: enabled } }),
    deleteConnector: async (_p, { uuid }, ctx) =>
      (await ctx.api.call('delete', '/v1/connectors/{uuid}', { params: { uuid } })).uuid,
  },
  Connector: connectorFields,
  ConnectorFiscalYear: {
    ...fiscalYearFields,
    lastImport: (fy, _a, ctx) => lastImportOf(fy, ctx),
  },
  ConnectorImport: {
    fec: (imp) => imp.fec,
  },
};

/**
 * graphql-shield rules (api/PERMISSIONS.md `account.connectors`): reading and managing by right (Owner,
 * Manager); importing a fiscal year also needs `fec.file.import`. The API decides again on every call.
 */
export const rules: DomainRules = {
  Query: {
    connectors: can('account', 'connectors', 'read', CONNECTORS_ROLE),
    connector: can('account', 'connectors', 'read', CONNECTORS_ROLE),
    connectorProviders: can('account', 'connectors', 'read', CONNECTORS_ROLE),
  },
  Mutation: {
    addConnectorToken: can('account', 'connectors', 'manage', CONNECTORS_ROLE),
    importFromConnector: and(
      can('account', 'connectors', 'read', CONNECTORS_ROLE),
      can('fec', 'file', 'import', CONNECTORS_ROLE),
    ),
    refreshConnector: can('account', 'connectors', 'manage', CONNECTORS_ROLE),
    setConnectorAutoRefresh: can('account', 'connectors', 'manage', CONNECTORS_ROLE),
    deleteConnector: can('account', 'connectors', 'manage', CONNECTORS_ROLE),
  },
};
