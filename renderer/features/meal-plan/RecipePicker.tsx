import { Button, InputGroup, Menu, MenuItem, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useRecipeSearch, type RecipeSearchHit } from '../../api/recipes';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { RecipeThumb } from '../search/RecipeThumb';

interface RecipePickerProps {
  selected: Pick<RecipeSearchHit, 'id' | 'name'> | null;
  onSelect: (recipe: Pick<RecipeSearchHit, 'id' | 'name'> | null) => void;
}

/** Finds a recipe by name for a plan entry; the choice shows as a removable line. */
export function RecipePicker({ selected, onSelect }: RecipePickerProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, 300);
  const { results, isLoading } = useRecipeSearch(debounced);
  if (selected) {
    return (
      <div className="larder-plan-picked">
        <span data-testid="plan-picked-recipe">{selected.name}</span>
        <Button variant="minimal" icon="cross" onClick={() => onSelect(null)}>
          {t('mealPlan.changeRecipe')}
        </Button>
      </div>
    );
  }
  const isPending = query.trim() !== debounced.trim() || isLoading;
  return (
    <div className="larder-plan-picker">
      <InputGroup
        type="search"
        leftIcon="search"
        placeholder={t('mealPlan.findRecipe')}
        aria-label={t('mealPlan.findRecipe')}
        value={query}
        onValueChange={setQuery}
        rightElement={isPending && query.trim() ? <Spinner size={16} /> : undefined}
      />
      {query.trim() && !isPending && results.length === 0 && (
        <NonIdealState icon="search" description={t('mealPlan.noRecipeFound')} />
      )}
      {results.length > 0 && !isPending && (
        <Menu aria-label={t('mealPlan.recipeResults')} className="larder-plan-results">
          {results.map((recipe) => (
            <MenuItem
              key={recipe.id}
              icon={<RecipeThumb key={recipe.id} id={recipe.id} image={recipe.image} />}
              text={recipe.name}
              onClick={() => onSelect({ id: recipe.id, name: recipe.name })}
            />
          ))}
        </Menu>
      )}
    </div>
  );
}
