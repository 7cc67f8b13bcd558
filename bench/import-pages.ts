import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One saved page (of scrape-dev or of the own set) with what should be read from it. */
export interface DevPage {
  file: string;
  site: string;
  structured: string;
  /** The own set's page class and part (tune or held); absent on scrape-dev pages. */
  pageClass?: string;
  part?: string;
  html: Buffer;
  title: string;
  ingredients: string[];
  instructions: string[];
}

interface ManifestPage {
  file: string;
  expected: string;
  site: string;
  structured_data: string;
  class?: string;
  part?: string;
}

interface Expected {
  title: string;
  ingredients: string[] | string;
  instructions_list: string[];
}

export function loadDevPages(root: string, filter?: string): DevPage[] {
  const manifest = JSON.parse(readFileSync(path.join(root, 'manifest.json'), 'utf8')) as {
    pages: ManifestPage[];
  };
  return manifest.pages
    .filter((page) => !filter || page.file.includes(filter))
    .map((page) => {
      const expected = JSON.parse(readFileSync(path.join(root, page.expected), 'utf8')) as Expected;
      const html = readFileSync(path.join(root, page.file));
      return {
        file: page.file,
        site: page.site,
        structured: page.structured_data,
        pageClass: page.class,
        part: page.part,
        html,
        title: expected.title,
        // One page gives its lines as a single newline-separated string.
        ingredients: Array.isArray(expected.ingredients)
          ? expected.ingredients
          : expected.ingredients.split('\n'),
        instructions: expected.instructions_list,
      };
    });
}

/**
 * Points every absolute and protocol-relative address in a page at `/ext/<host>/…` of the local
 * server, so that nothing the importer follows (pictures above all) leaves this machine.
 */
function keepLocal(html: string, origin: string): string {
  return html
    .replace(/https?:(\\?\/){2}/g, (match) =>
      `${origin}/ext/`.replace(/\//g, match.includes('\\') ? '\\/' : '/'),
    )
    .replace(/(["'(=\s])\/\/(?=[a-z0-9-]+\.[a-z0-9.-]+\/)/gi, `$1${origin}/ext/`);
}

/**
 * Serves page i at `/page/<i>` from 127.0.0.1 as a site would (UTF-8 HTML, gzipped when the
 * client accepts it) and one small JPEG for every outside address the pages mention.
 */
export async function servePages(
  pages: DevPage[],
  picture: Buffer,
): Promise<{ urlOf: (i: number) => string; close: () => Promise<void> }> {
  let bodies: { plain: Buffer; gzipped: Buffer }[] = [];
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/ext/')) {
      return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end(picture);
    }
    const body = bodies[Number(/^\/page\/(\d+)$/.exec(req.url ?? '')?.[1] ?? -1)];
    if (!body) return void res.writeHead(404).end();
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      ...(gzip && { 'content-encoding': 'gzip' }),
    });
    res.end(gzip ? body.gzipped : body.plain);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  bodies = pages.map((page) => {
    const plain = Buffer.from(keepLocal(page.html.toString('utf8'), origin));
    return { plain, gzipped: gzipSync(plain) };
  });
  return {
    urlOf: (i) => `${origin}/page/${i}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
