import type { ServeConfig } from './config';
import type { RunningServer, StartServerOptions } from './index';

type Start = (options: StartServerOptions) => Promise<RunningServer>;

/** Starts the server from a config and tells the person at the terminal where to go. */
export async function serveAndAnnounce(
  start: Start,
  config: ServeConfig,
  print: (line: string) => void,
): Promise<RunningServer> {
  const server = await start(config);
  print(`Larder is ready at ${server.url}`);
  if (server.setupUrl) {
    print(`First run: open ${server.setupUrl} on this computer to create the administrator.`);
  }
  if (config.host !== '127.0.0.1' && config.host !== 'localhost' && config.host !== '::1') {
    print(`Sharing on the network: other devices can reach Larder on port ${server.port}.`);
  }
  return server;
}

/** Stops cleanly on Ctrl-C or a service manager's SIGTERM. */
export function closeOnSignals(server: RunningServer): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void server.close().then(() => process.exit(0));
    });
  }
}
