import { DEFAULT_LIMITS, gatewayConfigFromEnv } from './config';

describe('gatewayConfigFromEnv', () => {
  it('has the documented limits by default and trusts no proxy', () => {
    const config = gatewayConfigFromEnv({});
    expect(config.limits).toEqual(DEFAULT_LIMITS);
    expect(config.limits).toEqual({
      maxQueryCost: 200_000,
      defaultListSize: 50,
      executionTimeoutMs: 15_000,
      maxResponseFields: 300_000,
      maxResponseBytes: 16 * 1024 * 1024,
    });
    expect(config.trustProxy).toBe(false);
    expect([config.authRateLimitPerMinute, config.authIpRateLimitPerMinute]).toEqual([10, 30]);
  });

  it('reads every limit from its variable, and refuses what makes no sense in French', () => {
    const config = gatewayConfigFromEnv({
      GATEWAY_MAX_QUERY_COST: '50000',
      GATEWAY_DEFAULT_LIST_SIZE: '20',
      GATEWAY_EXECUTION_TIMEOUT_MS: '5000',
      GATEWAY_MAX_RESPONSE_FIELDS: '1000',
      GATEWAY_MAX_RESPONSE_BYTES: '2048',
      GATEWAY_AUTH_RATE_LIMIT: '5',
      GATEWAY_AUTH_IP_RATE_LIMIT: '50',
      TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
    });
    expect(config.limits).toEqual({
      maxQueryCost: 50_000,
      defaultListSize: 20,
      executionTimeoutMs: 5_000,
      maxResponseFields: 1_000,
      maxResponseBytes: 2_048,
    });
    expect([config.authRateLimitPerMinute, config.authIpRateLimitPerMinute]).toEqual([5, 50]);
    expect(config.trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => gatewayConfigFromEnv({ GATEWAY_MAX_QUERY_COST: '0' })).toThrow(
      /GATEWAY_MAX_QUERY_COST doit être/,
    );
    expect(() => gatewayConfigFromEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true/);
  });
});
