import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { paths } from '../../server/contract/paths';
import { operations } from '../../server/http/openapi/operations';
import { contractErrors, larderDocument } from '../helpers/contract';
import type { ApiClient } from '../helpers/http-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { repoRoot } from '../helpers/repo-root';

let t: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestServer();
  ({ client: admin } = await t.setupAdmin());
});
afterAll(() => t.close());

const schemas = (larderDocument.components as { schemas: Record<string, unknown> }).schemas;

function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner),
  );
}

describe('the document', () => {
  it('is served at /openapi.json to anyone', async () => {
    const res = await t.visitor.get<Record<string, unknown>>('/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(larderDocument)));
    expect(res.body.openapi).toBe('3.1.0');
  });

  it('resolves every reference, and each component schema compiles', () => {
    const missing = refsIn(larderDocument).filter(
      (ref) => !(ref.replace('#/components/schemas/', '') in schemas),
    );
    expect(missing).toEqual([]);
    for (const name of Object.keys(schemas)) expect(() => contractErrors(name, {})).not.toThrow();
  });

  it('names each operation once', () => {
    const ids = Object.values(larderDocument.paths as Record<string, Record<string, unknown>>)
      .flatMap((item) => Object.values(item))
      .map((operation) => (operation as { operationId: string }).operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents every route the server has, and only those', async () => {
    const served = await servedRoutes();
    // Tools have no "empty" list (Mealie has none either); the route is added for the other kinds only.
    served.delete(`get ${paths.organizersEmpty('tools')}`);
    const documented = new Set(operations.map((o) => `${o.method} ${o.path}`));
    expect([...served].filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((route) => !served.has(route))).toEqual([]);
  });

  it('describes what the parameterless reads answer', async () => {
    const queries: Record<string, string> = {
      [paths.validateGroupName]: '?name=Home',
      [paths.validateUserName]: '?name=someone',
      [paths.validateUserEmail]: '?email=someone@example.com',
      [paths.validateRecipeName]: '?name=Soup',
    };
    const reads = operations.filter(
      (o) =>
        o.method === 'get' &&
        o.response &&
        !o.path.includes('{') &&
        o.path !== paths.authRefresh &&
        (o.query?.safeParse({}).success ?? true),
    );
    expect(reads.length).toBeGreaterThan(20);
    for (const read of reads) {
      const res = await admin.get(read.path + (queries[read.path] ?? ''));
      expect(res.status, read.path).toBe(read.status ?? 200);
      const answers = read.list ? (res.body as unknown[]) : [res.body];
      for (const answer of answers) {
        expect(contractErrors(read.response ?? '', answer), read.path).toEqual([]);
      }
    }
  });
});

describe('the docs page', () => {
  it('lists every operation and schema, with working links and no scripts', async () => {
    const res = await fetch(new URL('/docs', t.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).not.toContain('<script');
    expect(html).toContain('href="/openapi.json"');
    for (const operation of operations) expect(html).toContain(`<code>${operation.path}</code>`);
    const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id));
    const links = [...html.matchAll(/href="#([^"]+)"/g)].map(([, id]) => id);
    expect(links.filter((id) => !ids.has(id))).toEqual([]);
    for (const name of Object.keys(schemas)) expect(html).toContain(`<h3>${name}</h3>`);
  });
});

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: RouterLayer[] };
}

/**
 * Every `method path` the route modules register, read from the Express routers themselves. The
 * routers are built with a context that only lends a temporary folder (for upload handlers made
 * up front); no request runs, so nothing else of it is touched.
 */
async function servedRoutes(): Promise<Set<string>> {
  const routesDir = path.join(repoRoot, 'server/http/routes');
  const context = { files: new Proxy({}, { get: () => tmpdir() }) };
  const served = new Set<string>();
  const walk = (stack: RouterLayer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const openApiPath = layer.route.path.replace(/:(\w+)/g, '{$1}');
        for (const method of Object.keys(layer.route.methods))
          served.add(`${method} ${openApiPath}`);
      } else if (layer.handle.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  for (const file of readdirSync(routesDir)) {
    const module = (await import(path.join(routesDir, file))) as Record<string, unknown>;
    for (const [name, build] of Object.entries(module)) {
      if (!name.endsWith('Routes') || typeof build !== 'function') continue;
      walk((build as (ctx: unknown) => { stack: RouterLayer[] })(context).stack);
    }
  }
  return served;
}
