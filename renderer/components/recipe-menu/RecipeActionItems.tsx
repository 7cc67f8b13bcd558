import { MenuDivider, MenuItem } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import type { GroupRecipeActionOut } from '../../../server/contract/recipe-actions';
import { fillActionUrl } from '../../../server/contract/recipe-action-url';
import type { RecipeSummary } from '../../../server/contract/recipes';
import { triggerRecipeAction, useRecipeActions } from '../../api/notifications';
import { useToasts } from '../../app/toasts/useToasts';

/**
 * The household's recipe actions in a recipe's menu: a `link` opens its URL filled from the
 * recipe in a new tab; a `post` asks the server to send the recipe there.
 */
export function RecipeActionItems({ recipe }: { recipe: RecipeSummary }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const { data } = useRecipeActions();
  const actions = data?.items ?? [];
  if (actions.length === 0) return null;

  const run = async (action: GroupRecipeActionOut) => {
    if (action.actionType === 'link') {
      const url = fillActionUrl(action.url, {
        id: recipe.id,
        slug: recipe.slug,
        name: recipe.name,
        url: `${window.location.origin}/recipe/${recipe.slug}`,
      });
      window.open(url, '_blank', 'noopener,noreferrer');
      return;
    }
    const { error } = await triggerRecipeAction(action.id, recipe.slug);
    if (!error) toasts.show('success', t('recipeMenu.actionSent', { title: action.title }));
  };

  return (
    <>
      <MenuDivider title={t('recipeMenu.actions')} />
      {actions.map((action) => (
        <MenuItem
          key={action.id}
          icon={action.actionType === 'link' ? 'share' : 'send-message'}
          text={action.title}
          onClick={() => void run(action)}
        />
      ))}
    </>
  );
}
