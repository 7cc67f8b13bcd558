/**
 * Start-up benchmark of the server that `npm run serve` and the desktop app run: how long from
 * spawning `node dist/server/serve.js` until `/api/app/about` answers 200, and how much memory the
 * process holds then. "Cold" runs start on an empty data dir (creating and migrating the
 * database); "warm" runs restart on one that is already set up, as every later start does.
 * Targets: warm start ready in under 1 s, under 100 MB resident. See bench/README.md.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { measureStart, type Run } from './measure';
import { summarize } from './stats';

const readyLimitMs = 1000;
const rssLimitMb = 100;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serveJs = path.join(root, 'dist', 'server', 'serve.js');
const runs = readRuns();

if (!existsSync(serveJs)) {
  console.error(`${path.relative(root, serveJs)} is missing: run \`npm run build\` first.`);
  process.exit(2);
}

const cold: Run[] = [];
for (let i = 0; i < runs; i++) {
  const dataDir = freshDataDir();
  try {
    cold.push(await measureStart(serveJs, dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const warm: Run[] = [];
const warmDir = freshDataDir();
try {
  await measureStart(serveJs, warmDir); // creates and migrates the database; not counted
  for (let i = 0; i < runs; i++) warm.push(await measureStart(serveJs, warmDir));
} finally {
  rmSync(warmDir, { recursive: true, force: true });
}

printReport(cold, warm);
process.exit(checkTargets(cold, warm) ? 0 : 1);

function readRuns(): number {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
  const count = Number(values.runs);
  if (!Number.isInteger(count) || count < 1) {
    console.error(`--runs must be a whole number of at least 1, not "${values.runs}".`);
    process.exit(2);
  }
  return count;
}

function freshDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'larder-bench-'));
}

function printReport(coldRuns: Run[], warmRuns: Run[]): void {
  console.log(
    `Larder server start-up, ${runs} runs each (node ${process.version}, ${path.relative(root, serveJs)})\n`,
  );
  const widths = [3, 15, 13, 15, 13];
  const row = (cells: string[]) => cells.map((cell, i) => cell.padStart(widths[i] ?? 0)).join(' ');
  console.log(row(['run', 'cold ready ms', 'cold RSS MB', 'warm ready ms', 'warm RSS MB']));
  for (let i = 0; i < runs; i++) {
    const c = coldRuns[i];
    const w = warmRuns[i];
    console.log(
      row([
        String(i + 1),
        fixed(c?.readyMs, 0),
        fixed(c?.rssMb, 1),
        fixed(w?.readyMs, 0),
        fixed(w?.rssMb, 1),
      ]),
    );
  }
  console.log(
    `\n${' '.repeat(13)}${['median', 'p90', 'min', 'max'].map((h) => h.padStart(10)).join('')}`,
  );
  for (const [label, values, digits] of [
    ['cold ready ms', coldRuns.map((r) => r.readyMs), 0],
    ['warm ready ms', warmRuns.map((r) => r.readyMs), 0],
    ['cold RSS MB', coldRuns.map((r) => r.rssMb), 1],
    ['warm RSS MB', warmRuns.map((r) => r.rssMb), 1],
  ] as const) {
    const s = summarize(values);
    const cells = [s.median, s.p90, s.min, s.max].map((v) => fixed(v, digits).padStart(10));
    console.log(`${label.padEnd(13)}${cells.join('')}`);
  }
}

/** Prints each target's verdict; true when all are met. */
function checkTargets(coldRuns: Run[], warmRuns: Run[]): boolean {
  const checks = [
    {
      what: 'warm start ready (median)',
      value: summarize(warmRuns.map((r) => r.readyMs)).median,
      limit: readyLimitMs,
      unit: 'ms',
    },
    {
      what: 'cold start RSS (median)',
      value: summarize(coldRuns.map((r) => r.rssMb)).median,
      limit: rssLimitMb,
      unit: 'MB',
    },
    {
      what: 'warm start RSS (median)',
      value: summarize(warmRuns.map((r) => r.rssMb)).median,
      limit: rssLimitMb,
      unit: 'MB',
    },
  ];
  console.log('');
  for (const { what, value, limit, unit } of checks) {
    console.log(
      `${value <= limit ? 'ok  ' : 'FAIL'} ${what}: ${value.toFixed(1)} ${unit} (target ≤ ${limit} ${unit})`,
    );
  }
  return checks.every(({ value, limit }) => value <= limit);
}

function fixed(value: number | undefined, digits: number): string {
  return value === undefined ? '-' : value.toFixed(digits);
}
