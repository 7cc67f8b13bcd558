/** The list queries the search benchmark sends: varied, seeded, so every run sends the same. */
import { slugify } from '../server/domain/slug';

import { seededRandom } from './recipe-generator';
import { vocabulary as v } from './recipe-vocabulary';

/** People type whole words, prefixes, two words, and leave accents out. */
export function searchQueries(count: number, seed: number): string[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const words = [...v.mains, ...v.dishes, ...v.foods, ...v.cuisines, ...v.adjectives]
    .flatMap((phrase) => phrase.split(/[\s-]+/))
    .filter((word) => word.length >= 3);
  const typed = (word: string) => {
    const roll = random();
    const plain = roll < 0.3 ? word.normalize('NFD').replace(/\p{M}/gu, '') : word;
    return roll < 0.5 ? plain : plain.slice(0, Math.max(3, Math.ceil(plain.length * 0.6)));
  };
  return Array.from({ length: count }, () => {
    const text =
      random() < 0.6 ? typed(pick(words)) : `${typed(pick(words))} ${typed(pick(words))}`;
    return `search=${encodeURIComponent(text.toLowerCase())}&perPage=20`;
  });
}

const filterTemplates: ((random: () => number) => string)[] = [
  () => 'lastMade IS NULL',
  () => 'settings.public = true',
  (r) => `created_at > "2020-0${1 + Math.floor(r() * 9)}-01"`,
  (r) => `recipe_ingredient.food.name IN ["${pickIn(r, v.foods)}", "${pickIn(r, v.foods)}"]`,
  (r) =>
    `tools.slug = "${slugify(pickIn(r, v.tools))}" OR tools.slug = "${slugify(pickIn(r, v.tools))}"`,
  (r) => `name LIKE "%${pickIn(r, v.mains).toLowerCase()}%"`,
  (r) => `tags.name <> "${pickIn(r, v.tags)}" AND date_added >= "2000-01-01"`,
];

function pickIn<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

/** Tags and categories (one or two of each, any or all) plus a queryFilter, 20 to a page. */
export function filteredQueries(count: number, seed: number): string[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const params = new URLSearchParams();
    params.append('tags', slugify(pickIn(random, v.tags)));
    if (random() < 0.5) params.append('tags', slugify(pickIn(random, v.tags)));
    params.append('categories', slugify(pickIn(random, v.categories)));
    if (random() < 0.3) params.append('categories', slugify(pickIn(random, v.categories)));
    if (random() < 0.3) params.append('requireAllTags', 'true');
    params.append('queryFilter', pickIn(random, filterTemplates)(random));
    params.append('perPage', '20');
    return params.toString();
  });
}
