import { writeFileSync } from 'node:fs';
import path from 'node:path';

import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { mealieRevisions } from '../../../server/backups/mealie-revisions';
import type { BackupRestored } from '../../../server/contract/backups';
import { mealieBackup, type Flavour } from '../../fixtures/mealie-backup/archive';
import { files, ids, passwords } from '../../fixtures/mealie-backup/household';
import { mealieSchemaAt } from '../../fixtures/mealie-backup/schema';
import { contractErrors } from '../../helpers/contract';
import type { ApiClient } from '../../helpers/http-client';
import { startTestServer, unique, type TestServer } from '../../helpers/test-server';

const order = mealieRevisions.map((revision) => revision.id);

let t: TestServer;
/** Whoever may restore next: the first-run admin, then each restored Mealie admin. */
let admin: ApiClient;

beforeAll(async () => {
  t = await startTestServer();
  admin = (await t.setupAdmin()).client;
});
afterAll(() => t.close());

async function restore(archive: Buffer) {
  const name = `${unique('mealie-')}.zip`;
  writeFileSync(path.join(t.dataDir, 'backups', name), archive);
  return admin.post<BackupRestored>(`/api/admin/backups/${name}/restore`);
}

function query<T>(sql: string, ...params: unknown[]): T[] {
  const sqlite = new BetterSqlite3(path.join(t.dataDir, 'larder.db'), { readonly: true });
  try {
    return sqlite.prepare(sql).all(...params) as T[];
  } finally {
    sqlite.close();
  }
}

/** A media file's bytes (Mealie serves media without signing in). */
const bytesOf = async (url: string) => {
  const res = await fetch(new URL(url, t.url));
  expect(res.status, url).toBe(200);
  return Buffer.from(await res.arrayBuffer());
};

interface Ratings {
  ratings: { recipeId: string; rating: number | null; isFavorite: boolean }[];
}

describe.each(mealieRevisions.map((revision, i) => ({ ...revision, i })))(
  'a Mealie v1 backup at revision $id ($date, $change)',
  ({ id: revision, i }) => {
    const flavour: Flavour = i % 2 === 0 ? 'sqlite' : 'postgres';
    const schema = mealieSchemaAt(revision, order);
    const has = (table: string, column?: string) =>
      schema.has(table) && (column === undefined || Boolean(schema.get(table)?.includes(column)));

    it(`restores (${flavour} flavour) with everything it holds`, async () => {
      const res = await restore(mealieBackup(revision, order, flavour));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(contractErrors('BackupRestored', res.body)).toEqual([]);
      // The rows whose references dangle, and the picture of the recipe that is gone.
      expect(res.body.dropped).toEqual({
        notes: 1,
        recipe_comments: 1,
        recipes_to_tags: 1,
        files: 1,
      });
      expect(res.body.skipped).toEqual({
        long_live_tokens: 1,
        invite_tokens: 1,
        files: 1,
        ...(has('recipe_actions') ? { recipe_actions: 1 } : {}),
      });
      expect(res.body.message).toMatch(/Left out: .*1 notes/);

      // Users keep their bcrypt passwords.
      admin = await t.login('admin', passwords.admin);
      const cook = await t.login('cook@example.com', passwords.cook);
      const neighbour = await t.login('neighbour', passwords.neighbour);

      // Groups keep their slugs (made from the name before Mealie had them) and privacy.
      const groups = query<{ id: string; slug: string; name: string }>(
        'SELECT id, slug, name FROM groups ORDER BY name',
      );
      expect(groups).toEqual([
        {
          id: ids.neighbours,
          name: 'Neighbours',
          slug: has('groups', 'slug') ? 'next-door' : 'neighbours',
        },
        { id: ids.home, name: 'Our Home', slug: has('groups', 'slug') ? 'home' : 'our-home' },
      ]);
      const prefs = await neighbour.get<{ privateGroup: boolean }>('/api/groups/preferences');
      expect(prefs.body.privateGroup).toBe(true);
      expect(
        (await cook.get<{ privateGroup: boolean }>('/api/groups/preferences')).body.privateGroup,
      ).toBe(false);

      // The recipe with ingredients, steps, notes, nutrition, settings, organizers, extras.
      const soup = await cook.get<Record<string, unknown>>('/api/recipes/tomato-soup');
      expect(soup.status).toBe(200);
      expect(contractErrors('Recipe-Output', soup.body)).toEqual([]);
      expect(soup.body).toMatchObject({
        id: ids.soup,
        userId: ids.admin,
        groupId: ids.home,
        name: 'Tomato Soup',
        recipeYield: '4 servings',
        nutrition: { calories: '120', proteinContent: '4', sugarContent: '6' },
        settings: { public: true, showNutrition: true, showAssets: true, locked: false },
        recipeCategory: [{ name: 'Dinner' }],
        tags: [{ name: 'Family' }],
        tools: [{ name: 'Pot' }],
        notes: [{ title: 'Tip', text: 'Taste as you go.' }],
        extras: { source: 'grandma' },
        assets: [{ name: 'Grandma card', fileName: 'card.pdf' }],
        recipeInstructions: [
          {
            id: ids.step1,
            text: 'Whisk the flour.',
            ingredientReferences: [{ referenceId: ids.ingredientRef }],
          },
          { id: ids.step2, text: 'Simmer.', ingredientReferences: [] },
        ],
        recipeIngredient: [
          {
            quantity: 1.5,
            note: 'sifted',
            unit: { id: ids.cup, name: 'cup' },
            food: { id: ids.flour, name: 'flour', label: { name: 'Produce' } },
            referenceId: ids.ingredientRef,
            ...(has('recipes_ingredients', 'original_text')
              ? { originalText: '1 1/2 cups flour, sifted' }
              : {}),
          },
          { note: 'Salt to taste' },
        ],
      });
      if (has('recipes', 'last_made')) {
        expect(soup.body.lastMade).toMatch(/^2024-05-01T18:30:15/);
      }
      const comments = await cook.get<{ text: string }[]>('/api/recipes/tomato-soup/comments');
      expect(comments.body.map((c) => c.text)).toEqual(['Good soup']);
      // The other group's recipe stays the other group's.
      expect((await cook.get('/api/recipes/neighbours-stew')).status).toBe(404);
      expect((await neighbour.get('/api/recipes/neighbours-stew')).status).toBe(200);

      // Ratings and favourites, per user (before d7c6efd2de42, the recipe's rating went to
      // every member of its group, as Mealie's own migration did).
      const ratings = await cook.get<Ratings>('/api/users/self/ratings');
      expect(contractErrors('UserRatings_UserRatingSummary_', ratings.body)).toEqual([]);
      expect(ratings.body.ratings).toEqual([
        expect.objectContaining({ recipeId: ids.soup, rating: 4, isFavorite: true }),
      ]);
      const adminRatings = await admin.get<Ratings>('/api/users/self/ratings');
      expect(adminRatings.body.ratings.map((r) => r.rating)).toEqual(
        has('users_to_favorites') ? [4] : [],
      );

      // Foods, units, labels, aliases.
      const foods = query<{ name: string; extras: string; on_hand: number }>(
        'SELECT name, extras, on_hand FROM ingredient_foods',
      );
      expect(foods).toEqual([
        {
          name: 'flour',
          extras: has('ingredient_food_extras') ? '{"mill":"stone"}' : '{}',
          on_hand: has('ingredient_foods', 'on_hand') ? 1 : 0,
        },
      ]);
      expect(query('SELECT name FROM ingredient_foods_aliases')).toEqual(
        has('ingredient_foods_aliases') ? [{ name: 'plain flour' }] : [],
      );

      // Cookbooks, meal plans, shopping lists, webhooks.
      const cookbook = await cook.get<{ name: string; tags: unknown[]; public: boolean }>(
        `/api/groups/cookbooks/${ids.cookbook}`,
      );
      expect(cookbook.body).toMatchObject({
        name: 'Weeknights',
        public: has('cookbooks', 'public'),
        tags: has('cookbooks_to_tags') ? [{ name: 'Family' }] : [],
      });
      const plans = await cook.get<{ items: { recipeId: string; userId: string | null }[] }>(
        '/api/groups/mealplans?start_date=2031-01-01&end_date=2031-01-01',
      );
      expect(plans.body.items).toEqual([
        expect.objectContaining({
          recipeId: ids.soup,
          userId: has('group_meal_plans', 'user_id') ? ids.cook : null,
        }),
      ]);
      const list = await cook.get<Record<string, unknown>>(
        `/api/groups/shopping/lists/${ids.list}`,
      );
      expect(list.status).toBe(200);
      expect(contractErrors('ShoppingListOut', list.body)).toEqual([]);
      expect(list.body).toMatchObject({
        name: 'Market',
        // Lists had no owner before 2298bb460ffd; the group's admin gets them, as in Mealie.
        userId: ids.admin,
        listItems: [
          {
            note: 'for soup',
            quantity: 2,
            food: { name: 'flour' },
            label: { name: 'Produce' },
            recipeReferences: [{ recipeId: ids.soup, recipeQuantity: 1.5 }],
          },
        ],
        recipeReferences: [{ recipeId: ids.soup }],
      });
      expect(query('SELECT scheduled_time FROM webhook_urls')).toEqual([
        { scheduled_time: '17:45:00' },
      ]);
      const events = query<{ subject: string }>('SELECT subject FROM recipe_timeline_events');
      expect(events).toEqual(has('recipe_timeline_events') ? [{ subject: 'Made it' }] : []);

      // Pictures and attachments, byte for byte.
      const media = `/api/media/recipes/${ids.soup}`;
      expect(await bytesOf(`${media}/images/original.webp`)).toEqual(files.soupImage);
      expect(await bytesOf(`${media}/images/min-original.webp`)).toEqual(files.soupMin);
      expect(await bytesOf(`${media}/assets/card.pdf`)).toEqual(files.card);
      expect(await bytesOf(`/api/media/users/${ids.cook}/profile.webp`)).toEqual(files.profile);
      if (has('recipe_timeline_events')) {
        const event = await bytesOf(`${media}/images/timeline/${ids.event}/original.webp`);
        expect(event).toEqual(files.eventImage);
      }
    });
  },
);
