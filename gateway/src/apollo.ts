import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import {
  ApolloServerPluginLandingPageLocalDefault,
  ApolloServerPluginLandingPageProductionDefault,
} from '@apollo/server/plugin/landingPage/default';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { isEnumType, visit, type DocumentNode, type GraphQLSchema } from 'graphql';
import { compiledExecution } from './execution/compiled-execution';
import { responseCachePlugins, type ResponseCacheSetup } from './cache/response-cache';
import type { GatewayConfig } from './config';
import type { GatewayContext } from './context';
import { formatError, gatewayError } from './errors';
import { executionLimitsPlugin } from './limits/execution-limits';
import { partnerBudgetPlugin } from './limits/partner-budget';
import { queryCostPlugin } from './limits/query-cost-plugin';
import { INTERNAL_STAFF } from './permissions/rules';
import { buildSchema } from './schema';
import { maintenancePlugin } from './platform/maintenance-plugin';
import type { PlatformStatus } from './platform/platform-status';

function asksIntrospection(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') found = true;
    },
  });
  return found;
}

/** Refused before execution: an HTTP 403 (`extensions.http`), not the 500 Apollo gives a plugin's error. */
const introspectionForbidden = () =>
  gatewayError("Interdit : l'introspection du schéma est réservée au personnel interne.", 'FORBIDDEN', {
    status: 403,
    http: { status: 403 },
  });

/** Introspection for everyone in development; in production only for internal staff. */
function introspectionGuard(config: GatewayConfig): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, contextValue }) {
          if (!config.production || !asksIntrospection(document)) return;
          const me = (await contextValue.me().catch(() => null)) as { roles?: string[] } | null;
          if (!me?.roles?.some((r) => INTERNAL_STAFF.includes(r))) throw introspectionForbidden();
        },
      };
    },
  };
}

/** Tokens of one document, counted by graphql-js's own parser (a syntax error, answered 400). */
export const MAX_TOKENS = 3_000;

/**
 * Limits for partner traffic: depth, aliases, directives; field suggestions hidden in production.
 * Cost is ours (limits/query-cost.ts): armor's is flat and does not multiply by list sizes. Tokens are
 * counted by the parser (`parseOptions`): armor's token plugin parses in a hook Apollo does not expect
 * to throw, which turned every syntax error into an HTTP 500.
 */
export function armorFor(config: GatewayConfig) {
  return new ApolloArmor({
    maxDepth: { n: 12 },
    costLimit: { enabled: false },
    maxAliases: { n: 20 },
    maxTokens: { enabled: false },
    maxDirectives: { n: 30 },
    blockFieldSuggestion: { enabled: config.production },
  }).protect();
}

/** An enum's values, for the French message of an unknown one; none in production (schema details hidden). */
function enumValuesIn(schema: GraphQLSchema, config: GatewayConfig) {
  if (config.production) return undefined;
  return (name: string) => {
    const type = schema.getType(name);
    return isEnumType(type) ? type.getValues().map((v) => v.name) : undefined;
  };
}

export function createApollo(
  config: GatewayConfig,
  log: (error: unknown) => void,
  options: {
    permissions?: boolean;
    platformStatus?: () => Promise<PlatformStatus>;
    /** The answers cache, when the process sees every write (cache/response-cache.ts). */
    responseCache?: () => ResponseCacheSetup | undefined;
  } = {},
): ApolloServer<GatewayContext> {
  const armor = armorFor(config);
  const schema = buildSchema(options);
  const enumValuesOf = enumValuesIn(schema, config);
  return new ApolloServer<GatewayContext>({
    ...(config.compiledExecution ? { gateway: compiledExecution(schema) } : { schema }),
    introspection: true,
    csrfPrevention: true,
    hideSchemaDetailsFromClientErrors: config.production,
    includeStacktraceInErrorResponses: false,
    validationRules: [...armor.validationRules],
    parseOptions: { maxTokens: MAX_TOKENS },
    allowBatchedHttpRequests: false,
    plugins: [
      // No cache hints in the schema (answers are per user; the answers cache sets each operation's policy
      // itself): Apollo's implicit cache-control plugin would only cost a policy object and closures per
      // resolved field (bench/README.md, issue 16).
      ApolloServerPluginCacheControlDisabled(),
      // Priced once validated, before execution. (Apollo starts every didResolveOperation hook at once;
      // of them only the introspection guard may call upstream, and only for introspection.)
      queryCostPlugin(config.limits),
      // After the cost plugin: a partner key's request spends its estimate (limits/partner-budget.ts).
      partnerBudgetPlugin(),
      executionLimitsPlugin(config.limits),
      ...armor.plugins,
      introspectionGuard(config),
      ...(options.platformStatus ? [maintenancePlugin(options.platformStatus)] : []),
      // Last of the checks: a cached answer is served only once the request passed all of them.
      ...responseCachePlugins(options.responseCache ?? (() => undefined)),
      config.production
        ? ApolloServerPluginLandingPageProductionDefault({ footer: false })
        : ApolloServerPluginLandingPageLocalDefault({ footer: false }),
    ],
    formatError: (formatted, error) => formatError(formatted, error, log, enumValuesOf),
  });
}
