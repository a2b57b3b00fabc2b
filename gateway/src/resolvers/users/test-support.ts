import diagnostics from 'node:diagnostics_channel';
import type { GatewayHarness, GraphQLResponse } from '../../testing/harness';

/**
 * Upstream calls to the product API made while `work` runs, seen on undici's diagnostics channel (the
 * gateway's client and Node's fetch both publish there): `GET /api/v1/users?ids=…`. Nothing else may
 * call the API meanwhile, except the gateway's own platform-status poll (every 2 s, not the request's).
 */
export async function upstreamCalls<T>(work: () => Promise<T>): Promise<{ result: T; calls: string[] }> {
  const calls: string[] = [];
  const listener = (message: unknown) => {
    const { request } = message as { request: { method: string; path: string } };
    if (request.path.startsWith('/api/') && !request.path.startsWith('/api/v1/platform/status'))
      calls.push(`${request.method} ${request.path}`);
  };
  diagnostics.subscribe('undici:request:create', listener);
  try {
    const result = await work();
    return { result, calls };
  } finally {
    diagnostics.unsubscribe('undici:request:create', listener);
  }
}

/** The data of a response that must have succeeded (the errors are shown when it did not). */
export function dataOf<T>(response: GraphQLResponse<T>): T {
  expect(response.errors).toBeUndefined();
  return response.data as T;
}

/** The first error of a response that must have failed. */
export function errorOf(response: GraphQLResponse<unknown>) {
  expect(response.errors?.length).toBeGreaterThan(0);
  return response.errors![0];
}

export type Gql = GatewayHarness['gql'];
