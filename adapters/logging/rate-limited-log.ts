import type { Logger } from '../../application/shared/ports/logger.port.js';

/**
 * A log line that can come in floods from outside (clients hanging up mid-upload): at most `perMinute` lines a
 * minute are written, and the first line of the next minute says how many were left out. Counted per process, as
 * log volume is: each instance guards its own output.
 */
export function rateLimitedLog(
  logger: Logger,
  level: 'info' | 'warn',
  message: string,
  options: { perMinute: number; now?: () => number } = { perMinute: 10 },
): (fields: Record<string, unknown>) => void {
  const now = options.now ?? Date.now;
  let windowStart = -Infinity;
  let written = 0;
  let left = 0;
  return (fields) => {
    const at = now();
    if (at - windowStart >= 60_000) {
      windowStart = at;
      written = 0;
      if (left > 0) {
        // This minute's first line carries the count of the last minute's lines left out.
        logger[level](message, { ...fields, left_out_last_minute: left });
        left = 0;
        written = 1;
        return;
      }
    }
    if (written < options.perMinute) {
      written += 1;
      logger[level](message, fields);
    } else left += 1;
  };
}
