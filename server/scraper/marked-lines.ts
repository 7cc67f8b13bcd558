import type { CheerioAPI } from 'cheerio';

import { cleanText } from './text';
import { isElement, isHidden } from './visibility';

const ingredientClass = /ingredient|zutat|ingrédient|ingrediente/i;
const stepClass =
  /instruction|direction|preparation|zubereitung|method-?step|recipe-?step|step-?text/i;

/**
 * Lines the page marks by class name (`<div class="ingredient">`, `<p class="instruction">`):
 * the innermost marked elements, in page order. For pages whose lists have no heading the
 * readable pass recognises.
 */
export function markedLines($: CheerioAPI, kind: 'ingredients' | 'steps'): string[] {
  const pattern = kind === 'ingredients' ? ingredientClass : stepClass;
  const marked = $('[class]')
    .toArray()
    .filter(isElement)
    .filter((el) => pattern.test(el.attribs.class ?? ''));
  const inner = new Set(marked);
  for (const el of marked) {
    for (let up = el.parent; isElement(up); up = up.parent) inner.delete(up);
  }
  const lines = [...inner]
    .filter((el) => !isHidden(el))
    .map((el) => cleanText($(el).html()))
    .filter((line) => line.length > 0 && line.length <= (kind === 'ingredients' ? 200 : 3000));
  return lines.length >= 2 ? lines : [];
}
