import { Button, ButtonGroup, Checkbox } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import type { RecipeIngredientOut } from '../../../server/contract/recipes';

interface IngredientChecklistProps {
  ingredients: RecipeIngredientOut[];
  /** Indexes the user unchecked; everything starts checked. */
  unchecked: ReadonlySet<number>;
  onChange: (unchecked: ReadonlySet<number>) => void;
}

export function IngredientChecklist({
  ingredients,
  unchecked,
  onChange,
}: IngredientChecklistProps) {
  const { t } = useTranslation();
  if (ingredients.length === 0) return <p>{t('recipeMenu.noIngredients')}</p>;
  const toggle = (index: number) => {
    const next = new Set(unchecked);
    if (next.has(index)) next.delete(index);
    else next.add(index);
    onChange(next);
  };
  return (
    <div className="larder-ingredient-checklist">
      <ButtonGroup>
        <Button icon="tick" onClick={() => onChange(new Set())}>
          {t('recipeMenu.checkAll')}
        </Button>
        <Button icon="cross" onClick={() => onChange(new Set(ingredients.map((_, i) => i)))}>
          {t('recipeMenu.uncheckAll')}
        </Button>
      </ButtonGroup>
      {ingredients.map((ingredient, index) => (
        <Checkbox
          key={ingredient.referenceId || index}
          checked={!unchecked.has(index)}
          onChange={() => toggle(index)}
          label={ingredient.display || ingredient.note || ingredient.originalText || ''}
        />
      ))}
    </div>
  );
}
