import { describe, expect, it } from 'vitest';

import type { UserRatings, UserRatingSummary } from '../../../server/contract/ratings';
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

const nutrition = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<meta content="${value}" itemprop="recipeNut${name}">`)
    .join('\n');

/** Recipe Keeper's HTML export: recipes.html (microdata per recipe-details) and images/. */
async function recipeKeeperExport(): Promise<Buffer> {
  const html = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Recipe Keeper</title></head><body>
<div class="recipe-details">
  <table><tr><td>
    <h2 itemprop="name">Lasagne</h2>
    <meta content="6f1c" itemprop="recipeShareId">
    <meta content="True" itemprop="recipeIsFavourite">
    <meta content="5" itemprop="recipeRating">
    <div>Courses: <span itemprop="recipeCourse">Main Dish</span></div>
    <div>Categories: <span itemprop="recipeCategory">Pasta</span>, <span itemprop="recipeCategory">Family</span></div>
    <div>Source: <span itemprop="recipeSource">https://example.com/lasagne</span></div>
    <div>Serving size: <span itemprop="recipeYield">6</span></div>
    <div>Preparation time: <span>45 mins</span><meta content="PT45M" itemprop="prepTime"></div>
    <div>Cooking time: <span>1 hour</span><meta content="PT1H" itemprop="cookTime"></div>
  </td><td>
    <img src="images/6F1C_0.jpg" itemprop="photo0" class="recipe-photo">
    <img src="images/6F1C_1.jpg" itemprop="photo1" class="recipe-photo">
  </td></tr></table>
  <div itemprop="recipeIngredients"><p>500 g minced beef</p><p>12 lasagne sheets</p><p>400 ml b&eacute;chamel</p></div>
  <div itemprop="recipeDirections"><p>1. Brown the beef.</p><p>2. Layer everything.</p><p>3. Bake for an hour.</p></div>
  <div itemprop="recipeNotes"><p>Freezes well.</p></div>
  ${nutrition({
    ServingSize: '6',
    Calories: '650',
    TotalFat: '30',
    SaturatedFat: '12',
    Sodium: '900',
    TotalCarbohydrate: '55',
    DietaryFiber: '4',
    Sugars: '8',
    Protein: '38',
  })}
</div>
<div class="recipe-details">
  <h2 itemprop="name">Miso Soup</h2>
  <meta content="False" itemprop="recipeIsFavourite">
  <meta content="0" itemprop="recipeRating">
  <span itemprop="recipeCourse">Starter</span>
  <span itemprop="recipeSource">Aunt Keiko</span>
  <span itemprop="recipeYield">2 bowls</span>
  <img src="images/9A0B_0.jpg" class="recipe-photo">
  <div itemprop="recipeIngredients"><p>1 l dashi</p><p>2 tbsp miso</p></div>
  <div itemprop="recipeDirections"><p>Warm the dashi.</p><p>Whisk in the miso off the heat.</p></div>
</div>
<div class="recipe-details">
  <h2 itemprop="name"></h2>
  <div itemprop="recipeIngredients"><p>salt</p></div>
</div>
</body></html>`;
  return zipOf({
    'recipes.html': html,
    'images/6F1C_0.jpg': await photo('#1abc9c'),
    'images/6F1C_1.jpg': await photo('#000000'),
    'images/9A0B_0.jpg': await photo('#f5b041'),
  });
}

describe('POST /api/groups/migrations (recipekeeper)', () => {
  it('imports each recipe-details block with its microdata, nutrition, rating and first photo', async () => {
    const report = await migrate(
      s.member,
      'recipekeeper',
      await recipeKeeperExport(),
      'rk.zip',
      true,
    );
    expect(report).toMatchObject({ name: 'Recipe Keeper Migration', status: 'partial' });
    const { imported, failed } = outcomes(report);
    expect(imported).toEqual(['Lasagne', 'Miso Soup']);
    expect(failed).toEqual([
      { message: 'Failed to import Recipe 3', exception: 'The recipe has no name' },
    ]);

    const lasagne = await recipe(s.member, 'lasagne');
    expect(lasagne).toMatchObject({
      orgURL: 'https://example.com/lasagne',
      recipeYield: '6 servings',
      prepTime: '45 minutes',
      performTime: '1 hour',
      rating: 5,
      notes: [{ title: '', text: 'Freezes well.' }],
      nutrition: {
        calories: '650',
        fatContent: '30',
        sodiumContent: '900',
        carbohydrateContent: '55',
        fiberContent: '4',
        sugarContent: '8',
        proteinContent: '38',
      },
    });
    expect(lasagne.recipeIngredient.map((i) => i.note)).toEqual([
      '500 g minced beef',
      '12 lasagne sheets',
      '400 ml béchamel',
    ]);
    expect(lasagne.recipeInstructions.map((step) => step.text)).toEqual([
      'Brown the beef.',
      'Layer everything.',
      'Bake for an hour.',
    ]);
    expect(lasagne.tags.map((t) => t.name).sort()).toEqual(['Main Dish', 'recipekeeper']);
    expect(lasagne.recipeCategory.map((c) => c.name).sort()).toEqual(['Family', 'Pasta']);
    expectColour(await pictureColour(s.member, lasagne), '#1abc9c');
    await expectMigrated(s.member, lasagne, 'Recipe Keeper', 'recipekeeper');

    const soup = await recipe(s.member, 'miso-soup');
    expect(soup).toMatchObject({ recipeYield: '2 bowls', orgURL: null, rating: null });
    expectColour(await pictureColour(s.member, soup), '#f5b041');
    expect(soup.notes).toEqual([{ title: 'Source', text: 'Aunt Keiko' }]);

    const mine = await s.member.get<UserRatings<UserRatingSummary>>('/api/users/self/favorites');
    expect(mine.body.ratings.map((r) => r.recipeId)).toEqual([lasagne.id]);

    expect((await s.outsider.get('/api/recipes/lasagne')).status).toBe(404);
  });

  it('refuses an export in JSON format with 400', async () => {
    const res = await postMigration(
      s.member,
      'recipekeeper',
      zipOf({ 'recipes.json': '[]' }),
      'rk.zip',
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('not a Recipe Keeper export');
  });
});
