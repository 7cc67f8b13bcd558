import { randomUUID } from 'node:crypto';
import path from 'node:path';

import pino from 'pino';

import type { Paginated } from '../../server/contract/common';
import type { Recipe, RecipeSummary } from '../../server/contract/recipes';
import { openDatabase } from '../../server/db/database';
import { ensureDataDir } from '../../server/files/data-dir';

import type { ApiClient } from './http-client';
import type { TestServer } from './test-server';
import type { ServiceContext } from '../../server/services/context';
import { createServiceContext } from '../../server/services/create-context';

/** A small kitchen whose words, organizers and foods the search tests rely on. */
export const searchRecipes = {
  soup: {
    name: 'Tomato Soup',
    description: 'A warm bowl for cold days.',
    recipeCategory: ['Soups'],
    tags: ['Quick', 'Vegetarian'],
    tools: ['Blender'],
    recipeIngredient: [{ quantity: 4, food: 'tomato', note: 'ripe' }, 'salt'],
    recipeInstructions: [{ text: 'Simmer everything.' }],
  },
  creme: {
    name: 'Crème Brûlée',
    description: 'Custard under burnt sugar.',
    recipeCategory: ['Desserts'],
    tags: ['French'],
    tools: ['Torch'],
    recipeIngredient: [{ quantity: 2, food: 'cream' }],
  },
  bread: {
    name: 'Bread Loaf',
    description: 'Goes well with tomato soup.',
    recipeCategory: ['Baking'],
    tags: ['Vegetarian'],
    recipeIngredient: [{ food: 'flour' }, { food: 'yeast', note: 'dried' }],
    recipeInstructions: [{ text: 'Knead the dough for ten minutes.' }],
  },
  pasta: {
    name: 'Pasta Pomodoro',
    description: 'Weeknight dinner.',
    recipeCategory: ['Dinner'],
    tags: ['Quick', 'Italian'],
    tools: ['Pot'],
    recipeIngredient: [{ food: 'tomato' }, { food: 'pasta' }],
    notes: [{ title: 'Tip', text: 'Use San Marzano tins.' }],
  },
  salad: {
    name: 'Green Salad',
    description: 'Leaves and a dressing.',
    recipeCategory: ['Dinner', 'Soups'],
    tags: ['Vegetarian'],
    tools: ['Blender', 'Pot'],
    settings: { public: false },
  },
} as const;

export type SearchRecipeKey = keyof typeof searchRecipes;

/** Creates the kitchen through the API (oldest first: soup … salad) and reads each back. */
export async function createSearchRecipes(
  client: ApiClient,
): Promise<Record<SearchRecipeKey, Recipe>> {
  const created = {} as Record<SearchRecipeKey, Recipe>;
  for (const key of Object.keys(searchRecipes) as SearchRecipeKey[]) {
    const slug = await client.post<string>('/api/recipes/create', searchRecipes[key]);
    if (slug.status !== 201) throw new Error(`create ${key}: ${JSON.stringify(slug.body)}`);
    created[key] = (await client.get<Recipe>(`/api/recipes/${slug.body}`)).body;
    // distinct created_at values, so the default order is certain
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return created;
}

/** Names of a recipe list page, or the status and body when the call failed. */
export async function listNames(client: ApiClient, query: string): Promise<string[]> {
  const res = await client.get<Paginated<RecipeSummary>>(`/api/recipes?${query}`);
  if (res.status !== 200) throw new Error(`${query}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.items.map((item) => item.name);
}

/** Runs `change` on the test server's own SQLite file (for rows no API writes yet). */
export async function withServerDb(
  t: TestServer,
  change: (sqlite: ReturnType<typeof openDatabase>['sqlite']) => void,
): Promise<void> {
  const { db, sqlite } = openDatabase(path.join(t.dataDir, 'larder.db'));
  try {
    change(sqlite);
  } finally {
    await db.destroy();
  }
}

/** Inserts a cookbook of the group gathering the given organizer ids. */
export function insertCookbook(
  sqlite: ReturnType<typeof openDatabase>['sqlite'],
  cookbook: {
    groupId: string;
    slug: string;
    isPublic?: boolean;
    categories?: string[];
    tags?: string[];
    tools?: string[];
    requireAll?: boolean;
  },
): string {
  const id = randomUUID();
  const now = new Date().toISOString();
  const all = cookbook.requireAll === false ? 0 : 1;
  sqlite
    .prepare(
      `INSERT INTO cookbooks (id, group_id, name, slug, public, require_all_categories,
       require_all_tags, require_all_tools, created_at, update_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      cookbook.groupId,
      cookbook.slug,
      cookbook.slug,
      cookbook.isPublic ? 1 : 0,
      all,
      all,
      all,
      now,
      now,
    );
  const link = (table: string, column: string, ids: string[] = []) => {
    for (const other of ids) {
      sqlite.prepare(`INSERT INTO ${table} (cookbook_id, ${column}) VALUES (?, ?)`).run(id, other);
    }
  };
  link('cookbooks_to_categories', 'category_id', cookbook.categories);
  link('cookbooks_to_tags', 'tag_id', cookbook.tags);
  link('cookbooks_to_tools', 'tool_id', cookbook.tools);
  return id;
}

/** A service context on the test server's database, for service calls no route makes yet. */
export function openServiceContext(t: TestServer): ServiceContext {
  const files = ensureDataDir(t.dataDir);
  const { db } = openDatabase(files.database);
  return createServiceContext({
    db,
    files,
    secret: new Uint8Array(32),
    logger: pino({ enabled: false }),
    settings: {
      port: 0,
      dataDir: files.root,
      databaseFile: files.database,
      allowSignup: false,
      baseUrl: '',
      baseUrlSet: false,
      smtp: null,
    },
  });
}
