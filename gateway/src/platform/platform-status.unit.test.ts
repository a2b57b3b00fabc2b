import { watchGatewayLogLevel, type PlatformStatus } from './platform-status';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the back-office log level on the gateway logger (issue 15)', () => {
  it('maps each level of spec §4 to pino and falls back to the configured level when unset', async () => {
    const logger = { level: 'info' };
    let status: PlatformStatus = {
      maintenance: false,
      message: null,
      log_level: 'high',
      publisher: { name: 'FEC Analyse', email: 'support@exemple.fr', address: '1 rue, 75001 Paris' },
    };
    const stop = watchGatewayLogLevel(async () => status, logger, 10);
    try {
      await wait(30);
      expect(logger.level).toBe('error');
      for (const [level, pino] of [
        ['disabled', 'silent'],
        ['low', 'debug'],
        ['normal', 'info'],
        ['medium', 'warn'],
        ['critical', 'fatal'],
      ] as const) {
        status = { ...status, log_level: level };
        await wait(30);
        expect([level, logger.level]).toEqual([level, pino]);
      }
      status = { ...status, log_level: null };
      await wait(30);
      expect(logger.level).toBe('info');
    } finally {
      stop();
    }
  });

  it('keeps the current level while the API is away', async () => {
    const logger = { level: 'warn' };
    const stop = watchGatewayLogLevel(async () => Promise.reject(new Error('down')), logger, 10);
    await wait(30);
    stop();
    expect(logger.level).toBe('warn');
  });
});
