import { Button, Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import type { Recipe } from '../../../../server/contract/recipes';
import { unscaledLineCount } from '../ingredients/ingredient-display';

interface ScaleNoteProps {
  recipe: Recipe;
  scale: number;
  /** Opens the editor's parse review; absent for readers who cannot edit. */
  onParse?: () => void;
}

/**
 * Said plainly when a scale leaves some free-text lines as written (an amount the text scaling
 * cannot find, "Juice of 2 lemons"): only parsed amounts scale every line. Parse is a click away.
 */
export function ScaleNote({ recipe, scale, onParse }: ScaleNoteProps) {
  const { t } = useTranslation();
  const count = unscaledLineCount(recipe.recipeIngredient, recipe.settings.disableAmount);
  if (scale === 1 || count === 0) return null;
  return (
    <Callout className="larder-scale-note" intent="warning" icon="warning-sign" role="status">
      <span>{t('recipe.scaleUnscaled', { count })}</span>
      {onParse ? (
        <Button size="small" intent="primary" icon="translate" onClick={onParse}>
          {t('recipe.parseIngredients')}
        </Button>
      ) : null}
    </Callout>
  );
}
