import { Checkbox, H3 } from '@blueprintjs/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

import type { Recipe } from '../../../../server/contract/recipes';
import { IngredientLine } from '../ingredients/IngredientLine';

interface IngredientsSectionProps {
  recipe: Recipe;
  scale: number;
  /** Cook mode ticks ingredients off; the view lists them. */
  checked?: ReadonlySet<number>;
  onToggle?: (index: number) => void;
}

export function IngredientsSection({ recipe, scale, checked, onToggle }: IngredientsSectionProps) {
  const { t } = useTranslation();
  if (recipe.recipeIngredient.length === 0) return null;
  const isAmountDisabled = recipe.settings.disableAmount;
  return (
    <section className="larder-recipe-ingredients" aria-label={t('recipe.ingredients')}>
      <H3>{t('recipe.ingredients')}</H3>
      <ul className="larder-ingredient-list">
        {recipe.recipeIngredient.map((ingredient, index) => {
          const line = (
            <IngredientLine
              ingredient={ingredient}
              scale={scale}
              isAmountDisabled={isAmountDisabled}
            />
          );
          return (
            <Fragment key={ingredient.referenceId || index}>
              {ingredient.title ? (
                <li className="larder-ingredient-title">
                  <strong>{ingredient.title}</strong>
                </li>
              ) : null}
              <li
                className={
                  checked?.has(index) ? 'larder-ingredient is-checked' : 'larder-ingredient'
                }
              >
                {onToggle ? (
                  <Checkbox
                    checked={checked?.has(index) ?? false}
                    onChange={() => onToggle(index)}
                    labelElement={line}
                  />
                ) : (
                  line
                )}
              </li>
            </Fragment>
          );
        })}
      </ul>
    </section>
  );
}
