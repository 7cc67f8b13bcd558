/**
 * Recipe search benchmark: the built server (`dist/server/serve.js`) with 10,000 generated
 * recipes; latency of search and filtered lists against the same SQL run straight on SQLite,
 * and `GET /api/recipes/{slug}` throughput against a bare Express JSON route. See
 * bench/README.md. Run after `npm run build`: `node --import tsx bench/search.ts`.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { getText, sequentialLatencies, throughput } from './http-load';
import { replayRaw } from './raw-replay';
import { captureListQueries, seedRecipesInChild } from './search-seed';
import { printReport, type BenchOptions, type Report } from './search-report';
import { filteredQueries, searchQueries } from './search-workload';
import { startBare, startLarder, type RunningChild } from './server-process';

const root = path.resolve(import.meta.dirname, '..');
const serveJs = path.join(root, 'dist', 'server', 'serve.js');
const admin = { email: 'bench@example.com', password: 'bench password 1' };
const options = readOptions();

if (!existsSync(serveJs)) {
  console.error('dist/server/serve.js is missing: run `npm run build` first.');
  process.exit(2);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'larder-search-bench-'));
const children: RunningChild[] = [];
try {
  const larder = await startLarder(serveJs, dataDir, admin);
  children.push(larder);
  console.log(`Seeding ${options.recipes} recipes…`);
  const seeded = await seedRecipesInChild(
    path.join(dataDir, 'larder.db'),
    admin.email,
    options.recipes,
    options.seed,
  );
  const headers = { authorization: `Bearer ${await login(larder.url)}` };

  console.log(`Timing ${options.requests} requests of each list workload…`);
  const searches = searchQueries(options.requests, options.seed + 1);
  const filters = filteredQueries(options.requests, options.seed + 2);
  const list = (queries: string[]) => queries.map((query) => `/api/recipes?${query}`);
  const searchMs = await sequentialLatencies(larder.url, list(searches), headers);
  const filterMs = await sequentialLatencies(larder.url, list(filters), headers);
  // The fixed cost of any signed-in request (HTTP, token check, user look-up, JSON).
  const selfPaths = Array.from({ length: options.requests }, () => '/api/users/self');
  const floorMs = await sequentialLatencies(larder.url, selfPaths, headers);
  const database = path.join(dataDir, 'larder.db');
  const rawSearchMs = replayRaw(
    database,
    await captureListQueries(dataDir, seeded.groupId, searches),
  );
  const rawFilterMs = replayRaw(
    database,
    await captureListQueries(dataDir, seeded.groupId, filters),
  );

  console.log('Measuring GET /api/recipes/{slug} throughput…');
  const recipePaths = seeded.slugs.slice(0, 500).map((slug) => `/api/recipes/${slug}`);
  const sampleFile = path.join(dataDir, 'sample-recipe.json');
  writeFileSync(sampleFile, await getText(`${larder.url}${recipePaths[0] ?? ''}`, headers));
  const bare = await startBare(sampleFile);
  children.push(bare);
  const load = { total: options.throughputRequests, concurrency: options.concurrency };
  const larderThroughput = await throughput(larder.url, recipePaths, headers, load);
  const bareThroughput = await throughput(bare.url, recipePaths, {}, load);

  const report: Report = {
    options,
    seeded,
    search: { server: searchMs, raw: rawSearchMs },
    filtered: { server: filterMs, raw: rawFilterMs },
    floor: floorMs,
    larderThroughput,
    bareThroughput,
  };
  process.exitCode = printReport(report) ? 0 : 1;
} catch (error) {
  for (const child of children) console.error(`--- ${child.url} printed:\n${child.output()}`);
  throw error;
} finally {
  for (const child of children) await child.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/token`, {
    method: 'POST',
    body: new URLSearchParams({ username: admin.email, password: admin.password }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`login failed: ${res.status}`);
  return body.access_token;
}

function readOptions(): BenchOptions {
  const { values } = parseArgs({
    options: {
      recipes: { type: 'string', default: '10000' },
      requests: { type: 'string', default: '1000' },
      'throughput-requests': { type: 'string', default: '5000' },
      concurrency: { type: 'string', default: '16' },
      seed: { type: 'string', default: '42' },
    },
  });
  const whole = (name: keyof typeof values, min: number) => {
    const number = Number(values[name]);
    if (!Number.isInteger(number) || number < min) {
      console.error(`--${name} must be a whole number of at least ${min}.`);
      process.exit(2);
    }
    return number;
  };
  return {
    recipes: whole('recipes', 1),
    requests: whole('requests', 1),
    throughputRequests: whole('throughput-requests', 1),
    concurrency: whole('concurrency', 1),
    seed: whole('seed', 0),
  };
}
