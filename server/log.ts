import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * Structured JSON lines in `logs/larder.log` of the data dir; the admin log viewer reads them.
 * Asynchronous writes keep logging off the request path; `flushLogger` runs at close.
 */
export function createLogger(file: string, level = process.env.LARDER_LOG_LEVEL ?? 'info'): Logger {
  return pino(
    { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime },
    pino.destination({ dest: file, sync: false, mkdir: true }),
  );
}

export function flushLogger(logger: Logger): void {
  logger.flush();
}
