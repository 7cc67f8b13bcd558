import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  ProgressBar,
} from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import type { ReadPlanEntry } from '../../api/meal-plans';
import {
  addWholeRecipeToList,
  createShoppingList,
  useShoppingLists,
} from '../../api/shopping-lists';

import { plannedRecipes } from './random-fill';

const newList = '';

interface WeekToListDialogProps {
  entries: ReadPlanEntry[];
  onClose: () => void;
}

/** Sends every recipe of the week (scaled by how often it is planned) to one shopping list. */
export function WeekToListDialog({ entries, onClose }: WeekToListDialogProps) {
  const { t } = useTranslation();
  const { lists } = useShoppingLists(true);
  const recipes = plannedRecipes(entries);
  const [listId, setListId] = useState(newList);
  const [name, setName] = useState(() => t('mealPlan.weekListName'));
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState<{ listId: string; failed: number } | null>(null);

  const send = async () => {
    setProgress(0);
    let target = listId;
    if (target === newList) {
      const { data } = await createShoppingList(name.trim());
      if (!data) {
        setProgress(null);
        return;
      }
      target = data.id;
    }
    let failed = 0;
    for (const [index, recipe] of recipes.entries()) {
      const { error } = await addWholeRecipeToList(target, recipe.recipeId, recipe.times);
      if (error) failed += 1;
      setProgress((index + 1) / recipes.length);
    }
    setProgress(null);
    setDone({ listId: target, failed });
  };

  return (
    <Dialog isOpen title={t('mealPlan.toShoppingList')} onClose={onClose}>
      <DialogBody>
        {done ? (
          <Callout intent={done.failed > 0 ? 'warning' : 'success'} role="status">
            {done.failed > 0
              ? t('mealPlan.someNotAdded', { count: done.failed })
              : t('mealPlan.weekAdded', { count: recipes.length })}{' '}
            <Link to={`/shopping-lists/${done.listId}`} onClick={onClose}>
              {t('mealPlan.openList')}
            </Link>
          </Callout>
        ) : (
          <>
            <p>{t('mealPlan.toListHelp', { count: recipes.length })}</p>
            <FormGroup label={t('mealPlan.list')} labelFor="larder-week-list">
              <HTMLSelect
                id="larder-week-list"
                fill
                value={listId}
                onChange={(event) => setListId(event.currentTarget.value)}
                options={[
                  { value: newList, label: t('mealPlan.newList') },
                  ...lists.map((list) => ({ value: list.id, label: list.name || list.id })),
                ]}
              />
            </FormGroup>
            {listId === newList && (
              <FormGroup label={t('mealPlan.newListName')} labelFor="larder-week-list-name">
                <InputGroup
                  id="larder-week-list-name"
                  value={name}
                  maxLength={200}
                  onValueChange={setName}
                />
              </FormGroup>
            )}
            {progress !== null && (
              <ProgressBar value={progress} intent="primary" aria-label={t('mealPlan.adding')} />
            )}
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          done ? (
            <Button intent="primary" onClick={onClose}>
              {t('mealPlan.close')}
            </Button>
          ) : (
            <>
              <Button onClick={onClose}>{t('recipeMenu.cancel')}</Button>
              <Button
                intent="primary"
                icon="shopping-cart"
                loading={progress !== null}
                disabled={recipes.length === 0 || (listId === newList && !name.trim())}
                onClick={() => void send()}
              >
                {t('mealPlan.addToList')}
              </Button>
            </>
          )
        }
      />
    </Dialog>
  );
}
