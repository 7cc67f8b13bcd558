import { Button, H4 } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import type { ListRecipeRefOut } from '../../../server/contract/shopping';
import { removeRecipeFromList } from '../../api/shopping-lists';

/** The recipes on the list, each removable with exactly the lines it added. */
export function ListRecipes({
  listId,
  refs,
}: {
  listId: string;
  refs: readonly ListRecipeRefOut[];
}) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<string | null>(null);
  if (refs.length === 0) return null;
  return (
    <section className="larder-list-recipes" aria-label={t('shopping.recipesTitle')}>
      <H4>{t('shopping.recipesTitle')}</H4>
      <ul className="larder-item-list">
        {refs.map((ref) => (
          <li key={ref.id} className="larder-item-row">
            <Link className="larder-list-recipe-name" to={`/recipe/${ref.recipe.slug}`}>
              {ref.recipe.name}
            </Link>
            {ref.recipeQuantity !== 1 && <span>×{ref.recipeQuantity}</span>}
            <Button
              variant="minimal"
              intent="danger"
              icon="remove"
              loading={removing === ref.recipeId}
              aria-label={t('shopping.removeRecipe', { name: ref.recipe.name })}
              onClick={async () => {
                setRemoving(ref.recipeId);
                await removeRecipeFromList(listId, ref.recipeId, ref.recipeQuantity);
                setRemoving(null);
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
