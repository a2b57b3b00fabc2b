import type { Resolvers } from '../../__generated__/resolvers-types';
import { can } from '../../permissions/rules';
import type { DomainRules } from '../../permissions/shield';
import { ApiClientError } from '../../upstream/api-errors';
import { apiEvent, deliveryFields, webhookFields } from './mapping';

/** The API's page → the schema's `PageInfo`, with the bounds the schema documents (1–100, 20). */
function pageArgs(limit?: number | null, offset?: number | null) {
  return { limit: Math.max(1, Math.min(limit ?? 20, 100)), offset: Math.max(0, offset ?? 0) };
}
function pageInfo(page: { limit: number; offset: number }, count: number, total: number) {
  return { total, limit: page.limit, offset: page.offset, hasNextPage: page.offset + count < total };
}

/** Resolvers of schema/webhooks.graphql: an account's receiving endpoints, their deliveries, replays. */
export const resolvers: Resolvers = {
  Query: {
    webhooks: async (_p, { limit, offset }, ctx) => {
      const page = pageArgs(limit, offset);
      const result = await ctx.api.call('get', '/v1/webhooks', { query: page });
      return { items: result.items, pageInfo: pageInfo(page, result.items.length, result.total) };
    },
    // Another account's endpoint reads as null, like one that does not exist (the API answers 404 for both).
    webhook: async (_p, { uuid }, ctx) => {
      try {
        return await ctx.api.call('get', '/v1/webhooks/{uuid}', { params: { uuid } });
      } catch (error) {
        if (error instanceof ApiClientError && error.code === 404) return null;
        throw error;
      }
    },
  },
  Mutation: {
    createWebhook: (_p, { input }, ctx) =>
      ctx.api.call('post', '/v1/webhooks', {
        body: { url: input.url, events: input.events.map(apiEvent) },
      }),
    deleteWebhook: async (_p, { uuid }, ctx) =>
      (await ctx.api.call('delete', '/v1/webhooks/{uuid}', { params: { uuid } })).uuid,
    setWebhookEnabled: (_p, { uuid, enabled }, ctx) =>
      ctx.api.call('put', '/v1/webhooks/{uuid}', { params: { uuid }, body: { enabled } }),
    replayWebhookDelivery: (_p, { uuid }, ctx) =>
      ctx.api.call('post', '/v1/webhook-deliveries/{uuid}/replay', { params: { uuid } }),
  },
  Webhook: {
    ...webhookFields,
    deliveries: async (webhook, { limit, offset }, ctx) => {
      const page = pageArgs(limit, offset);
      const result = await ctx.api.call('get', '/v1/webhooks/{uuid}/deliveries', {
        params: { uuid: webhook.uuid },
        query: page,
      });
      return { items: result.items, pageInfo: pageInfo(page, result.items.length, result.total) };
    },
  },
  WebhookDelivery: deliveryFields,
};

const MESSAGE = "Votre rôle ne permet pas de gérer les clés d'API et les webhooks.";

/**
 * graphql-shield rules (api/PERMISSIONS.md `account.integrations`): reading and managing by right (Owner
 * and Manager); the API decides again on every call, and refuses API-key callers.
 */
export const rules: DomainRules = {
  Query: {
    webhooks: can('account', 'integrations', 'read', MESSAGE),
    webhook: can('account', 'integrations', 'read', MESSAGE),
  },
  Mutation: {
    createWebhook: can('account', 'integrations', 'manage', MESSAGE),
    deleteWebhook: can('account', 'integrations', 'manage', MESSAGE),
    setWebhookEnabled: can('account', 'integrations', 'manage', MESSAGE),
    replayWebhookDelivery: can('account', 'integrations', 'manage', MESSAGE),
  },
};
