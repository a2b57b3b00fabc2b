import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The end user's address during one /graphql request. Resolvers hand the identity calls only the
 * process-wide services, so the address rides here (set around the request by the route) and the
 * identity client adds it as Cognito's `UserContextData` for the pool's per-address limits.
 */
const store = new AsyncLocalStorage<{ ip: string }>();

export function withCallerAddress<T>(ip: string, run: () => T): T {
  return store.run({ ip }, run);
}

export function callerAddress(): string | undefined {
  return store.getStore()?.ip;
}
