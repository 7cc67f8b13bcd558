import type {
  Recipe,
  RecipeIngredientOut,
  RecipeStepOut,
} from '../../../../server/contract/recipes';

/** The editor works on a copy of the recipe; PUT takes the same shape (extra fields are ignored). */
export type RecipeDraft = Recipe;

/**
 * Fields the server keeps itself or that are saved at once (the picture): a change there is no
 * unsaved edit.
 */
const serverFields = new Set<string>([
  'image',
  'rating',
  'comments',
  'dateUpdated',
  'updateAt',
  'lastMade',
]);

function editable(recipe: Recipe): string {
  return JSON.stringify(Object.entries(recipe).filter(([key]) => !serverFields.has(key)));
}

export function isDraftDirty(original: Recipe, draft: RecipeDraft): boolean {
  return editable(original) !== editable(draft);
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

function isEmptyIngredient(item: RecipeIngredientOut): boolean {
  return (
    !item.quantity &&
    !item.unit &&
    !item.food &&
    !item.note.trim() &&
    !item.title?.trim() &&
    !item.originalText?.trim()
  );
}

function isEmptyStep(step: RecipeStepOut): boolean {
  return !step.text.trim() && !step.title.trim();
}

/**
 * The draft as saved: rows added and left blank are dropped (a section title alone stays), and
 * steps stop pointing at dropped ingredients.
 */
export function withoutEmptyRows(draft: RecipeDraft): RecipeDraft {
  const dropped = new Set(
    draft.recipeIngredient.filter(isEmptyIngredient).map((item) => item.referenceId),
  );
  return {
    ...draft,
    recipeIngredient: draft.recipeIngredient.filter((item) => !dropped.has(item.referenceId)),
    recipeInstructions: draft.recipeInstructions
      .filter((step) => !isEmptyStep(step))
      .map((step) => ({
        ...step,
        ingredientReferences: step.ingredientReferences.filter(
          (reference) => !dropped.has(reference.referenceId),
        ),
      })),
  };
}

/** What the JSON sub-mode shows: the fields a person edits, not server bookkeeping. */
export function draftToJson(draft: RecipeDraft): string {
  const fields = Object.entries(draft).filter(([key]) => key !== 'comments');
  return JSON.stringify(Object.fromEntries(fields), null, 2);
}
