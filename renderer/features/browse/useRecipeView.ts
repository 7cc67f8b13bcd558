import { useCallback, useSyncExternalStore } from 'react';

import { useMediaQuery } from '../../components/useMediaQuery';

import { phoneScreenQuery, readStoredView, storeView, type RecipeView } from './recipe-view';

// Every toggle and list on the page follows one choice; this tells them when it changes.
const listeners = new Set<() => void>();
let sessionView: RecipeView | null = null;

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

function chosenView(): RecipeView | null {
  return readStoredView() ?? sessionView;
}

/** The device's recipe view (cards or list) and a setter that remembers the choice. */
export function useRecipeView() {
  const isPhone = useMediaQuery(phoneScreenQuery);
  const chosen = useSyncExternalStore(subscribe, chosenView);
  const setView = useCallback((view: RecipeView) => {
    sessionView = view;
    storeView(view);
    for (const listener of listeners) listener();
  }, []);
  const view: RecipeView = chosen ?? (isPhone ? 'list' : 'cards');
  return { view, setView };
}
