import { apiConfigFromEnv, DEFAULT_ANALYSIS_RECOVERY } from './config';

describe('process role and analysis recovery from the environment', () => {
  it('defaults to an API process with the one-machine recovery timings', () => {
    const config = apiConfigFromEnv({});
    expect(config.role).toBe('api');
    expect(config.analysisRecovery).toEqual(DEFAULT_ANALYSIS_RECOVERY);
  });

  it('reads a worker process and shorter timings, the heartbeat a quarter of the staleness', () => {
    const config = apiConfigFromEnv({
      API_ROLE: 'worker',
      API_ANALYSIS_STALE_AFTER_MS: '8000',
      API_ANALYSIS_SWEEP_MS: '2000',
    });
    expect(config.role).toBe('worker');
    expect(config.analysisRecovery).toEqual({ staleAfterMs: 8000, heartbeatMs: 2000, sweepMs: 2000 });
  });

  it('refuses an unknown role and out-of-range timings, in French', () => {
    expect(() => apiConfigFromEnv({ API_ROLE: 'web' })).toThrow('API_ROLE doit valoir « api » ou « worker »');
    expect(() => apiConfigFromEnv({ API_ANALYSIS_STALE_AFTER_MS: '10' })).toThrow(
      'API_ANALYSIS_STALE_AFTER_MS doit être un entier',
    );
  });
});

describe("the publisher's support address (the accessibility statement's contact)", () => {
  it('is SUPPORT_EMAIL, else the seller’s email, else the embedded default', () => {
    expect(apiConfigFromEnv({ SUPPORT_EMAIL: ' aide@editeur.fr ' }).supportEmail).toBe('aide@editeur.fr');
    expect(apiConfigFromEnv({ SELLER_EMAIL: 'contact@editeur.fr' }).supportEmail).toBe('contact@editeur.fr');
    expect(apiConfigFromEnv({}).supportEmail).toBe('facturation@fec-analyse.fr');
  });
});
