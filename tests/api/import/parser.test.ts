import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import type { FoodOut, UnitOut } from '../../../server/contract/organizers';
import type { ParsedIngredient } from '../../../server/contract/parser';
import { contractErrors } from '../../helpers/contract';
import type { ApiClient } from '../../helpers/http-client';
import { unique } from '../../helpers/test-server';
import { createRecipe, useTwoGroups } from '../../helpers/two-groups';
import { repoRoot } from '../../helpers/repo-root';

const w = useTwoGroups();

async function parseOne(client: ApiClient, ingredient: string, parser?: string) {
  return client.post<ParsedIngredient>('/api/parser/ingredient', { ingredient, parser });
}

async function saved<T>(client: ApiClient, path: string, body: Record<string, unknown>) {
  const res = await client.post<T>(path, body);
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const idOf = (thing: unknown) => (thing as { id?: string } | null)?.id;

describe('POST /api/parser/ingredient', () => {
  it('parses with nlp by default into Mealie’s ParsedIngredient', async () => {
    const res = await parseOne(w.member, '1 1/2 cups flour, sifted');
    expect(res.status).toBe(200);
    expect(contractErrors('ParsedIngredient', res.body)).toEqual([]);
    const { ingredient, confidence, input } = res.body;
    expect(input).toBe('1 1/2 cups flour, sifted');
    expect(ingredient).toMatchObject({
      quantity: 1.5,
      unit: { name: 'cup', pluralName: 'cups' },
      food: { name: 'flour' },
      note: 'sifted',
      isFood: true,
      disableAmount: false,
      display: '1 ¹/₂ cups flour sifted',
      title: null,
      originalText: '1 1/2 cups flour, sifted',
    });
    expect(idOf(ingredient.unit)).toBeUndefined();
    expect(idOf(ingredient.food)).toBeUndefined();
    expect(ingredient.referenceId).toMatch(/^[0-9a-f-]{36}$/);
    for (const value of Object.values(confidence)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1);
    }
    expect(confidence.average).toBeGreaterThan(0.8);
  });

  it('keeps the low end of a range and the range in the note', async () => {
    const res = await parseOne(w.member, '2-3 tablespoons olive oil');
    expect(res.body.ingredient).toMatchObject({ quantity: 2, note: '2-3 tablespoons' });
  });

  it('answers the brute parser with its simpler split', async () => {
    const res = await parseOne(w.member, '2 cups chopped onions, divided', 'brute');
    expect(res.status).toBe(200);
    expect(contractErrors('ParsedIngredient', res.body)).toEqual([]);
    expect(res.body.ingredient).toMatchObject({
      quantity: 2,
      unit: { name: 'cup' },
      food: { name: 'chopped onions' },
      note: 'divided',
    });
  });

  it('refuses the OpenAI parser (400), visitors (401) and bad bodies (422)', async () => {
    const openai = await parseOne(w.member, '1 egg', 'openai');
    expect(openai.status).toBe(400);
    expect((await parseOne(w.visitor, '1 egg')).status).toBe(401);
    expect((await w.member.post('/api/parser/ingredient', {})).status).toBe(422);
    expect((await parseOne(w.member, '1 egg', 'crf')).status).toBe(422);
    expect((await parseOne(w.member, 'x'.repeat(1001))).status).toBe(422);
  });
});

describe('matching the group’s foods and units', () => {
  it('finds saved units by abbreviation or another language, foods by plural or alias', async () => {
    const spoon = await saved<UnitOut>(w.member, '/api/units', {
      name: unique('tablespoon'),
      abbreviation: 'tbsp',
    });
    const courgette = await saved<FoodOut>(w.member, '/api/foods', {
      name: 'courgette',
      pluralName: 'courgettes',
      aliases: [{ name: 'zucchini' }],
    });
    const byAbbreviation = await parseOne(w.member, '2 Tbsp. zucchini, grated');
    expect(byAbbreviation.status).toBe(200);
    expect(contractErrors('ParsedIngredient', byAbbreviation.body)).toEqual([]);
    expect(idOf(byAbbreviation.body.ingredient.unit)).toBe(spoon.id);
    expect(idOf(byAbbreviation.body.ingredient.food)).toBe(courgette.id);
    expect(byAbbreviation.body.ingredient.food).toMatchObject({ name: 'courgette' });

    const plural = await parseOne(w.member, '3 Courgettes');
    expect(idOf(plural.body.ingredient.food)).toBe(courgette.id);
    const german = await parseOne(w.member, '1½ EL Zucchini');
    expect(german.body.ingredient.quantity).toBe(1.5);
    expect(idOf(german.body.ingredient.unit)).toBe(spoon.id);
  });

  it('matches foods and units that recipes created, also in the singular', async () => {
    await createRecipe(w.member, {
      name: unique('Stew '),
      recipeIngredient: [{ quantity: 2, unit: { name: 'sprig' }, food: { name: 'tomatoes' } }],
    });
    const res = await w.member.post<ParsedIngredient[]>('/api/parser/ingredients', {
      ingredients: ['3 sprigs of thyme', '1 large tomato, diced', 'salt to taste'],
    });
    expect(res.status).toBe(200);
    for (const item of res.body) expect(contractErrors('ParsedIngredient', item)).toEqual([]);
    const [thyme, tomato, salt] = res.body;
    expect(thyme?.ingredient.unit).toMatchObject({ name: 'sprig' });
    expect(idOf(thyme?.ingredient.unit)).toBeDefined();
    expect(idOf(thyme?.ingredient.food)).toBeUndefined();
    expect(tomato?.ingredient.food).toMatchObject({ name: 'tomatoes' });
    expect(idOf(tomato?.ingredient.food)).toBeDefined();
    expect(tomato?.ingredient.note).toBe('large, diced');
    expect(salt?.ingredient).toMatchObject({ quantity: 0, unit: null, note: 'to taste' });
  });

  it('never matches another group’s foods', async () => {
    const name = 'kohlrabi';
    await saved<FoodOut>(w.outsider, '/api/foods', { name });
    const res = await parseOne(w.member, `1 ${name}`);
    expect(res.body.ingredient.food).toMatchObject({ name });
    expect(idOf(res.body.ingredient.food)).toBeUndefined();
    const own = await parseOne(w.outsider, `1 ${name}`);
    expect(idOf(own.body.ingredient.food)).toBeDefined();
  });
});

describe('POST /api/parser/ingredients', () => {
  it('answers Mealie’s shape for every hand-written case, with both parsers', async () => {
    const file = path.join(repoRoot, 'tests/fixtures/parser-cases.json');
    const cases = (JSON.parse(readFileSync(file, 'utf8')) as { cases: { input: string }[] }).cases;
    const odd = ['', '(', '1', 'Salt,', '• 2 eggs', 'For the sauce:', '1/0 cup'];
    for (const parser of ['nlp', 'brute']) {
      const res = await w.member.post<ParsedIngredient[]>('/api/parser/ingredients', {
        parser,
        ingredients: [...cases.map((c) => c.input), ...odd],
      });
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(cases.length + odd.length);
      for (const item of res.body) expect(contractErrors('ParsedIngredient', item)).toEqual([]);
    }
  });

  it('parses a list in order and limits it to 500 lines', async () => {
    const lines = ['200 g de farine', '2 c. à soupe de sucre', '1 Prise Salz'];
    const res = await w.member.post<ParsedIngredient[]>('/api/parser/ingredients', {
      parser: 'nlp',
      ingredients: lines,
    });
    expect(res.status).toBe(200);
    expect(res.body.map((p) => p.input)).toEqual(lines);
    expect(res.body.map((p) => p.ingredient.food?.name)).toEqual(['farine', 'sucre', 'Salz']);
    const tooMany = await w.member.post('/api/parser/ingredients', {
      ingredients: Array.from({ length: 501 }, () => '1 egg'),
    });
    expect(tooMany.status).toBe(422);
    expect((await w.member.post('/api/parser/ingredients', { ingredients: 'egg' })).status).toBe(
      422,
    );
    const visitor = await w.visitor.post('/api/parser/ingredients', { ingredients: ['1 egg'] });
    expect(visitor.status).toBe(401);
  });
});
