import { useCallback, useState } from 'react';

import type { Recipe } from '../../../../server/contract/recipes';

import { isDraftDirty, type RecipeDraft } from './recipe-draft';

/**
 * Sets one part of the draft, to a value or from the current value. Use the function form for
 * changes that land after an await (a food created on the server), so they apply to the draft
 * as it is then, not as it was when the change began.
 */
export type DraftUpdate = <K extends keyof RecipeDraft>(
  key: K,
  value: RecipeDraft[K] | ((current: RecipeDraft[K]) => RecipeDraft[K]),
) => void;

export function useRecipeDraft(recipe: Recipe) {
  const [draft, setDraft] = useState<RecipeDraft>(() => structuredClone(recipe));
  const update: DraftUpdate = useCallback((key, value) => {
    setDraft((current) => ({
      ...current,
      [key]: typeof value === 'function' ? value(current[key]) : value,
    }));
  }, []);
  return { draft, setDraft, update, isDirty: isDraftDirty(recipe, draft) };
}
