import DataLoader from 'dataloader';
import type { ApiClient } from './upstream/api-client';

/**
 * Per-request DataLoaders over the API's batch reads (`?ids=`): N objects asked for while resolving one
 * query cost one upstream call. The registry lives in the request's context, so a loader (and its
 * cache) is never shared between users; each domain declares its loaders with `defineLoader`.
 */
export class Loaders {
  private readonly instances = new Map<symbol, unknown>();
  constructor(readonly api: ApiClient) {}

  get<T>(key: symbol, create: (api: ApiClient) => T): T {
    let instance = this.instances.get(key) as T | undefined;
    if (!instance) {
      instance = create(this.api);
      this.instances.set(key, instance);
    }
    return instance;
  }
}

export function createLoaders(api: ApiClient): Loaders {
  return new Loaders(api);
}

/**
 * Declares a loader once at module level; `loader(ctx.loaders).load(id)` gets this request's instance.
 * `batch` receives the ids and answers the objects in the same order (null for unknown ids).
 */
export function defineLoader<K, V, C = K>(
  name: string,
  batch: (api: ApiClient, keys: readonly K[]) => Promise<(V | null | Error)[]>,
  options: { maxBatchSize?: number; cacheKeyFn?: (key: K) => C } = {},
): (loaders: Loaders) => DataLoader<K, V | null, C> {
  const key = Symbol(name);
  return (loaders) =>
    loaders.get(
      key,
      (api) =>
        new DataLoader<K, V | null, C>((keys) => batch(api, keys), {
          maxBatchSize: options.maxBatchSize ?? 200,
          cacheKeyFn: options.cacheKeyFn,
        }),
    );
}

/** Keeps the order of `ids`, null where the API left an id out (unknown). */
export function byIds<T extends { uuid: string }>(ids: readonly string[], items: readonly T[]): (T | null)[] {
  const map = new Map(items.map((item) => [item.uuid, item]));
  return ids.map((id) => map.get(id) ?? null);
}
