/**
 * The message shown when the embedded server cannot start. The one failure with a known cause
 * gets its own explanation: better-sqlite3 built for Node rather than for Electron, whose error
 * ("was compiled against a different Node.js version using NODE_MODULE_VERSION 115") means
 * nothing to the person who double-clicked the app.
 */
export function describeStartupError(error: unknown, expectedBinding: string): string {
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes('NODE_MODULE_VERSION') || message.includes('better_sqlite3.node')) {
    return [
      'The SQLite module in this copy of Larder was built for Node.js, not for Electron.',
      `Place an Electron build of better-sqlite3 at ${expectedBinding} and start Larder again.`,
      '',
      message,
    ].join('\n');
  }
  if (message.includes('EADDRINUSE')) {
    return `The port Larder was told to use is taken by another program.\n\n${message}`;
  }
  return message;
}
