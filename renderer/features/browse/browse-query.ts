import type { RecipeFeedQuery } from '../../api/recipe-list';

import { isOrderOption, nullableOrders, type OrderOption } from './order-options';
import type { SectionPreferences } from './section-preferences';

export const filterKinds = ['categories', 'tags', 'tools', 'foods'] as const;
export type FilterKind = (typeof filterKinds)[number];

const requireAllParam: Record<FilterKind, keyof RecipeFeedQuery> = {
  categories: 'requireAllCategories',
  tags: 'requireAllTags',
  tools: 'requireAllTools',
  foods: 'requireAllFoods',
};

export function requireAllKey(kind: FilterKind): string {
  return requireAllParam[kind];
}

/** The ordering asked for in the URL, else the saved section preferences. */
export function browseOrder(
  params: URLSearchParams,
  preferences: SectionPreferences,
): { orderBy: OrderOption; orderDirection: 'asc' | 'desc' } {
  const urlOrder = params.get('orderBy');
  const orderBy: OrderOption =
    urlOrder && isOrderOption(urlOrder)
      ? urlOrder
      : isOrderOption(preferences.orderBy)
        ? preferences.orderBy
        : 'created_at';
  const urlDirection = params.get('orderDirection');
  const orderDirection =
    urlDirection === 'asc' || urlDirection === 'desc' ? urlDirection : preferences.orderDirection;
  return { orderBy, orderDirection };
}

/**
 * The feed query of a browse URL (`?search=…&tags=…`) with the saved preferences; `seed` keeps a
 * random order stable while the page stays open.
 */
export function browseFeedQuery(
  params: URLSearchParams,
  preferences: SectionPreferences,
  seed: string,
): RecipeFeedQuery {
  const { orderBy, orderDirection } = browseOrder(params, preferences);
  const result: RecipeFeedQuery = {
    search: params.get('search') ?? undefined,
    orderBy,
    orderDirection,
    orderByNullPosition: 'last',
    paginationSeed: orderBy === 'random' ? seed : undefined,
  };
  for (const kind of filterKinds) {
    const values = params.getAll(kind);
    if (values.length > 0) result[kind] = values;
    if (params.get(requireAllParam[kind]) === 'true') {
      Object.assign(result, { [requireAllParam[kind]]: true });
    }
  }
  if (preferences.filterNull && nullableOrders.includes(orderBy)) {
    result.queryFilter = `${orderBy} IS NOT NULL`;
  }
  return result;
}
