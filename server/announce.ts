import type { ServeConfig } from './config';
import type { RunningServer, StartServerOptions } from './index';

type Start = (options: StartServerOptions) => Promise<RunningServer>;

/** Every LAN address with a QR code of the first, for phones; or why sharing did not start. */
async function announceSharing(server: RunningServer, print: (line: string) => void) {
  const { enabled, urls, mdnsName } = server.sharing.status();
  if (!enabled) {
    print(
      server.setupUrl
        ? 'Sharing on the network starts once the administrator exists.'
        : 'Sharing on the network could not start: see logs/larder.log in the data directory.',
    );
    return;
  }
  print('Sharing on the home network. Other devices can open:');
  for (const url of urls) print(`  ${url}`);
  if (mdnsName) print(`  http://${mdnsName}:${server.port}/`);
  const [first] = urls;
  if (first) {
    const { qrTerminal } = await import('./net/qr-code');
    print(`Scan with a phone's camera to open ${first}:`);
    print(await qrTerminal(first));
  }
}

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
  if (config.lan) await announceSharing(server, print);
  else if (config.host !== '127.0.0.1' && config.host !== 'localhost' && config.host !== '::1') {
    print(`Listening on ${config.host}: other devices can reach Larder on port ${server.port}.`);
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
