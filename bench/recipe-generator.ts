/**
 * A seeded, deterministic generator of realistic recipes for benchmarks: names, descriptions,
 * 5–15 ingredient lines, 3–8 steps, tags, categories and tools. The same seed always gives the
 * same recipes. Ingredient lines may be drawn from the NYT ingredient snapshot in
 * `../shared/datasets/ingredients-dev/` when it is there; without it a built-in vocabulary is used.
 */
import { existsSync, readFileSync } from 'node:fs';

import type { z } from 'zod';

import type { RecipeIn } from '../server/contract/recipes';

import { vocabulary as v } from './recipe-vocabulary';

/** A recipe body as a client would send it to `POST /api/recipes/create`. */
export type GeneratedRecipe = z.input<typeof RecipeIn> & { name: string };
type IngredientLine = NonNullable<GeneratedRecipe['recipeIngredient']>[number];

/** mulberry32: a tiny, fast, well-spread 32-bit PRNG. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class RecipeGenerator {
  private readonly random: () => number;
  private readonly usedNames = new Map<string, number>();

  constructor(
    seed: number,
    private readonly datasetLines: readonly string[] = [],
  ) {
    this.random = seededRandom(seed);
  }

  /** The next recipe; names repeat rarely and get a distinguishing suffix when they do. */
  next(): GeneratedRecipe {
    const main = this.pick(v.mains);
    const dish = this.pick(v.dishes);
    const base = `${this.pick(v.adjectives)} ${main} ${dish}`;
    const seen = this.usedNames.get(base) ?? 0;
    this.usedNames.set(base, seen + 1);
    const name = seen === 0 ? base : `${base} ${this.pick(v.variants)} ${seen + 1}`;
    const cuisine = this.pick(v.cuisines);
    return {
      name,
      description: `${this.pick(v.openers)} ${cuisine.toLowerCase()} ${dish.toLowerCase()} with ${main.toLowerCase()} and ${this.pick(v.foods)}. ${this.pick(v.closers)}`,
      recipeYield: `${this.int(2, 8)} servings`,
      prepTime: `${this.int(1, 6) * 5} minutes`,
      totalTime: `${this.int(2, 18) * 10} minutes`,
      recipeIngredient: this.times(this.int(5, 15), () => this.ingredient(main)),
      recipeInstructions: this.times(this.int(3, 8), () => ({ text: this.step(main) })),
      notes: this.random() < 0.3 ? [{ title: 'Tip', text: this.pick(v.tips) }] : [],
      tags: [cuisine, ...this.some(v.tags, this.int(0, 3))],
      recipeCategory: this.some(v.categories, this.int(1, 2)),
      tools: this.some(v.tools, this.int(0, 3)),
      settings: { public: this.random() < 0.7 },
    };
  }

  private ingredient(main: string): IngredientLine {
    if (this.datasetLines.length > 0 && this.random() < 0.4) {
      const line = this.pick(this.datasetLines);
      return { note: line, originalText: line };
    }
    const food = this.random() < 0.15 ? main.toLowerCase() : this.pick(v.foods);
    return {
      quantity: this.pick([0.25, 0.5, 1, 1, 2, 2, 3, 4, 6, 8]),
      unit: this.random() < 0.8 ? { name: this.pick(v.units) } : null,
      food: { name: food },
      note: this.random() < 0.5 ? this.pick(v.preparations) : '',
    };
  }

  private step(main: string): string {
    const verb = this.pick(v.verbs);
    return `${verb} the ${this.pick(v.foods)} ${this.pick(v.stepEndings)}; add the ${main.toLowerCase()} and ${this.pick(v.stepFinishes)}.`;
  }

  private pick<T>(list: readonly T[]): T {
    const item = list[Math.floor(this.random() * list.length)];
    if (item === undefined) throw new Error('Cannot pick from an empty list');
    return item;
  }

  private int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }

  private times<T>(count: number, make: () => T): T[] {
    return Array.from({ length: count }, make);
  }

  /** `count` distinct items of `list`. */
  private some(list: readonly string[], count: number): string[] {
    const chosen = new Set<string>();
    while (chosen.size < Math.min(count, list.length)) chosen.add(this.pick(list));
    return [...chosen];
  }
}

/**
 * The `input` column (the ingredient line as printed) of the NYT snapshot CSV, or nothing when
 * the file is absent. Lines with quotes inside are skipped rather than parsed.
 */
export function readDatasetLines(csvFile: string): string[] {
  if (!existsSync(csvFile)) return [];
  const lines: string[] = [];
  for (const row of readFileSync(csvFile, 'utf8').split('\n').slice(1)) {
    const quoted = /^"([^"]*)",/.exec(row);
    const input = quoted ? quoted[1] : row.split(',')[0];
    if (input && input.length >= 3 && input.length <= 200) lines.push(input.trim());
  }
  return lines;
}
