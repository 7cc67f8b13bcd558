import { useCallback, useState } from 'react';

import type { RecipeSummary } from '../../../server/contract/recipes';

/** The home page's multi-select: on or off, and the chosen recipes by slug. */
export function useRecipeSelection() {
  const [isSelecting, setIsSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlyMap<string, RecipeSummary>>(new Map());
  // Stable, so the memoised cards do not re-render when another card is picked.
  const toggle = useCallback((recipe: RecipeSummary) => {
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(recipe.slug)) next.delete(recipe.slug);
      else next.set(recipe.slug, recipe);
      return next;
    });
  }, []);
  const replace = useCallback((recipes: readonly RecipeSummary[]) => {
    setSelected(new Map(recipes.map((recipe) => [recipe.slug, recipe])));
  }, []);
  const clear = useCallback(() => setSelected(new Map()), []);
  const toggleMode = useCallback(() => {
    setIsSelecting((isOn) => !isOn);
    setSelected(new Map());
  }, []);
  return { isSelecting, selected, toggle, replace, clear, toggleMode };
}

export type RecipeSelection = ReturnType<typeof useRecipeSelection>;
