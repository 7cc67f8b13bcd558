/**
 * Home page benchmark: the built server (`dist/server/serve.js`) with 10,000 generated recipes,
 * opened logged in with Playwright in Debian's Chromium. Measures navigation → first recipe card
 * visible (median of 5 fresh page loads), frame times while scrolling through three feed pages,
 * and the build's initial JavaScript. See bench/README.md.
 * Run after `npm run build`: `node --import tsx bench/ui.ts [--recipes 10000] [--runs 5]`.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { chromium } from 'playwright-core';

import { seedRecipes } from './search-seed';
import { startLarder } from './server-process';
import { summarize } from './stats';
import { measureBundle } from './ui-bundle';
import { readFirstCardMs, recordFirstCard, scrollAndTime } from './ui-page';

const root = path.resolve(import.meta.dirname, '..');
const serveJs = path.join(root, 'dist', 'server', 'serve.js');
const rendererDir = path.join(root, 'dist', 'renderer');
const admin = { email: 'bench@example.com', password: 'bench password 1' };
const { values } = parseArgs({
  options: {
    recipes: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '5' },
  },
});
const recipeCount = Number(values.recipes);
const runs = Number(values.runs);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

if (!existsSync(serveJs) || !existsSync(path.join(rendererDir, 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(2);
}

const bundle = measureBundle(
  rendererDir,
  readdirSync(path.join(rendererDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`),
);
const initialGzip = bundle.initialJs.reduce((sum, file) => sum + file.gzipBytes, 0);
const initialRaw = bundle.initialJs.reduce((sum, file) => sum + file.bytes, 0);
console.log(
  `Initial JS: ${String(bundle.initialJs.length)} files, ${kb(initialRaw)} raw, ` +
    `${kb(initialGzip)} gzipped (all JS chunks ${kb(bundle.allJsGzipBytes)} gzipped); ` +
    `CSS ${kb(bundle.css.reduce((sum, file) => sum + file.gzipBytes, 0))} gzipped`,
);

const dataDir = mkdtempSync(path.join(tmpdir(), 'larder-ui-bench-'));
const larder = await startLarder(serveJs, dataDir, admin);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
try {
  console.log(`Seeding ${String(recipeCount)} recipes…`);
  const seeded = await seedRecipes(path.join(dataDir, 'larder.db'), admin.email, recipeCount, 7);
  console.log(`Seeded in ${ms(seeded.ms)}.`);

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const login = await context.request.post(`${larder.url}/api/auth/token`, {
    form: { username: admin.email, password: admin.password },
  });
  if (!login.ok()) throw new Error(`login failed: ${String(login.status())}`);
  await context.addInitScript({ content: recordFirstCard });

  // The feed's first page on its own (server + HTTP), to split the page-load figure.
  const feedUrl = `${larder.url}/api/recipes?orderBy=created_at&orderDirection=desc&orderByNullPosition=last&page=1&perPage=30`;
  const apiMs: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const response = await context.request.get(feedUrl);
    if (!response.ok()) throw new Error(`feed failed: ${String(response.status())}`);
    apiMs.push(performance.now() - started);
  }
  console.log(`GET first feed page: median ${ms(summarize(apiMs).median)}`);

  // One warm-up load (server caches, Chromium's code cache), then the timed runs.
  const firstCard: number[] = [];
  for (let run = 0; run <= runs; run++) {
    const page = await context.newPage();
    await page.goto(`${larder.url}/`, { waitUntil: 'commit' });
    const value = await readFirstCardMs(page);
    if (run > 0) firstCard.push(value);
    await page.close();
  }
  const first = summarize(firstCard);
  console.log(
    `First card visible: median ${ms(first.median)} (min ${ms(first.min)}, max ${ms(first.max)}) ` +
      `over ${String(runs)} loads: ${firstCard.map(ms).join(', ')}`,
  );

  const page = await context.newPage();
  await page.goto(`${larder.url}/`);
  await page.getByTestId('recipe-card').first().waitFor();
  const scroll = await scrollAndTime(page, 90);
  const frames = summarize(scroll.frames);
  const sorted = [...scroll.frames].sort((a, b) => a - b);
  const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? NaN;
  const long = scroll.frames.filter((delta) => delta > 50).length;
  const total = scroll.frames.reduce((sum, delta) => sum + delta, 0);
  console.log(
    `Scroll through ${String(scroll.cards)} cards (${String(scroll.scrolledPx)} px): ` +
      `${String(scroll.frames.length)} frames in ${ms(total)} ` +
      `(${(scroll.frames.length / (total / 1000)).toFixed(1)} fps), frame median ` +
      `${frames.median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${frames.max.toFixed(1)} ms, ` +
      `${String(long)} frames over 50 ms`,
  );
} finally {
  await browser.close();
  await larder.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
