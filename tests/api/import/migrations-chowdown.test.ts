import { describe, expect, it } from 'vitest';

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

/** A Chowdown site as GitHub's "Download ZIP" packs it: one top folder, Jekyll layout inside. */
async function chowdownSite(): Promise<Buffer> {
  const root = 'chowdown-gh-pages/';
  return zipOf({
    [`${root}_recipes/banana-bread.md`]: [
      '---',
      '',
      'layout: recipe',
      'title: "Banana Bread"',
      'image: banana-bread.jpg',
      'imagecredit: https://flic.kr/p/7HZmzn',
      'tags: breakfast, baking',
      'yield: 1 loaf',
      'prep: 15 min',
      'cook: PT1H',
      '',
      'ingredients:',
      '- 4|banana(s)',
      '- 0.5|cup(s)|butter',
      '- pinch salt',
      '- "[Walnuts](https://example.com/walnuts), chopped"',
      '- For the topping:',
      '    - 2 tbsp brown sugar',
      '',
      'directions:',
      '- Cream the butter and sugar',
      '- Mix in the bananas, then the flour',
      '- Bake until a toothpick comes out clean',
      '',
      '---',
      '',
      "From Angie's mom.",
    ].join('\n'),
    [`${root}_recipes/red-berry-tart.md`]: [
      '---',
      'layout: recipe',
      'title: Red Berry Tart',
      'image: red-berry-tart.jpg',
      'tags: [dessert, summer]',
      'components:',
      '- Tart Crust',
      '- Berry Filling',
      'directions:',
      '- Fill the crust and chill',
      '---',
      'A component recipe.',
    ].join('\n'),
    [`${root}_components/tart-crust.md`]: [
      '---',
      'title: Tart Crust',
      'ingredients:',
      '- 1 cup flour',
      '- 0.5 cup butter',
      'directions:',
      '- Rub the butter into the flour',
      '- Blind-bake',
      '---',
    ].join('\n'),
    [`${root}_components/berry-filling.md`]: [
      '---',
      'title: Berry Filling',
      'ingredients:',
      '- 2 cups berries',
      'directions:',
      '- Warm the berries with sugar',
      '---',
    ].join('\n'),
    [`${root}_recipes/broken.md`]: '---\ntitle: [unclosed\ningredients: x\n---\n',
    [`${root}images/banana-bread.jpg`]: await photo('#f4d03f'),
    [`${root}images/red-berry-tart.jpg`]: await photo('#922b21'),
    [`${root}index.html`]: '<html></html>',
    [`${root}_posts/2015-01-01-welcome.md`]: '---\ntitle: Welcome\n---\nNot a recipe.',
  });
}

describe('POST /api/groups/migrations (chowdown)', () => {
  it('imports the Markdown recipes with front matter, body, components and images', async () => {
    const report = await migrate(s.member, 'chowdown', await chowdownSite(), 'chowdown.zip', true);
    expect(report).toMatchObject({ name: 'Chowdown Migration', status: 'partial' });
    const { imported, failed } = outcomes(report);
    expect(imported).toEqual(['Banana Bread', 'Red Berry Tart']);
    expect(failed.map((f) => f.message)).toEqual(['Failed to import broken']);
    expect(failed[0]?.exception).toContain('not valid YAML');

    const bread = await recipe(s.member, 'banana-bread');
    expect(bread).toMatchObject({
      description: "From Angie's mom.",
      recipeYield: '1 loaf',
      prepTime: '15 min',
      performTime: '1 hour',
    });
    expect(bread.recipeIngredient.map((i) => [i.title, i.note])).toEqual([
      [null, '4 banana(s)'],
      [null, '0.5 cup(s) butter'],
      [null, 'pinch salt'],
      [null, 'Walnuts, chopped'],
      ['For the topping', '2 tbsp brown sugar'],
    ]);
    expect(bread.recipeInstructions.map((step) => step.text)).toEqual([
      'Cream the butter and sugar',
      'Mix in the bananas, then the flour',
      'Bake until a toothpick comes out clean',
    ]);
    expect(bread.tags.map((t) => t.name).sort()).toEqual(['baking', 'breakfast', 'chowdown']);
    expectColour(await pictureColour(s.member, bread), '#f4d03f');
    await expectMigrated(s.member, bread, 'Chowdown', 'chowdown');

    const tart = await recipe(s.member, 'red-berry-tart');
    expect(tart.recipeIngredient.map((i) => [i.title, i.note])).toEqual([
      ['Tart Crust', '1 cup flour'],
      [null, '0.5 cup butter'],
      ['Berry Filling', '2 cups berries'],
    ]);
    expect(tart.recipeInstructions.map((step) => [step.title, step.text])).toEqual([
      ['', 'Fill the crust and chill'],
      ['Tart Crust', 'Rub the butter into the flour'],
      ['', 'Blind-bake'],
      ['Berry Filling', 'Warm the berries with sugar'],
    ]);
    expect(tart.tags.map((t) => t.name).sort()).toEqual(['chowdown', 'dessert', 'summer']);
    expectColour(await pictureColour(s.member, tart), '#922b21');

    expect((await s.outsider.get('/api/recipes/banana-bread')).status).toBe(404);
  });

  it('refuses a zip without _recipes with 400', async () => {
    const res = await postMigration(
      s.member,
      'chowdown',
      zipOf({ 'site/index.md': '# hi' }),
      'site.zip',
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('not a Chowdown site');
  });
});
