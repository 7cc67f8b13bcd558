import { Button, InputGroup, Tag } from '@blueprintjs/core';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { FoodOut, RecipeIngredientOut, UnitOut } from '../../../../server/contract/recipes';
import { createFood, createUnit } from '../../../api/foods-units';
import { formatFood, formatQuantity, formatUnit } from '../ingredients/ingredient-display';

import { NamePicker, type Named } from './NamePicker';
import { QuantityInput } from './QuantityInput';

interface IngredientRowProps {
  ingredient: RecipeIngredientOut;
  index: number;
  foods: readonly FoodOut[];
  units: readonly UnitOut[];
  isAmountDisabled: boolean;
  /** A row just added: its first field takes the focus. */
  isNew: boolean;
  /** A change to some fields of this line, applied to the line as it is when it lands. */
  onChange: (patch: Partial<RecipeIngredientOut>) => void;
  /** Enter in the row: add a line after it. */
  onEnter: () => void;
}

function toUnit(item: Named | null, units: readonly UnitOut[]): UnitOut | null {
  if (!item) return null;
  return units.find((unit) => unit.id === item.id) ?? ({ ...item } as UnitOut);
}

function toFood(item: Named | null, foods: readonly FoodOut[]): FoodOut | null {
  if (!item) return null;
  return foods.find((food) => food.id === item.id) ?? ({ ...item } as FoodOut);
}

/** A parsed line's amount, unit and food as the view reads them ("2 cups flour"), or ''. */
function parsedText(ingredient: RecipeIngredientOut): string {
  if (!ingredient.unit && !ingredient.food) return '';
  const allowFraction = ingredient.unit ? ingredient.unit.fraction : true;
  return [
    formatQuantity(ingredient.quantity, allowFraction),
    formatUnit(ingredient.unit, ingredient.quantity),
    formatFood(ingredient.food, ingredient.quantity),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * One ingredient's fields, laid out for the recipe's mode: quantity, unit, food and note with
 * amounts on; one wide text field with amounts disabled (plus what a parsed line holds, which
 * the view still shows). A section title sits above the line it starts.
 */
export function IngredientRow(props: IngredientRowProps) {
  const { ingredient, index, foods, units, isAmountDisabled, isNew, onChange, onEnter } = props;
  const { t } = useTranslation();
  const number = index + 1;
  const isTitleNew = isNew && ingredient.title !== null;
  const enterAddsLine = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onEnter();
  };
  const parsed = isAmountDisabled ? parsedText(ingredient) : '';
  return (
    <div className="larder-ingredient-edit">
      {ingredient.title !== null ? (
        <InputGroup
          className="larder-section-title-input"
          aria-label={t('recipe.sectionTitleOf', { number })}
          placeholder={t('recipe.sectionTitle')}
          value={ingredient.title}
          autoFocus={isTitleNew}
          onChange={(event) => onChange({ title: event.target.value })}
          rightElement={
            <Button
              variant="minimal"
              icon="cross"
              aria-label={t('recipe.removeSectionTitle')}
              onClick={() => onChange({ title: null })}
            />
          }
        />
      ) : null}
      <div
        className={
          isAmountDisabled ? 'larder-ingredient-fields is-text' : 'larder-ingredient-fields'
        }
      >
        {isAmountDisabled ? null : (
          <>
            <QuantityInput
              className="larder-quantity-input"
              label={t('recipe.quantityOf', { number })}
              placeholder={t('recipe.quantity')}
              value={ingredient.quantity}
              autoFocus={isNew && !isTitleNew}
              onKeyDown={enterAddsLine}
              onChange={(quantity) => onChange({ quantity })}
            />
            <NamePicker
              className="larder-unit-input"
              label={t('recipe.unitOf', { number })}
              placeholder={t('recipe.unit')}
              value={ingredient.unit}
              options={units}
              onCreate={createUnit}
              onPick={(item) => onChange({ unit: toUnit(item, units) })}
            />
            <NamePicker
              className="larder-food-input"
              label={t('recipe.foodOf', { number })}
              placeholder={t('recipe.food')}
              value={ingredient.food}
              options={foods}
              onCreate={createFood}
              onPick={(item) => onChange({ food: toFood(item, foods) })}
            />
          </>
        )}
        {parsed ? (
          <Tag
            minimal
            className="larder-parsed-parts"
            data-testid="ingredient-parsed-parts"
            title={t('recipe.parsedPartsHint')}
          >
            {parsed}
          </Tag>
        ) : null}
        <InputGroup
          className="larder-note-input"
          aria-label={t('recipe.noteOf', { number })}
          placeholder={
            isAmountDisabled && !parsed
              ? ingredient.originalText || t('recipe.ingredientText')
              : t('recipe.note')
          }
          value={ingredient.note}
          autoFocus={isNew && !isTitleNew && isAmountDisabled}
          onKeyDown={enterAddsLine}
          onChange={(event) => onChange({ note: event.target.value })}
        />
        {ingredient.title === null ? (
          <Button
            className="larder-section-button"
            variant="minimal"
            size="small"
            icon="header"
            aria-label={t('recipe.addSectionTitleAt', { number })}
            title={t('recipe.addSectionTitle')}
            onClick={() => onChange({ title: '' })}
          />
        ) : null}
      </div>
    </div>
  );
}
