import { describe, expect, it } from 'vitest';

import { textLimits } from '../../server/contract/text-limits';
import type { Recipe } from '../../server/contract/recipes';
import { scrapedToRecipeIn } from '../../server/services/import/recipe-scrape';
import { contractErrors } from '../helpers/contract';
import { useAdminServer } from '../helpers/admin-server';
import { unique } from '../helpers/test-server';

const server = useAdminServer();

type Refusal = { detail: { loc: (string | number)[]; msg: string }[] };

const text = (length: number, letter = 'a') => letter.repeat(length);

describe('text limits: generous for real recipes, refused beyond with a message that says so', () => {
  it('keeps a recipe at every limit', async () => {
    const name = unique('Long ').padEnd(textLimits.name, 'x');
    const created = await server.admin.post<string>('/api/recipes', { name });
    expect(created.status).toBe(201);
    const saved = await server.admin.put<Recipe>(`/api/recipes/${created.body}`, {
      name,
      description: text(textLimits.description),
      recipeIngredient: [
        { title: text(textLimits.name), note: text(textLimits.line) },
        text(textLimits.line, 'b'),
      ],
      recipeInstructions: [{ title: text(textLimits.name), text: text(textLimits.longText) }],
      notes: [{ title: 'Tip', text: text(textLimits.longText) }],
    });
    expect(saved.status, JSON.stringify(saved.body).slice(0, 300)).toBe(200);
    expect(saved.body.description).toHaveLength(textLimits.description);
    expect(saved.body.recipeInstructions[0]?.text).toHaveLength(textLimits.longText);
  });

  it('refuses a longer name, description, ingredient or step with 422 naming the field and the limit', async () => {
    const tooLongName = await server.admin.post<Refusal>('/api/recipes', {
      name: text(textLimits.name + 1),
    });
    expect(tooLongName.status).toBe(422);
    expect(contractErrors('HTTPValidationError', tooLongName.body)).toEqual([]);
    expect(tooLongName.body.detail[0]?.loc).toEqual(['body', 'name']);
    expect(tooLongName.body.detail[0]?.msg).toBe('Too long: at most 250 characters (this has 251)');

    const slug = (await server.admin.post<string>('/api/recipes', { name: unique('Short ') })).body;
    for (const [body, loc] of [
      [{ description: text(textLimits.description + 1) }, ['body', 'description']],
      [{ recipeIngredient: ['ok', text(textLimits.line + 1)] }, ['body', 'recipeIngredient', 1]],
      [
        { recipeInstructions: [{ text: text(textLimits.longText + 1) }] },
        ['body', 'recipeInstructions', 0, 'text'],
      ],
    ] as const) {
      const refused = await server.admin.request<Refusal>('PATCH', `/api/recipes/${slug}`, {
        json: body,
      });
      expect(refused.status, loc.join('.')).toBe(422);
      const issue = refused.body.detail.find((entry) => entry.msg.startsWith('Too long'));
      expect(issue?.loc.slice(0, loc.length)).toEqual(loc);
      expect(issue?.msg).toMatch(/^Too long: at most [\d]+ characters \(this has \d+\)$/);
    }
    const unchanged = await server.admin.get<Recipe>(`/api/recipes/${slug}`);
    expect(unchanged.body.description).toBe('');
  });

  it('holds for organizer and cookbook names too', async () => {
    const tag = await server.admin.post<Refusal>('/api/organizers/tags', {
      name: text(textLimits.name + 1),
    });
    expect(tag.status).toBe(422);
    expect(tag.body.detail[0]?.msg).toMatch(/^Too long: at most 250 characters/);
    const book = await server.admin.post<Refusal>('/api/groups/cookbooks', {
      name: 'Fine',
      description: text(textLimits.description + 1),
    });
    expect(book.status).toBe(422);
    expect(book.body.detail[0]?.loc).toEqual(['body', 'description']);
  });

  it('cuts what a web page carries to the limits instead of refusing the import', () => {
    const recipe = scrapedToRecipeIn(
      {
        name: text(400),
        description: text(8000),
        image: null,
        recipeYield: null,
        totalTime: null,
        prepTime: null,
        cookTime: null,
        performTime: null,
        recipeIngredient: [text(3000)],
        recipeInstructions: [{ title: '', text: text(20_000) }],
        nutrition: null,
        recipeCategory: [],
        tags: [],
        orgURL: 'https://example.com/recipe',
      },
      { tags: [], categories: [] },
    );
    expect(recipe.name).toHaveLength(textLimits.name);
    expect(recipe.description).toHaveLength(textLimits.description);
    expect(recipe.recipeIngredient?.[0]).toMatchObject({ note: text(textLimits.line) });
    expect(recipe.recipeInstructions?.[0]?.text).toHaveLength(textLimits.longText);
  });
});
