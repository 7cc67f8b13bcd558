/**
 * Writes Larder's own page set: every page class with recipes of the tuning part (four pages a
 * class, six plain articles) and of the held-out part (two, six), the expected extraction beside each page, and
 * manifest.json in the layout of ../shared/datasets/scrape-dev. Deterministic; run again after
 * changing recipes.ts or templates.ts:  node --import tsx bench/pages/own/generate.ts
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { host } from './markup';
import { ownRecipes, type OwnRecipe } from './recipes';
import { templates, type PageClass } from './templates';

const root = import.meta.dirname;
/** Pages per class in each part; plain articles get one per language. */
const count = (pageClass: PageClass, part: 'tune' | 'held') =>
  pageClass === 'plain' ? 6 : part === 'tune' ? 4 : 2;

/** Recipes with the languages taking turns, so that each class meets several. */
function interleaved(recipes: OwnRecipe[]): OwnRecipe[] {
  const byLang = new Map<string, OwnRecipe[]>();
  for (const r of recipes) byLang.set(r.lang, [...(byLang.get(r.lang) ?? []), r]);
  const out: OwnRecipe[] = [];
  for (let round = 0; out.length < recipes.length; round += 1) {
    for (const list of byLang.values()) if (list[round]) out.push(list[round] as OwnRecipe);
  }
  return out;
}
const titled = (r: OwnRecipe) => r.steps.some((g) => g.title);

const classes = Object.keys(templates) as PageClass[];
const pages: Record<string, string>[] = [];
rmSync(path.join(root, 'pages'), { recursive: true, force: true });
for (const part of ['tune', 'held'] as const) {
  mkdirSync(path.join(root, 'pages', part), { recursive: true });
  const pool = interleaved(ownRecipes.filter((r) => r.part === part));
  for (const [c, pageClass] of classes.entries()) {
    const candidates = pageClass === 'sections' ? pool.filter(titled) : pool;
    for (let k = 0; k < count(pageClass, part); k += 1) {
      const recipe = candidates[
        (pageClass === 'plain' ? k : c * 3 + k) % candidates.length
      ] as OwnRecipe;
      const file = `pages/${part}/${pageClass}-${k}-${recipe.id}`;
      const { html, name } = templates[pageClass](recipe, k);
      const expected = {
        title: name,
        ingredients: recipe.ingredients.flatMap((g) => g.lines),
        ingredient_groups: recipe.ingredients.map((g) => ({
          purpose: g.title ?? null,
          ingredients: g.lines,
        })),
        instructions_list: recipe.steps.flatMap((g) => [...(g.title ? [g.title] : []), ...g.steps]),
        language: recipe.lang,
      };
      writeFileSync(path.join(root, `${file}.html`), html);
      writeFileSync(path.join(root, `${file}.json`), `${JSON.stringify(expected, null, 1)}\n`);
      pages.push({
        file: `${file}.html`,
        expected: `${file}.json`,
        site: host(recipe.site),
        structured_data:
          ['sections', 'stub', 'site-name'].includes(pageClass) ||
          (pageClass === 'entities' && k % 2 === 0)
            ? 'json-ld'
            : 'none',
        class: pageClass,
        part,
      });
    }
  }
}
writeFileSync(path.join(root, 'manifest.json'), `${JSON.stringify({ pages }, null, 1)}\n`);
process.stdout.write(`${pages.length} pages\n`);
