import { useCallback, useState } from 'react';

import type { Recipe } from '../../../../server/contract/recipes';

import { isDraftDirty, type RecipeDraft } from './recipe-draft';

export type DraftUpdate = <K extends keyof RecipeDraft>(key: K, value: RecipeDraft[K]) => void;

export function useRecipeDraft(recipe: Recipe) {
  const [draft, setDraft] = useState<RecipeDraft>(() => structuredClone(recipe));
  const update: DraftUpdate = useCallback((key, value) => {
    setDraft((current) => ({ ...current, [key]: value }));
  }, []);
  return { draft, setDraft, update, isDirty: isDraftDirty(recipe, draft) };
}
