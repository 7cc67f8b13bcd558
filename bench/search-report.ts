/** The search benchmark's table and its targets. */
import type { Throughput } from './http-load';
import type { SeedResult } from './search-seed';
import { nearestRank, summarize } from './stats';

export interface BenchOptions {
  recipes: number;
  requests: number;
  throughputRequests: number;
  concurrency: number;
  seed: number;
}

export interface Report {
  options: BenchOptions;
  seeded: SeedResult;
  search: Timings;
  filtered: Timings;
  /** `GET /api/users/self`: what every signed-in request costs before any list work. */
  floor: number[];
  larderThroughput: Throughput;
  bareThroughput: Throughput;
}

/** Milliseconds per request through the server and for its SQL alone. */
export interface Timings {
  server: number[];
  raw: number[];
}

const targets = { searchP95: 15, filteredP95: 25, rawRatio: 3 };

/** Prints the report; true when every target is met. */
export function printReport(report: Report): boolean {
  const { options, seeded } = report;
  console.log(
    `\nLarder recipe search: ${options.recipes} recipes (seeded in ${(seeded.ms / 1000).toFixed(1)} s, ` +
      `${seeded.indexed} in the FTS index, NYT ingredient lines ${seeded.usedDataset ? 'used' : 'not found'}), ` +
      `${options.requests} requests per list workload, node ${process.version}\n`,
  );
  const widths = [28, 8, 8, 8, 9, 9, 9, 11, 7];
  const row = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join(' ');
  console.log(
    row([
      'workload',
      'p50 ms',
      'p95 ms',
      'max ms',
      'raw p50',
      'raw p95',
      'p95 ×raw',
      'target p95',
      'met',
    ]),
  );
  const checks = [
    line('search ?search=…&perPage=20', report.search, targets.searchP95),
    line('filtered tags+cats+filter', report.filtered, targets.filteredP95),
  ].map(({ cells, met }) => {
    console.log(row(cells));
    return met;
  });
  const floor = [...report.floor].sort((a, b) => a - b);
  console.log(
    row([
      'floor: GET /api/users/self',
      ms(nearestRank(floor, 0.5)),
      ms(nearestRank(floor, 0.95)),
      ms(summarize(floor).max),
    ]),
  );

  const larder = report.larderThroughput;
  const bare = report.bareThroughput;
  console.log(
    `\nGET /api/recipes/{slug}: ${options.throughputRequests} requests, ${options.concurrency} at a time\n`,
  );
  const tput = [28, 10, 8, 8];
  const trow = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(tput[i] ?? 0) : cell.padStart(tput[i] ?? 0)))
      .join(' ');
  console.log(trow(['server', 'req/s', 'p50 ms', 'p95 ms']));
  for (const [name, result] of [
    ['Larder (auth, SQLite, JSON)', larder],
    ['bare Express, fixed JSON', bare],
  ] as const) {
    const sorted = [...result.latencies].sort((a, b) => a - b);
    console.log(
      trow([
        name,
        result.requestsPerSecond.toFixed(0),
        ms(nearestRank(sorted, 0.5)),
        ms(nearestRank(sorted, 0.95)),
      ]),
    );
  }
  console.log(
    `Larder serves ${((100 * larder.requestsPerSecond) / bare.requestsPerSecond).toFixed(0)}% of the bare route's rate.`,
  );
  const met = checks.every(Boolean);
  console.log(met ? '\nAll targets met.' : '\nA target was missed.');
  return met;
}

function line(name: string, timings: Timings, targetP95: number) {
  const server = [...timings.server].sort((a, b) => a - b);
  const raw = [...timings.raw].sort((a, b) => a - b);
  const p95 = nearestRank(server, 0.95);
  const rawP95 = nearestRank(raw, 0.95);
  const ratio = p95 / rawP95;
  const met = p95 < targetP95 && ratio <= targets.rawRatio;
  const cells = [
    name,
    ms(summarize(server).median),
    ms(p95),
    ms(summarize(server).max),
    ms(summarize(raw).median),
    ms(rawP95),
    `${ratio.toFixed(1)}×`,
    `< ${targetP95}, ≤${targets.rawRatio}×`,
    met ? 'yes' : 'NO',
  ];
  return { cells, met };
}

const ms = (value: number) => value.toFixed(2);
