import type {
  Recipe,
  RecipeIngredientOut,
  RecipeStepOut,
} from '../../../../server/contract/recipes';

/** The editor works on a copy of the recipe; PUT takes the same shape (extra fields are ignored). */
export type RecipeDraft = Recipe;

export function isDraftDirty(original: Recipe, draft: RecipeDraft): boolean {
  return JSON.stringify(original) !== JSON.stringify(draft);
}

export function newIngredient(): RecipeIngredientOut {
  return {
    quantity: null,
    unit: null,
    food: null,
    note: '',
    isFood: true,
    disableAmount: false,
    display: '',
    title: null,
    originalText: null,
    referenceId: crypto.randomUUID(),
  };
}

export function newStep(): RecipeStepOut {
  return { id: crypto.randomUUID(), title: '', text: '', ingredientReferences: [] };
}

/** What the JSON sub-mode shows: the fields a person edits, not server bookkeeping. */
export function draftToJson(draft: RecipeDraft): string {
  const fields = Object.entries(draft).filter(([key]) => key !== 'comments');
  return JSON.stringify(Object.fromEntries(fields), null, 2);
}
