import { describe, expect, it } from 'vitest';

import type { AppInfo } from '../../../server/contract/app';
import type { Paginated } from '../../../server/contract/common';
import type { HouseholdInDB, ReadHouseholdPreferences } from '../../../server/contract/households';
import type { ReadPlanEntry } from '../../../server/contract/mealplans';
import type { Recipe } from '../../../server/contract/recipes';
import type {
  ShoppingListItemOut,
  ShoppingListItemsCollectionOut,
  ShoppingListOut,
} from '../../../server/contract/shopping';
import type { UserOut } from '../../../server/contract/users';
import { expectV2 } from '../../helpers/mealie-v2-contract';
import { unique } from '../../helpers/test-server';
import { createRecipe, useTwoGroups } from '../../helpers/two-groups';

const w = useTwoGroups();

function localDate(offsetDays = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

describe('a Home Assistant-like client on the v2 household API', () => {
  it('connects with a long-lived token, plans meals and keeps the shopping list as a to-do list', async () => {
    const made = await w.member.post<{ token: string }>('/api/users/api-tokens', {
      name: unique('Home Assistant '),
    });
    expect(made.status).toBe(201);
    const ha = w.t.visitor.withToken(made.body.token);

    const about = await ha.get<AppInfo & { larderVersion: string }>('/api/app/about');
    expect(about.status).toBe(200);
    expectV2('AppInfo', about.body);
    const [major] = about.body.version.replace(/^v/, '').split('.');
    expect(Number(major)).toBeGreaterThanOrEqual(2);
    expect(about.body.larderVersion).toMatch(/^\d+\.\d+\.\d+/);

    const me = await ha.get<UserOut>('/api/users/self');
    expect(me.status).toBe(200);
    expectV2('UserOut', me.body);
    const household = await ha.get<HouseholdInDB>('/api/households/self');
    expect(household.status).toBe(200);
    expectV2('HouseholdInDB', household.body);
    expect(household.body).toMatchObject({
      id: me.body.householdId,
      slug: me.body.householdSlug,
      name: me.body.household,
      groupId: me.body.groupId,
    });
    expect(household.body.users.map((u) => u.id)).toContain(me.body.id);

    const recipe: Recipe = await createRecipe(w.member, { name: unique('Tacos ') });
    const created = await ha.post<ReadPlanEntry>('/api/households/mealplans', {
      date: localDate(),
      entryType: 'dinner',
      recipeId: recipe.id,
    });
    expect(created.status).toBe(201);
    expectV2('ReadPlanEntry', created.body);
    expect(created.body.householdId).toBe(me.body.householdId);
    const today = await ha.get<ReadPlanEntry[]>('/api/households/mealplans/today');
    expect(today.status).toBe(200);
    expect(today.body.map((e) => e.id)).toContain(created.body.id);
    const week = await ha.get<Paginated<ReadPlanEntry>>(
      `/api/households/mealplans?start_date=${localDate()}&end_date=${localDate(6)}&perPage=-1`,
    );
    expect(week.status).toBe(200);
    expectV2('PlanEntryPagination', week.body);
    expect(week.body.items.find((e) => e.id === created.body.id)?.recipe?.name).toBe(recipe.name);
    const moved = await ha.put<ReadPlanEntry>(`/api/households/mealplans/${created.body.id}`, {
      ...created.body,
      date: localDate(1),
      title: 'Taco night',
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ date: localDate(1), title: 'Taco night' });
    expect((await ha.delete(`/api/households/mealplans/${created.body.id}`)).status).toBe(200);
    expect((await ha.get(`/api/households/mealplans/${created.body.id}`)).status).toBe(404);

    const list = await ha.post<ShoppingListOut>('/api/households/shopping/lists', {
      name: unique('Groceries '),
    });
    expect(list.status).toBe(201);
    expectV2('ShoppingListOut', list.body);
    const lists = await ha.get<Paginated<ShoppingListOut>>('/api/households/shopping/lists');
    expect(lists.body.items.map((l) => l.id)).toContain(list.body.id);
    const added = await ha.post<ShoppingListItemsCollectionOut>('/api/households/shopping/items', {
      shoppingListId: list.body.id,
      note: 'limes',
    });
    expect(added.status).toBe(201);
    const item = added.body.createdItems[0] as ShoppingListItemOut;
    const checked = await ha.put<ShoppingListItemsCollectionOut>(
      `/api/households/shopping/items/${item.id}`,
      { ...item, checked: true },
    );
    expect(checked.body.updatedItems).toMatchObject([{ id: item.id, checked: true }]);
    const renamed = await ha.put<ShoppingListItemsCollectionOut>(
      `/api/households/shopping/items/${item.id}`,
      { ...item, note: 'six limes' },
    );
    expect(renamed.body.updatedItems).toMatchObject([{ id: item.id, note: 'six limes' }]);
    expect((await ha.delete(`/api/households/shopping/items/${item.id}`)).status).toBe(200);
    const after = await ha.get<ShoppingListOut>(`/api/households/shopping/lists/${list.body.id}`);
    expect(after.body.listItems).toEqual([]);

    expect((await ha.post(`/api/users/${me.body.id}/favorites/${recipe.slug}`)).status).toBe(200);
    expect(
      (await ha.post(`/api/users/${me.body.id}/ratings/${recipe.slug}`, { rating: 4 })).status,
    ).toBe(200);
    const ratings = await ha.get<{ ratings: { recipeId: string; rating: number | null }[] }>(
      '/api/users/self/ratings',
    );
    expect(ratings.body.ratings).toContainEqual(
      expect.objectContaining({ recipeId: recipe.id, rating: 4 }),
    );

    const stats = await ha.get('/api/households/statistics');
    expect(stats.status).toBe(200);
    expectV2('HouseholdStatistics', stats.body);
  });
});

describe('household calls and who may make them', () => {
  it('answers members their own household, outsiders theirs, visitors 401', async () => {
    const mine = await w.member.get<HouseholdInDB>('/api/households/self');
    const theirs = await w.outsider.get<HouseholdInDB>('/api/households/self');
    expect(mine.status).toBe(200);
    expect(theirs.status).toBe(200);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect((await w.visitor.get('/api/households/self')).status).toBe(401);
    expect((await w.visitor.get('/api/households/mealplans')).status).toBe(401);
  });

  it('pages the members (v2) while the v1 group call keeps its list', async () => {
    const paged = await w.member.get<Paginated<UserOut>>('/api/households/members?perPage=1');
    expect(paged.status).toBe(200);
    expectV2('PaginationBase_UserOut_', paged.body);
    expect(paged.body.items).toHaveLength(1);
    expect(paged.body.total).toBeGreaterThanOrEqual(2);
    const listed = await w.member.get<UserOut[]>('/api/groups/members');
    expect(Array.isArray(listed.body)).toBe(true);
  });

  it('reads and changes household preferences as the group preferences, partly', async () => {
    const before = await w.member.get<ReadHouseholdPreferences>('/api/households/preferences');
    expect(before.status).toBe(200);
    expectV2('ReadHouseholdPreferences', before.body);
    const changed = await w.member.put<ReadHouseholdPreferences>('/api/households/preferences', {
      firstDayOfWeek: 1,
      privateHousehold: !before.body.privateHousehold,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      firstDayOfWeek: 1,
      privateHousehold: !before.body.privateHousehold,
      recipeShowNutrition: before.body.recipeShowNutrition,
    });
    const group = await w.member.get<{ privateGroup: boolean; firstDayOfWeek: number }>(
      '/api/groups/preferences',
    );
    expect(group.body).toMatchObject({
      privateGroup: !before.body.privateHousehold,
      firstDayOfWeek: 1,
    });
    const bad = await w.member.put('/api/households/preferences', { firstDayOfWeek: 9 });
    expect(bad.status).toBe(422);
    expect(
      (await w.outsider.get<ReadHouseholdPreferences>('/api/households/preferences')).body
        .firstDayOfWeek,
    ).toBe(0);
  });

  it("lists the group's one household and finds it by slug", async () => {
    const self = await w.member.get<HouseholdInDB>('/api/households/self');
    const all = await w.member.get<{ slug: string }[]>('/api/groups/households');
    expect(all.body.map((h) => h.slug)).toEqual([self.body.slug]);
    expect((await w.member.get(`/api/groups/households/${self.body.slug}`)).status).toBe(200);
    expect((await w.outsider.get(`/api/groups/households/${self.body.slug}`)).status).toBe(404);
  });
});
