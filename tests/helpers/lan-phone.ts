import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PhoneAnswer {
  status: number;
  body: string;
}

/**
 * Another device of the home network, for LAN tests. Where the machine allows (root and
 * iproute2), a network namespace joined to this machine by a veth pair: its requests arrive on a
 * real interface from another address. Elsewhere, a second loopback address (127.0.0.2), which
 * exercises the LAN listener but not a foreign peer; `kind` says which one a test got.
 */
export interface LanPhone {
  kind: 'network namespace' | 'second loopback address';
  /** The address of this machine the phone reaches: where Larder must share. */
  hostAddress: string;
  /** Fetches `url` from the phone; null when nothing answers (connection refused). */
  fetch(
    url: string,
    headers?: Record<string, string>,
    method?: string,
  ): Promise<PhoneAnswer | null>;
  remove(): Promise<void>;
}

/**
 * Prints one line: the status and body, or null when nothing answers. Plain `node:http`, which
 * sends the Host header it is given (fetch would put the URL's own).
 */
const requestScript = `
const [url, headers, method] = process.argv.slice(1);
const req = require('node:http').request(url, { method, headers: JSON.parse(headers) }, (res) => {
  let body = '';
  res.setEncoding('utf8');
  res.on('data', (chunk) => (body += chunk));
  res.on('end', () => console.log(JSON.stringify({ status: res.statusCode, body })));
});
req.on('error', () => console.log('null'));
req.end();
`;

/** Runs the request script with `prefix` before node (`ip netns exec <ns>`, or nothing). */
async function requestFrom(prefix: string[], url: string, headers: object, method: string) {
  const node = [process.execPath, '-e', requestScript, url, JSON.stringify(headers), method];
  const [command = process.execPath, ...args] = [...prefix, ...node];
  const { stdout } = await run(command, args);
  return JSON.parse(stdout) as PhoneAnswer | null;
}

async function tryNamespace(): Promise<LanPhone | null> {
  if (process.getuid?.() !== 0) return null;
  const id = randomBytes(2).toString('hex');
  const ns = `larder-phone-${id}`;
  const [hostIf, phoneIf] = [`lh${id}`, `lp${id}`];
  const subnet = `10.213.${(parseInt(id, 16) % 250) + 1}`;
  const ip = (...args: string[]) => run('ip', args);
  try {
    await ip('netns', 'add', ns);
  } catch {
    return null;
  }
  const remove = async () => {
    await ip('link', 'del', hostIf).catch(() => undefined);
    await ip('netns', 'del', ns).catch(() => undefined);
  };
  try {
    await ip('link', 'add', hostIf, 'type', 'veth', 'peer', 'name', phoneIf);
    await ip('link', 'set', phoneIf, 'netns', ns);
    await ip('addr', 'add', `${subnet}.1/24`, 'dev', hostIf);
    await ip('link', 'set', hostIf, 'up');
    await ip('netns', 'exec', ns, 'ip', 'addr', 'add', `${subnet}.2/24`, 'dev', phoneIf);
    await ip('netns', 'exec', ns, 'ip', 'link', 'set', phoneIf, 'up');
    await ip('netns', 'exec', ns, 'ip', 'link', 'set', 'lo', 'up');
  } catch {
    await remove();
    return null;
  }
  return {
    kind: 'network namespace',
    hostAddress: `${subnet}.1`,
    fetch: (url, headers = {}, method = 'GET') =>
      requestFrom(['ip', 'netns', 'exec', ns], url, headers, method),
    remove,
  };
}

/** The most real phone this machine can give. */
export async function connectPhone(): Promise<LanPhone> {
  const namespaced = await tryNamespace();
  if (namespaced) return namespaced;
  return {
    kind: 'second loopback address',
    hostAddress: '127.0.0.2',
    fetch: (url, headers = {}, method = 'GET') => requestFrom([], url, headers, method),
    remove: () => Promise.resolve(),
  };
}
