import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type OperationDefinitionNode } from 'graphql';
import type { GatewayContext } from '../context';
import { gatewayError } from '../errors';
import { ApiClientError } from '../upstream/api-errors';
import type { PlatformStatus } from './platform-status';

export const DEFAULT_MAINTENANCE_MESSAGE =
  'Le service est momentanément indisponible pour maintenance. Merci de réessayer dans quelques minutes.';

/**
 * What anyone may still do during maintenance: the session's plumbing (is it open, refresh, sign in — staff
 * must — sign out), the status, choosing a password from a link. Whatever else a customer asks is 503.
 */
const OPEN_DURING_MAINTENANCE = new Set([
  '__typename',
  'schemaVersion',
  'platformStatus',
  'session',
  'signIn',
  'refreshSession',
  'signOut',
  'setPasswordWithToken',
]);

const maintenanceError = (message: string | null) =>
  gatewayError(message || DEFAULT_MAINTENANCE_MESSAGE, 'SERVICE_UNAVAILABLE', {
    status: 503,
    maintenance: true,
    http: { status: 503 },
  });

function rootFields(operation: OperationDefinitionNode | undefined): string[] {
  if (!operation) return ['…'];
  return operation.selectionSet.selections.map((s) => (s.kind === Kind.FIELD ? s.name.value : '…'));
}

/**
 * Maintenance (issue 15): a customer's request answers HTTP 503 (the client shows its maintenance notice);
 * internal staff acting as themselves keep working, and anyone may still sign in. The API refuses the
 * same callers (503): this plugin only turns its answer into the HTTP status the client watches.
 */
export function maintenancePlugin(status: () => Promise<PlatformStatus>): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, contextValue }) {
          const current = await status().catch(() => null);
          if (!current?.maintenance) return;
          if (rootFields(operation).every((f) => OPEN_DURING_MAINTENANCE.has(f))) return;
          if (!contextValue.accessToken) throw maintenanceError(current.message);
          try {
            await contextValue.me();
          } catch (error) {
            if (error instanceof ApiClientError && error.code === 503)
              throw maintenanceError(current.message);
          }
        },
        async willSendResponse({ response }) {
          // Maintenance began while the operation ran: the API's 503 reaches the client as one.
          if (response.body.kind !== 'single') return;
          const errors = response.body.singleResult.errors ?? [];
          const hit = errors.some(
            (e) => (e.extensions?.data as { maintenance?: boolean } | undefined)?.maintenance === true,
          );
          if (hit) response.http.status = 503;
        },
      };
    },
  };
}
