import { shellText } from './shell-text';

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
      shellText('shell.startupError.sqliteCannotLoad', { path: expectedBinding }),
      shellText('shell.startupError.replaceSqlite'),
    );
  }
  if (message.includes('NODE_MODULE_VERSION') || message.includes('better_sqlite3.node')) {
    return explain(
      shellText('shell.startupError.builtForNode'),
      shellText('shell.startupError.placeElectronBuild', { path: expectedBinding }),
    );
  }
  if (message.includes('EADDRINUSE')) {
    return explain(shellText('shell.startupError.portTaken'));
  }
  return message;
}
