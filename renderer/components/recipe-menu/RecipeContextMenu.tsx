/**
 * The recipe context menu, shared by recipe cards and the recipe page (spec §2, §4, §6).
 *
 * ```tsx
 * <RecipeContextMenu recipe={summary} variant="page" onPrint={print}
 *   onPrintPreferences={openPrintPrefs} onShare={openShareDialog} />
 * ```
 *
 * Props:
 * - `recipe: RecipeSummary` (a full `Recipe` also fits).
 * - `variant: 'card' | 'page'` picks the role defaults: logged-in cards show edit, download, meal
 *   plan, shopping list, share; the page adds delete, print, print preferences. Visitors only
 *   ever see print, print preferences and copy public link.
 * - `overrides?: Partial<Record<RecipeMenuAction, boolean>>` turns actions on (`duplicate`,
 *   `publicLink`) or off; visitors cannot be given more.
 * - `onPrint`, `onPrintPreferences`: the recipe page's handlers; the items hide without them.
 * - `onShare`: replaces the built-in share (create a token, copy `/shared/recipes/{token}`).
 * - `onDeleted`: after a confirmed delete (default: stay, lists revalidate; on the page variant
 *   the default navigates to `/`).
 * - `groupSlug`: for the public link of visitors (`/explore/recipes/{groupSlug}/{slug}`); a
 *   logged-in user's own group slug is used when absent.
 *
 * Delete confirms first; duplicate asks for a name, then opens `/recipe/{newSlug}`; download saves
 * `{slug}.zip`; meal plan and shopping list open their dialogs.
 */
import { Alert, Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import type { RecipeSummary } from '../../../server/contract/recipes';
import { useCurrentUser } from '../../api/users';

import { DuplicateDialog } from './DuplicateDialog';
import { MealPlanDialog } from './MealPlanDialog';
import { RecipeActionItems } from './RecipeActionItems';
import { getVisibleActions, type RecipeMenuAction, type RecipeMenuOverrides } from './menu-actions';
import { menuItemIcons } from './menu-icons';
import { ShoppingListDialog } from './ShoppingListDialog';
import { useRecipeMenuHandlers } from './useRecipeMenuHandlers';

export type { RecipeMenuAction, RecipeMenuOverrides } from './menu-actions';

interface RecipeContextMenuProps {
  recipe: RecipeSummary;
  variant: 'card' | 'page';
  overrides?: RecipeMenuOverrides;
  onPrint?: () => void;
  onPrintPreferences?: () => void;
  onShare?: () => void;
  onDeleted?: () => void;
  groupSlug?: string;
  className?: string;
}

type OpenDialog = 'delete' | 'duplicate' | 'mealPlan' | 'shoppingList' | null;

export function RecipeContextMenu(props: RecipeContextMenuProps) {
  const { recipe, variant, overrides, onPrint, onPrintPreferences, onShare, onDeleted } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const handlers = useRecipeMenuHandlers(recipe, props.groupSlug ?? user?.groupSlug ?? null);
  const actions = getVisibleActions(variant, user !== null, overrides).filter(
    (action) =>
      (action !== 'print' || onPrint) && (action !== 'printPreferences' || onPrintPreferences),
  );

  const run: Record<RecipeMenuAction, () => void> = {
    edit: handlers.edit,
    delete: () => setDialog('delete'),
    download: () => void handlers.download(),
    duplicate: () => setDialog('duplicate'),
    mealPlan: () => setDialog('mealPlan'),
    shoppingList: () => setDialog('shoppingList'),
    print: () => onPrint?.(),
    printPreferences: () => onPrintPreferences?.(),
    share: () => (onShare ? onShare() : void handlers.share()),
    publicLink: () => void handlers.copyPublicLink(),
  };
  if (actions.length === 0) return null;

  const confirmDelete = async () => {
    setDialog(null);
    if (!(await handlers.remove())) return;
    if (onDeleted) onDeleted();
    else if (variant === 'page') void navigate('/');
  };

  return (
    <>
      <PopoverNext
        placement="bottom-end"
        content={
          <RecipeMenuItems
            name={recipe.name}
            actions={actions}
            run={run}
            extra={user ? <RecipeActionItems recipe={recipe} /> : null}
          />
        }
      >
        <Button
          className={props.className}
          variant="minimal"
          icon="more"
          aria-label={t('recipeMenu.open', { name: recipe.name })}
        />
      </PopoverNext>
      {actions.includes('delete') && (
        <Alert
          isOpen={dialog === 'delete'}
          intent="danger"
          icon="trash"
          confirmButtonText={t('recipeMenu.delete')}
          cancelButtonText={t('recipeMenu.cancel')}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDialog(null)}
        >
          <p>{t('recipeMenu.deleteConfirm', { name: recipe.name })}</p>
        </Alert>
      )}
      {dialog === 'duplicate' && (
        <DuplicateDialog
          recipeName={recipe.name}
          onClose={() => setDialog(null)}
          onSubmit={handlers.duplicate}
        />
      )}
      {dialog === 'mealPlan' && (
        <MealPlanDialog recipeId={recipe.id} onClose={() => setDialog(null)} />
      )}
      {dialog === 'shoppingList' && (
        <ShoppingListDialog
          recipeId={recipe.id}
          slug={recipe.slug}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}

interface RecipeMenuItemsProps {
  name: string;
  actions: RecipeMenuAction[];
  run: Record<RecipeMenuAction, () => void>;
  /** The household's own recipe actions, for signed-in users. */
  extra: ReactNode;
}

/** The open menu; a component of its own so that closed menus (one per card) translate nothing. */
function RecipeMenuItems({ name, actions, run, extra }: RecipeMenuItemsProps) {
  const { t } = useTranslation();
  const labels: Record<RecipeMenuAction, string> = {
    edit: t('recipeMenu.edit'),
    delete: t('recipeMenu.delete'),
    download: t('recipeMenu.download'),
    duplicate: t('recipeMenu.duplicate'),
    mealPlan: t('recipeMenu.mealPlan'),
    shoppingList: t('recipeMenu.shoppingList'),
    print: t('recipeMenu.print'),
    printPreferences: t('recipeMenu.printPreferences'),
    share: t('recipeMenu.share'),
    publicLink: t('recipeMenu.publicLink'),
  };
  return (
    <Menu aria-label={t('recipeMenu.open', { name })}>
      {actions.map((action) => (
        <MenuItem
          key={action}
          icon={menuItemIcons[action]}
          text={labels[action]}
          intent={action === 'delete' ? 'danger' : undefined}
          onClick={run[action]}
        />
      ))}
      {extra}
    </Menu>
  );
}
