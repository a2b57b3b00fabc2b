import { configFromEnv, defaultConfig } from './config';

describe('configFromEnv', () => {
  it('reads the per-caller limits and which proxies to trust (IDENTITY_TRUST_PROXY, else TRUST_PROXY)', () => {
    const { config, server } = configFromEnv({
      IDENTITY_AUTH_RATE_LIMIT: '4',
      IDENTITY_AUTH_IP_RATE_LIMIT: '0',
      TRUST_PROXY: '10.0.0.0/8',
    });
    expect(config.callerLimits).toEqual({ perUserAndIpPerMinute: 4, perIpPerMinute: 0 });
    expect(server.trustProxy).toEqual(['10.0.0.0/8']);
    expect(configFromEnv({ IDENTITY_TRUST_PROXY: '2', TRUST_PROXY: '10.0.0.0/8' }).server.trustProxy).toBe(2);
    expect(configFromEnv({}).server.trustProxy).toBe(false);
    expect(configFromEnv({}).config.callerLimits).toEqual({ perUserAndIpPerMinute: 10, perIpPerMinute: 30 });
    expect(() => configFromEnv({ IDENTITY_TRUST_PROXY: 'true' })).toThrow(/IDENTITY_TRUST_PROXY=true/);
  });

  it('has safe local defaults', () => {
    const { config, server } = configFromEnv({});
    expect(config).toEqual(defaultConfig());
    expect(config.poolId).toBe('eu-west-3_LocalPool');
    expect(config.region).toBe('eu-west-3');
    expect(config.publicBaseUrl).toBe('http://127.0.0.1:9229');
    expect(config.tokens.accessTtlSeconds).toBe(3600);
    expect(config.password.minLength).toBe(6);
    expect(config.clients.map((c) => c.secret)).toEqual([undefined, undefined]);
    expect(config.admin.key).toBeUndefined();
    expect(server).toMatchObject({ host: '127.0.0.1', port: 9229, schema: 'identity', smtpUrl: undefined });
  });

  it('reads every setting from IDENTITY_* variables', () => {
    const { config, server } = configFromEnv({
      IDENTITY_PORT: '4000',
      IDENTITY_PUBLIC_URL: 'https://fec.example.fr/identity/',
      IDENTITY_POOL_ID: 'eu-west-1_Abc123',
      IDENTITY_WEB_CLIENT_ID: 'web1',
      IDENTITY_WEB_CLIENT_SECRET: 'none',
      IDENTITY_SSO_CLIENT_SECRET: 'sso-secret',
      IDENTITY_ADMIN_KEY: 'k',
      IDENTITY_TOKEN_TTL_SECONDS: '600',
      IDENTITY_PASSWORD_MIN_LENGTH: '10',
      IDENTITY_PASSWORD_REQUIRE: 'uppercase, numbers',
      IDENTITY_SCRYPT_N: '16384',
      SMTP_URL: 'smtp://localhost:25',
    });
    expect(server.port).toBe(4000);
    expect(server.smtpUrl).toBe('smtp://localhost:25');
    expect(config.publicBaseUrl).toBe('https://fec.example.fr/identity');
    expect(config.region).toBe('eu-west-1');
    expect(config.clients).toEqual([
      { kind: 'web', id: 'web1', secret: null },
      { kind: 'sso', id: 'fecssolocalclient', secret: 'sso-secret' },
    ]);
    expect(config.admin.key).toBe('k');
    expect(config.tokens).toMatchObject({ accessTtlSeconds: 600, idTtlSeconds: 600 });
    expect(config.password).toMatchObject({
      minLength: 10,
      requireUppercase: true,
      requireNumbers: true,
      requireSymbols: false,
    });
    expect(config.password.scrypt.N).toBe(16384);
  });

  it('refuses values that make no sense', () => {
    expect(() => configFromEnv({ IDENTITY_PORT: 'abc' })).toThrow(/IDENTITY_PORT/);
    expect(() => configFromEnv({ IDENTITY_PASSWORD_MIN_LENGTH: '3' })).toThrow(/between 6/);
    expect(() => configFromEnv({ IDENTITY_SCRYPT_N: '3000' })).toThrow(/power of two/);
    expect(() => configFromEnv({ IDENTITY_POOL_ID: 'no pool' })).toThrow(/user pool id/);
    expect(() => configFromEnv({ IDENTITY_PASSWORD_REQUIRE: 'emoji' })).toThrow(/unknown requirement/);
  });
});
