import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import ApolloServerPluginResponseCache from '@apollo/server-plugin-response-cache';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { createHash } from 'node:crypto';
import type { GatewayContext } from '../context';

/** What moves whenever the data behind the answers may have changed (platform/db's DataVersion). */
export interface DataVersionSignal {
  current(): number;
  bump(): void;
}

/** Set by the process that owns the database and sees every write to it (`npm start` on PGlite). */
export interface ResponseCacheSetup {
  version: DataVersionSignal;
  /** Longest life of an answer whatever happens (answers built from outside services, the clock). */
  ttlSeconds: number;
}

type Context = GraphQLRequestContext<GatewayContext>;

/**
 * A signed-in browser session's own queries, answered again without running them while nothing has
 * been written since. Never for a signed-out visitor, a partner's key (its budget counts every request),
 * an impersonation, or the one request that consumes the sign-in flag. An answer is keyed by the data
 * version (any write, any mutation through the gateway moves it), the whole session (cookie header and
 * authorization, so one session's answer is never another's) and the operation with its variables; it is
 * kept only if no write happened while it was built, and for `ttlSeconds` at most. A sign-out, a block or
 * a role change is a write: the next request runs again and is refused or answered anew.
 */
export function responseCachePlugins(
  setup: () => ResponseCacheSetup | undefined,
): ApolloServerPlugin<GatewayContext>[] {
  const tickets = new WeakMap<GatewayContext, number>();
  const sessions = new WeakMap<GatewayContext, string | null>();
  /** The whole session a request speaks for, or null when its answer must not be kept or reused. */
  const sessionOf = (rc: Context): string | null => {
    const ctx = rc.contextValue;
    let session = sessions.get(ctx);
    if (session !== undefined) return session;
    const cacheable =
      setup() !== undefined &&
      ctx.viaCookies &&
      ctx.accessToken !== null &&
      ctx.session.impersonation() === null &&
      !ctx.session.justConnected();
    const headers = ctx.request.headers;
    session = cacheable
      ? `${headers.cookie ?? ''}\n${headers.authorization ?? ''}\n${ctx.accessToken}`
      : null;
    sessions.set(ctx, session);
    return session;
  };
  const cacheable = (rc: Context): boolean => sessionOf(rc) !== null;

  return [
    {
      async requestDidStart(rc) {
        const live = setup();
        return {
          // The policy of the whole operation (the schema has no cache hints and Apollo's cache-control
          // plugin is off, apollo.ts): private to its session, kept `ttlSeconds` at most.
          async executionDidStart() {
            if (live && rc.operation?.operation === 'query')
              rc.overallCachePolicy.replace({ maxAge: live.ttlSeconds, scope: 'PRIVATE' });
          },
          async didResolveOperation() {
            if (rc.operation?.operation === 'mutation') live?.version.bump();
          },
          async willSendResponse() {
            if (rc.operation?.operation === 'mutation') live?.version.bump();
            // As Apollo's default plugin answered: no browser or proxy keeps a GraphQL answer.
            rc.response.http.headers.set('cache-control', 'no-store');
          },
        };
      },
    },
    ApolloServerPluginResponseCache<GatewayContext>({
      cache: new InMemoryLRUCache<string>({ maxSize: 32 * 1024 * 1024 }),
      sessionId: async (rc) => sessionOf(rc),
      extraCacheKeyData: async (rc) => {
        const version = setup()?.version.current() ?? -1;
        tickets.set(rc.contextValue, version);
        return { version };
      },
      shouldReadFromCache: async (rc) => cacheable(rc),
      // Built while something was written: it may mix data from before and after, never kept.
      shouldWriteToCache: async (rc) =>
        cacheable(rc) && tickets.get(rc.contextValue) === setup()?.version.current(),
      // The session is part of every key, the "public" ones included: no answer is shared.
      generateCacheKey: (rc, key) =>
        createHash('sha256')
          .update(JSON.stringify({ key, session: sessionOf(rc as Context) }))
          .digest('hex'),
    }),
  ];
}
