import { expect, it } from 'vitest';

import type { Recipe } from '../../../server/contract/recipes';
import { useAdminServer } from '../../helpers/admin-server';
import { listNames } from '../../helpers/recipe-fixtures';
import { unique } from '../../helpers/test-server';

// Recipes with every word in the name come first; the names live in an index of their own
// (recipe_names_fts), which every save must keep in step with the main one.
const server = useAdminServer();
const search = (text: string) => listNames(server.admin, `search=${encodeURIComponent(text)}`);

it('ranks every word in the name first, and follows a rename in and out', async () => {
  const word = unique('quince');
  const create = async (recipe: Record<string, unknown>) => {
    const slug = await server.admin.post<string>('/api/recipes/create', recipe);
    expect(slug.status).toBe(201);
    return (await server.admin.get<Recipe>(`/api/recipes/${slug.body}`)).body;
  };
  // The word everywhere but the name outscores it once in a long name on relevance alone.
  const everywhere = (name: string) => ({
    name,
    description: `${word} ${word} ${word}`,
    recipeIngredient: [{ note: `${word} paste` }],
    recipeInstructions: [{ text: `Stir the ${word}.` }],
    notes: [{ title: 'Tip', text: `More ${word}.` }],
    tags: [word],
  });
  const longName = `Grandmother's slow Sunday ${word} and apple jam with cloves`;
  const jam = await create({ name: longName, description: 'Sweet.' });
  const tart = await create(everywhere('Apple Tart'));
  expect(await search(word)).toEqual([longName, 'Apple Tart']);

  const rename = async (recipe: Recipe, name: string) =>
    expect(
      (await server.admin.put(`/api/recipes/${recipe.slug}`, { ...recipe, name })).status,
    ).toBe(200);
  await rename(tart, `Apple ${word} Tart`);
  await rename(jam, `Grandmother's slow Sunday apple jam with cloves and ${word}`);
  expect(await search(word)).toEqual([
    `Apple ${word} Tart`,
    `Grandmother's slow Sunday apple jam with cloves and ${word}`,
  ]);
  await rename(tart, 'Apple Tart');
  expect(await search(word)).toEqual([
    `Grandmother's slow Sunday apple jam with cloves and ${word}`,
    'Apple Tart',
  ]);
});
