import type { Recipe } from '../contract/recipes';

/** `recipeIngredient` → `recipe_ingredient`, `orgURL` → `org_url`, `fatContent` → `fat_content`. */
export function snakeCaseKey(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

/** Free-form maps whose keys are the user's own: copied as they are, wherever they appear. */
const opaqueKeys = new Set(['extras']);

function snakeCaseDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeCaseDeep);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, inner]) => [
      snakeCaseKey(key),
      opaqueKeys.has(key) ? inner : snakeCaseDeep(inner),
    ]),
  );
}

/**
 * The recipe as Mealie writes it into export zips: its pydantic field names (snake_case) rather
 * than the camelCase aliases of the API, nested objects included.
 */
export function toSnakeCaseRecipe(recipe: Recipe): Record<string, unknown> {
  return snakeCaseDeep(recipe) as Record<string, unknown>;
}

const snakeToCamel = (key: string) =>
  key.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/**
 * Mealie accepts snake_case for every camelCase field ("populate by name"); so do we. Walks the
 * value with its own stack, so a deeply nested body cannot overflow the call stack.
 */
export function camelizeKeys(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const copyOf = (source: object): unknown[] | Record<string, unknown> =>
    Array.isArray(source) ? [] : {};
  const root = copyOf(value);
  const pending: [source: object, target: unknown[] | Record<string, unknown>][] = [[value, root]];
  while (pending.length > 0) {
    const [source, target] = pending.pop() as [object, unknown[] | Record<string, unknown>];
    for (const [key, inner] of Object.entries(source) as [string, unknown][]) {
      let copy: unknown = inner;
      if (inner !== null && typeof inner === 'object') {
        copy = copyOf(inner);
        pending.push([inner, copy as unknown[] | Record<string, unknown>]);
      }
      if (Array.isArray(target)) target.push(copy);
      else target[snakeToCamel(key)] = copy;
    }
  }
  return root;
}
