import type { ApiDb } from '../db/database';
import { PINO_LEVEL, type LogLevel } from './log-levels';
import { platformSettings, SETTINGS_CACHE_MS } from './settings-service';

/** A logger whose level can change at runtime (pino's, Fastify's `app.log`). */
export interface LevelledLogger {
  level: string;
}

/**
 * Applies the stored log level to `logger` now and whenever it changes (read every SETTINGS_CACHE_MS):
 * the back-office's choice reaches every process. Unset, the configured level stays. Returns stop().
 */
export function watchLogLevel(
  read: () => Promise<LogLevel | null>,
  logger: LevelledLogger,
  everyMs = SETTINGS_CACHE_MS,
): () => void {
  const configured = logger.level;
  let applied: string | null = null;
  const apply = async () => {
    try {
      const level = await read();
      const next = level ? PINO_LEVEL[level] : configured;
      if (next !== applied) {
        logger.level = next;
        applied = next;
      }
    } catch {
      // The database or the API is away for a moment: keep the current level.
    }
  };
  void apply();
  const timer = setInterval(() => void apply(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** The API's own reader: the shared settings of its database. */
export const apiLogLevel = (db: ApiDb) => async () => (await platformSettings(db)).log_level;
