import { describe, expect, it } from 'vitest';

import type { ReferenceUsage } from '../../../server/contract/organizers';
import type { RecipeTimelineEventOut } from '../../../server/contract/timeline';
import { contractErrors } from '../../helpers/contract';
import { addItem, createFood, createList, createUnit } from '../../helpers/shopping';
import { unique } from '../../helpers/test-server';
import { createRecipe, useTwoGroups } from '../../helpers/two-groups';

const w = useTwoGroups();

describe('GET /api/foods|units/{id}/usage (the merge preview)', () => {
  it('counts the ingredient lines, their recipes and the list items a merge would move', async () => {
    const food = await createFood(w.member);
    const unit = await createUnit(w.member, 'cup ');
    const line = { food: { id: food.id, name: food.name }, unit: { id: unit.id, name: unit.name } };
    await createRecipe(w.member, { name: unique('Soup '), recipeIngredient: [line, line] });
    await createRecipe(w.member, { name: unique('Stew '), recipeIngredient: [line] });
    const list = await createList(w.member);
    await addItem(w.member, { shopping_list_id: list.id, foodId: food.id, quantity: 1 });

    const foodUsage = await w.member.get<ReferenceUsage>(`/api/foods/${food.id}/usage`);
    expect(foodUsage.status).toBe(200);
    expect(contractErrors('ReferenceUsage', foodUsage.body)).toEqual([]);
    expect(foodUsage.body).toEqual({ recipes: 2, recipeIngredients: 3, shoppingListItems: 1 });
    const unitUsage = await w.member.get<ReferenceUsage>(`/api/units/${unit.id}/usage`);
    expect(unitUsage.body).toEqual({ recipes: 2, recipeIngredients: 3, shoppingListItems: 0 });

    const unused = await createFood(w.member);
    const none = await w.member.get<ReferenceUsage>(`/api/foods/${unused.id}/usage`);
    expect(none.body).toEqual({ recipes: 0, recipeIngredients: 0, shoppingListItems: 0 });
  });

  it('answers visitors 401, another group 404 and a bad id 422', async () => {
    const food = await createFood(w.member);
    expect((await w.visitor.get(`/api/foods/${food.id}/usage`)).status).toBe(401);
    expect((await w.outsider.get(`/api/foods/${food.id}/usage`)).status).toBe(404);
    expect((await w.member.get(`/api/foods/${crypto.randomUUID()}/usage`)).status).toBe(404);
    const bad = await w.member.get('/api/units/not-an-id/usage');
    expect(bad.status).toBe(422);
    expect(contractErrors('HTTPValidationError', bad.body)).toEqual([]);
  });
});

describe('PUT /api/recipes/timeline/events/{id} with a timestamp', () => {
  it('moves the event in time and keeps it when the field is left out', async () => {
    const recipe = await createRecipe(w.member, { name: unique('Timed ') });
    const created = await w.member.post<RecipeTimelineEventOut>('/api/recipes/timeline/events', {
      recipeId: recipe.id,
      subject: 'Made it',
      eventType: 'info',
      timestamp: '2030-05-01T12:00:00Z',
    });
    const path = `/api/recipes/timeline/events/${created.body.id}`;
    const moved = await w.member.put<RecipeTimelineEventOut>(path, {
      subject: 'Made it twice',
      eventMessage: 'Better',
      timestamp: '2030-04-02T08:30:00Z',
    });
    expect(moved.status).toBe(200);
    expect(contractErrors('RecipeTimelineEventOut', moved.body)).toEqual([]);
    expect(moved.body).toMatchObject({
      subject: 'Made it twice',
      eventMessage: 'Better',
      timestamp: '2030-04-02T08:30:00.000Z',
    });
    const kept = await w.member.put<RecipeTimelineEventOut>(path, { subject: 'Again' });
    expect(kept.body.timestamp).toBe('2030-04-02T08:30:00.000Z');
    expect((await w.member.put(path, { subject: 'x', timestamp: 'soon' })).status).toBe(422);
  });
});
