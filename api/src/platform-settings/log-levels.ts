/**
 * The product's log levels, in the order of spec §4 (disabled, low, one unnamed level, medium, high,
 * critical), and the pino level each one sets on the API's and the gateway's loggers. A level lets through
 * its own messages and every more severe one: « low » is the most verbose, « critical » the quietest.
 */
export const LOG_LEVELS = ['disabled', 'low', 'normal', 'medium', 'high', 'critical'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const PINO_LEVEL: Record<LogLevel, string> = {
  disabled: 'silent',
  low: 'debug',
  normal: 'info',
  medium: 'warn',
  high: 'error',
  critical: 'fatal',
};
