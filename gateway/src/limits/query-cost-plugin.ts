import type { ApolloServerPlugin } from '@apollo/server';
import type { OperationLimits } from '../config';
import type { GatewayContext } from '../context';
import { queryTooCostly } from './errors';
import { estimateCost } from './query-cost';

/** What every response tells about its operation's cost (`extensions.cost`), for partners to tune theirs. */
export interface CostReport {
  estimated: number;
  maximum: number;
}

/** The cost of the operation a Fastify request carried (the route reads it when it replaces an answer). */
const costs = new WeakMap<object, CostReport>();
export const costOfRequest = (request: object): CostReport | undefined => costs.get(request);

/**
 * Estimates the operation's cost once it is parsed and validated, before any resolver (and so any
 * upstream call) runs; refuses it over the maximum. The estimate rides on every response from there on.
 */
export function queryCostPlugin(
  limits: Pick<OperationLimits, 'maxQueryCost' | 'defaultListSize'>,
): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      let cost: CostReport | undefined;
      return {
        async didResolveOperation({ schema, document, operation, request, contextValue }) {
          // No operation to run: Apollo answers its own error (OPERATION_RESOLUTION_FAILURE).
          if (!operation) return;
          const estimated = estimateCost(
            { schema, document, operation, variables: request.variables },
            { defaultListSize: limits.defaultListSize },
          );
          cost = { estimated, maximum: limits.maxQueryCost };
          costs.set(contextValue.request, cost);
          if (estimated > limits.maxQueryCost) throw queryTooCostly(estimated, limits.maxQueryCost);
        },
        async willSendResponse({ response }) {
          if (!cost || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          result.extensions = { ...result.extensions, cost };
        },
      };
    },
  };
}
