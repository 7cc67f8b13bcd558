import { formatQuantity } from './quantity-format';

/**
 * Scaling free-text ingredient lines ("2 cups flour" × 2 → "4 cups flour"), for recipes whose
 * lines were never parsed into amounts. Only an amount at the start of a line or right before a
 * unit counts, so "350°F", "a 9x13 pan", "2 x 400 g tins" and "(14 oz)" stay as written.
 */

const glyphValues: Record<string, number> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅐': 1 / 7,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
  '⅑': 1 / 9,
  '⅒': 1 / 10,
};

const glyph = `[${Object.keys(glyphValues).join('')}]`;
/** "1 1/2", "1½", "1 ½", "1/2", "½", "1.5", "1,5", "2". */
const amount = `(?:\\d+\\s+\\d+/\\d+|\\d+\\s*${glyph}|\\d+/\\d+|${glyph}|\\d+(?:[.,]\\d+)?)`;
/** An amount or a range of two ("2-3", "2 to 3"), not glued to a word, a number or a slash. */
const amountOrRange = new RegExp(
  `(?<![\\p{L}\\d/.,])(${amount})(?:(\\s*(?:-|–|—|to|or)\\s*)(${amount}))?`,
  'gu',
);
/** What may stand before a line's first amount: spaces and a list bullet. */
const lineStart = /^\s*(?:[-•*]\s+)?/u;
/** After an amount: a temperature, a percentage, a size ("9x13", "9-inch", "2 cm") or a count. */
const notAnAmount = /^\s*(?:°|%|[x×]\s*\d|-\s*\p{L}|(?:inch|inches|in|cm|mm)\b|")/iu;
/** Before an amount: a standalone "x" ("2 x 400 g": the 400 is a size, not an amount). */
const afterTimes = /(?:^|[\s\d])[x×]\s*$/iu;

/** Units an amount may stand before, singular to plural; abbreviations have no plural here. */
const unitPlurals: Record<string, string> = {
  cup: 'cups',
  tablespoon: 'tablespoons',
  teaspoon: 'teaspoons',
  gram: 'grams',
  gramme: 'grammes',
  kilogram: 'kilograms',
  milligram: 'milligrams',
  milliliter: 'milliliters',
  millilitre: 'millilitres',
  liter: 'liters',
  litre: 'litres',
  ounce: 'ounces',
  pound: 'pounds',
  pint: 'pints',
  quart: 'quarts',
  gallon: 'gallons',
  stick: 'sticks',
  can: 'cans',
  tin: 'tins',
  jar: 'jars',
  clove: 'cloves',
  pinch: 'pinches',
  dash: 'dashes',
  slice: 'slices',
  piece: 'pieces',
  package: 'packages',
  packet: 'packets',
  handful: 'handfuls',
  bunch: 'bunches',
  sprig: 'sprigs',
  head: 'heads',
  sheet: 'sheets',
  bag: 'bags',
  bottle: 'bottles',
  drop: 'drops',
  knob: 'knobs',
  stalk: 'stalks',
  fillet: 'fillets',
  lb: 'lbs',
};
const abbreviations = [
  'c',
  'tbsp',
  'tbs',
  'tbl',
  'tsp',
  'g',
  'kg',
  'mg',
  'ml',
  'cl',
  'dl',
  'l',
  'oz',
  'fl oz',
  'pt',
  'qt',
  'pkg',
  'el',
  'tl',
];
const singularOf = new Map(Object.entries(unitPlurals).map(([one, many]) => [many, one]));
const unitWords = [...Object.keys(unitPlurals), ...Object.values(unitPlurals), ...abbreviations]
  // Longest first, so "tbsp" is not read as "tbs" and "cups" not as "cup".
  .sort((a, b) => b.length - a.length)
  .map((word) => word.replace(' ', '\\s+'));
const unitAfter = new RegExp(`^(\\s*)(${unitWords.join('|')})\\.?(?![\\p{L}\\d])`, 'iu');

function readAmount(text: string): number {
  const trimmed = text.trim();
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(trimmed);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\/(\d+)$/.exec(trimmed);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  const last = trimmed.at(-1) ?? '';
  const glyphValue = glyphValues[last];
  if (glyphValue !== undefined) {
    const whole = trimmed.slice(0, -1).trim();
    return (whole ? Number(whole) : 0) + glyphValue;
  }
  return Number(trimmed.replace(',', '.'));
}

/** A scaled amount written the way the original was: decimals stay decimals, fractions fractions. */
function writeAmount(original: string, value: number): string {
  const isDecimal = /[.,]/.test(original);
  const text = formatQuantity(value, !isDecimal);
  return original.includes(',') ? text.replace('.', ',') : text;
}

/** "cup" or "cups" to suit the new amount, keeping a capital; other words as they are. */
function fitUnit(word: string, value: number): string {
  const lower = word.toLowerCase();
  const plural = unitPlurals[lower];
  const singular = singularOf.get(lower);
  let next = lower;
  if (value > 1 && plural) next = plural;
  else if (value <= 1 && singular) next = singular;
  if (next === lower) return word;
  const first = word.charAt(0);
  return first === first.toUpperCase() ? next.charAt(0).toUpperCase() + next.slice(1) : next;
}

function depthAt(text: string, index: number): number {
  let depth = 0;
  for (const char of text.slice(0, index)) {
    if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
  }
  return depth;
}

interface ScaledText {
  text: string;
  /** Whether the line had an amount to scale (true even at scale 1). */
  isScaled: boolean;
}

/** Scales the amounts of one free-text ingredient line; other numbers stay as written. */
export function scaleIngredientText(text: string, scale: number): ScaledText {
  const start = lineStart.exec(text)?.[0].length ?? 0;
  let isScaled = false;
  let result = '';
  let copied = 0;
  for (const match of text.matchAll(amountOrRange)) {
    const [whole, first = '', separator = '', second] = match;
    const index = match.index;
    const end = index + whole.length;
    const rest = text.slice(end);
    const unit = unitAfter.exec(rest);
    const isAmount =
      (index === start || unit !== null) &&
      !notAnAmount.test(rest) &&
      !afterTimes.test(text.slice(0, index)) &&
      depthAt(text, index) === 0;
    if (!isAmount) continue;
    isScaled = true;
    const low = readAmount(first) * scale;
    const high = second === undefined ? null : readAmount(second) * scale;
    let written = writeAmount(first, low);
    if (second !== undefined && high !== null) written += separator + writeAmount(second, high);
    result += text.slice(copied, index) + written;
    copied = end;
    if (unit) {
      const [unitText, space = '', word = ''] = unit;
      result += space + fitUnit(word, high ?? low) + unitText.slice(space.length + word.length);
      copied = end + unitText.length;
    }
  }
  // At scale 1 the line stays exactly as written ("1/2" is not rewritten as "½").
  if (!isScaled || scale === 1) return { text, isScaled };
  return { text: result + text.slice(copied), isScaled: true };
}

/** Whether a line holds a number at all: one without is not missing a scale. */
export function hasNumber(text: string): boolean {
  return new RegExp(`\\d|${glyph}`, 'u').test(text);
}
