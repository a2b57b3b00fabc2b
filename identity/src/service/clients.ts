import { secretHashMatches } from '../crypto/secret-hash';
import { notAuthorized, resourceNotFound } from '../errors';
import type { AppClient, ServiceContext } from './context';

export function appClient(ctx: ServiceContext, clientId: string): AppClient {
  const client = ctx.config.clients.find((c) => c.id === clientId);
  if (!client) throw resourceNotFound(`User pool client ${clientId} does not exist.`);
  return client;
}

/** Verifies SecretHash when the client has a secret (clients without one ignore it, as Cognito does). */
export function checkSecretHash(
  client: AppClient,
  given: string | undefined,
  usernames: ReadonlyArray<string>,
): void {
  if (!client.secret) return;
  if (!given)
    throw notAuthorized(`Client ${client.id} is configured with secret but SECRET_HASH was not received`);
  if (!secretHashMatches(given, client.secret, client.id, usernames)) {
    throw notAuthorized(`Unable to verify secret hash for client ${client.id}`);
  }
}
