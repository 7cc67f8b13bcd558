import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { mutate } from 'swr';

import type { RecipeSummary } from '../../../server/contract/recipes';
import { deleteRecipe, downloadRecipeZip, duplicateRecipe } from '../../api/recipe-actions';
import { createShareToken, shareLink } from '../../api/recipe-sharing';
import { useToasts } from '../../app/toasts/useToasts';
import { useClipboard } from '../useClipboard';

/** Revalidates every cached recipe list and recipe (SWR infinite keys carry a `$inf$` prefix). */
function revalidateRecipes(): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && key.includes('/api/recipes'));
}

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The menu's calls that need no dialog of their own, plus the confirmed delete and duplicate. */
export function useRecipeMenuHandlers(recipe: RecipeSummary, groupSlug: string | null) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toasts = useToasts();
  const copy = useClipboard();

  const edit = useCallback(() => {
    void navigate(`/recipe/${recipe.slug}?edit=true`);
  }, [navigate, recipe.slug]);

  const download = useCallback(async () => {
    const blob = await downloadRecipeZip(recipe.slug);
    if (blob) saveBlob(blob, `${recipe.slug}.zip`);
    else toasts.show('error', t('recipeMenu.downloadFailed'));
  }, [recipe.slug, t, toasts]);

  const share = useCallback(async () => {
    const { data } = await createShareToken(recipe.id);
    if (!data) {
      toasts.show('error', t('recipeMenu.shareFailed'));
      return;
    }
    await copy(shareLink(data.id));
  }, [copy, recipe.id, t, toasts]);

  const copyPublicLink = useCallback(async () => {
    const path = groupSlug
      ? `/explore/recipes/${groupSlug}/${recipe.slug}`
      : `/recipe/${recipe.slug}`;
    await copy(`${window.location.origin}${path}`);
  }, [copy, groupSlug, recipe.slug]);

  const remove = useCallback(async (): Promise<boolean> => {
    const { error } = await deleteRecipe(recipe.slug);
    if (error) {
      toasts.show('error', t('recipeMenu.deleteFailed'));
      return false;
    }
    toasts.show('success', t('recipeMenu.deleted'));
    await revalidateRecipes();
    return true;
  }, [recipe.slug, t, toasts]);

  const duplicate = useCallback(
    async (name: string) => {
      const { data } = await duplicateRecipe(recipe.slug, name);
      if (!data) {
        toasts.show('error', t('recipeMenu.duplicateFailed'));
        return;
      }
      void revalidateRecipes();
      void navigate(`/recipe/${data.slug}`);
    },
    [navigate, recipe.slug, t, toasts],
  );

  return { edit, download, share, copyPublicLink, remove, duplicate };
}
