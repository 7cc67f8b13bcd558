/**
 * Ingredient parser benchmark: Larder's nlp and brute parsers and two npm packages on the NYT
 * development set (full, and the held-out fifth), on the hand-written cases and on the own lines
 * (`bench/parser/own-lines/`: tuning part, held-out fifth, per class and per style).
 * `node --import tsx bench/parser.ts [--errors N] [--own-errors N]`: N mismatches of the nlp
 * parser on the NYT training part or on the own lines' tuning part; never a held-out line.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { contenders, type Contender } from './parser/contenders';
import { readNytLines } from './parser/dataset';
import { expectedOf, type Expected } from './parser/expected';
import { ownClasses, readOwnLines } from './parser/own-lines';
import { judge, Tally } from './parser/score';

interface Case {
  input: string;
  expected: Expected;
  /**
   * nyt, train, held-out, fixture:<lang>, own, own:tuning, own:held-out, style:<s>, language:<l>,
   * class:<c>
   */
  tags: ReadonlySet<string>;
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
    tags: new Set(['nyt', line.isHeldOut ? 'held-out' : 'train']),
  }));
  const fixtures = (JSON.parse(readFileSync(fixtureFile, 'utf8')) as { cases: FixtureCase[] })
    .cases;
  const fixtureCases = fixtures.map((c) => ({
    input: c.input,
    expected: { quantity: c.quantity, unit: c.unit, food: c.food },
    tags: new Set(['fixture', `fixture:${c.lang}`]),
  }));
  const own = readOwnLines().map((line) => ({
    input: line.input,
    expected: line.expected,
    tags: new Set([
      'own',
      line.isHeldOut ? 'own:held-out' : 'own:tuning',
      `style:${line.style}`,
      `language:${line.style.split('-')[0] ?? line.style}`,
      ...line.classes.map((c) => `class:${c}`),
    ]),
  }));
  return [...nyt, ...fixtureCases, ...own];
}

const styles = [
  'en-gb',
  'en-au',
  'en-us',
  'de',
  'fr',
  'es',
  'it',
  'nl',
  'da',
  'sv',
  'pl',
  'pt',
  'ru',
];
/** The languages of the seeded locales; English gathers the three English styles. */
const languages = ['en', 'de', 'fr', 'es', 'it', 'nl', 'da', 'sv', 'pl', 'pt', 'ru'];
/** Every parser runs on these; the per-class and per-style rows are for larder nlp only. */
const sets: { label: string; all?: boolean; includes: (t: ReadonlySet<string>) => boolean }[] = [
  { label: 'NYT full', all: true, includes: (t) => t.has('nyt') },
  { label: 'NYT train (80%)', includes: (t) => t.has('train') },
  { label: 'NYT held-out (20%)', all: true, includes: (t) => t.has('held-out') },
  { label: 'fixture cases (all)', all: true, includes: (t) => t.has('fixture') },
  { label: 'fixture cases, English', includes: (t) => t.has('fixture:en') },
  {
    label: 'fixture cases, other languages',
    includes: (t) => t.has('fixture') && !t.has('fixture:en'),
  },
  { label: 'own lines, tuning (80%)', all: true, includes: (t) => t.has('own:tuning') },
  { label: 'own lines, held-out (20%)', all: true, includes: (t) => t.has('own:held-out') },
  ...['tuning', 'held-out'].flatMap((part) => [
    ...ownClasses.map((c) => ({
      label: `own ${part}, class ${c}`,
      includes: (t: ReadonlySet<string>) => t.has(`own:${part}`) && t.has(`class:${c}`),
    })),
    ...styles.map((s) => ({
      label: `own ${part}, style ${s}`,
      includes: (t: ReadonlySet<string>) => t.has(`own:${part}`) && t.has(`style:${s}`),
    })),
    ...languages.map((l) => ({
      label: `own ${part}, language ${l}`,
      includes: (t: ReadonlySet<string>) => t.has(`own:${part}`) && t.has(`language:${l}`),
    })),
  ]),
];

const timings = new Map<string, number>();

function run(contender: Contender, cases: readonly Case[]): Map<string, Tally> {
  const isLarder = contender.name === 'larder nlp';
  const tallies = new Map(sets.filter((s) => s.all || isLarder).map((s) => [s.label, new Tally()]));
  const shown = { nyt: 0, own: 0 };
  let nanoseconds = 0n;
  for (const c of cases) {
    const started = process.hrtime.bigint();
    const answer = contender.parse(c.input);
    nanoseconds += process.hrtime.bigint() - started;
    const verdict = judge(answer, c.expected);
    for (const set of sets) if (set.includes(c.tags)) tallies.get(set.label)?.add(verdict);
    // a held-out line is never shown
    const kind = c.tags.has('own:tuning') ? 'own' : c.tags.has('train') ? 'nyt' : null;
    if (!verdict.line && isLarder && kind && shown[kind] < errors[kind]) {
      shown[kind] += 1;
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

function flag(name: string): number {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1] ?? 50) : 0;
}

const errors = { nyt: flag('--errors'), own: flag('--own-errors') };
const cases = loadCases();
const results = new Map(contenders.map((c) => [c.name, run(c, cases)]));
console.log('Shares in percent. Quantity, unit and food as defined in bench/README.md.\n');
printTable(results);
console.log('\nParse time per line (ms, mean over every line above, one thread):');
for (const [name, ms] of timings) console.log(`  ${name}: ${ms.toFixed(4)}`);
