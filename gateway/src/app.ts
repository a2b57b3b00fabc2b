import cookie from '@fastify/cookie';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { fastifyTrustProxy } from '../../platform/config/trust-proxy';
import { frenchHttpErrors } from '../../platform/http/client-errors';
import { createApollo } from './apollo';
import type { ResponseCacheSetup } from './cache/response-cache';
import type { GatewayConfig } from './config';
import type { GatewayServices } from './context';
import { graphqlRoute } from './http/graphql-route';
import { downloadRoutes } from './resolvers/fecs/download-routes';
import { fecUploadRoute } from './resolvers/partners/upload-route';
import { apiTransport, type LocalDispatch } from './upstream/api-client';
import { platformStatusReader, watchGatewayLogLevel } from './platform/platform-status';

export interface BuildGatewayOptions {
  config: GatewayConfig;
  logger?: FastifyServerOptions['logger'];
  /** Admin-less SDK client for the pool (tests pass their own). */
  identity?: CognitoIdentityProviderClient;
  /** false only in the benchmark measuring the shield's cost. */
  permissions?: boolean;
  /** The answers cache (cache/response-cache.ts): only where this process sees every database write. */
  responseCache?: ResponseCacheSetup;
  /** The API served by this very process, called without a socket (as `npm start` does, product/src/start.ts). */
  apiInProcess?: LocalDispatch;
}

/** The gateway as a Fastify plugin: `/graphql` (POST and GET), under any prefix. */
export async function gatewayRoutes(
  app: FastifyInstance,
  services: GatewayServices,
  options: { permissions?: boolean } = {},
): Promise<void> {
  // Maintenance and the log level chosen in the back-office (issue 15), read from the API every 2 s.
  const platformStatus = platformStatusReader(services.transport);
  const stopLogLevel = watchGatewayLogLevel(platformStatus, app.log);
  const apollo = createApollo(services.config, (error) => app.log.error({ err: error }, 'resolver failed'), {
    ...options,
    platformStatus,
    responseCache: () => services.responseCache,
  });
  await apollo.start();
  app.addHook('onClose', async () => {
    stopLogLevel();
    await apollo.stop();
  });
  await app.register(cookie);
  // File downloads and uploads with the browser's cookie session (REST: they are not GraphQL).
  await app.register(async (scope) => downloadRoutes(scope, services));
  // A partner's file for a prepared upload, authorised by its signed URL (issue 13).
  await app.register(async (scope) => fecUploadRoute(scope, services));
  await app.register(async (scope) => graphqlRoute(scope, apollo, services));
}

export function gatewayServices(
  config: GatewayConfig,
  identity?: CognitoIdentityProviderClient,
): GatewayServices {
  return {
    config,
    transport: apiTransport(config.apiUrl, config.apiTimeoutMs),
    identity:
      identity ??
      new CognitoIdentityProviderClient({
        region: config.identity.region,
        endpoint: config.identity.endpoint,
        // The SDK would retry LimitExceeded/TooManyRequests as throttling: the user must see them.
        maxAttempts: 1,
        // User operations are unsigned; the SDK still wants credentials to exist.
        credentials: { accessKeyId: 'gateway', secretAccessKey: 'unsigned-user-operations' },
      }),
  };
}

export async function buildGateway(options: BuildGatewayOptions): Promise<FastifyInstance> {
  // The client's address (rate limits) comes from X-Forwarded-For only when TRUST_PROXY names the proxies.
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: fastifyTrustProxy(options.config.trustProxy),
    ...frenchHttpErrors,
  });
  const services = gatewayServices(options.config, options.identity);
  services.responseCache = options.responseCache;
  services.transport.local = options.apiInProcess;
  app.addHook('onClose', async () => {
    await services.transport.dispatcher.close();
    services.identity.destroy();
  });
  await app.register(async (scope) => gatewayRoutes(scope, services, { permissions: options.permissions }));
  app.get('/health', async () => ({ status: 'ok' }));
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ status: 404, message: 'Ressource introuvable.' }),
  );
  return app;
}
