/**
 * How long from typing `npm run serve` to a server that answers, on a checkout whose build is
 * current (scripts/build-current.mjs skips the build), next to `node dist/server/serve.js` alone
 * and the build check alone. `--stale` adds one run after touching a server source, which
 * rebuilds. Warm data dir (set up by one uncounted start). Target: under 1 s. See bench/README.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { measureReady } from './measure';
import { summarize } from './stats';

const readyLimitMs = 1000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '10' }, stale: { type: 'boolean', default: false } },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number of at least 1, not "${values.runs}".`);
  process.exit(2);
}

process.chdir(root);
execFileSync(process.execPath, ['scripts/build-current.mjs'], { stdio: 'inherit' });

const npmServe = ['npm', 'run', '--silent', 'serve', '--'];
const nodeServe = [process.execPath, 'dist/server/serve.js'];
const dataDir = mkdtempSync(path.join(tmpdir(), 'larder-command-'));
const results: [string, number[]][] = [];
try {
  await measureReady(nodeServe, dataDir); // creates and migrates the database; not counted
  results.push([
    'npm run serve (build current)',
    await repeat(() => measureReady(npmServe, dataDir)),
  ]);
  results.push(['node dist/server/serve.js', await repeat(() => measureReady(nodeServe, dataDir))]);
  results.push(['build check alone', await repeat(() => Promise.resolve(timeCheck()))]);
  if (values.stale) {
    const now = new Date();
    utimesSync('server/serve.ts', now, now);
    results.push(['npm run serve (a source touched)', [await measureReady(npmServe, dataDir)]]);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\n${runs} runs (ms)           median    p90    min    max`);
for (const [name, times] of results) {
  const s = summarize(times);
  const cells = [s.median, s.p90, s.min, s.max].map((value) => value.toFixed(0).padStart(6));
  console.log(`${name.padEnd(34)}${cells.join(' ')}`);
}
const current = summarize(results[0]?.[1] ?? []).median;
if (current > readyLimitMs) {
  console.log(`\nMissed: npm run serve ready median ${current.toFixed(0)} ms > ${readyLimitMs} ms`);
  process.exit(1);
}

async function repeat(run: () => Promise<number>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await run());
  return times;
}

function timeCheck(): number {
  const started = performance.now();
  execFileSync(process.execPath, ['scripts/build-current.mjs']);
  return performance.now() - started;
}
