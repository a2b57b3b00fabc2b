import { platformSettings, isStaffAsSelf } from './platform-settings/settings-service';
import { platformSettingsRoutes } from './platform-settings/routes';
import { staffRoutes } from './staff/routes';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { frenchHttpErrors } from '../../platform/http/client-errors';
import { accountsRoutes } from './accounts/routes';
import { analysesRoutes } from './analyses/routes';
import { statementsRoutes } from './statements/routes';
import { reviewRoutes } from './review/routes';
import { ecfRoutes } from './ecf/routes';
import { backofficeRoutes } from './backoffice/routes';
import { billingRoutes } from './billing/routes';
import { audit } from './audit/audit';
import { companiesRoutes } from './companies/routes';
import { authenticate } from './auth/authenticate';
import { keyMayCall, type ApiKeyScope } from './auth/api-key-scopes';
import { revocationRoutes, verifiedClaims } from './auth/revocation-routes';
import { passwordRoutes } from './auth/password-routes';
import type { ApiDeps } from './deps';
import { fecsRoutes } from './fecs/routes';
import { foldersRoutes } from './folders/routes';
import { groupsRoutes } from './groups/routes';
import { membershipsRoutes } from './memberships/routes';
import { networkRoutes } from './network/routes';
import { installErrorHandlers } from './http/errors-install';
import { installTextInputGuard } from './http/text-input';
// French messages for every zod issue, wherever the API's schemas run (npm run api, product, tests).
import './http/zod-messages';
import { ApiError, forbidden } from './http/errors';
import { MSG } from './http/messages';
import { partnersRoutes } from './partners/routes';
import { checkPermissionTable } from './permissions/permissions';
import { usersRoutes } from './users/routes';
import { refundableOrders } from './payments/orders';
import { paymentsRoutes } from './payments/routes';
import { invoicesRoutes } from './invoices/routes';
import { reportsRoutes } from './reports/routes';
import { connectorsRoutes } from './connectors/routes';
import { webhooksRoutes } from './webhooks/routes';
import { documentationRoutes } from './documentation/routes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without an access token (sign-up, confirmation, password link…). */
    public?: boolean;
    /**
     * Partner API keys may call this route when they hold one of these scopes (auth/api-key-scopes.ts);
     * without it, a request made with a key is refused (403) — deny unless allowed.
     */
    apiKeyScopes?: readonly ApiKeyScope[];
    /** Not a change of the account's data (a key's budget): no audit line for a key's call. */
    notAudited?: boolean;
  }
}

/**
 * The product API as a Fastify plugin: mount it under `/api` (routes are `/v1/...`). Every route needs
 * an access token unless it says `config: { public: true }` — deny unless allowed.
 */
export async function apiRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  checkPermissionTable();
  app.decorate('deps', deps);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandlers(app);
  installTextInputGuard(app);

  if (deps.config.docs) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'API produit — analyse de FEC',
          version: '1.0.0',
          description:
            'API REST du produit : comptes, utilisateurs, rôles, dossiers, FEC et analyses. ' +
            'Réponses `{ "data": { "data": … } }`, erreurs `{ "status", "message" }`.',
        },
        servers: [{ url: '/api' }],
        components: {
          securitySchemes: {
            AccessToken: { type: 'apiKey', in: 'header', name: 'AccessToken' },
            Bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
        security: [{ AccessToken: [] }, { Bearer: [] }],
      },
      transform: jsonSchemaTransform,
    });
    app.get('/docs/json', { schema: { hide: true }, config: { public: true } }, async () => app.swagger());
  }

  // A public route says so in the OpenAPI document too (no security requirement), whatever its author wrote.
  app.addHook('onRoute', (route) => {
    if (!route.config?.public) return;
    route.schema ??= {};
    (route.schema as { security?: unknown[] }).security = [];
  });

  // onRequest: the caller is known before the body is read or validated, so a visitor without a
  // token learns nothing from validation errors and uploads are refused before any byte is stored.
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config?.public) return;
    if (request.routeOptions.config?.tokenOnly) {
      request.accessClaims = await verifiedClaims(deps, request);
      return;
    }
    const caller = await authenticate(deps, request);
    request.caller = caller;
    // Maintenance (issue 15): customers, partner keys and staff acting as a customer wait; internal staff
    // acting as themselves keep working (to turn it off). Anonymous routes stay open (sign-up, provider
    // callbacks); the gateway closes its anonymous operations but signing in.
    if (!isStaffAsSelf(caller)) {
      const settings = await platformSettings(deps.db);
      if (settings.maintenance) {
        throw new ApiError(503, settings.maintenance_message || MSG.maintenance, { maintenance: true });
      }
    }
    if (caller.readOnly && request.method !== 'GET' && request.method !== 'HEAD') throw forbidden();
    // A partner key reaches only the routes that name one of its scopes, decided before the body is read.
    if (caller.apiKey && !keyMayCall(caller.apiKey.scopes, request.routeOptions.config?.apiKeyScopes)) {
      throw forbidden(MSG.apiKeyScope);
    }
  });

  // onSend, not onResponse: the line is written before the answer leaves, so no impersonated call can be
  // answered without its trace (and a reader right after the answer finds it).
  // Writes made with a partner key are traced the same way, attributed to the key (audit_log.api_key_uuid).
  app.addHook('onSend', async (request, reply, payload) => {
    const caller = request.caller;
    const byKey =
      Boolean(caller?.apiKey) &&
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      !request.routeOptions.config?.notAudited;
    if (!caller?.impersonator && !byKey) return payload;
    try {
      await audit(
        deps.db,
        request,
        `${caller?.impersonator ? 'impersonated' : 'api_key'} ${request.method} ${request.routeOptions.url ?? ''}`,
        reply.statusCode,
      );
    } catch (error) {
      request.log.error({ err: error }, 'audit log write failed');
    }
    return payload;
  });

  const typed = app.withTypeProvider<ZodTypeProvider>();
  await typed.register(usersRoutes);
  await typed.register(accountsRoutes);
  await typed.register(membershipsRoutes);
  await typed.register(groupsRoutes);
  await typed.register(foldersRoutes);
  await typed.register(fecsRoutes);
  await typed.register(analysesRoutes);
  await typed.register(statementsRoutes);
  await typed.register(reviewRoutes);
  await typed.register(ecfRoutes);
  await typed.register(companiesRoutes);
  await typed.register(networkRoutes);
  await typed.register(revocationRoutes);
  await typed.register(passwordRoutes);
  await typed.register(billingRoutes);
  await typed.register(paymentsRoutes);
  await typed.register(invoicesRoutes, { refundableOrders });
  await typed.register(reportsRoutes);
  await typed.register(connectorsRoutes);
  await typed.register(partnersRoutes);
  await typed.register(webhooksRoutes);
  await typed.register(documentationRoutes);
  await typed.register(backofficeRoutes);
  await typed.register(platformSettingsRoutes);
  await typed.register(staffRoutes);
}

export interface BuildApiAppOptions {
  deps: ApiDeps;
  logger?: FastifyServerOptions['logger'];
  /** Where the API answers (default `/api`). */
  prefix?: string;
}

/** A Fastify server with the API under `/api` (the whole product mounts `apiRoutes` itself). */
export async function buildApiApp(options: BuildApiAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.deps.config.bodyLimitBytes,
    routerOptions: { ignoreTrailingSlash: true },
    ...frenchHttpErrors,
  });
  await app.register(async (scope) => apiRoutes(scope, options.deps), { prefix: options.prefix ?? '/api' });
  return app;
}
