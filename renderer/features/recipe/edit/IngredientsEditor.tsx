import { Button, Classes, H3 } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { RecipeIngredientOut } from '../../../../server/contract/recipes';
import { useFoods, useUnits } from '../../../api/foods-units';

import { IngredientRow } from './IngredientRow';
import { insertItem, moveItem, removeItem } from './list-ops';
import { isUnparsed } from './parse-review';
import { ParseReviewDialog } from './ParseReviewDialog';
import { newIngredient } from './recipe-draft';
import { RowControls } from './RowControls';
import { useDragReorder } from './useDragReorder';

interface IngredientsEditorProps {
  ingredients: RecipeIngredientOut[];
  isAmountDisabled: boolean;
  /** Open the parse review at once (the view's "Parse ingredients"). */
  isParseRequested: boolean;
  /** The new list, or how to make it from the list as it is when the change lands. */
  onChange: (
    next: RecipeIngredientOut[] | ((current: RecipeIngredientOut[]) => RecipeIngredientOut[]),
  ) => void;
  /** The reviewed lines were applied: the recipe now shows amounts. */
  onParsed: (next: RecipeIngredientOut[]) => void;
}

export function IngredientsEditor({
  ingredients,
  isAmountDisabled,
  isParseRequested,
  onChange,
  onParsed,
}: IngredientsEditorProps) {
  const { t } = useTranslation();
  const foods = useFoods();
  const units = useUnits();
  const move = (from: number, to: number) => onChange(moveItem(ingredients, from, to));
  const onPatch = (referenceId: string, patch: Partial<RecipeIngredientOut>) =>
    onChange((current) =>
      current.map((item) => (item.referenceId === referenceId ? { ...item, ...patch } : item)),
    );
  const drag = useDragReorder(move);
  const [isReviewOpen, setIsReviewOpen] = useState(
    () => isParseRequested && ingredients.some(isUnparsed),
  );
  // The row added last takes the focus when it mounts.
  const [newId, setNewId] = useState<string | null>(null);
  const add = (index: number, item = newIngredient()) => {
    setNewId(item.referenceId);
    onChange((current) => insertItem(current, index, item));
  };
  return (
    <section className="larder-edit-section" aria-label={t('recipe.ingredients')}>
      <H3>{t('recipe.ingredients')}</H3>
      <ol className="larder-edit-list">
        {ingredients.map((ingredient, index) => (
          <li
            key={ingredient.referenceId}
            className={
              drag.overIndex === index ? 'larder-edit-row is-drop-target' : 'larder-edit-row'
            }
            {...drag.rowProps(index)}
          >
            <RowControls
              index={index}
              count={ingredients.length}
              label={t('recipe.ingredientNumber', { number: index + 1 })}
              onMove={move}
              onRemove={() => onChange(removeItem(ingredients, index))}
              handleProps={drag.handleProps(index)}
            />
            <IngredientRow
              ingredient={ingredient}
              index={index}
              foods={foods}
              units={units}
              isAmountDisabled={isAmountDisabled}
              isNew={ingredient.referenceId === newId}
              onChange={(patch) => onPatch(ingredient.referenceId, patch)}
              onEnter={() => add(index + 1)}
            />
          </li>
        ))}
      </ol>
      <div className="larder-edit-list-actions">
        <Button icon="add" onClick={() => add(ingredients.length)}>
          {t('recipe.addIngredient')}
        </Button>
        <Button
          icon="header"
          onClick={() => add(ingredients.length, { ...newIngredient(), title: '' })}
        >
          {t('recipe.addSection')}
        </Button>
        <Button
          icon="translate"
          disabled={!ingredients.some(isUnparsed)}
          title={t('recipe.parseHint')}
          onClick={() => setIsReviewOpen(true)}
        >
          {t('recipe.parse')}
        </Button>
      </div>
      <p className={`larder-edit-hint ${Classes.TEXT_MUTED}`}>{t('recipe.ingredientEnterHint')}</p>
      {isReviewOpen ? (
        <ParseReviewDialog
          ingredients={ingredients}
          isAmountDisabled={isAmountDisabled}
          onApply={(next) => {
            onParsed(next);
            setIsReviewOpen(false);
          }}
          onClose={() => setIsReviewOpen(false)}
        />
      ) : null}
    </section>
  );
}
