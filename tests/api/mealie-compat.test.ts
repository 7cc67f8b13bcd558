import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { Paginated } from '../../server/contract/common';
import type { ParsedIngredient } from '../../server/contract/parser';
import type { Recipe } from '../../server/contract/recipes';
import type { ShoppingListOut } from '../../server/contract/shopping';
import type { UserOut } from '../../server/contract/users';
import { responseAliases } from '../../server/http/openapi/components';
import { larderDocument, schemaChecker } from '../helpers/contract';
import type { ApiClient } from '../helpers/http-client';
import { fileForm, imageForm, pngBytes } from '../helpers/images';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { repoRoot } from '../helpers/repo-root';

/**
 * Larder's answers against Mealie v1's OpenAPI document: for every component Larder publishes
 * under a name Mealie's document also has, a real answer of that shape must satisfy Mealie's
 * schema. Mealie's document lives outside the repository (`../shared/reference/` beside the
 * clone, or `LARDER_MEALIE_REFERENCE`); without it this file says so and does not run.
 */
const referenceDir =
  process.env.LARDER_MEALIE_REFERENCE ?? path.resolve(repoRoot, '../shared/reference');
const mealieFile = path.join(referenceDir, 'mealie-v1-openapi.json');
const present = existsSync(mealieFile);
if (!present) {
  console.warn(
    `mealie-compat: NOT RUN — Mealie's OpenAPI document is not at ${mealieFile} ` +
      '(set LARDER_MEALIE_REFERENCE to the folder holding mealie-v1-openapi.json).',
  );
}

const larderSchemas = Object.keys(
  (larderDocument.components as { schemas: Record<string, unknown> }).schemas,
);
const mealieDocument = present
  ? (JSON.parse(readFileSync(mealieFile, 'utf8')) as { components: { schemas: object } })
  : null;
const mealieSchemas = new Set(Object.keys(mealieDocument?.components.schemas ?? {}));
/** Names both documents have, each with the Larder component whose answers it is checked on. */
const shared = larderSchemas
  .filter((name) => mealieSchemas.has(name))
  .map((name) => [name, responseAliases[name] ?? name] as const);

describe.runIf(present)('Larder’s answers satisfy Mealie’s schemas', () => {
  const samples = new Map<string, unknown[]>();
  const keep = (name: string, ...values: unknown[]) => {
    samples.set(name, [...(samples.get(name) ?? []), ...values]);
  };
  let t: TestServer;
  let admin: ApiClient;

  beforeAll(async () => {
    t = await startTestServer();
    let user: UserOut;
    ({ client: admin, user } = await t.setupAdmin());
    const get = async <T = unknown>(url: string) => (await admin.get<T>(url)).body;
    const post = async <T = unknown>(url: string, json?: unknown) =>
      (await admin.post<T>(url, json)).body;
    const page = async (name: string, url: string) => {
      const body = await get<Paginated<unknown>>(url);
      keep(name, body);
      return body.items;
    };

    keep('AppInfo', await t.visitor.get('/api/app/about').then((r) => r.body));
    keep('AppInfo', await get('/api/app/about'));
    keep('AdminAboutInfo', await get('/api/admin/about'));
    keep('AppStatistics', await get('/api/admin/about/statistics'));
    keep('AppTheme', await get('/api/app/about/theme'));
    keep('CheckAppConfig', await get('/api/admin/about/check'));
    keep('EmailReady', await get('/api/admin/email'));
    keep('EmailSuccess', await post('/api/admin/email', { email: 'someone@example.com' }));
    keep('UserOut', await get('/api/users/self'));
    keep(
      'SuccessResponse',
      await admin.put(`/api/users/${user.id}`, { email: user.email }).then((r) => r.body),
    );
    keep('HTTPValidationError', await post('/api/admin/groups', { name: 7 }));
    const token = await post<{ id: number }>('/api/users/api-tokens', { name: 'compat' });
    keep('LongLiveTokenOut', token);
    keep(
      'DeleteTokenResponse',
      (await admin.delete(`/api/users/api-tokens/${String(token.id)}`)).body,
    );
    keep('UnlockResults', await post('/api/admin/users/unlock'));
    keep(
      'PasswordResetToken',
      await post('/api/admin/users/password-reset-token', { email: user.email }),
    );
    await page('UserPagination', '/api/admin/users');
    keep('GroupSummary', await get('/api/groups/self'));
    const [group] = (await page('GroupPagination', '/api/admin/groups')) as { id: string }[];
    keep('GroupInDB', await get(`/api/admin/groups/${group?.id ?? ''}`));
    keep('ReadGroupPreferences', await get('/api/groups/preferences'));
    keep('GroupStatistics', await get('/api/groups/statistics'));
    keep('GroupStorage', await get('/api/groups/storage'));
    keep('ReadInviteToken', await post('/api/groups/invitations', { uses: 1 }));
    keep(
      'ReadWebhook',
      await post('/api/groups/webhooks', {
        url: 'https://example.com/hook',
        scheduledTime: '09:00',
      }),
    );
    await page('WebhookPagination', '/api/groups/webhooks');
    keep(
      'GroupEventNotifierOut',
      await post('/api/groups/events/notifications', {
        name: 'Phone',
        appriseUrl: 'ntfy://ntfy.sh/larder-compat',
      }),
    );
    await page('GroupEventPagination', '/api/groups/events/notifications');
    keep(
      'GroupRecipeActionOut',
      await post('/api/groups/recipe-actions', {
        actionType: 'link',
        title: 'Search',
        url: 'https://example.com/?q={{recipe.name}}',
      }),
    );
    await page('GroupRecipeActionPagination', '/api/groups/recipe-actions');

    const label = await post<{ id: string }>('/api/groups/labels', { name: 'Produce' });
    keep('MultiPurposeLabelOut', label);
    await page('MultiPurposeLabelPagination', '/api/groups/labels');
    const food = await post<{ id: string; name: string }>('/api/foods', {
      name: 'carrot',
      labelId: label.id,
    });
    keep('IngredientFood', food);
    await page('IngredientFoodPagination', '/api/foods');
    const unit = await post<{ id: string; name: string }>('/api/units', {
      name: 'cup',
      abbreviation: 'c',
    });
    keep('IngredientUnit', unit);
    await page('IngredientUnitPagination', '/api/units');
    const parsed = await post<ParsedIngredient[]>('/api/parser/ingredients', {
      ingredients: ['2 cups carrots, diced', '3 pinches of zzyzx powder'],
    });
    keep('ParsedIngredient', ...parsed);
    keep('IngredientConfidence', ...parsed.map((p) => p.confidence));
    for (const { unit: u, food: f } of parsed.map((p) => p.ingredient)) {
      if (u) keep('id' in u ? 'IngredientUnit' : 'CreateIngredientUnit', u);
      if (f) keep('id' in f ? 'IngredientFood' : 'CreateIngredientFood', f);
    }
    const category = await post<{ id: string; name: string; slug: string }>(
      '/api/organizers/categories',
      { name: 'Soups' },
    );
    const tag = await post<{ id: string; name: string; slug: string }>('/api/organizers/tags', {
      name: 'Quick',
    });
    const tool = await post<{ id: string; name: string; slug: string }>('/api/organizers/tools', {
      name: 'Pot',
    });
    keep('CategoryOut', category, tag);
    keep('RecipeTool', tool);

    const slug = await post<string>('/api/recipes', { name: 'Carrot soup' });
    const recipe = (
      await admin.put<Recipe>(`/api/recipes/${slug}`, {
        name: 'Carrot soup',
        description: 'Warm',
        recipeYield: '4 bowls',
        recipeIngredient: [
          {
            quantity: 2,
            unit: { id: unit.id, name: unit.name },
            food: { id: food.id, name: food.name },
            note: 'diced',
          },
          'salt to taste',
        ],
        recipeInstructions: [{ text: 'Boil the carrots.' }],
        recipeCategory: [category],
        tags: [tag],
        tools: [tool],
        nutrition: { calories: '120' },
        notes: [{ title: 'Tip', text: 'Blend well.' }],
        settings: { public: true, disableComments: false },
      })
    ).body;
    const recipeUrl = `/api/recipes/${recipe.slug}`;
    keep('RecipeCategory', ...recipe.recipeCategory, ...recipe.tags);
    keep(
      'RecipeCategoryPagination',
      await get('/api/organizers/categories'),
      await get('/api/organizers/tags'),
    );
    keep('RecipeToolPagination', await get('/api/organizers/tools'));
    keep(
      'RecipeCategoryResponse',
      await get(`/api/organizers/categories/slug/${category.slug}`),
      await get(`/api/organizers/tags/slug/${tag.slug}`),
    );
    keep('RecipeToolResponse', await get(`/api/organizers/tools/slug/${tool.slug}`));
    keep(
      'UpdateImageResponse',
      (
        await admin.request('PUT', `${recipeUrl}/image`, {
          body: imageForm(await pngBytes(40, 30), 'png'),
        })
      ).body,
    );
    keep(
      'RecipeAsset',
      (
        await admin.request('POST', `${recipeUrl}/assets`, {
          body: fileForm('file', Buffer.from('%PDF-1.4 tiny'), 'notes.pdf', {
            name: 'Notes',
            icon: 'mdi-file',
            extension: 'pdf',
          }),
        })
      ).body,
    );
    keep(
      'RecipeCommentOut-Output',
      await post('/api/comments', { recipeId: recipe.id, text: 'Lovely' }),
    );
    await page('RecipeCommentPagination', '/api/comments');
    keep(
      'RecipeTimelineEventOut',
      await post('/api/recipes/timeline/events', {
        recipeId: recipe.id,
        subject: 'Made it',
        eventType: 'info',
        eventMessage: 'Good',
      }),
    );
    await page('RecipeTimelineEventPagination', '/api/recipes/timeline/events');
    await post(`/api/users/${user.id}/ratings/${recipe.slug}`, { rating: 4, isFavorite: true });
    keep('UserRatings_UserRatingSummary_', await get('/api/users/self/ratings'));
    keep('UserRatingSummary', await get(`/api/users/self/ratings/${recipe.id}`));
    const ratings = await get<{ ratings: unknown[] }>(`/api/users/${user.id}/ratings`);
    keep('UserRatings_UserRatingOut_', ratings);
    keep('UserRatingOut', ...ratings.ratings);
    keep('Recipe-Output', await get(recipeUrl));
    keep('RecipeIngredient-Output', ...recipe.recipeIngredient);
    keep('RecipeStep', ...recipe.recipeInstructions);
    keep('RecipeSettings', recipe.settings);
    keep('Nutrition', recipe.nutrition);
    keep('RecipeSummary', ...(await page('PaginationBase_RecipeSummary_', '/api/recipes')));
    const share = await post<{ id: string }>('/api/shared/recipes', { recipeId: recipe.id });
    keep('RecipeShareToken', share);
    keep('RecipeShareTokenSummary', ...(await get<unknown[]>('/api/shared/recipes')));
    keep('RecipeShareToken', await get(`/api/shared/recipes/${share.id}`));
    keep('FormatResponse', await get('/api/recipes/exports'));
    keep('RecipeZipTokenResponse', await post(`${recipeUrl}/exports`));
    await post('/api/recipes/bulk-actions/export', { recipes: [recipe.slug] });
    const exports = await vi.waitFor(async () => {
      const list = await get<{ path: string }[]>('/api/recipes/bulk-actions/export');
      if (list.length === 0) throw new Error('the export is not written yet');
      return list;
    });
    keep('GroupDataExport', ...exports);
    keep(
      'FileTokenResponse',
      await get(
        `/api/recipes/bulk-actions/export/download?path=${encodeURIComponent(exports[0]?.path ?? '')}`,
      ),
    );
    keep('AllBackups', await get('/api/admin/backups'));
    const started = await post<{ reportId: string }>('/api/recipes/create-url/bulk', {
      imports: [{ url: 'http://127.0.0.1:9/recipe' }],
    });
    const reports = await get<unknown[]>('/api/groups/reports');
    keep('ReportSummary', ...reports);
    keep('ReportOut', await get(`/api/groups/reports/${started.reportId}`));

    const cookbook = await post<{ id: string }>('/api/groups/cookbooks', {
      name: 'Winter',
      public: true,
      categories: [category],
    });
    keep('ReadCookBook', cookbook);
    await page('CookBookPagination', '/api/groups/cookbooks');
    keep('RecipeCookBook', await get(`/api/groups/cookbooks/${cookbook.id}`));
    keep(
      'ReadPlanEntry',
      await post('/api/groups/mealplans', { date: '2026-01-05', recipeId: recipe.id }),
      await post('/api/groups/mealplans', { date: '2026-01-06', title: 'Leftovers' }),
    );
    await page(
      'PlanEntryPagination',
      '/api/groups/mealplans?start_date=2026-01-01&end_date=2026-01-31',
    );
    keep(
      'PlanRulesOut',
      await post('/api/groups/mealplans/rules', {
        day: 'monday',
        entryType: 'dinner',
        categories: [category],
      }),
    );
    await page('PlanRulesPagination', '/api/groups/mealplans/rules');

    const list = await post<{ id: string }>('/api/groups/shopping/lists', { name: 'Groceries' });
    await post(`/api/groups/shopping/lists/${list.id}/recipe/${recipe.id}`, {});
    const added = await post<{ createdItems: { id: string }[]; updatedItems: { id: string }[] }>(
      '/api/groups/shopping/items',
      {
        shoppingListId: list.id,
        foodId: food.id,
        unitId: unit.id,
        labelId: label.id,
        quantity: 1,
        note: 'fresh',
      },
    );
    keep('ShoppingListItemsCollectionOut', added);
    keep(
      'ShoppingListItemOut-Output',
      await get(
        `/api/groups/shopping/items/${[...added.createdItems, ...added.updatedItems][0]?.id ?? ''}`,
      ),
    );
    await page('ShoppingListItemPagination', '/api/groups/shopping/items');
    const full = await get<ShoppingListOut>(`/api/groups/shopping/lists/${list.id}`);
    keep('ShoppingListOut', full);
    keep('ShoppingListItemRecipeRefOut', ...full.listItems.flatMap((i) => i.recipeReferences));
    keep('ShoppingListRecipeRefOut', ...full.recipeReferences);
    keep('ShoppingListMultiPurposeLabelOut', ...full.labelSettings);
    keep(
      'ShoppingListSummary',
      ...(await page('ShoppingListPagination', '/api/groups/shopping/lists')),
    );
    // maintenance and about
    keep('MaintenanceSummary', await get('/api/admin/maintenance'));
    keep('MaintenanceStorageDetails', await get('/api/admin/maintenance/storage'));
    keep('AppStartupInfo', await t.visitor.get('/api/app/about/startup-info').then((r) => r.body));
    keep('OIDCInfo', await t.visitor.get('/api/app/about/oidc').then((r) => r.body));
    await page('UserSummaryPagination', '/api/users/group-users');
  });
  afterAll(() => t.close());

  const check = schemaChecker({ larder: larderDocument, mealie: mealieDocument ?? {} });

  it.each(shared)('%s: Larder’s answers (%s) pass Mealie’s schema', (name, larderName) => {
    const values = samples.get(larderName) ?? [];
    expect(values.length, `no answer of ${larderName} was gathered`).toBeGreaterThan(0);
    for (const value of values) {
      expect(check('larder', larderName, value)).toEqual([]);
      expect(check('mealie', name, value)).toEqual([]);
    }
  });
});
