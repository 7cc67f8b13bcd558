import type { CheerioAPI } from 'cheerio';

import { headingKind } from './headings';
import { absoluteUrl } from './image';
import { cleanText } from './text';
import { isHidden } from './visibility';

const meta = ($: CheerioAPI, names: string[]): string => {
  for (const name of names) {
    const content = $(`meta[property="${name}" i], meta[name="${name}" i]`).first().attr('content');
    const text = cleanText(content);
    if (text) return text;
  }
  return '';
};

/** The first `<h1>` that is not an "Ingredients"-like heading. */
export function firstHeading($: CheerioAPI): string {
  for (const el of $('h1').toArray()) {
    if (isHidden(el)) continue;
    const text = cleanText($(el).text());
    if (text && text.length <= 200 && !headingKind(text)) return text;
  }
  return '';
}

/** "Apple Pie | Recipes | Site" → "Apple Pie". */
function withoutSiteName(title: string): string {
  return title.split(/\s+[|–—]\s+|\s+-\s+(?=[^-]+$)/)[0]?.trim() ?? '';
}

/** The page's title: its first `<h1>`, else Open Graph or `<title>` without " | Site". */
export function pageTitle($: CheerioAPI): string {
  return (
    firstHeading($) ||
    withoutSiteName(meta($, ['og:title', 'twitter:title'])) ||
    withoutSiteName(cleanText($('title').first().text()))
  );
}

const recipeWord =
  /^\W*(?:recipe|rezept|recette|receta|ricetta|recept|receita|opskrift|oppskrift)?\W*$/iu;

/**
 * A structured name without trailing noise some sites add: a rating ("- (4.8/5)") or a
 * "Recipe" the page's own heading does not show.
 */
export function tidyName(name: string, $: CheerioAPI): string {
  const bare = name.replace(/\s*[-–|]?\s*\(?\d+(?:[.,]\d+)?\s*\/\s*\d+\)?\s*$/u, '').trim() || name;
  const heading = firstHeading($);
  if (heading && bare.toLowerCase().startsWith(heading.toLowerCase())) {
    if (recipeWord.test(bare.slice(heading.length))) return heading;
  }
  return bare;
}

export function pageDescription($: CheerioAPI): string {
  return meta($, ['og:description', 'description', 'twitter:description']);
}

/** The page's picture: Open Graph or Twitter card, else `link rel=image_src`. */
export function pageImage($: CheerioAPI, base: string): string | null {
  const url = meta($, ['og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image']);
  const link = $('link[rel="image_src"]').attr('href');
  const found = url || cleanText(link);
  return found ? absoluteUrl(found, base) : null;
}
