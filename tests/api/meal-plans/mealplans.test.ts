import { beforeAll, describe, expect, it } from 'vitest';

import type { Paginated } from '../../../server/contract/common';
import type { PlanRulesOut, ReadPlanEntry } from '../../../server/contract/mealplans';
import type { Recipe } from '../../../server/contract/recipes';
import { contractErrors } from '../../helpers/contract';
import { unique } from '../../helpers/test-server';
import { createRecipe, useTwoGroups } from '../../helpers/two-groups';

const w = useTwoGroups();
const plans = '/api/groups/mealplans';
const rules = '/api/groups/mealplans/rules';

let soup: Recipe;
let stew: Recipe;

function localDate(offsetDays = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

async function plan(body: Record<string, unknown>): Promise<ReadPlanEntry> {
  const res = await w.member.post<ReadPlanEntry>(plans, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(contractErrors('ReadPlanEntry', res.body)).toEqual([]);
  return res.body;
}

const listIds = async (query: string) => {
  const res = await w.member.get<Paginated<ReadPlanEntry>>(`${plans}?perPage=-1&${query}`);
  expect(res.status).toBe(200);
  expect(contractErrors('PlanEntryPagination', res.body)).toEqual([]);
  return res.body.items.map((e) => e.id);
};

beforeAll(async () => {
  soup = await createRecipe(w.member, { name: unique('Plan Soup '), recipeCategory: ['Soups'] });
  stew = await createRecipe(w.member, { name: unique('Plan Stew '), recipeCategory: ['Stews'] });
});

describe('meal plan entries', () => {
  it('creates (201, integer id, dinner by default, recipe summary), reads, updates, deletes', async () => {
    const entry = await plan({ date: '2031-03-04', recipeId: soup.id });
    expect(Number.isInteger(entry.id)).toBe(true);
    expect(entry).toMatchObject({ date: '2031-03-04', entryType: 'dinner', title: '', text: '' });
    expect(entry.recipe?.id).toBe(soup.id);
    expect(entry.recipe?.name).toBe(soup.name);

    const one = await w.member.get<ReadPlanEntry>(`${plans}/${entry.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(entry);

    const updated = await w.member.put<ReadPlanEntry>(`${plans}/${entry.id}`, {
      ...entry,
      entry_type: 'lunch',
      recipeId: null,
      title: 'Leftovers',
    });
    expect(updated.status).toBe(200);
    expect(contractErrors('ReadPlanEntry', updated.body)).toEqual([]);
    expect(updated.body).toMatchObject({ entryType: 'lunch', recipe: null, title: 'Leftovers' });

    const deleted = await w.member.delete<ReadPlanEntry>(`${plans}/${entry.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual(updated.body);
    expect((await w.member.get(`${plans}/${entry.id}`)).status).toBe(404);
  });

  it('lists a date range, both ends inclusive, in date order', async () => {
    const before = await plan({ date: '2032-05-31', title: 'before' });
    const first = await plan({ date: '2032-06-01', entryType: 'breakfast', title: 'first' });
    const last = await plan({ date: '2032-06-07', entryType: 'side', recipeId: stew.id });
    const middle = await plan({ date: '2032-06-03', entryType: 'lunch' });
    const after = await plan({ date: '2032-06-08', title: 'after' });
    expect(await listIds('start_date=2032-06-01&end_date=2032-06-07')).toEqual([
      first.id,
      middle.id,
      last.id,
    ]);
    expect(await listIds('start_date=2032-06-08&end_date=2032-06-30')).toEqual([after.id]);
    expect(await listIds('end_date=2032-05-31')).toContain(before.id);
    const paged = await w.member.get<Paginated<ReadPlanEntry>>(
      `${plans}?start_date=2032-06-01&end_date=2032-06-07&perPage=2`,
    );
    expect(paged.body).toMatchObject({ total: 3, total_pages: 2, page: 1 });
    expect(paged.body.next).toContain('start_date=2032-06-01');
  });

  it("answers /today with today's entries only", async () => {
    const today = await plan({ date: localDate(), title: unique('today ') });
    const tomorrow = await plan({ date: localDate(1), title: 'tomorrow' });
    const res = await w.member.get<ReadPlanEntry[]>(`${plans}/today`);
    expect(res.status).toBe(200);
    for (const e of res.body) expect(contractErrors('ReadPlanEntry', e)).toEqual([]);
    const ids = res.body.map((e) => e.id);
    expect(ids).toContain(today.id);
    expect(ids).not.toContain(tomorrow.id);
  });

  it('refuses bad dates (422), reversed ranges (400), bad ids and foreign recipes', async () => {
    expect((await w.member.post(plans, { date: '2031-02-30' })).status).toBe(422);
    expect((await w.member.post(plans, { date: '03/04/2031' })).status).toBe(422);
    expect((await w.member.post(plans, { date: '2031-03-04', entryType: 'brunch' })).status).toBe(
      422,
    );
    expect((await w.member.get(`${plans}?start_date=tomorrow`)).status).toBe(422);
    const reversed = await w.member.get(`${plans}?start_date=2031-03-05&end_date=2031-03-04`);
    expect(reversed.status).toBe(400);
    expect((await w.member.get(`${plans}/abc`)).status).toBe(422);
    expect((await w.member.get(`${plans}/999999`)).status).toBe(404);
    const theirs = await createRecipe(w.outsider, { name: unique('Theirs ') });
    expect((await w.member.post(plans, { date: '2031-03-04', recipeId: theirs.id })).status).toBe(
      404,
    );
  });

  it('drops the entries of a deleted recipe, as Mealie does', async () => {
    const doomed = await createRecipe(w.member, { name: unique('Doomed ') });
    const entry = await plan({ date: '2031-07-01', recipeId: doomed.id });
    expect((await w.member.delete(`/api/recipes/${doomed.slug}`)).status).toBe(200);
    expect((await w.member.get(`${plans}/${entry.id}`)).status).toBe(404);
  });

  it('keeps entries to their group and to signed-in members', async () => {
    const entry = await plan({ date: '2033-01-01', title: 'ours' });
    expect((await w.visitor.get(plans)).status).toBe(401);
    expect((await w.visitor.get(`${plans}/today`)).status).toBe(401);
    expect((await w.visitor.post(plans, { date: '2033-01-01' })).status).toBe(401);
    expect((await w.visitor.get(rules)).status).toBe(401);
    expect((await w.outsider.get(`${plans}/${entry.id}`)).status).toBe(404);
    expect((await w.outsider.put(`${plans}/${entry.id}`, { date: '2033-01-02' })).status).toBe(404);
    expect((await w.outsider.delete(`${plans}/${entry.id}`)).status).toBe(404);
    const theirs = await w.outsider.get<Paginated<ReadPlanEntry>>(`${plans}?perPage=-1`);
    expect(theirs.body.items.map((e) => e.id)).not.toContain(entry.id);
  });
});

describe('plan rules and random entries', () => {
  it('creates, lists, updates and deletes rules (PlanRulesOut)', async () => {
    const soups = soup.recipeCategory[0];
    const created = await w.member.post<PlanRulesOut>(rules, {
      day: 'friday',
      entryType: 'lunch',
      categories: [soups],
    });
    expect(created.status).toBe(201);
    expect(contractErrors('PlanRulesOut', created.body)).toEqual([]);
    expect(created.body.categories.map((c) => c.id)).toEqual([soups?.id]);

    const list = await w.member.get<Paginated<PlanRulesOut>>(rules);
    expect(list.status).toBe(200);
    expect(contractErrors('PlanRulesPagination', list.body)).toEqual([]);
    expect(list.body.items.map((r) => r.id)).toContain(created.body.id);

    const path = `${rules}/${created.body.id}`;
    const updated = await w.member.put<PlanRulesOut>(path, { day: 'unset', entryType: 'side' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ day: 'unset', entryType: 'side', categories: [] });
    expect((await w.outsider.get(path)).status).toBe(404);
    expect((await w.member.post(rules, { day: 'someday' })).status).toBe(422);

    const deleted = await w.member.delete<PlanRulesOut>(path);
    expect(deleted.status).toBe(200);
    expect(contractErrors('PlanRulesOut', deleted.body)).toEqual([]);
    expect((await w.member.get(path)).status).toBe(404);
  });

  it('picks a recipe honouring the rule of the weekday (200)', async () => {
    const stews = stew.recipeCategory[0];
    // 2034-01-04 is a Wednesday
    const rule = await w.member.post<PlanRulesOut>(rules, {
      day: 'wednesday',
      entryType: 'dinner',
      categories: [stews],
    });
    expect(rule.status).toBe(201);
    for (let i = 0; i < 5; i++) {
      const random = await w.member.post<ReadPlanEntry>(`${plans}/random`, {
        date: '2034-01-04',
        entryType: 'dinner',
      });
      expect(random.status).toBe(200);
      expect(contractErrors('ReadPlanEntry', random.body)).toEqual([]);
      expect(random.body).toMatchObject({ date: '2034-01-04', entryType: 'dinner' });
      expect(random.body.recipe?.recipeCategory.map((c) => c.id)).toContain(stews?.id);
    }
    // another day has no rule of its own: any recipe of the group
    const anyDay = await w.member.post<ReadPlanEntry>(`${plans}/random`, { date: '2034-01-05' });
    expect(anyDay.status).toBe(200);
    expect(anyDay.body.recipeId).not.toBeNull();
    await w.member.delete(`${rules}/${rule.body.id}`);
  });

  it('says so when no recipe matches the rules, and validates the body', async () => {
    const lonely = await createRecipe(w.member, {
      name: unique('Lonely '),
      tags: [unique('Lonely tag ')],
    });
    const rule = await w.member.post<PlanRulesOut>(rules, {
      day: 'thursday',
      tags: lonely.tags,
    });
    await w.member.delete(`/api/recipes/${lonely.slug}`);
    const res = await w.member.post(`${plans}/random`, { date: '2034-01-05' });
    expect(res.status).toBe(400);
    await w.member.delete(`${rules}/${rule.body.id}`);
    expect((await w.member.post(`${plans}/random`, {})).status).toBe(422);
    expect((await w.visitor.post(`${plans}/random`, { date: '2034-01-05' })).status).toBe(401);
  });
});
