import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ResponseCacheSetup } from './cache/response-cache';
import type { GatewayConfig } from './config';
import { createLoaders, type Loaders } from './loaders';
import { SessionCookies, type SessionTokens } from './session/cookies';
import { refreshIfNeeded } from './session/refresh';
import { ApiClient, type ApiData, type ApiTransport } from './upstream/api-client';

export type Me = ApiData<'/v1/users/me', 'get'>;

/** Shared by every request of the process (no user data in here). */
export interface GatewayServices {
  config: GatewayConfig;
  transport: ApiTransport;
  identity: CognitoIdentityProviderClient;
  /**
   * Set by a process that sees every write to the database (`npm start` on PGlite, in-process API):
   * signed-in sessions' queries are then answered again while nothing changed (cache/response-cache.ts).
   */
  responseCache?: ResponseCacheSetup;
}

/** Per GraphQL request: the caller's API client and loaders are never shared between users. */
export interface GatewayContext {
  services: GatewayServices;
  config: GatewayConfig;
  request: FastifyRequest;
  session: SessionCookies;
  /** The access token the upstream calls carry (after a refresh if it had expired), or null. */
  accessToken: string | null;
  /** Tokens from cookies (browser) — null for partners using a bearer token. */
  tokens: SessionTokens | null;
  viaCookies: boolean;
  api: ApiClient;
  loaders: Loaders;
  /**
   * The current user without the parts that cost the API queries (`light`: no counts, other accounts or
   * invitations), one call per request at most, or null when signed out. What the permission checks read.
   */
  me(): Promise<Me | null>;
  /** The whole current user (`me`'s counts and invitations), one call per request at most. */
  fullMe(): Promise<Me | null>;
  /** Replaces the credentials after sign-in / refresh / impersonation within the same request. */
  useCredentials(accessToken: string | null): void;
}

export async function createContext(
  services: GatewayServices,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<GatewayContext> {
  const { config } = services;
  const session = new SessionCookies(request, reply, config.cookiePrefix);
  const bearer = session.bearer();
  let tokens = bearer ? null : session.tokens();
  if (tokens) tokens = await refreshIfNeeded(services, session, tokens);
  const impersonate = session.impersonation();

  const context: GatewayContext = {
    services,
    config,
    request,
    session,
    accessToken: bearer ?? tokens?.accessToken ?? null,
    tokens,
    viaCookies: !bearer,
    api: undefined as unknown as ApiClient,
    loaders: undefined as unknown as Loaders,
    me: async () => null,
    fullMe: async () => null,
    // `this`, not `context`: Apollo hands resolvers a shallow clone of the context object, and a sign-in
    // must change the credentials of that clone (the one the rest of the operation reads).
    useCredentials(accessToken) {
      // eslint-disable-next-line @typescript-eslint/no-this-alias
      const self: GatewayContext = this;
      self.accessToken = accessToken;
      self.api = new ApiClient(services.transport, {
        accessToken,
        impersonate: accessToken ? impersonate : null,
      });
      self.loaders = createLoaders(self.api);
      let meCall: Promise<Me | null> | undefined;
      let fullCall: Promise<Me | null> | undefined;
      self.me = () => {
        if (!self.accessToken) return Promise.resolve(null);
        meCall ??= fullCall ?? self.api.call('get', '/v1/users/me', { query: { light: 'true' } });
        return meCall;
      };
      self.fullMe = () => {
        if (!self.accessToken) return Promise.resolve(null);
        fullCall ??= self.api.call('get', '/v1/users/me');
        return fullCall;
      };
    },
  };
  context.useCredentials(context.accessToken);
  return context;
}
