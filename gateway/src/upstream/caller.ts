import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The end user's address during one /graphql request. Resolvers hand the identity calls only the
 * process-wide services, so the address rides here (set around the request by the route) and the
 * identity client adds it as Cognito's `UserContextData` for the pool's per-address limits.
 */
const store = new AsyncLocalStorage<{ ip: string; userAgent?: string }>();

export function withCallerAddress<T>(ip: string, run: () => T, userAgent?: string): T {
  return store.run({ ip, userAgent }, run);
}

export function callerAddress(): string | undefined {
  return store.getStore()?.ip;
}

/**
 * The end user's browser or software as it announced itself: passed to the API, which records it with a
 * partner key made by the session (shown to the owner when the key is up for review). Self-declared by
 * nature, like any User-Agent.
 */
export function callerUserAgent(): string | undefined {
  return store.getStore()?.userAgent;
}
