import { describe, expect, it } from 'vitest';

import type { UserRatings, UserRatingSummary } from '../../../server/contract/ratings';
import { slugify } from '../../../server/domain/slug';

import {
  expectColour,
  expectMigrated,
  migrate,
  outcomes,
  photo,
  pictureColour,
  postMigration,
  recipe,
  zipOf,
} from '../../helpers/migrations';
import { useTwoGroups } from '../../helpers/two-groups';

const s = useTwoGroups();

/** Copy Me That's export: recipes.html with one div.recipe each, pictures in images/. */
async function copyMeThatExport(): Promise<Buffer> {
  const html = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Copy Me That recipes</title></head><body>
<div class="recipe" id="recipe_101">
  <div id="name">Shakshuka</div>
  <img class="recipeImage" src="images/shakshuka.jpg" alt="">
  <a id="original_link" href="https://example.com/shakshuka">example.com</a>
  <div id="extra_info"><span id="ratingValue">4</span><span id="starred">★</span></div>
  <span class="recipeCategory">Tags: </span>
  <span class="recipeCategory">Breakfast</span>
  <span class="recipeCategory">Eggs</span>
  <div id="description">Eggs poached in spiced tomato.</div>
  <div id="recipeYield">Servings: 2</div>
  <ul id="recipeIngredients">
    <li class="recipeIngredient_subheader">Sauce</li>
    <li class="recipeIngredient">1 can tomatoes</li>
    <li class="recipeIngredient">1 tsp cumin</li>
    <li class="recipeIngredient_spacer"></li>
    <li class="recipeIngredient">4 eggs</li>
  </ul>
  <ol id="recipeInstructions">
    <li class="instruction">Simmer the sauce for 10 minutes.</li>
    <li class="instruction_subheader">Finish</li>
    <li class="instruction">Crack in the eggs &amp; cover.</li>
  </ol>
  <ul id="recipeNotes"><li class="recipeNote">Feta on top is good.</li></ul>
</div>
<div class="recipe" id="recipe_102">
  <div id="name">Café au lait ☕</div>
  <img class="recipeImage" src="images/caf%C3%A9%20au%20lait.png" alt="">
  <div id="servings">Servings:1</div>
  <ul id="recipeIngredients"><li class="recipeIngredient">1 cup coffee</li><li class="recipeIngredient">1 cup hot milk</li></ul>
  <ol id="recipeInstructions"><li class="instruction">Pour both at once.</li></ol>
</div>
<div class="recipe" id="recipe_103">
  <ul id="recipeIngredients"><li class="recipeIngredient">a nameless thing</li></ul>
</div>
</body></html>`;
  return zipOf({
    'recipes.html': html,
    'images/shakshuka.jpg': await photo('#cb4335'),
    'images/café au lait.png': await photo('#a0522d', 'png'),
  });
}

describe('POST /api/groups/migrations (copymethat)', () => {
  it('imports each div.recipe of recipes.html with sections, tags, rating and picture', async () => {
    const report = await migrate(s.member, 'copymethat', await copyMeThatExport(), 'cmt.zip', true);
    expect(report).toMatchObject({ name: 'Copy Me That Migration', status: 'partial' });
    const { imported, failed } = outcomes(report);
    expect(imported).toEqual(['Café au lait ☕', 'Shakshuka']);
    expect(failed).toEqual([
      { message: 'Failed to import Recipe 3', exception: 'The recipe has no name' },
    ]);

    const shakshuka = await recipe(s.member, 'shakshuka');
    expect(shakshuka).toMatchObject({
      description: 'Eggs poached in spiced tomato.',
      orgURL: 'https://example.com/shakshuka',
      recipeYield: '2 servings',
      rating: 4,
      notes: [{ title: '', text: 'Feta on top is good.' }],
    });
    expect(shakshuka.recipeIngredient.map((i) => [i.title, i.note])).toEqual([
      ['Sauce', '1 can tomatoes'],
      [null, '1 tsp cumin'],
      [null, '4 eggs'],
    ]);
    expect(shakshuka.recipeInstructions.map((step) => [step.title, step.text])).toEqual([
      ['', 'Simmer the sauce for 10 minutes.'],
      ['Finish', 'Crack in the eggs & cover.'],
    ]);
    expect(shakshuka.tags.map((t) => t.name).sort()).toEqual(['Breakfast', 'Eggs', 'copymethat']);
    expectColour(await pictureColour(s.member, shakshuka), '#cb4335');
    await expectMigrated(s.member, shakshuka, 'Copy Me That', 'copymethat');

    const favorites = await s.member.get<UserRatings<UserRatingSummary>>(
      '/api/users/self/favorites',
    );
    expect(favorites.body.ratings.map((r) => r.recipeId)).toEqual([shakshuka.id]);

    const coffee = await recipe(s.member, slugify('Café au lait ☕'));
    expect(coffee.slug).toMatch(/^cafe-au-lait/);
    expect(coffee.recipeYield).toBe('1 serving');
    expectColour(await pictureColour(s.member, coffee), '#a0522d');

    expect((await s.outsider.get('/api/recipes/shakshuka')).status).toBe(404);
  });

  it('refuses a zip without recipes.html recipes with 400', async () => {
    const res = await postMigration(
      s.member,
      'copymethat',
      zipOf({ 'recipes.html': '<html><body><p>Nothing</p></body></html>' }),
      'cmt.zip',
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('not a Copy Me That export');
  });
});
