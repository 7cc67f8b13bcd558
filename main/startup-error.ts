/**
 * The message shown when the embedded server cannot start. Failures with a known cause get an
 * explanation first: a better-sqlite3 addon that Electron cannot load ("was compiled against a
 * different Node.js version using NODE_MODULE_VERSION 115") means nothing to the person who
 * double-clicked the app. `expectedBinding` is where the Electron build belongs
 * (main/sqlite-binding.ts).
 */
export function describeStartupError(error: unknown, expectedBinding: string): string {
  const message = error instanceof Error ? error.message : String(error);
  const explain = (...lines: string[]) => [...lines, '', message].join('\n');
  if (message.includes(expectedBinding)) {
    return explain(
      `The SQLite module at ${expectedBinding} cannot be loaded.`,
      'Replace it with a build of better-sqlite3 for the Electron version of this Larder.',
    );
  }
  if (message.includes('NODE_MODULE_VERSION') || message.includes('better_sqlite3.node')) {
    return explain(
      'The SQLite module in this copy of Larder was built for Node.js, not for Electron.',
      `Place an Electron build of better-sqlite3 at ${expectedBinding} and start Larder again.`,
    );
  }
  if (message.includes('EADDRINUSE')) {
    return explain('The port Larder was told to use is taken by another program.');
  }
  return message;
}
