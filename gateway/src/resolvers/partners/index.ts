import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { can } from '../../permissions/rules';
import type { DomainRules } from '../../permissions/shield';
import { analysisLoader } from '../analyses/loaders';
import { fecById } from '../fecs/loaders';
import type { FecUploadDto } from './dto';
import { apiKeyFields, apiScope, fecUploadBodyOf, scopeOf, uploadStatusOf, uploadUrlOf } from './mapping';

const MANAGE = "Votre rôle ne permet pas de gérer les clés d'API et les webhooks.";

/**
 * A received upload's FEC or analysis, or null: a key allowed to import but not to read (FECS_IMPORT
 * alone) is refused the read, and the upload still answers (its uuids tell what was created).
 */
async function orNull<T>(load: () => Promise<T | null>): Promise<T | null> {
  try {
    return await load();
  } catch {
    return null;
  }
}

const fecOf = (u: FecUploadDto, ctx: GatewayContext) =>
  u.fec_uuid ? orNull(() => fecById(ctx.loaders).load(u.fec_uuid!)) : null;
const analysisOf = (u: FecUploadDto, ctx: GatewayContext) =>
  u.analysis_uuid ? orNull(() => analysisLoader(ctx.loaders).load(u.analysis_uuid!)) : null;

/** Resolvers of schema/partners.graphql: API keys (« Connecteurs › Export »), uploads by signed URL. */
export const resolvers: Resolvers = {
  Query: {
    apiKeys: async (_p, { limit, offset, toReview }, ctx) => {
      const size = Math.max(1, Math.min(limit ?? 20, 100));
      const from = Math.max(0, offset ?? 0);
      const page = await ctx.api.call('get', '/v1/api-keys', {
        query: { limit: size, offset: from, ...(toReview ? { to_review: 'true' as const } : {}) },
      });
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
    apiKeyScopes: async (_p, _a, ctx) =>
      (await ctx.api.call('get', '/v1/api-keys/scopes')).map((s) => ({
        scope: scopeOf(s.scope),
        description: s.description,
      })),
    fecUpload: async (_p, { uuid }, ctx) => {
      try {
        return await ctx.api.call('get', '/v1/fec-uploads/{uuid}', { params: { uuid } });
      } catch (error) {
        // Unknown or another account's: null, as the schema says (the API answers 404 for both).
        if ((error as { code?: number }).code === 404) return null;
        throw error;
      }
    },
  },
  Mutation: {
    createApiKey: async (_p, { input }, ctx) => {
      const created = await ctx.api.call('post', '/v1/api-keys', {
        body: { name: input.name, scopes: input.scopes.map(apiScope) },
      });
      return { apiKey: created.api_key, secret: created.secret };
    },
    revokeApiKey: (_p, { uuid }, ctx) =>
      ctx.api.call('post', '/v1/api-keys/{uuid}/revoke', { params: { uuid } }),
    keepApiKey: (_p, { uuid }, ctx) => ctx.api.call('post', '/v1/api-keys/{uuid}/keep', { params: { uuid } }),
    createFecUpload: (_p, { input }, ctx) =>
      ctx.api.call('post', '/v1/fec-uploads', { body: fecUploadBodyOf(input) }),
  },
  ApiKey: apiKeyFields,
  FecUpload: {
    uuid: (u) => u.uuid,
    idempotencyKey: (u) => u.idempotency_key,
    status: (u) => uploadStatusOf(u),
    uploadUrl: (u) => uploadUrlOf(u),
    expiresAt: (u) => u.expires_at,
    fec: (u, _a, ctx) => fecOf(u, ctx),
    analysis: (u, _a, ctx) => analysisOf(u, ctx),
  },
};

/**
 * graphql-shield rules (api/PERMISSIONS.md `account.integrations`): Owner and Manager; a key's permission map
 * never holds `account.integrations`, so a key is refused too. Uploads: the import right.
 */
export const rules: DomainRules = {
  Query: {
    apiKeys: can('account', 'integrations', 'read', MANAGE),
    apiKeyScopes: can('account', 'integrations', 'read', MANAGE),
    fecUpload: can('fec', 'file', 'import'),
  },
  Mutation: {
    createApiKey: can('account', 'integrations', 'manage', MANAGE),
    revokeApiKey: can('account', 'integrations', 'manage', MANAGE),
    keepApiKey: can('account', 'integrations', 'manage', MANAGE),
    createFecUpload: can('fec', 'file', 'import', 'Vous ne pouvez pas importer de FEC avec ce rôle.'),
  },
};
