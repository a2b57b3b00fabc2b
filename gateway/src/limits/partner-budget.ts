import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context';
import { codeForStatus } from '../errors';
import { ApiClientError } from '../upstream/api-errors';
import { costOfRequest } from './query-cost-plugin';

/** A partner key's request budget after this operation (`extensions.cost.budget`). */
export interface BudgetReport {
  remaining: number;
  capacity: number;
  refillPerSecond: number;
}

/** Partner API keys are bearer tokens starting `fak_` (a person's token is a JWT, `eyJ…`). */
export const isPartnerKey = (token: string | null | undefined): boolean => Boolean(token?.startsWith('fak_'));

/** The bucket is full: HTTP 429 with `Retry-After`, the API's French message, `extensions.code` BUDGET_EXHAUSTED. */
export function budgetExhausted(
  message: string,
  retryAfterSeconds: number,
  budget: BudgetReport,
): GraphQLError {
  return new GraphQLError(message, {
    extensions: {
      code: 'BUDGET_EXHAUSTED',
      status: 429,
      retryAfterSeconds,
      budget,
      http: { status: 429, headers: new HeaderMap([['retry-after', String(retryAfterSeconds)]]) },
    },
  });
}

const num = (value: unknown, fallback = 0) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/**
 * Partner budget (issue 13): for a request made with an API key, the operation's estimated cost (from the
 * cost plugin, which must come before this one in the plugin list: it prices the operation synchronously
 * when Apollo starts the hooks) is poured into the key's leaky bucket through `POST v1/api-keys/budget`, an
 * atomic update in the API's database, so every gateway process shares one budget per key. The budget left
 * rides on `extensions.cost.budget`; a full bucket refuses the operation before any resolver runs.
 */
export function partnerBudgetPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart({ contextValue }) {
      if (!isPartnerKey(contextValue.accessToken)) return;
      let budget: BudgetReport | undefined;
      return {
        async didResolveOperation({ operation, contextValue: ctx }) {
          if (!operation) return;
          const cost = costOfRequest(ctx.request);
          // Too costly: the cost plugin refuses it, and nothing is spent.
          if (!cost || cost.estimated > cost.maximum) return;
          try {
            const answer = await ctx.api.call('post', '/v1/api-keys/budget', {
              body: { cost: cost.estimated },
            });
            budget = {
              remaining: answer.remaining,
              capacity: answer.capacity,
              refillPerSecond: answer.refill_per_second,
            };
          } catch (error) {
            if (!(error instanceof ApiClientError)) throw error;
            if (error.code === 429) {
              const retry = Math.max(1, Math.ceil(num(error.data.retry_after_seconds, 1)));
              budget = {
                remaining: num(error.data.remaining),
                capacity: num(error.data.capacity),
                refillPerSecond: num(error.data.refill_per_second),
              };
              throw budgetExhausted(error.message, retry, budget);
            }
            // A revoked or unknown key (401), a key without the right (403): the API's answer, with its status.
            throw new GraphQLError(error.message, {
              extensions: {
                code: codeForStatus(error.code),
                status: error.code,
                http: { status: error.code },
              },
            });
          }
        },
        async willSendResponse({ response }) {
          if (!budget || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          const cost = (result.extensions?.cost ?? {}) as Record<string, unknown>;
          result.extensions = { ...result.extensions, cost: { ...cost, budget } };
        },
      };
    },
  };
}
