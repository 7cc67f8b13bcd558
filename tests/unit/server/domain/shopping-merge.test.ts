import { describe, expect, it } from 'vitest';

import {
  addQuantities,
  collectContributions,
  joinNotes,
  mergeKey,
  removeRecipeShare,
  scaleQuantity,
} from '../../../../server/domain/shopping-merge';

const line = (over: Partial<Parameters<typeof mergeKey>[0]>) => ({
  checked: false,
  foodId: null,
  unitId: null,
  note: '',
  ...over,
});

describe('shopping merge key', () => {
  it('merges equal food and unit, keeps mixed units of one food apart', () => {
    const cups = mergeKey(line({ foodId: 'flour', unitId: 'cup' }));
    expect(mergeKey(line({ foodId: 'flour', unitId: 'cup', note: 'sifted' }))).toBe(cups);
    expect(mergeKey(line({ foodId: 'flour', unitId: 'gram' }))).not.toBe(cups);
    expect(mergeKey(line({ foodId: 'flour' }))).not.toBe(cups);
  });

  it('compares notes only without a food, ignoring case and spaces', () => {
    expect(mergeKey(line({ note: 'Paper towels ' }))).toBe(
      mergeKey(line({ note: 'paper towels' })),
    );
    expect(mergeKey(line({ note: 'salt' }))).not.toBe(mergeKey(line({ note: 'pepper' })));
    expect(mergeKey(line({ note: 'salt', unitId: 'pinch' }))).not.toBe(
      mergeKey(line({ note: 'salt' })),
    );
  });

  it('never merges checked lines', () => {
    expect(mergeKey(line({ checked: true, foodId: 'flour' }))).toBeNull();
  });
});

describe('shopping quantities and notes', () => {
  it('adds fractions without binary noise', () => {
    expect(addQuantities(1 / 3, 1 / 3, 1 / 3)).toBe(1);
    expect(addQuantities(0.1, 0.2)).toBe(0.3);
    expect(addQuantities(1.5, 0.25)).toBe(1.75);
    expect(scaleQuantity(1 / 3, 3)).toBe(1);
    expect(scaleQuantity(0.75, 2)).toBe(1.5);
  });

  it('joins differing notes with " | " once each', () => {
    expect(joinNotes('sifted', 'for dusting')).toBe('sifted | for dusting');
    expect(joinNotes('sifted', 'Sifted')).toBe('sifted');
    expect(joinNotes('', 'chopped')).toBe('chopped');
    expect(joinNotes('a | b', 'b')).toBe('a | b');
    expect(joinNotes('a', '')).toBe('a');
  });
});

describe('a recipe added to a list', () => {
  it('scales and merges its own lines first, leaving titles out', () => {
    const parts = collectContributions(
      [
        { foodId: 'flour', unitId: 'cup', note: '', quantity: 1.5 },
        { foodId: 'flour', unitId: 'cup', note: 'for dusting', quantity: 0.25 },
        { foodId: 'flour', unitId: 'gram', note: '', quantity: 100 },
        { foodId: null, unitId: null, note: 'salt to taste', quantity: null },
        { foodId: null, unitId: null, note: '', quantity: null },
      ],
      2,
    );
    expect(parts.map((p) => [p.foodId, p.unitId, p.quantity, p.note])).toEqual([
      ['flour', 'cup', 3.5, 'for dusting'],
      ['flour', 'gram', 200, ''],
      [null, null, 0, 'salt to taste'],
    ]);
  });

  it('is taken back out exactly, one time or all of them', () => {
    // 1 cup by hand, then ½ cup × 2 from the recipe: the line holds 2 cups
    const share = { recipeQuantity: 1, recipeScale: 2 };
    expect(removeRecipeShare(2, share, 1)).toEqual({
      quantity: 1.5,
      share: { recipeQuantity: 0.5, recipeScale: 1 },
    });
    expect(removeRecipeShare(2, share, 2)).toEqual({ quantity: 1, share: null });
    expect(removeRecipeShare(2, share, 5)).toEqual({ quantity: 1, share: null });
    expect(removeRecipeShare(1, { recipeQuantity: 1, recipeScale: 3 }, 1)).toEqual({
      quantity: 0.666667,
      share: { recipeQuantity: 0.666667, recipeScale: 2 },
    });
  });
});
