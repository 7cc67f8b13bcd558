/** The recipe fields a recipe action's URL template may name. */
export interface ActionRecipe {
  id: string;
  slug: string;
  name: string;
  /** The recipe's page in Larder. */
  url: string;
}

/**
 * Fills `{{recipe.slug}}`, `{{recipe.name}}`, `{{recipe.id}}` and `{{recipe.url}}` (spaces inside
 * the braces allowed), each URL-encoded; other text stays as written.
 */
export function fillActionUrl(template: string, recipe: ActionRecipe): string {
  return template.replace(
    /\{\{\s*recipe\.(id|slug|name|url)\s*\}\}/g,
    (_match, field: keyof ActionRecipe) => encodeURIComponent(recipe[field]),
  );
}
