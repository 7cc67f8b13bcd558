import { Fragment, type ReactNode } from 'react';

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
  const pieces: { key: string; node: ReactNode }[] = [];
  if (parts.quantity) {
    pieces.push({
      key: 'quantity',
      node: <strong className="larder-ingredient-quantity">{parts.quantity}</strong>,
    });
  }
  if (parts.unit) pieces.push({ key: 'unit', node: <span>{parts.unit}</span> });
  if (parts.food) pieces.push({ key: 'food', node: <span>{parts.food}</span> });
  if (parts.note) {
    pieces.push({
      key: 'note',
      node: (
        <span
          className="larder-ingredient-note"
          // Sanitised to the spec's five inline tags; see sanitize-ingredient.ts.
          dangerouslySetInnerHTML={{ __html: sanitizeIngredientHtml(parts.note) }}
        />
      ),
    });
  }
  return (
    <span className="larder-ingredient-line">
      {pieces.map((piece, index) => (
        <Fragment key={piece.key}>
          {index > 0 ? ' ' : null}
          {piece.node}
        </Fragment>
      ))}
    </span>
  );
}
