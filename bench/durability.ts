/**
 * What it costs to sync every commit to disk: a household's writes (durability-workload.ts)
 * through the real server and API, with SQLite in WAL mode and `PRAGMA synchronous` = NORMAL
 * (a commit waits for the disk only at checkpoints; a power cut may undo the last answered
 * writes) against FULL (every commit is on disk before the answer). Each run starts the server
 * in this process on a fresh data dir for each mode, alternating which mode goes first; then
 * bare one-row commits (durability-commits.ts) show the sync's own cost without the server.
 * Targets for FULL: at least 10 writes/s (a bulk import's rate) and p95 under 100 ms.
 * See bench/README.md.
 */
import { mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { startServer } from '../server/index';

import { measureCommits, type CommitTimes } from './durability-commits';
import { runWrites, signIn, writeKinds, type TimedWrite } from './durability-workload';
import { nearestRank } from './stats';

type Mode = 'NORMAL' | 'FULL';
interface Run {
  mode: Mode;
  writesPerSecond: number;
  writes: TimedWrite[];
}

const minWritesPerSecond = 10;
const maxP95Ms = 100;
const tmpfsMagic = 0x01021994;
const admin = { email: 'bench@example.com', password: 'bench password 1' };
const options = readOptions();

if (statfsSync(options.dir).type === tmpfsMagic) {
  console.error(
    `${options.dir} is a tmpfs (memory): syncing costs nothing there. Pass --dir <folder on a disk>.`,
  );
  process.exit(2);
}

const runs: Run[] = [];
const commits: Record<Mode, CommitTimes[]> = { NORMAL: [], FULL: [] };
for (let i = 0; i < options.runs; i++) {
  const order: Mode[] = i % 2 === 0 ? ['NORMAL', 'FULL'] : ['FULL', 'NORMAL'];
  for (const mode of order) runs.push(await measure(mode));
  for (const mode of order) commits[mode].push(measureCommits(options.dir, mode, options.commits));
}
printReport(runs);
printCommits(commits);
process.exit(checkTargets(runs.filter((run) => run.mode === 'FULL')) ? 0 : 1);

async function measure(mode: Mode): Promise<Run> {
  const dataDir = mkdtempSync(path.join(options.dir, 'larder-bench-durability-'));
  const server = await startServer({
    dataDir,
    host: '127.0.0.1',
    port: 0,
    rendererDir: path.join(dataDir, 'no-renderer'),
    initialAdmin: admin,
    synchronous: mode,
  });
  try {
    const call = await signIn(server.url, admin);
    await runWrites(call, 2 * writeKinds.length, 'Warm-up'); // not counted
    const started = performance.now();
    const writes = await runWrites(call, options.writes, 'Bench');
    return {
      mode,
      writesPerSecond: writes.length / ((performance.now() - started) / 1000),
      writes,
    };
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function readOptions(): { runs: number; writes: number; commits: number; dir: string } {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      writes: { type: 'string', default: '500' },
      commits: { type: 'string', default: '1000' },
      dir: { type: 'string', default: tmpdir() },
    },
  });
  const whole = (name: 'runs' | 'writes' | 'commits', min: number) => {
    const number = Number(values[name]);
    if (!Number.isInteger(number) || number < min) {
      console.error(`--${name} must be a whole number of at least ${min}, not "${values[name]}".`);
      process.exit(2);
    }
    return number;
  };
  return {
    runs: whole('runs', 1),
    writes: whole('writes', writeKinds.length),
    commits: whole('commits', 1),
    dir: values.dir,
  };
}

function sortedMs(writes: readonly TimedWrite[]): number[] {
  return writes.map((write) => write.ms).sort((a, b) => a - b);
}
function p50(writes: readonly TimedWrite[]): number {
  return nearestRank(sortedMs(writes), 0.5);
}
function p95(writes: readonly TimedWrite[]): number {
  return nearestRank(sortedMs(writes), 0.95);
}
function ofMode(all: readonly Run[], mode: Mode): Run[] {
  return all.filter((run) => run.mode === mode);
}
function pooled(all: readonly Run[]): TimedWrite[] {
  return all.flatMap((run) => run.writes);
}

function printReport(all: readonly Run[]): void {
  console.log(
    `Larder durability: ${options.runs} runs × ${options.writes} writes per mode, WAL ` +
      `(node ${process.version}, data in ${options.dir})\n`,
  );
  const row = (cells: string[]) => cells.map((cell, i) => cell.padStart(i === 0 ? 4 : 10)).join('');
  console.log(row(['run', 'mode', 'writes/s', 'p50 ms', 'p95 ms']));
  all.forEach((run, i) => {
    console.log(
      row([
        String(Math.floor(i / 2) + 1),
        run.mode,
        run.writesPerSecond.toFixed(0),
        p50(run.writes).toFixed(2),
        p95(run.writes).toFixed(2),
      ]),
    );
  });

  console.log('\nAll runs together (writes/s: median of the runs; latencies: all writes pooled)');
  const kindWidth = Math.max(...writeKinds.map((kind) => kind.length));
  for (const mode of ['NORMAL', 'FULL'] as const) {
    const runsOfMode = ofMode(all, mode);
    const rates = runsOfMode.map((run) => run.writesPerSecond).sort((a, b) => a - b);
    const writes = pooled(runsOfMode);
    console.log(
      `${mode.padEnd(6)}  ${nearestRank(rates, 0.5).toFixed(0).padStart(5)} writes/s, ` +
        `p50 ${p50(writes).toFixed(2)} ms, p95 ${p95(writes).toFixed(2)} ms`,
    );
    for (const kind of writeKinds) {
      const ofKind = writes.filter((w) => w.kind === kind);
      console.log(
        `    ${kind.padEnd(kindWidth)}  p50 ${p50(ofKind).toFixed(2).padStart(6)} ms, ` +
          `p95 ${p95(ofKind).toFixed(2).padStart(6)} ms`,
      );
    }
  }
  const normal = pooled(ofMode(all, 'NORMAL'));
  const full = pooled(ofMode(all, 'FULL'));
  console.log(
    `\nFULL − NORMAL per write: p50 ${(p50(full) - p50(normal)).toFixed(2)} ms, ` +
      `p95 ${(p95(full) - p95(normal)).toFixed(2)} ms`,
  );
}

function printCommits(times: Record<Mode, CommitTimes[]>): void {
  console.log(
    `\nBare commits (one-row UPDATE, ${options.commits} per run; commits/s: per run, ` +
      'latencies pooled)',
  );
  for (const mode of ['NORMAL', 'FULL'] as const) {
    const rates = times[mode].map((run) => run.commitsPerSecond.toFixed(0));
    const ms = times[mode].flatMap((run) => run.ms).sort((a, b) => a - b);
    console.log(
      `${mode.padEnd(6)}  ${rates.join(' / ')} commits/s, p50 ${nearestRank(ms, 0.5).toFixed(3)} ms, ` +
        `p95 ${nearestRank(ms, 0.95).toFixed(3)} ms`,
    );
  }
}

/** Prints each target's verdict for the FULL runs; true when both are met. */
function checkTargets(full: readonly Run[]): boolean {
  const rates = full.map((run) => run.writesPerSecond).sort((a, b) => a - b);
  const rate = nearestRank(rates, 0.5);
  const latency = p95(pooled(full));
  const rateOk = rate >= minWritesPerSecond;
  const latencyOk = latency <= maxP95Ms;
  console.log('');
  console.log(
    `${rateOk ? 'ok  ' : 'FAIL'} FULL writes/s (median of runs): ${rate.toFixed(0)} (target ≥ ${minWritesPerSecond})`,
  );
  console.log(
    `${latencyOk ? 'ok  ' : 'FAIL'} FULL write p95: ${latency.toFixed(2)} ms (target ≤ ${maxP95Ms} ms)`,
  );
  return rateOk && latencyOk;
}
