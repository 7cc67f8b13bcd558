import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { headingKind } from '../../../../server/scraper/headings';
import { flattenSteps } from '../../../../server/scraper/instructions';
import { extractRecipe } from '../../../../server/scraper/extract';
import { repoRoot } from '../../../helpers/repo-root';

const pages = path.join(repoRoot, 'tests/fixtures/pages');
const page = (name: string) => readFileSync(path.join(pages, name), 'utf8');
const url = 'https://cook.test/recipes/page';

describe('JSON-LD', () => {
  it('finds a Recipe in @graph with a @type list, references, sections and cleaned values', () => {
    const recipe = extractRecipe(page('jsonld-graph.html'), url);
    expect(recipe).toMatchObject({
      name: 'Lemon Tart & Cream',
      description: 'A sharp, bright tart.',
      image: 'https://cook.test/images/lemon-tart-1200x800.jpg',
      recipeYield: '8 slices',
      prepTime: '30 minutes',
      performTime: '1 hour 15 minutes',
      totalTime: '1 hour 45 minutes',
      recipeIngredient: ['200 g flour', '100 g butter', '3 lemons'],
      recipeInstructions: [
        { title: 'Pastry', text: 'Rub the butter into the flour.' },
        { title: '', text: 'Chill for 30 minutes.' },
        { title: 'Filling', text: 'Whisk the lemons with sugar.' },
      ],
      nutrition: { calories: '320', fatContent: '14.5', sodiumContent: '200' },
      recipeCategory: ['Dessert', 'Baking'],
      tags: ['lemon', 'tart', 'dessert'],
      orgURL: url,
    });
  });

  it('tolerates broken JSON, entities and HTML inside strings', () => {
    const recipe = extractRecipe(page('jsonld-broken.html'), url);
    expect(recipe).toMatchObject({
      name: "Grandma's Soup",
      image: 'https://cook.test/og.jpg',
      recipeYield: '4 servings',
      totalTime: '45 min',
      recipeIngredient: ['1 l stock', '2 carrots'],
      recipeInstructions: [
        { title: '', text: 'Boil the stock.' },
        { title: '', text: 'Add the carrots and simmer.' },
      ],
    });
  });

  it('reads a block a framework put in a meta tag', () => {
    const json = JSON.stringify({ '@type': 'Recipe', name: 'Toast', recipeIngredient: ['bread'] });
    const html = `<meta name="application/ld+json" content="${json.replace(/"/g, '&quot;')}"><ol><li>x</li></ol>`;
    expect(extractRecipe(html, url)?.recipeIngredient).toEqual(['bread']);
  });

  it('keeps the step name that is not the start of its text, and ItemLists', () => {
    expect(
      flattenSteps([
        { '@type': 'HowToStep', name: 'Make the dough', text: 'Mix flour and water.' },
        { '@type': 'HowToStep', name: 'Bake', text: 'Bake for 20 minutes.' },
        { '@type': 'ItemList', itemListElement: [{ '@type': 'ListItem', item: 'Serve.' }] },
      ]),
    ).toEqual([
      { title: 'Make the dough', text: 'Mix flour and water.' },
      { title: '', text: 'Bake for 20 minutes.' },
      { title: '', text: 'Serve.' },
    ]);
  });
});

describe('microdata and RDFa', () => {
  it('reads schema.org microdata with nested items', () => {
    expect(extractRecipe(page('microdata.html'), url)).toMatchObject({
      name: 'Fluffy Pancakes',
      image: 'https://cook.test/img/pancakes.jpg',
      prepTime: '10 minutes',
      performTime: '20 minutes',
      recipeYield: '6 servings',
      recipeIngredient: ['250 ml milk', '1 egg', '150 g flour'],
      recipeInstructions: [
        { title: '', text: 'Whisk everything together.' },
        { title: '', text: 'Fry ladlefuls in a hot pan.' },
      ],
      nutrition: { calories: '210' },
    });
  });

  it('reads schema.org RDFa', () => {
    expect(extractRecipe(page('rdfa.html'), url)).toMatchObject({
      name: 'Quick Flatbread',
      image: 'https://cook.test/flatbread.jpg',
      totalTime: '25 minutes',
      recipeIngredient: ['300 g flour', '200 g yoghurt'],
      recipeInstructions: [
        { title: '', text: 'Mix to a soft dough.' },
        { title: '', text: 'Cook in a dry pan, 2 minutes a side.' },
      ],
    });
  });
});

describe('several sources on one page', () => {
  it('fills what the JSON-LD leaves out from data-vocabulary microdata', () => {
    expect(extractRecipe(page('microdata-data-vocabulary.html'), url)).toMatchObject({
      name: 'Chili',
      recipeIngredient: ['500 g minced beef', '1 can kidney beans'],
      recipeInstructions: [
        { title: '', text: 'Brown the beef.' },
        { title: '', text: 'Add the beans and simmer for an hour.' },
      ],
    });
  });
});

describe('readable fallback', () => {
  it('reads headed lists and paragraphs of a page without structured data', () => {
    expect(extractRecipe(page('plain-de.html'), url)).toMatchObject({
      name: 'Schwäbischer Kartoffelsalat',
      image: 'https://cook.test/bilder/kartoffelsalat.jpg',
      recipeIngredient: ['1 kg festkochende Kartoffeln', '1 Zwiebel', '250 ml Brühe', '3 EL Essig'],
      recipeInstructions: [
        { title: '', text: 'Kartoffeln kochen, pellen und in Scheiben schneiden.' },
        { title: '', text: 'Zwiebel fein würfeln, mit Brühe und Essig aufkochen.' },
        { title: '', text: 'Über die Kartoffeln gießen und ziehen lassen.' },
      ],
    });
  });

  it('prefers the recipe card to an article about the ingredients', () => {
    expect(extractRecipe(page('plain-blog.html'), url)).toMatchObject({
      name: 'The Best Banana Bread',
      recipeIngredient: [
        '3 ripe bananas',
        '80 g butter, melted',
        '150 g flour',
        '1 tsp baking soda',
      ],
      recipeInstructions: [
        { title: '', text: 'Mash the bananas and stir in the butter.' },
        { title: '', text: 'Fold in the flour and baking soda.' },
        { title: '', text: 'Bake at 175 °C for 55 minutes.' },
      ],
    });
  });

  it('reads ingredient tables and lists outside a label heading’s own box', () => {
    expect(extractRecipe(page('plain-fr-table.html'), url)).toMatchObject({
      name: 'Crêpes de la Chandeleur',
      recipeIngredient: ['250 g farine', '4 œufs', '50 cl lait'],
      recipeInstructions: [
        { title: '', text: 'Mélanger la farine et les œufs.' },
        { title: '', text: 'Ajouter le lait petit à petit.' },
      ],
    });
  });

  it('ends the method at a comment form', () => {
    const html = `<h1>Toast</h1><h2>Ingredients</h2><ul><li>2 slices bread</li></ul>
      <div><h2>Instructions</h2><p>Toast the bread.</p>
      <form><p><label>Comment *</label></p><p><label>Name *</label></p></form></div>`;
    expect(extractRecipe(html, url)?.recipeInstructions).toEqual([
      { title: '', text: 'Toast the bread.' },
    ]);
  });

  it('takes lines marked by class name when no heading leads to them', () => {
    const html = `<h1>Soup</h1><div class="ingredient">1 onion</div><div class="ingredient">1 l stock</div>
      <div class="instruction">Chop the onion.</div><div class="instruction">Simmer in the stock.</div>`;
    expect(extractRecipe(html, url)).toMatchObject({
      recipeIngredient: ['1 onion', '1 l stock'],
      recipeInstructions: [
        { title: '', text: 'Chop the onion.' },
        { title: '', text: 'Simmer in the stock.' },
      ],
    });
  });

  it('knows headings in several languages', () => {
    expect(headingKind('Ingrédients :')).toBe('ingredients');
    expect(headingKind('Ingredientes')).toBe('ingredients');
    expect(headingKind('Préparation')).toBe('steps');
    expect(headingKind('Method')).toBe('steps');
    expect(headingKind('Apfelkuchen – Die Zubereitung')).toBe('steps');
    expect(headingKind('Methodology of our tests')).toBeNull();
    expect(headingKind('Recipe')).toBe('steps');
    expect(headingKind('Recipe Rating')).toBeNull();
  });

  it('finds nothing on a page without a recipe', () => {
    expect(extractRecipe(page('no-recipe.html'), url)).toBeNull();
  });
});
