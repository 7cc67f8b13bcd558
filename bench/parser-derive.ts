/**
 * What the parser's English note-word list was seeded from: for every word that stands before
 * the first comma of a line in the training part of the NYT set (the held-out fifth is never
 * read), the share of lines whose labelled name contains it. Words seen 4+ times and named in at
 * most 40% of their lines are candidates; the list in server/parser/lexicon/notes-en.ts was
 * chosen from them by hand (units, numbers and one-off words left out) and completed with common
 * kitchen words. `node --import tsx bench/parser-derive.ts`
 */
import { numberWords } from '../server/parser/lexicon/number-words';
import {
  englishAdverbs,
  englishNoteStarters,
  englishNoteWords,
} from '../server/parser/lexicon/notes-en';
import { sizeWords } from '../server/parser/lexicon/sizes';
import { lookUpUnit } from '../server/parser/units';

import { readNytLines } from './parser/dataset';

const words = (text: string) => text.toLowerCase().match(/[\p{L}][\p{L}'-]*/gu) ?? [];

const seen = new Map<string, { lines: number; named: number }>();
for (const line of readNytLines()) {
  if (line.isHeldOut || !line.name) continue;
  const named = new Set(words(line.name));
  for (const word of new Set(words(line.input.split(/[,;(]/)[0] ?? ''))) {
    const count = seen.get(word) ?? { lines: 0, named: 0 };
    count.lines += 1;
    if (named.has(word)) count.named += 1;
    seen.set(word, count);
  }
}

const lists: [string, { has(word: string): boolean }][] = [
  ['note word', new Set(englishNoteWords)],
  ['adverb', new Set(englishAdverbs)],
  ['note start', new Set(englishNoteStarters)],
  ['size', sizeWords],
  ['number', numberWords],
];
const listOf = (word: string) => lists.find(([, list]) => list.has(word))?.[0] ?? '';
const candidates = [...seen]
  .filter(([word, c]) => c.lines >= 4 && c.named / c.lines <= 0.4 && !lookUpUnit(word))
  .sort((a, b) => b[1].lines - a[1].lines);
console.log('word, lines, share named, Larder list');
for (const [word, c] of candidates) {
  console.log(`${word}, ${c.lines}, ${(c.named / c.lines).toFixed(2)}, ${listOf(word)}`);
}
const covered = candidates.filter(([word]) => listOf(word) !== '').length;
const notes = new Set(englishNoteWords);
const seeded = candidates.filter(([word]) => notes.has(word)).length;
console.log(`\n${candidates.length} candidates, ${covered} in one of Larder's English lists;`);
console.log(
  `${englishNoteWords.length - seeded} of ${englishNoteWords.length} note words are hand-written.`,
);
