import { describe, expect, it } from 'vitest';

import type { ParsedIngredient } from '../../../../../../server/contract/parser';
import type { RecipeIngredientOut } from '../../../../../../server/contract/recipes';
import {
  applyReview,
  confidenceLevel,
  formatConfidence,
  isUnparsed,
  nameKey,
  namesToCreate,
  toReviewLines,
  unparsedLines,
  type ReviewLine,
} from '../../../../../../renderer/features/recipe/edit/parse-review';
import { foodOut, unitOut } from '../../../../../helpers/reference-items';

const cup = unitOut({ id: 'unit-cup' });
const food = foodOut;
const flour = food('food-flour', 'flour');

function line(note: string, overrides: Partial<RecipeIngredientOut> = {}): RecipeIngredientOut {
  return {
    quantity: null,
    unit: null,
    food: null,
    note,
    isFood: true,
    disableAmount: false,
    display: note,
    title: null,
    originalText: null,
    referenceId: `ref-${note}`,
    ...overrides,
  };
}

/** What `POST /api/parser/ingredients` answers for a line (server/services/import/parser.service.ts). */
function parsed(
  input: string,
  average: number,
  fields: Pick<ParsedIngredient['ingredient'], 'quantity' | 'unit' | 'food' | 'note'>,
): ParsedIngredient {
  return {
    input,
    confidence: { average, comment: 0, name: 0, unit: 0, quantity: 0, food: 0 },
    ingredient: {
      ...fields,
      isFood: true,
      disableAmount: false,
      display: input,
      title: null,
      originalText: input,
      referenceId: 'server-made',
    },
  };
}

function newFood(name: string) {
  return {
    name,
    pluralName: null,
    description: '',
    extras: {},
    onHand: false,
    labelId: null,
    aliases: [],
  };
}

const draft = [
  line('2 cups sugar, sifted', { title: 'Cake' }),
  line('3 eggs, beaten', { originalText: '3 large eggs, beaten' }),
  line('', { quantity: 0.5, unit: cup, food: flour }),
  line('salt to taste'),
];

const answers = [
  parsed('2 cups sugar, sifted', 0.927, {
    quantity: 2,
    unit: cup,
    food: newFood('sugar'),
    note: 'sifted',
  }),
  parsed('3 eggs, beaten', 0.927, {
    quantity: 3,
    unit: null,
    food: newFood('eggs'),
    note: 'beaten',
  }),
  parsed('salt to taste', 0.9, {
    quantity: 0,
    unit: null,
    food: newFood('salt'),
    note: 'to taste',
  }),
];

function review(): ReviewLine[] {
  return toReviewLines(unparsedLines(draft), answers);
}

describe('unparsed lines', () => {
  it('are free text with no food or unit picked', () => {
    expect(isUnparsed(line('1 onion'))).toBe(true);
    expect(isUnparsed(line('  '))).toBe(false);
    expect(isUnparsed(line('chopped', { food: flour }))).toBe(false);
    expect(isUnparsed(line('heaped', { unit: cup }))).toBe(false);
    expect(unparsedLines(draft).map((item) => item.note)).toEqual([
      '2 cups sugar, sifted',
      '3 eggs, beaten',
      'salt to taste',
    ]);
  });
});

describe('review lines', () => {
  it('pair each answer with its draft line, all accepted, new names without an id', () => {
    const lines = review();
    expect(lines.map((item) => item.referenceId)).toEqual([
      'ref-2 cups sugar, sifted',
      'ref-3 eggs, beaten',
      'ref-salt to taste',
    ]);
    expect(lines[0]).toMatchObject({
      input: '2 cups sugar, sifted',
      confidence: 0.927,
      quantity: 2,
      unit: cup,
      food: { id: null, name: 'sugar', pluralName: null },
      note: 'sifted',
      isAccepted: true,
    });
    // No amount is no quantity, not zero.
    expect(lines[2]?.quantity).toBeNull();
  });

  it('rate confidence the way the parsers score', () => {
    expect(confidenceLevel(0.927)).toBe('high'); // nlp: digits, lexicon unit, short food
    expect(confidenceLevel(0.883)).toBe('high'); // "two large onions": a number word
    expect(confidenceLevel(0.75)).toBe('medium'); // a capitalised one-letter unit
    expect(confidenceLevel(0.633)).toBe('low'); // brute
    expect(confidenceLevel(0)).toBe('low'); // nothing recognised
    expect(formatConfidence(0.927)).toBe('93%');
    expect(formatConfidence(0.883)).toBe('88%');
    expect(formatConfidence(0.5)).toBe('50%');
  });
});

describe('names to create', () => {
  it('are the new names of accepted lines, once each', () => {
    const lines = review();
    const salt = lines[2] as ReviewLine;
    lines[2] = { ...salt, food: { id: null, name: 'Sugar', pluralName: null } };
    lines[1] = { ...(lines[1] as ReviewLine), isAccepted: false };
    expect(namesToCreate(lines)).toEqual([{ kind: 'food', name: 'sugar', pluralName: null }]);
  });

  it('include a unit typed by hand', () => {
    const lines = review().slice(1, 2);
    lines[0] = { ...(lines[0] as ReviewLine), unit: { id: null, name: 'dozen', pluralName: null } };
    expect(namesToCreate(lines).map((item) => `${item.kind} ${item.name}`)).toEqual([
      'unit dozen',
      'food eggs',
    ]);
  });
});

describe('applying the review', () => {
  const sugar = food('food-sugar', 'sugar');
  const eggs = food('food-eggs', 'eggs');
  const salt = food('food-salt', 'salt');
  const everything = new Map([
    [nameKey('food', 'sugar'), sugar],
    [nameKey('food', 'eggs'), eggs],
    [nameKey('food', 'salt'), salt],
  ]);

  it('writes accepted lines and leaves the others as they were', () => {
    const lines = review();
    lines[2] = { ...(lines[2] as ReviewLine), isAccepted: false };
    lines[1] = { ...(lines[1] as ReviewLine), quantity: 4, note: 'whisked' };
    const { ingredients, foldedCount } = applyReview(draft, lines, everything);
    expect(foldedCount).toBe(0);
    expect(ingredients[0]).toMatchObject({
      title: 'Cake',
      referenceId: 'ref-2 cups sugar, sifted',
      quantity: 2,
      unit: cup,
      food: sugar,
      note: 'sifted',
      originalText: '2 cups sugar, sifted',
    });
    // A line that had its original text keeps it.
    expect(ingredients[1]).toMatchObject({
      quantity: 4,
      food: eggs,
      note: 'whisked',
      originalText: '3 large eggs, beaten',
    });
    expect(ingredients[2]).toBe(draft[2]);
    expect(ingredients[3]).toBe(draft[3]);
  });

  it('keeps a food it could not create in the note, after a saved unit', () => {
    const { ingredients, foldedCount } = applyReview(draft, review(), new Map());
    expect(foldedCount).toBe(3);
    expect(ingredients[0]).toMatchObject({
      quantity: 2,
      unit: cup,
      food: null,
      note: 'sugar, sifted',
    });
    expect(ingredients[1]).toMatchObject({ quantity: 3, food: null, note: 'eggs, beaten' });
    expect(ingredients[3]).toMatchObject({ quantity: null, food: null, note: 'salt, to taste' });
  });

  it('folds a unit it could not create together with the food, plural after more than one', () => {
    const lines = review();
    lines[0] = {
      ...(lines[0] as ReviewLine),
      unit: { id: null, name: 'cup', pluralName: 'cups' },
      food: flour,
      note: '',
    };
    const { ingredients } = applyReview(draft, lines.slice(0, 1), new Map());
    expect(ingredients[0]).toMatchObject({
      quantity: 2,
      unit: null,
      food: null,
      note: 'cups flour',
    });
  });
});
