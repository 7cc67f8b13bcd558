import { articles, mixedNumberJoiners, numberWords } from './lexicon/number-words';
import { isPieceSize, skipModifiers } from './modifiers';
import { notePart, type NotePart } from './notes';
import { readAmount, type Amount } from './quantity';
import { keyOf, type Token } from './tokenize';
import { readUnit, type UnitMatch } from './units';
import { isLink, isSize } from './word-classes';

/** The amount and unit that open a line: "1 1/2 cups", "2 large", "1 28-ounce can", "une pincée de". */
export interface AmountPhrase {
  amount: Amount | null;
  unit: UnitMatch | null;
  /** Index of the first token after the phrase. */
  end: number;
  notes: NotePart[];
}

const keys = (words: string[]) => new Set(words.map(keyOf));
const vagueAmounts = keys([
  'few',
  'couple',
  'several',
  'some',
  'little',
  'bit',
  'quelques',
  'peu',
  'einige',
  'etwas',
  'paar',
  'unas',
  'unos',
  'algunas',
  'algunos',
  'poco',
  'qualche',
  'po',
  'enkele',
  'wat',
  'lidt',
  'nogle',
  'lite',
  'några',
  'trochę',
  'kilka',
  'kilku',
  'pouco',
  'algumas',
  'alguns',
  'немного',
  'несколько',
]);
/** "2 dozen", "1 douzaine d'œufs": twelve of the amount. */
const dozens = keys([
  'dozen',
  'douzaine',
  'Dutzend',
  'docena',
  'dozzina',
  'dozijn',
  'dúzia',
  'дюжина',
]);
/** Units that may open a line without a number: "Pinch of salt", "Dash Tabasco". */
const bareUnits = keys(['pinch', 'dash', 'handful', 'splash', 'drop', 'knob', 'sprinkle']);
/** Words before an amount that only hedge it: "About 2 cups", "environ 200 g", "ca. 1 kg". */
const hedges = keys([
  'about',
  'approximately',
  'approx',
  'around',
  'roughly',
  'nearly',
  'almost',
  'generous',
  'scant',
  'heaping',
  'heaped',
  'level',
  'good',
  'at',
  'least',
  'up',
  'to',
  'environ',
  'etwa',
  'ca',
  'circa',
  'ongeveer',
  'unos',
  'unas',
  'aproximadamente',
  'plus',
  'de',
  'je',
  'evt',
  'ev',
  'eventuelt',
  'opcjonalnie',
  'ok',
  'około',
  'cerca',
  'около',
  'примерно',
]);

export function readAmountPhrase(
  line: string,
  tokens: readonly Token[],
  from: number,
): AmountPhrase {
  const notes: NotePart[] = [];
  let isVague = false;
  let i = skipHedges(tokens, from);
  notes.push(...notePart(line, tokens.slice(from, i)));
  const first = tokens[i];
  const next = tokens[i + 1];
  const isArticle = first !== undefined && articles.has(first.key);
  let amount: Amount | null = null;
  if (first && next && isArticle && vagueAmounts.has(next.key)) {
    // "a few", "un peu de", "een paar" ("un" and "een" are numbers too)
    notes.push(...notePart(line, [first, next]));
    i += 2;
    isVague = true;
  } else if (isArticle && numberWords.get(next?.key ?? '') === 0.5) {
    // "a half cup", "een halve tl"
    i += 1;
  }
  if (!isVague) amount = readAmount([...tokens], i);
  if (!amount && first && !isVague) {
    if (vagueAmounts.has(first.key) && i === 0) {
      notes.push(...notePart(line, [first]));
      i += 1;
      isVague = true;
    } else if (isArticle && next?.kind === 'number') {
      // "a 14-ounce can"
      i += 1;
      amount = readAmount([...tokens], i);
    } else if (articles.has(first.key) && readUnit(tokens, afterSizes(tokens, i + 1))) {
      // "a pinch", "a small bunch", "a thumb-sized piece"
      amount = { value: 1, max: null, start: i, end: i + 1, isWord: true };
    } else if (first.kind === 'measure' && readUnit(tokens, i + 1)?.entry.isCount) {
      // "16-ounce bag baby spinach": one bag
      amount = { value: 1, max: null, start: i, end: i, isWord: true };
    }
  }
  if (amount) {
    i = amount.end;
    if (dozens.has(tokens[i]?.key ?? '') && amount.value !== 12) {
      const max = amount.max === null ? null : amount.max * 12;
      amount = { ...amount, value: amount.value * 12, max, end: i + 1 };
      i += 1;
    }
    // "half a bunch"
    if (amount.value === 0.5 && amount.isWord && articles.has(tokens[i]?.key ?? '')) i += 1;
    // "3/4 de xícara": a fraction of the unit
    if (isLink(tokens[i]) && readUnit(tokens, i + 1)) i += 1;
  }
  const beforeSizes = i;
  i = skipModifiers(line, tokens, i, notes, true);
  const wholeUnit = tokens[i]?.key === 'whole' ? readUnit(tokens, i + 1) : null;
  if (wholeUnit && tokens[wholeUnit.end]) {
    notes.push(...notePart(line, tokens.slice(i, i + 1)));
    i += 1;
  }
  let unit = readUnit(tokens, i);
  // "small bunch coriander": a size makes a count word the unit even without an amount
  const isSizedCount = i > beforeSizes && unit?.entry.isCount === true;
  if (unit && !amount && !isVague && !isSizedCount && !isBareUnitAllowed(tokens, unit)) unit = null;
  if (unit && amount && isHalfAfter(tokens, unit.end)) {
    // "1 xícara e meia": one and a half cups
    amount = { ...amount, value: amount.value + 0.5, end: unit.end + 2 };
    unit = { ...unit, end: unit.end + 2 };
  }
  if (unit) {
    i = skipModifiers(line, tokens, unit.end, notes, unit.entry.isCount);
    i = skipSecondMeasure(line, tokens, i, notes);
    const container = unit.entry.isCount ? null : readUnit(tokens, i);
    if (container && isContainerAfterMeasure(tokens, container)) {
      // "400g can coconut cream", "3cm piece fresh ginger": the measure is the amount
      notes.push(...notePart(line, tokens.slice(i, container.end)));
      i = container.end;
    }
    const piece = i > unit.end ? readUnit(tokens, i) : null;
    if (piece?.entry.isCount) {
      // "1 cup 1/4-inch-thick slices fennel": the pieces the cup holds
      notes.push(...notePart(line, tokens.slice(i, piece.end)));
      i = piece.end;
    }
  }
  if ((amount || unit) && isLink(tokens[i]) && tokens[i + 1]) i += 1;
  return { amount, unit, end: i, notes };
}

/** What a measure can come in or be cut as: "400g can", "250g punnet", "3cm piece". */
const containers = new Set([
  'can',
  'tin',
  'jar',
  'packet',
  'package',
  'punnet',
  'piece',
  'bag',
  'block',
  'tub',
  'pouch',
  'square',
  'slice',
  'sheet',
  'bunch',
]);

/**
 * A container written out after a measure, with the food after it ("400g can coconut cream");
 * not a two-letter abbreviation ("2 cups St. Émilion").
 */
function isContainerAfterMeasure(tokens: readonly Token[], container: UnitMatch): boolean {
  return (
    containers.has(container.entry.concept) &&
    container.text.replace('.', '').length > 2 &&
    tokens[container.end]?.kind === 'word'
  );
}

/** Past size words: "small", "large", "thumb-sized". */
function afterSizes(tokens: readonly Token[], from: number): number {
  let i = from;
  for (let token = tokens[i]; token && (isSize(token) || isPieceSize(token)); token = tokens[i])
    i += 1;
  return i;
}

/**
 * The second measure of a dual one goes to the note: "25g/1oz", "1kg/2lb 4oz", "1 tbsp/15ml".
 * Returns the index after it, or `at` when there is none.
 */
function skipSecondMeasure(
  line: string,
  tokens: readonly Token[],
  at: number,
  notes: NotePart[],
): number {
  if (tokens[at]?.text !== '/') return at;
  let end = at;
  for (let next = measureAt(tokens, at + 1); next !== null; next = measureAt(tokens, end))
    end = next;
  if (end === at) return at;
  notes.push(...notePart(line, tokens.slice(at + 1, end)));
  return end;
}

/** The end of an amount and a measure unit ("4 oz", "1 3/4 pints") at `at`, or null. */
function measureAt(tokens: readonly Token[], at: number): number | null {
  const amount = readAmount([...tokens], at);
  const unit = amount ? readUnit(tokens, amount.end) : null;
  return unit && !unit.entry.isCount ? unit.end : null;
}

const isHalfAfter = (tokens: readonly Token[], at: number) =>
  mixedNumberJoiners.has(tokens[at]?.key ?? '') &&
  numberWords.get(tokens[at + 1]?.key ?? '') === 0.5;

function skipHedges(tokens: readonly Token[], from: number): number {
  let i = from;
  while (i < from + 4 && hedges.has(tokens[i]?.key ?? '') && !readAmount([...tokens], i)) {
    // "ca. 300 g", "evt. 1 spsk": past the abbreviation's dot
    i += tokens[i + 1]?.text === '.' ? 2 : 1;
  }
  return readAmount([...tokens], i) ? i : from;
}

function isBareUnitAllowed(tokens: readonly Token[], unit: UnitMatch): boolean {
  if (unit.isCased) return false;
  return bareUnits.has(unit.entry.concept) || isLink(tokens[unit.end]);
}
