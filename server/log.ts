import { once } from 'node:events';

import pino, { type Logger } from 'pino';

export type { Logger };

interface FileLogger {
  logger: Logger;
  /** Writes what is buffered and closes the file. */
  close(): Promise<void>;
}

/**
 * Structured JSON lines in `logs/larder.log` of the data dir; the admin log viewer reads them.
 * Asynchronous writes keep logging off the request path.
 */
export async function openFileLogger(
  file: string,
  level = process.env.LARDER_LOG_LEVEL ?? 'info',
): Promise<FileLogger> {
  const destination = pino.destination({ dest: file, sync: false });
  await once(destination, 'ready');
  const logger = pino(
    { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime },
    destination,
  );
  return {
    logger,
    close: async () => {
      const closed = once(destination, 'close');
      destination.end();
      await closed;
    },
  };
}
