import { Button, Checkbox, PopoverNext } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import type { RecipeIngredientOut, RecipeStepOut } from '../../../../server/contract/recipes';
import { ingredientParts, ingredientText } from '../ingredients/ingredient-display';

interface StepReferencesProps {
  step: RecipeStepOut;
  number: number;
  ingredients: readonly RecipeIngredientOut[];
  onChange: (references: RecipeStepOut['ingredientReferences']) => void;
}

/** Which ingredients a step uses; the view lists them under the step. */
export function StepReferences({ step, number, ingredients, onChange }: StepReferencesProps) {
  const { t } = useTranslation();
  const linked = new Set(step.ingredientReferences.map((reference) => reference.referenceId));
  const toggle = (referenceId: string) => {
    const next = new Set(linked);
    if (next.has(referenceId)) next.delete(referenceId);
    else next.add(referenceId);
    onChange([...next].map((id) => ({ referenceId: id })));
  };
  return (
    <PopoverNext
      placement="bottom-start"
      content={
        <div
          className="larder-step-references-picker"
          role="group"
          aria-label={t('recipe.linkIngredientsOf', { number })}
        >
          {ingredients.map((ingredient) => (
            <Checkbox
              key={ingredient.referenceId}
              checked={linked.has(ingredient.referenceId)}
              label={
                ingredientText(ingredientParts(ingredient, 1, false)) || t('recipe.emptyIngredient')
              }
              onChange={() => toggle(ingredient.referenceId)}
            />
          ))}
        </div>
      }
    >
      <Button size="small" variant="minimal" icon="link" disabled={ingredients.length === 0}>
        {t('recipe.linkedIngredients', { count: linked.size })}
      </Button>
    </PopoverNext>
  );
}
