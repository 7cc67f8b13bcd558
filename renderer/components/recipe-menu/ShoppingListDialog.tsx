import { Button, Dialog, DialogBody, DialogFooter, Menu, MenuItem } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useRecipe } from '../../api/recipe-detail';
import { addRecipeToList, useShoppingLists } from '../../api/shopping-lists';
import { useToasts } from '../../app/toasts/useToasts';
import { ErrorState } from '../ErrorState';
import { LoadingState } from '../LoadingState';

import { IngredientChecklist } from './IngredientChecklist';

interface ShoppingListDialogProps {
  recipeId: string;
  slug: string;
  onClose: () => void;
}

/**
 * First a list picker, then the ingredient checklist (all checked). Nothing is sent unless a list
 * is chosen and at least one ingredient is checked (spec §5).
 */
export function ShoppingListDialog({ recipeId, slug, onClose }: ShoppingListDialogProps) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const { lists, error, isLoading } = useShoppingLists(true);
  const { data: recipe } = useRecipe(slug);
  const [listId, setListId] = useState<string | null>(null);
  const [unchecked, setUnchecked] = useState<ReadonlySet<number>>(new Set());
  const [isBusy, setIsBusy] = useState(false);
  const ingredients = recipe?.recipeIngredient ?? [];
  const chosen = ingredients.filter((_, index) => !unchecked.has(index));

  const submit = async () => {
    if (!listId || chosen.length === 0) return;
    setIsBusy(true);
    const { error: addError } = await addRecipeToList(listId, recipeId, chosen);
    setIsBusy(false);
    if (addError) return toasts.show('error', t('recipeMenu.addToListFailed'));
    toasts.show('success', t('recipeMenu.addedToList'));
    onClose();
  };

  let body;
  if (!listId) {
    if (isLoading) body = <LoadingState />;
    else if (error) body = <ErrorState error={error} />;
    else if (lists.length === 0) body = <p>{t('recipeMenu.noLists')}</p>;
    else
      body = (
        <Menu aria-label={t('recipeMenu.chooseList')}>
          {lists.map((list) => (
            <MenuItem
              key={list.id}
              icon="shopping-cart"
              text={list.name || list.id}
              onClick={() => setListId(list.id)}
            />
          ))}
        </Menu>
      );
  } else {
    body = (
      <IngredientChecklist
        ingredients={ingredients}
        unchecked={unchecked}
        onChange={setUnchecked}
      />
    );
  }

  return (
    <Dialog
      isOpen
      title={listId ? t('recipeMenu.ingredients') : t('recipeMenu.chooseList')}
      onClose={onClose}
    >
      <DialogBody>{body}</DialogBody>
      <DialogFooter
        actions={
          <>
            {listId ? (
              <Button onClick={() => setListId(null)}>{t('recipeMenu.back')}</Button>
            ) : (
              <Button onClick={onClose}>{t('recipeMenu.cancel')}</Button>
            )}
            <Button
              intent="primary"
              loading={isBusy}
              disabled={!listId || chosen.length === 0}
              onClick={() => void submit()}
            >
              {t('recipeMenu.add')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
