/**
 * Where the home page's first card waits: Chromium performance traces of logged-in loads of `/`
 * on the built server. Prints, for the last load, the request waterfall (ms since navigation) and
 * the main thread's busy time by kind and by script up to the first card; then, over all loads,
 * the medians of the first card and of the main thread's busy and CPU time before it. The CPU
 * time moves less than wall time when other jobs share the machine.
 * Run after `npm run build`:
 * `node --import tsx bench/ui-trace.ts [--recipes 2000] [--runs 3] [--data-dir <kept dir>] [--trace out.json]
 * [--app <folder with package.json and dist/>]`.
 * With `--data-dir` the seeded database is kept there and reused by the next run.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { chromium, type BrowserContext } from 'playwright-core';

import { seedRecipes } from './search-seed';
import { startLarder } from './server-process';
import { summarize } from './stats';
import { readFirstCardMs, recordFirstCard } from './ui-page';
import { mainThreadSummary, type TraceEvent } from './ui-trace-summary';

const admin = { email: 'bench@example.com', password: 'bench password 1' };
const { values } = parseArgs({
  options: {
    recipes: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '3' },
    'data-dir': { type: 'string' },
    trace: { type: 'string' },
    // Another build to compare: a folder with package.json and dist/ (the server finds dist/renderer there).
    app: { type: 'string', default: path.resolve(import.meta.dirname, '..') },
  },
});
const serveJs = path.join(values.app, 'dist', 'server', 'serve.js');
const keptDir = values['data-dir'];
const dataDir = keptDir ?? mkdtempSync(path.join(tmpdir(), 'larder-ui-trace-'));
const isSeeded = keptDir !== undefined && existsSync(path.join(keptDir, 'larder.db'));
mkdirSync(dataDir, { recursive: true });

interface TracedLoad {
  firstCardMs: number;
  busyMs: number;
  cpuMs: number;
  report: string;
}

async function traceLoad(context: BrowserContext, url: string): Promise<TracedLoad> {
  const page = await context.newPage();
  const browser = context.browser();
  if (!browser) throw new Error('no browser');
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'blink.user_timing',
      'loading',
    ],
  });
  const requests: { url: string; start: number; end: number; type: string }[] = [];
  page.on('requestfinished', (request) => {
    const timing = request.timing();
    requests.push({
      url: request.url().replace(url, '/'),
      type: request.resourceType(),
      start: timing.startTime,
      end: timing.startTime + timing.responseEnd,
    });
  });
  await page.goto(url, { waitUntil: 'commit' });
  const firstCardMs = await readFirstCardMs(page);
  await page.waitForTimeout(500);
  const navigationStart = await page.evaluate(() => performance.timeOrigin);
  const buffer = await browser.stopTracing();
  await page.close();
  if (values.trace) writeFileSync(values.trace, buffer);

  const lines = [
    `First card visible at ${firstCardMs.toFixed(0)} ms`,
    '',
    'Requests (ms since navigation):',
  ];
  for (const request of requests.sort((a, b) => a.start - b.start)) {
    const start = request.start - navigationStart;
    const end = request.end - navigationStart;
    const after = start > firstCardMs ? ' (after the first card)' : '';
    lines.push(
      `${start.toFixed(0).padStart(6)} → ${end.toFixed(0).padStart(5)}  ${request.type.padEnd(10)} ${request.url.slice(0, 90)}${after}`,
    );
  }
  const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  const main = mainThreadSummary(traceEvents, firstCardMs);
  lines.push('', `Main thread until the first card: ${main.text}`);
  return { firstCardMs, busyMs: main.busyMs, cpuMs: main.cpuMs, report: lines.join('\n') };
}

const larder = await startLarder(serveJs, dataDir, admin);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
try {
  if (!isSeeded) {
    await seedRecipes(path.join(dataDir, 'larder.db'), admin.email, Number(values.recipes), 7);
  }
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const login = await context.request.post(`${larder.url}/api/auth/token`, {
    form: { username: admin.email, password: admin.password },
  });
  if (!login.ok()) throw new Error(`login failed: ${String(login.status())}`);
  await context.addInitScript({ content: recordFirstCard });

  // A warm-up load, as in bench/ui.ts, so Chromium's caches are in the same state.
  const warm = await context.newPage();
  await warm.goto(`${larder.url}/`, { waitUntil: 'commit' });
  await readFirstCardMs(warm);
  await warm.close();

  const loads: TracedLoad[] = [];
  for (let run = 0; run < Number(values.runs); run++) {
    loads.push(await traceLoad(context, `${larder.url}/`));
  }
  console.log(loads.at(-1)?.report);
  const median = (pick: (load: TracedLoad) => number) =>
    summarize(loads.map(pick)).median.toFixed(0);
  console.log(
    `\nOver ${String(loads.length)} traced loads, medians: first card ${median((load) => load.firstCardMs)} ms, ` +
      `main thread busy ${median((load) => load.busyMs)} ms, CPU ${median((load) => load.cpuMs)} ms ` +
      `(first cards: ${loads.map((load) => load.firstCardMs.toFixed(0)).join(', ')} ms)`,
  );
} finally {
  await browser.close();
  await larder.stop();
  if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
}
