import { Button, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import type { FoodOut, RecipeIngredientOut, UnitOut } from '../../../../server/contract/recipes';
import { createFood, createUnit } from '../../../api/recipe-reference';

import { NamePicker, type Named } from './NamePicker';
import { QuantityInput } from './QuantityInput';

interface IngredientRowProps {
  ingredient: RecipeIngredientOut;
  index: number;
  foods: readonly FoodOut[];
  units: readonly UnitOut[];
  isAmountDisabled: boolean;
  /** A change to some fields of this line, applied to the line as it is when it lands. */
  onChange: (patch: Partial<RecipeIngredientOut>) => void;
}

function toUnit(item: Named | null, units: readonly UnitOut[]): UnitOut | null {
  if (!item) return null;
  return units.find((unit) => unit.id === item.id) ?? ({ ...item } as UnitOut);
}

function toFood(item: Named | null, foods: readonly FoodOut[]): FoodOut | null {
  if (!item) return null;
  return foods.find((food) => food.id === item.id) ?? ({ ...item } as FoodOut);
}

/** One ingredient's fields; a section title sits above the line it starts. */
export function IngredientRow(props: IngredientRowProps) {
  const { ingredient, index, foods, units, isAmountDisabled, onChange } = props;
  const { t } = useTranslation();
  const number = index + 1;
  return (
    <div className="larder-ingredient-edit">
      {ingredient.title !== null ? (
        <InputGroup
          className="larder-section-title-input"
          aria-label={t('recipe.sectionTitleOf', { number })}
          placeholder={t('recipe.sectionTitle')}
          value={ingredient.title}
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
      <div className="larder-ingredient-fields">
        {isAmountDisabled ? null : (
          <>
            <QuantityInput
              className="larder-quantity-input"
              label={t('recipe.quantityOf', { number })}
              placeholder={t('recipe.quantity')}
              value={ingredient.quantity}
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
        <InputGroup
          className="larder-note-input"
          aria-label={t('recipe.noteOf', { number })}
          placeholder={t('recipe.note')}
          value={ingredient.note}
          onChange={(event) => onChange({ note: event.target.value })}
        />
        {ingredient.title === null ? (
          <Button
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
