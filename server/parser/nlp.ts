import { readAmountPhrase, type AmountPhrase } from './amount-phrase';
import { findFood, splitClauses } from './clauses';
import { nlpConfidence } from './confidence';
import { normalizeLine } from './normalize';
import { joinNote, notePart, spanText, type NotePart } from './notes';
import { takeAsides } from './parens';
import { readAmount } from './quantity';
import { tokenize, type Token } from './tokenize';
import type { ParsedLine } from './types';
import { toParsedUnit } from './unit-result';
import { lookUpUnit, readUnit, type UnitMatch } from './units';
import { isLink } from './word-classes';

/**
 * Larder's default parser: lexicons of units, number words, sizes and preparation words in six
 * languages, and rules for where amounts, units, foods and notes stand in a line.
 */
export function parseNlp(input: string): ParsedLine {
  const line = normalizeLine(input);
  const { rest, asides } = takeAsides(line, tokenize(line));
  const clauses = splitClauses(rest);
  const head = nameFirst(line, clauses[0] ?? []);
  const notes: NotePart[] = asides.map((a) => ({ start: a.start, text: a.text }));

  const lead = leadingNoteBeforeAmount(head);
  notes.push(...notePart(line, head.slice(0, lead)));
  const phrase = readAmountPhrase(line, head, lead);
  notes.push(...phrase.notes);
  if (phrase.amount?.max != null) notes.push(...rangeNote(line, head, phrase));

  let unitMatch = phrase.unit;
  const after = head.slice(phrase.end);
  if (unitMatch?.entry.isCount && after.length === 0 && clauses.length === 1) {
    // "4 cloves", "2 noci": the unit word is all there is, so it is the food
    after.push(...head.slice(unitMatch.start, unitMatch.end).filter((t) => t.kind === 'word'));
    unitMatch = null;
  }
  const found = findFood(line, after, clauses, {
    trailingUnit: unitMatch === null,
    keepSizes: unitMatch !== null && !unitMatch.entry.isCount,
    keepLeadingPrep: containers.has(unitMatch?.entry.concept ?? ''),
  });
  notes.push(...found.notes);
  unitMatch ??= found.split.trailingUnit;
  let food = found.listText ?? spanText(line, found.split.food);
  const compound = unitMatch ? null : splitGarlicCompound(food);
  if (compound) [food, unitMatch] = compound;
  const parsed: Omit<ParsedLine, 'confidence'> = {
    quantity: phrase.amount?.value ?? 0,
    quantityMax: phrase.amount?.max ?? null,
    unit: unitMatch ? toParsedUnit(unitMatch) : null,
    food,
    note: joinNote(notes),
  };
  return { ...parsed, confidence: nlpConfidence(parsed, phrase, unitMatch, found.split) };
}

/**
 * "Juice of 1 lemon", "Leaves from 4 sprigs thyme", "Whites of 4 eggs": a part of the food, "of"
 * or "from", then the amount; the part goes to the note and the parse starts at the amount.
 */
function leadingNoteBeforeAmount(head: readonly Token[]): number {
  if (readAmount([...head], 0)) return 0;
  for (let link = 1; link <= 5 && link < head.length; link++) {
    const token = head[link];
    if (head[link - 1]?.kind !== 'word') return 0;
    if ((isLink(token) || partLinks.has(token?.key ?? '')) && readAmount([...head], link + 1))
      return link + 1;
    // "Juice 1 lemon", "сок 1/2 лимона"
    if (link === 1 && juices.has(head[0]?.key ?? '') && readAmount([...head], 1)) return 1;
  }
  return 0;
}

const partLinks = new Set(['from', 'z']);
const juices = new Set(['juice', 'сок']);

/**
 * List style, "Мука — 200 г", "Яйца — 3 шт.", "Sugar: 1 tsp": the name, a spaced dash or a colon,
 * then only an amount and unit. The tokens are read as "200 г Мука"; each part keeps its place in
 * the line. A heading before a whole line ("Dressing - 3 tbsp olive oil") is left alone.
 */
function nameFirst(line: string, head: Token[]): Token[] {
  if (readAmount(head, 0)) return head;
  const dash = head.findIndex(
    (t, i) =>
      i > 0 &&
      line[t.end] === ' ' &&
      ((t.text === '-' && line[t.start - 1] === ' ') || t.text === ':'),
  );
  if (dash < 0) return head;
  const amount = readAmount(head, dash + 1);
  const unitEnd = readUnit(head, amount?.end ?? dash + 1)?.end ?? amount?.end;
  if (unitEnd !== head.length) return head;
  return [...head.slice(dash + 1), ...head.slice(0, dash)];
}

/**
 * Garlic cloves written as one word: German "2 Knoblauchzehen" are 2 Zehen Knoblauch, Danish
 * "hvidløgsfed" and Swedish "vitlöksklyftor" likewise.
 */
const garlicCompounds = [
  /^(\p{L}{3,}?)(zehen|zehe)$/iu,
  /^(hvidløg)s(fed)$/iu,
  /^(vitlök)s(klyftor|klyfta)$/iu,
];

function splitGarlicCompound(food: string): [string, UnitMatch] | null {
  for (const pattern of garlicCompounds) {
    const match = pattern.exec(food);
    const entry = match?.[2] ? lookUpUnit(match[2]) : undefined;
    if (match?.[1] && match[2] && entry) {
      return [match[1], { entry, start: 0, end: 0, isCased: false, text: match[2] }];
    }
  }
  return null;
}

/** Units that sell a product: what follows is its name ("1 can crushed tomatoes"). */
const containers = new Set(['can', 'tin', 'jar', 'package', 'packet', 'box', 'bag', 'carton']);

/** A range keeps its words in the note ("2 to 3 cups"), since the quantity holds the low end. */
function rangeNote(line: string, head: readonly Token[], phrase: AmountPhrase): NotePart[] {
  const amount = phrase.amount;
  if (!amount) return [];
  const end = phrase.unit ? phrase.unit.end : amount.end;
  return notePart(line, head.slice(amount.start, end));
}
