import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginLandingPageLocalDefault,
  ApolloServerPluginLandingPageProductionDefault,
} from '@apollo/server/plugin/landingPage/default';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { visit, type DocumentNode } from 'graphql';
import type { GatewayConfig } from './config';
import type { GatewayContext } from './context';
import { forbidden, formatError } from './errors';
import { INTERNAL_STAFF } from './permissions/rules';
import { buildSchema } from './schema';

function asksIntrospection(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') found = true;
    },
  });
  return found;
}

/** Introspection for everyone in development; in production only for internal staff. */
function introspectionGuard(config: GatewayConfig): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, contextValue }) {
          if (!config.production || !asksIntrospection(document)) return;
          const me = (await contextValue.me().catch(() => null)) as { roles?: string[] } | null;
          if (!me?.roles?.some((r) => INTERNAL_STAFF.includes(r))) throw forbidden();
        },
      };
    },
  };
}

/** Limits for partner traffic: depth, cost, aliases, tokens; field suggestions hidden in production. */
export function armorFor(config: GatewayConfig) {
  return new ApolloArmor({
    maxDepth: { n: 12 },
    costLimit: { maxCost: 20_000, objectCost: 2, scalarCost: 1, depthCostFactor: 1.5 },
    maxAliases: { n: 20 },
    maxTokens: { n: 3_000 },
    maxDirectives: { n: 30 },
    blockFieldSuggestion: { enabled: config.production },
  }).protect();
}

export function createApollo(
  config: GatewayConfig,
  log: (error: unknown) => void,
  options: { permissions?: boolean } = {},
): ApolloServer<GatewayContext> {
  const armor = armorFor(config);
  return new ApolloServer<GatewayContext>({
    schema: buildSchema(options),
    introspection: true,
    csrfPrevention: true,
    hideSchemaDetailsFromClientErrors: config.production,
    includeStacktraceInErrorResponses: false,
    validationRules: [...armor.validationRules],
    allowBatchedHttpRequests: false,
    plugins: [
      ...armor.plugins,
      introspectionGuard(config),
      config.production
        ? ApolloServerPluginLandingPageProductionDefault({ footer: false })
        : ApolloServerPluginLandingPageLocalDefault({ footer: false }),
    ],
    formatError: (formatted, error) => formatError(formatted, error, log),
  });
}
