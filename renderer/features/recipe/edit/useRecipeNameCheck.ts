import { useEffect, useState } from 'react';

import { isRecipeNameFree } from '../../../api/recipe-detail';
import { useDebouncedValue } from '../../../components/useDebouncedValue';

/** `true`/`false` once the server has answered for the current name, `null` before. */
export function useRecipeNameCheck(groupId: string, name: string, originalName?: string) {
  const debounced = useDebouncedValue(name.trim(), 300);
  const [answer, setAnswer] = useState<{ name: string; isFree: boolean } | null>(null);
  const isUnchanged = originalName !== undefined && debounced === originalName.trim();
  useEffect(() => {
    if (!debounced || isUnchanged) return;
    let isCurrent = true;
    void isRecipeNameFree(groupId, debounced).then((isFree) => {
      if (isCurrent) setAnswer({ name: debounced, isFree });
    });
    return () => {
      isCurrent = false;
    };
  }, [groupId, debounced, isUnchanged]);
  if (isUnchanged || !name.trim()) return null;
  return answer && answer.name === name.trim() ? answer.isFree : null;
}
