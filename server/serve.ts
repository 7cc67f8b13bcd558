/** `npm run serve`: the same server as the desktop app, headless, for a home server. */
import { closeOnSignals, readServeConfig, serve } from './index';

const print = (line: string) => process.stdout.write(`${line}\n`);
try {
  closeOnSignals(await serve(readServeConfig(process.argv.slice(2), process.env), print));
} catch (error) {
  process.stderr.write(
    `Larder could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
