import type { RecipeIngredientOut } from '../../../../server/contract/recipes';

import { ingredientParts } from './ingredient-display';
import { sanitizeIngredientHtml } from './sanitize-ingredient';

interface IngredientLineProps {
  ingredient: RecipeIngredientOut;
  scale: number;
  isAmountDisabled: boolean;
}

/** One ingredient: amount in bold, then unit, food and the (sanitised) note. */
export function IngredientLine({ ingredient, scale, isAmountDisabled }: IngredientLineProps) {
  const parts = ingredientParts(ingredient, scale, isAmountDisabled);
  return (
    <span className="larder-ingredient-line">
      {parts.quantity ? (
        <strong className="larder-ingredient-quantity">{parts.quantity}</strong>
      ) : null}
      {parts.unit ? <span className="larder-ingredient-unit">{parts.unit}</span> : null}
      {parts.food ? <span className="larder-ingredient-food">{parts.food}</span> : null}
      {parts.note ? (
        <span
          className="larder-ingredient-note"
          // Sanitised to the spec's five inline tags; see sanitize-ingredient.ts.
          dangerouslySetInnerHTML={{ __html: sanitizeIngredientHtml(parts.note) }}
        />
      ) : null}
    </span>
  );
}
