import { Button, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { RecipeSummary } from '../../../server/contract/recipes';
import { useRecipeSearch } from '../../api/recipes';
import { PickerList, pickerOptionId } from '../../components/PickerList';
import { useActiveOption } from '../../components/useActiveOption';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { RecipeThumb } from '../search/RecipeThumb';

interface RecipePickerProps {
  selected: Pick<RecipeSummary, 'id' | 'name'> | null;
  onSelect: (recipe: Pick<RecipeSummary, 'id' | 'name'> | null) => void;
}

/**
 * Finds a recipe by name for a plan entry; the choice shows as a removable line. The first match
 * is highlighted: the arrow keys move the highlight and Enter picks it.
 */
export function RecipePicker({ selected, onSelect }: RecipePickerProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, 300);
  const { results, isLoading } = useRecipeSearch(debounced);
  const isPending = query.trim() !== debounced.trim() || isLoading;
  const shown = isPending ? [] : results;
  const keys = useActiveOption(shown, (recipe) => onSelect({ id: recipe.id, name: recipe.name }));
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
  return (
    <div className="larder-plan-picker">
      <InputGroup
        type="search"
        role="combobox"
        leftIcon="search"
        placeholder={t('mealPlan.findRecipe')}
        aria-label={t('mealPlan.findRecipe')}
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-activedescendant={
          keys.activeIndex >= 0 ? pickerOptionId(listId, keys.activeIndex) : undefined
        }
        value={query}
        onValueChange={(value) => {
          setQuery(value);
          keys.reset();
        }}
        onKeyDown={keys.onKeyDown}
        rightElement={isPending && query.trim() ? <Spinner size={16} /> : undefined}
      />
      {query.trim() && !isPending && results.length === 0 && (
        <NonIdealState icon="search" description={t('mealPlan.noRecipeFound')} />
      )}
      {shown.length > 0 && (
        <PickerList
          id={listId}
          label={t('mealPlan.recipeResults')}
          className="larder-plan-results"
          options={shown.map((recipe) => ({
            key: recipe.id,
            label: recipe.name,
            icon: <RecipeThumb key={recipe.id} id={recipe.id} image={recipe.image} />,
          }))}
          activeIndex={keys.activeIndex}
          onHover={keys.setActive}
          onChoose={(index) => {
            const recipe = shown[index];
            if (recipe) onSelect({ id: recipe.id, name: recipe.name });
          }}
        />
      )}
    </div>
  );
}
