/**
 * How recipe lists are shown: picture cards, or a dense list of rows (a small picture beside the
 * name). Chosen per device (localStorage, like the section preferences); until someone chooses,
 * phones get the list, where one card would fill the screen.
 */
export type RecipeView = 'cards' | 'list';

const recipeViewKey = 'larder.recipe-view';

/** Below this width a card is a whole screen, so the list is the default there. */
export const phoneScreenQuery = '(max-width: 599.98px)';

export function readStoredView(): RecipeView | null {
  try {
    const stored = window.localStorage.getItem(recipeViewKey);
    return stored === 'cards' || stored === 'list' ? stored : null;
  } catch {
    return null;
  }
}

export function storeView(view: RecipeView): void {
  try {
    window.localStorage.setItem(recipeViewKey, view);
  } catch {
    // Private windows may refuse storage; the choice then lasts until the page reloads.
  }
}
