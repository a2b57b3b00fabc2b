import { ApiClient, type ApiData, type ApiTransport } from '../upstream/api-client';

export type PlatformStatus = ApiData<'/v1/platform/status', 'get'>;

/** How long the gateway trusts what the API said: a change reaches it within this delay. */
export const STATUS_CACHE_MS = 2000;

/** The API's public platform status (maintenance, its message, the log level), read at most every 2 s. */
export function platformStatusReader(transport: ApiTransport, cacheMs = STATUS_CACHE_MS) {
  const api = new ApiClient(transport, { accessToken: null, impersonate: null });
  let last: { at: number; value: Promise<PlatformStatus> } | null = null;
  return (): Promise<PlatformStatus> => {
    const now = Date.now();
    if (!last || now - last.at >= cacheMs) {
      const value = api.call('get', '/v1/platform/status');
      // A failed read is not kept: the next request asks again.
      value.catch(() => {
        if (last?.value === value) last = null;
      });
      last = { at: now, value };
    }
    return last.value;
  };
}

/** pino's level for each level of spec §4 (api/src/platform-settings/log-levels.ts, the same table). */
const PINO_LEVEL: Record<string, string> = {
  disabled: 'silent',
  low: 'debug',
  normal: 'info',
  medium: 'warn',
  high: 'error',
  critical: 'fatal',
};

/** Applies the back-office's log level to the gateway's logger (unset: the configured one). Returns stop(). */
export function watchGatewayLogLevel(
  read: () => Promise<PlatformStatus>,
  logger: { level: string },
  everyMs = STATUS_CACHE_MS,
): () => void {
  const configured = logger.level;
  const apply = async () => {
    try {
      const { log_level } = await read();
      const next = (log_level && PINO_LEVEL[log_level]) || configured;
      if (logger.level !== next) logger.level = next;
    } catch {
      // The API is away for a moment: keep the current level.
    }
  };
  const timer = setInterval(() => void apply(), everyMs);
  timer.unref();
  void apply();
  return () => clearInterval(timer);
}
