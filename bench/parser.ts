/**
 * Ingredient parser benchmark: Larder's nlp and brute parsers and two npm packages on the NYT
 * development set (full, and the held-out fifth) and on hand-written multilingual cases.
 * `node --import tsx bench/parser.ts [--errors N]` (N mismatches of the nlp parser on the
 * training part, for tuning; never the held-out part).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { contenders, type Contender } from './parser/contenders';
import { readNytLines } from './parser/dataset';
import { expectedOf, type Expected } from './parser/expected';
import { judge, Tally } from './parser/score';

interface Case {
  input: string;
  expected: Expected;
  group: string;
}

interface FixtureCase {
  lang: string;
  input: string;
  quantity: number | null;
  unit: string | null;
  food: string;
}

const fixtureFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../tests/fixtures/parser-cases.json',
);

function loadCases(): Case[] {
  const nyt = readNytLines().map((line) => ({
    input: line.input,
    expected: expectedOf(line),
    group: line.isHeldOut ? 'held-out' : 'train',
  }));
  const fixtures = (JSON.parse(readFileSync(fixtureFile, 'utf8')) as { cases: FixtureCase[] })
    .cases;
  const own = fixtures.map((c) => ({
    input: c.input,
    expected: { quantity: c.quantity, unit: c.unit, food: c.food },
    group: `own:${c.lang}`,
  }));
  return [...nyt, ...own];
}

const sets: { label: string; includes: (group: string) => boolean }[] = [
  { label: 'NYT full', includes: (g) => g === 'train' || g === 'held-out' },
  { label: 'NYT train (80%)', includes: (g) => g === 'train' },
  { label: 'NYT held-out (20%)', includes: (g) => g === 'held-out' },
  { label: 'own cases (all)', includes: (g) => g.startsWith('own:') },
  { label: 'own cases, English', includes: (g) => g === 'own:en' },
  { label: 'own cases, other languages', includes: (g) => g.startsWith('own:') && g !== 'own:en' },
];

const timings = new Map<string, number>();

function run(contender: Contender, cases: readonly Case[], errors: number): Map<string, Tally> {
  const tallies = new Map(sets.map((s) => [s.label, new Tally()]));
  let shown = 0;
  let nanoseconds = 0n;
  for (const c of cases) {
    const started = process.hrtime.bigint();
    const answer = contender.parse(c.input);
    nanoseconds += process.hrtime.bigint() - started;
    const verdict = judge(answer, c.expected);
    for (const set of sets) if (set.includes(c.group)) tallies.get(set.label)?.add(verdict);
    if (
      !verdict.line &&
      shown < errors &&
      c.group !== 'held-out' &&
      contender.name === 'larder nlp'
    ) {
      shown += 1;
      console.log(JSON.stringify({ input: c.input, expected: c.expected, answer }));
    }
  }
  timings.set(contender.name, Number(nanoseconds) / 1e6 / cases.length);
  return tallies;
}

function printTable(results: Map<string, Map<string, Tally>>): void {
  const header = ['set', 'parser', 'lines', 'quantity', 'unit', 'food', 'food F1', 'whole line'];
  const rows: string[][] = [];
  for (const set of sets) {
    for (const [name, tallies] of results) {
      const tally = tallies.get(set.label);
      if (tally) rows.push([set.label, name, String(tally.count), ...tally.row()]);
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const format = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(format(row));
}

const errorsFlag = process.argv.indexOf('--errors');
const errors = errorsFlag >= 0 ? Number(process.argv[errorsFlag + 1] ?? 50) : 0;
const cases = loadCases();
const results = new Map(contenders.map((c) => [c.name, run(c, cases, errors)]));
console.log('Shares in percent. Quantity, unit and food as defined in bench/README.md.\n');
printTable(results);
console.log('\nParse time per line (ms, mean over every line above, one thread):');
for (const [name, ms] of timings) console.log(`  ${name}: ${ms.toFixed(4)}`);
