import { beforeAll, describe, expect, it } from 'vitest';

import type { Paginated } from '../../../server/contract/common';
import { RecipeIn, type RecipeSummary } from '../../../server/contract/recipes';
import { findUserByLogin } from '../../../server/db/repos/users.repo';
import { insertRecipe } from '../../../server/services/recipes/recipes.service';
import type { ApiClient } from '../../helpers/http-client';
import { openServiceContext } from '../../helpers/recipe-fixtures';
import { adminCredentials } from '../../helpers/test-server';
import { useTwoGroups } from '../../helpers/two-groups';

/**
 * A word most recipes share (above 800 matches in the index): recipes with it in the name come
 * first, best first, then every other match newest first, page after page.
 */
const groups = useTwoGroups();
const plain = 830;
const named = ['Garlic Bread', 'Roast Garlic Soup', 'Black Garlic Rice'];
async function page(client: ApiClient, query: string): Promise<Paginated<RecipeSummary>> {
  const res = await client.get<Paginated<RecipeSummary>>(`/api/recipes?${query}`);
  if (res.status !== 200) throw new Error(`${query}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

beforeAll(async () => {
  // Written the way POST /api/recipes/create writes them, in one transaction: 830 requests
  // would only slow the suite down.
  const ctx = openServiceContext(groups.t);
  try {
    const admin = await findUserByLogin(ctx.db, adminCredentials.email);
    if (!admin) throw new Error('no admin');
    await ctx.db.transaction().execute(async (trx) => {
      for (let i = 0; i < plain; i++) {
        const name = i % 300 === 100 ? named[(i - 100) / 300] : `Weeknight Dish ${i}`;
        const body = {
          name,
          description: 'Plenty of garlic.',
          recipeIngredient: [{ note: 'garlic' }],
        };
        await insertRecipe(trx, admin, RecipeIn.parse(body));
      }
    });
  } finally {
    await ctx.db.destroy();
  }
});

/** Whether each recipe is at least as new as the next. */
function newestFirst(items: RecipeSummary[]): boolean {
  return items.every((item, i) => i === 0 || (items[i - 1]?.createdAt ?? '') >= item.createdAt);
}

describe('GET /api/recipes?search= with a word most recipes share', () => {
  it('lists the name matches first, then the others newest first', async () => {
    const first = await page(groups.admin, 'search=garlic&perPage=20');
    expect(first.total).toBe(plain);
    const names = first.items.map((r) => r.name);
    expect(names.slice(0, 3).sort()).toEqual([...named].sort());
    const others = first.items.slice(3);
    expect(others.every((r) => r.name.startsWith('Weeknight Dish'))).toBe(true);
    expect(newestFirst(others)).toBe(true);
  });

  it('pages through every match once, in one order', async () => {
    const seen: RecipeSummary[] = [];
    for (let n = 1; n <= 9; n++) {
      const next = await page(groups.admin, `search=garlic&perPage=100&page=${n}`);
      expect(next.total).toBe(plain);
      seen.push(...next.items);
    }
    expect(seen).toHaveLength(plain);
    expect(new Set(seen.map((r) => r.id)).size).toBe(plain);
    expect(newestFirst(seen.slice(3))).toBe(true);
    const whole = await page(groups.admin, 'search=garlic&perPage=-1');
    expect(whole.items.map((r) => r.id).slice(3)).toEqual(seen.slice(3).map((r) => r.id));
  });

  it('counts only the household’s own matches, after a delete and beside another household', async () => {
    const bread = (await page(groups.admin, 'search=garlic%20bread&perPage=1')).items[0];
    expect((await groups.admin.delete(`/api/recipes/${bread?.slug ?? ''}`)).status).toBe(200);
    expect((await page(groups.admin, 'search=garlic&perPage=20')).total).toBe(plain - 1);
    const neighbours = await groups.outsider.post<string>('/api/recipes/create', {
      name: 'Neighbours Garlic Prawns',
    });
    expect(neighbours.status).toBe(201);
    expect((await page(groups.outsider, 'search=garlic&perPage=20')).total).toBe(1);
    expect((await page(groups.member, 'search=garlic&perPage=5')).total).toBe(plain - 1);
  });
});
