import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import type { RecipeFeedQuery } from '../../api/recipe-list';

import { isOrderOption, nullableOrders, orderIcons, type OrderOption } from './order-options';
import {
  homeDefaults,
  readSectionPreferences,
  writeSectionPreferences,
  type SectionPreferences,
} from './section-preferences';

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

/**
 * The home page's search, held in the URL so it can be shared (`?search=…&tags=…`), with the
 * ordering falling back to the saved section preferences.
 */
export function useBrowseQuery() {
  const [params, setParams] = useSearchParams();
  const [preferences, setPreferences] = useState(() =>
    readSectionPreferences('home', homeDefaults),
  );
  const [seed] = useState(() => String(Date.now()));

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

  const query = useMemo<RecipeFeedQuery>(() => {
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
  }, [params, orderBy, orderDirection, preferences.filterNull, seed]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const savePreferences = useCallback((change: Partial<SectionPreferences>) => {
    setPreferences((current) => {
      const next = { ...current, ...change };
      writeSectionPreferences('home', next);
      return next;
    });
  }, []);

  const setOrder = useCallback(
    (nextOrderBy: OrderOption, nextDirection: 'asc' | 'desc') => {
      savePreferences({
        orderBy: nextOrderBy,
        orderDirection: nextDirection,
        sortIcon: orderIcons[nextOrderBy],
      });
      update((next) => {
        next.set('orderBy', nextOrderBy);
        next.set('orderDirection', nextDirection);
      });
    },
    [savePreferences, update],
  );

  return { params, query, orderBy, orderDirection, preferences, update, setOrder, savePreferences };
}
