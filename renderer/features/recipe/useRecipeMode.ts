import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import type { EditSubMode, RecipeMode } from './recipe-mode';

/**
 * The page mode. EDIT lives in the address (`?edit=true`, also what the context menu's "edit"
 * opens), so reloads and links keep it; COOK and the sub-mode are local. Leaving EDIT resets the
 * sub-mode to FORM (spec §4), however it is left.
 */
export function useRecipeMode() {
  const [search, setSearch] = useSearchParams();
  const isEditing = search.get('edit') === 'true';
  const [isCooking, setIsCooking] = useState(false);
  const [subMode, setSubModeState] = useState<EditSubMode>('form');
  const [wasEditing, setWasEditing] = useState(isEditing);
  if (wasEditing !== isEditing) {
    setWasEditing(isEditing);
    if (!isEditing) setSubModeState('form');
  }
  const mode: RecipeMode = isEditing ? 'edit' : isCooking ? 'cook' : 'view';

  const setMode = useCallback(
    (next: RecipeMode) => {
      setIsCooking(next === 'cook');
      if (next !== 'edit') setSubModeState('form');
      setSearch(
        (params) => {
          const copy = new URLSearchParams(params);
          if (next === 'edit') copy.set('edit', 'true');
          else copy.delete('edit');
          return copy;
        },
        { replace: next !== 'edit' },
      );
    },
    [setSearch],
  );
  const setSubMode = useCallback(
    (next: EditSubMode) => {
      if (isEditing) setSubModeState(next);
    },
    [isEditing],
  );
  return { mode, subMode, setMode, setSubMode };
}
