import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { browseFeedQuery, browseOrder } from './browse-query';
import { orderIcons, type OrderOption } from './order-options';
import {
  homeDefaults,
  readSectionPreferences,
  writeSectionPreferences,
  type SectionPreferences,
} from './section-preferences';

export { filterKinds, requireAllKey, type FilterKind } from './browse-query';

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

  const { orderBy, orderDirection } = browseOrder(params, preferences);
  const query = useMemo(
    () => browseFeedQuery(params, preferences, seed),
    [params, preferences, seed],
  );

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
