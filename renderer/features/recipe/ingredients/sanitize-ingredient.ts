import DOMPurify from 'dompurify';

/** Spec §5: ingredient text may carry only these tags, and no attributes at all. */
const ingredientTags = ['b', 'q', 'i', 'strong', 'sup'];

export function sanitizeIngredientHtml(text: string): string {
  return DOMPurify.sanitize(text, { ALLOWED_TAGS: ingredientTags, ALLOWED_ATTR: [] });
}
