/**
 * Page classes of issue 19 without (or with too little) schema.org data: recipe-card plugins,
 * plain articles in the seeded languages, tables, HowToSections, stubs, glued site names,
 * entities. Each page here is self-written and small; bench/pages/own holds the bigger set.
 */
import { describe, expect, it } from 'vitest';

import { extractRecipe } from '../../../../../server/scraper/extract';
import { scrapedToRecipeIn } from '../../../../../server/services/import/recipe-scrape';

const url = 'https://www.kitchen-notes.example/recipes/page';
const read = (body: string, head = '') => {
  const recipe = extractRecipe(
    `<html><head><title>Page title</title>${head}</head><body><h1>An article headline</h1>${body}</body></html>`,
    url,
  );
  if (!recipe) throw new Error('no recipe');
  return recipe;
};
const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const texts = (steps: { title: string; text: string }[]) => steps.map((s) => [s.title, s.text]);

describe('recipe cards without JSON-LD', () => {
  it('WP Recipe Maker: the card name, parts in spans joined with spaces, group names as titles', () => {
    const part = (kind: string, text: string) =>
      `<span class="wprm-recipe-ingredient-${kind}">${text}</span>`;
    const recipe = read(`<div class="wprm-recipe"><h2 class="wprm-recipe-name">Lemon Loaf</h2>
      <div class="wprm-recipe-ingredients-container"><h3 class="wprm-recipe-header">Ingredients</h3>
      <div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name">For the cake</h4><ul>
      <li class="wprm-recipe-ingredient"><span class="sr-only">▢</span>${part('amount', '225')}${part('unit', 'g')}${part('name', 'butter')}${part('notes', 'softened')}</li>
      <li class="wprm-recipe-ingredient">${part('amount', '4')}${part('name', 'eggs')}</li></ul></div>
      <div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name">For the drizzle</h4><ul>
      <li class="wprm-recipe-ingredient">${part('amount', '85')}${part('unit', 'g')}${part('name', 'icing sugar')}</li></ul></div></div>
      <div class="wprm-recipe-instructions-container"><h3 class="wprm-recipe-header">Instructions</h3><ul>
      <li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Beat the butter.</div></li>
      <li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Bake for 45 minutes.</div></li></ul></div></div>`);
    expect(recipe.name).toBe('Lemon Loaf');
    expect(recipe.recipeIngredient).toEqual([
      '225 g butter softened',
      '4 eggs',
      '85 g icing sugar',
    ]);
    expect(recipe.ingredientTitles).toEqual(['For the cake', '', 'For the drizzle']);
    expect(texts(recipe.recipeInstructions)).toEqual([
      ['', 'Beat the butter.'],
      ['', 'Bake for 45 minutes.'],
    ]);
  });

  it('Tasty Recipes: checkbox markup left out, bold paragraphs as section titles', () => {
    const recipe = read(`<div class="tasty-recipes"><h2 class="tasty-recipes-title">Granola</h2>
      <div class="tasty-recipes-ingredients-body"><p><strong>Dry</strong></p><ul>
      <li><span class="tr-ingredient-checkbox-container"><input type="checkbox"><label></label></span><span data-amount="3">3 cups</span> oats</li></ul>
      <p><strong>Wet</strong></p><ul><li><span data-amount="0.33">⅓ cup</span> maple syrup</li></ul></div>
      <div class="tasty-recipes-instructions-body"><ol><li>Toss together.</li><li>Bake 25 minutes.</li></ol></div></div>`);
    expect(recipe.name).toBe('Granola');
    expect(recipe.recipeIngredient).toEqual(['3 cups oats', '⅓ cup maple syrup']);
    expect(recipe.ingredientTitles).toEqual(['Dry', 'Wet']);
    expect(recipe.recipeInstructions.map((s) => s.text)).toEqual([
      'Toss together.',
      'Bake 25 minutes.',
    ]);
  });

  it('Mediavine Create: the card title, sections as <h4> in both lists', () => {
    const recipe =
      read(`<div class="mv-create-card"><h2 class="mv-create-title mv-create-title-primary">Tatin</h2>
      <div class="mv-create-ingredients"><h3 class="mv-create-title-secondary">Ingrédients</h3>
      <h4>Pour le caramel</h4><ul><li>150 g de sucre</li></ul><h4>Garniture</h4><ul><li>8 pommes</li></ul></div>
      <div class="mv-create-instructions"><h3>Instructions</h3><h4>Le caramel</h4><ol><li>Faire fondre le sucre.</li></ol>
      <h4>La tarte</h4><ol><li>Disposer les pommes.</li><li>Enfourner.</li></ol></div></div>`);
    expect(recipe.name).toBe('Tatin');
    expect(recipe.ingredientTitles).toEqual(['Pour le caramel', 'Garniture']);
    expect(texts(recipe.recipeInstructions)).toEqual([
      ['Le caramel', 'Faire fondre le sucre.'],
      ['La tarte', 'Disposer les pommes.'],
      ['', 'Enfourner.'],
    ]);
  });

  it('Zip Recipes, old and new cards: label items are titles, not lines', () => {
    const old = read(`<div id="zlrecipe-container"><div id="zlrecipe-title">Chili</div>
      <ul id="zlrecipe-ingredients-list"><li class="ingredient-label">Base</li><li class="ingredient">2 tbsp oil</li><li class="ingredient">1 onion</li></ul>
      <ol id="zlrecipe-instructions-list"><li class="instruction">Warm the oil.</li><li class="instruction">Add the onion.</li></ol></div>`);
    expect([old.name, old.recipeIngredient, old.ingredientTitles]).toEqual([
      'Chili',
      ['2 tbsp oil', '1 onion'],
      ['Base', ''],
    ]);
    const fresh = read(`<div class="zrdn-recipe-container"><h2 class="zrdn-recipe-title">Chili</h2>
      <ul class="zrdn-ingredients-list"><li>2 tbsp oil</li><li class="zrdn-subtitle">Topping</li><li>sour cream</li></ul>
      <ol class="zrdn-instructions-list"><li>Warm the oil.</li><li>Serve.</li></ol></div>`);
    expect(fresh.recipeIngredient).toEqual(['2 tbsp oil', 'sour cream']);
    expect(fresh.ingredientTitles).toEqual(['', 'Topping']);
  });

  it('EasyRecipe: separators are section titles in both lists', () => {
    const recipe = read(`<div class="easyrecipe"><div class="ERSName">Rouladen</div>
      <div class="ERSIngredients"><div class="ERSHeading">Zutaten</div><ul><li class="ingredient">4 Rouladen</li>
      <li class="ERSSeparator"><span class="ERSSepText">Soße</span></li><li class="ingredient">250 ml Rotwein</li></ul></div>
      <div class="ERSInstructions"><div class="ERSHeading">Zubereitung</div><ol><li class="instruction">Anbraten.</li>
      <li class="ERSSeparator">Schmoren</li><li class="instruction">90 Minuten schmoren.</li></ol></div></div>`);
    expect(recipe.name).toBe('Rouladen');
    expect(recipe.recipeIngredient).toEqual(['4 Rouladen', '250 ml Rotwein']);
    expect(texts(recipe.recipeInstructions)).toEqual([
      ['', 'Anbraten.'],
      ['Schmoren', '90 Minuten schmoren.'],
    ]);
  });

  it('Cooked: spans joined, headings as titles, and the post title names the recipe', () => {
    const recipe = read(`<div class="cooked-recipe-ingredients">
      <div class="cooked-single-ingredient cooked-heading">Para el sofrito</div>
      <div class="cooked-single-ingredient cooked-ingredient"><span class="cooked-ing-amount">1</span><span class="cooked-ing-measurement">kg</span><span class="cooked-ing-name">tomates</span></div>
      <div class="cooked-single-ingredient cooked-ingredient"><span class="cooked-ing-name">sal</span></div></div>
      <div class="cooked-recipe-directions"><div class="cooked-direction"><span class="cooked-direction-number">1</span><div class="cooked-dir-content"><p>Triturar.</p></div></div>
      <div class="cooked-direction"><span class="cooked-direction-number">2</span><div class="cooked-dir-content"><p>Enfriar.</p></div></div></div>`);
    expect(recipe.name).toBe('An article headline');
    expect(recipe.recipeIngredient).toEqual(['1 kg tomates', 'sal']);
    expect(recipe.ingredientTitles).toEqual(['Para el sofrito', '']);
    expect(recipe.recipeInstructions.map((s) => s.text)).toEqual(['Triturar.', 'Enfriar.']);
  });

  it('hRecipe: the fn names the recipe, ingredient parts in spans stay one line', () => {
    const recipe = read(`<div class="hrecipe"><h2 class="fn">Gratin dauphinois</h2>
      <ul><li class="ingredient"><span class="value">1 kg</span> <span class="type">de pommes de terre</span></li>
      <li class="ingredient"><span class="value">50 cl</span><span class="type">de lait</span></li></ul>
      <div class="instructions"><ol><li>Éplucher.</li><li>Enfourner.</li></ol></div></div>`);
    expect(recipe.name).toBe('Gratin dauphinois');
    expect(recipe.recipeIngredient).toEqual(['1 kg de pommes de terre', '50 cl de lait']);
    expect(recipe.recipeInstructions).toHaveLength(2);
  });
});

describe('plain articles in the seeded languages', () => {
  it('a bold "Zutaten:" label with section headings under it, paragraphs as steps (de)', () => {
    const recipe = read(`<div class="entry"><p><strong>Zutaten:</strong></p>
      <h4>Für die Spätzle</h4><ul><li>400 g Mehl</li><li>4 Eier</li></ul>
      <h4>Außerdem</h4><ul><li>200 g Bergkäse</li></ul>
      <p><strong>So wird’s gemacht:</strong></p><p>Mehl und Eier verrühren.</p><p>Im Ofen überbacken.</p></div>`);
    expect(recipe.recipeIngredient).toEqual(['400 g Mehl', '4 Eier', '200 g Bergkäse']);
    expect(recipe.ingredientTitles).toEqual(['Für die Spätzle', '', 'Außerdem']);
    expect(recipe.recipeInstructions.map((s) => s.text)).toEqual([
      'Mehl und Eier verrühren.',
      'Im Ofen überbacken.',
    ]);
  });

  it.each([
    ['nl', 'Ingrediënten', 'Bereidingswijze'],
    ['it', 'Ingredienti', 'Istruzioni'],
    ['es', 'Ingredientes', 'Instrucciones'],
    ['fr', 'Ingrédients (4 personnes)', 'Réalisation'],
    ['en', 'Recipe Ingredients', 'Cooking Instructions'],
  ])('headings in %s: %s / %s', (_lang, ingredients, method) => {
    const recipe =
      read(`<h2>${ingredients}</h2><ul><li>1 kg aardappelen</li><li>2 el boter</li></ul>
      <h2>${method}</h2><ol><li>Kook de aardappelen.</li><li>Stamp fijn.</li></ol>`);
    expect(recipe.recipeIngredient).toEqual(['1 kg aardappelen', '2 el boter']);
    expect(recipe.recipeInstructions).toHaveLength(2);
  });

  it('a table: amount and name in cells of one row, a header row as section title', () => {
    const recipe = read(`<h2>Ingredients</h2><table><tr><th colspan="2">For the mash</th></tr>
      <tr><td>900&nbsp;g</td><td>potatoes</td></tr><tr><td>85 g</td><td>butter</td></tr></table>
      <h2>Method</h2><ol><li>Boil.</li><li>Mash.</li></ol>`);
    expect(recipe.recipeIngredient).toEqual(['900 g potatoes', '85 g butter']);
    expect(recipe.ingredientTitles).toEqual(['For the mash', '']);
  });

  it('inline markup does not cut a line; entities are decoded', () => {
    const recipe =
      read(`<h3>Ingredients</h3><ul><li><strong>&frac12; cup</strong> <a href="/g">cr&egrave;me fra&icirc;che</a>, <em>cold</em></li>
      <li>2 tbsp <span>Worcestershire</span> sauce</li></ul><h3>Directions</h3><ol><li>Stir for <strong>2</strong> minutes.</li><li>Serve.</li></ol>`);
    expect(recipe.recipeIngredient).toEqual([
      '½ cup crème fraîche, cold',
      '2 tbsp Worcestershire sauce',
    ]);
    expect(recipe.recipeInstructions[0]?.text).toBe('Stir for 2 minutes.');
  });
});

describe('JSON-LD that needs the page', () => {
  const base = { '@context': 'https://schema.org', '@type': 'Recipe', recipeIngredient: ['1 egg'] };
  const list =
    '<h2>Method</h2><ol><li>Whisk the egg well.</li><li>Cook it gently in butter.</li><li>Serve at once.</li></ol>';

  it('keeps HowToSection nesting as titled steps, HowToDirections inside steps', () => {
    const recipe = read(
      '',
      ld({
        ...base,
        name: 'Pie',
        recipeInstructions: [
          {
            '@type': 'HowToSection',
            name: 'Filling',
            itemListElement: [
              { '@type': 'HowToStep', name: 'Brown', text: 'Brown the mince. Add the onion.' },
            ],
          },
          {
            '@type': 'HowToSection',
            name: 'Mash',
            itemListElement: [
              {
                '@type': 'HowToStep',
                itemListElement: [{ '@type': 'HowToDirection', text: 'Boil the potatoes.' }],
              },
              { '@type': 'HowToStep', text: 'Mash them.' },
            ],
          },
        ],
      }),
    );
    expect(texts(recipe.recipeInstructions)).toEqual([
      ['Filling', 'Brown the mince. Add the onion.'],
      ['Mash', 'Boil the potatoes.'],
      ['', 'Mash them.'],
    ]);
  });

  it.each([
    ['a pointer', 'See the method above.'],
    ['a pointer (it)', [{ '@type': 'HowToStep', text: 'Vedi il procedimento sopra.' }]],
    ['the first step only', [{ '@type': 'HowToStep', text: 'Whisk the egg well.' }]],
    ['all steps in one text', 'Whisk the egg well. Cook it gently in butter. Serve at once.'],
  ])('takes the page steps when JSON-LD gives %s', (_what, recipeInstructions) => {
    const recipe = read(list, ld({ ...base, name: 'Egg', recipeInstructions }));
    expect(recipe.recipeInstructions.map((s) => s.text)).toEqual([
      'Whisk the egg well.',
      'Cook it gently in butter.',
      'Serve at once.',
    ]);
  });

  it('keeps a JSON-LD method that is not a stub of the page list', () => {
    const recipe = read(
      list,
      ld({
        ...base,
        name: 'Egg',
        recipeInstructions: ['Beat two eggs with milk and a pinch of salt until smooth.'],
      }),
    );
    expect(recipe.recipeInstructions.map((s) => s.text)).toEqual([
      'Beat two eggs with milk and a pinch of salt until smooth.',
    ]);
  });

  it.each([' | ', ' - ', ' – '])('removes the site name glued on with "%s"', (glue) => {
    const head = `<meta property="og:site_name" content="Kitchen Notes">${ld({ ...base, name: `Egg Fried Rice${glue}Kitchen Notes`, recipeInstructions: ['Fry.'] })}`;
    expect(read('', head).name).toBe('Egg Fried Rice');
  });

  it('finds the site name in the title or the host, and keeps a tail that is not the site', () => {
    const named = (name: string, title: string) =>
      extractRecipe(
        `<title>${title}</title>${ld({ ...base, name, recipeInstructions: ['Fry.'] })}`,
        url,
      )?.name;
    expect(named('Egg Fried Rice – Wok Club', 'Best rice ever – Wok Club')).toBe('Egg Fried Rice');
    expect(named('Egg Fried Rice | kitchen-notes', 'Rice')).toBe('Egg Fried Rice');
    expect(named('Pasta - Quick and Easy', 'Pasta | Kitchen Notes')).toBe('Pasta - Quick and Easy');
  });

  it('decodes entities encoded twice in JSON-LD strings', () => {
    const recipe = read(
      '',
      ld({
        ...base,
        name: 'Cr&amp;egrave;me br&amp;ucirc;l&amp;eacute;e',
        recipeIngredient: ['&amp;frac12; cup cream'],
        recipeInstructions: ['Chill.'],
      }),
    );
    expect(recipe.name).toBe('Crème brûlée');
    expect(recipe.recipeIngredient).toEqual(['½ cup cream']);
  });
});

describe('ingredient section titles on the saved recipe', () => {
  it('ride on the first line of each section, as Mealie titles', () => {
    const recipe =
      read(`<h2>Ingredients</h2><h3>Dough</h3><ul><li>500 g flour</li><li>1 egg</li></ul>
      <h3>Topping</h3><ul><li>2 kg plums</li></ul><h2>Method</h2><ol><li>Knead.</li><li>Bake.</li></ol>`);
    const saved = scrapedToRecipeIn(recipe, { tags: [], categories: [] });
    expect(saved.recipeIngredient).toEqual([
      { note: '500 g flour', title: 'Dough' },
      { note: '1 egg', quantity: null },
      { note: '2 kg plums', title: 'Topping' },
    ]);
  });
});
