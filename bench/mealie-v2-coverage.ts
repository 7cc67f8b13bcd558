/**
 * How much of Mealie v2's API Larder answers: every operation of
 * `../shared/reference/mealie-v2-openapi.json` is called once, as the site administrator, against
 * the built server (`dist/server/serve.js`) on an empty temporary data dir. An operation counts as
 * answered unless Larder has no route for it (`404 {"detail":"Not Found"}`, or 405); an unknown id
 * or a refused body is an answer. Prints the figure and the operations without a route.
 * Run after `npm run build`: `node --import tsx bench/mealie-v2-coverage.ts`.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { startLarder } from './server-process';

const root = path.resolve(import.meta.dirname, '..');
const serveJs = path.join(root, 'dist', 'server', 'serve.js');
const specFile = path.resolve(root, '..', 'shared', 'reference', 'mealie-v2-openapi.json');
if (!existsSync(serveJs) || !existsSync(specFile)) {
  console.error('Needs dist/server/serve.js (npm run build) and ../shared/reference/.');
  process.exit(2);
}

const spec = JSON.parse(readFileSync(specFile, 'utf8')) as {
  paths: Record<string, Record<string, unknown>>;
};
const methods = new Set(['get', 'post', 'put', 'patch', 'delete']);
const admin = { email: 'coverage@example.com', password: 'coverage password 1' };
const dataDir = mkdtempSync(path.join(tmpdir(), 'larder-v2-coverage-'));
const larder = await startLarder(serveJs, dataDir, admin);
try {
  const signIn = await fetch(`${larder.url}/api/auth/token`, {
    method: 'POST',
    body: new URLSearchParams({ username: admin.email, password: admin.password }),
  });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const missing: string[] = [];
  let total = 0;
  for (const [template, item] of Object.entries(spec.paths)) {
    for (const method of Object.keys(item).filter((name) => methods.has(name))) {
      total += 1;
      // Ids that exist nowhere: a route answers 404 with its own message, or 422.
      const url = template.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const res = await fetch(`${larder.url}${url}`, {
        method: method.toUpperCase(),
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: method === 'get' || method === 'delete' ? undefined : '{}',
      });
      const text = await res.text();
      const noRoute =
        res.status === 405 || (res.status === 404 && text === '{"detail":"Not Found"}');
      if (noRoute) missing.push(`${method.toUpperCase()} ${template}`);
    }
  }
  const answered = total - missing.length;
  console.log(`Mealie v2 operations answered: ${answered} of ${total}`);
  console.log(`Without a route (${missing.length}):\n  ${missing.join('\n  ')}`);
} finally {
  await larder.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
