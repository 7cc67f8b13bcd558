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
function firstHeading($: CheerioAPI): string {
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

const squeeze = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The site's own name as the page gives it: Open Graph's `site_name`, the last part of the
 * `<title>` after " | " / " - " / " – ", and the host without "www." and its ending.
 */
function siteNames($: CheerioAPI, pageUrl: string): string[] {
  const title = cleanText($('title').first().text());
  const host = URL.canParse(pageUrl) ? new URL(pageUrl).hostname : '';
  return [
    meta($, ['og:site_name', 'application-name']),
    /\s[|–—-]\s([^|–—]+)$/u.exec(title)?.[1] ?? '',
    host.replace(/^www\./, '').replace(/\.[a-z]+$/, ''),
  ]
    .map(squeeze)
    .filter((site) => site.length >= 3);
}

/** "Apple Pie | Site", "Apple Pie - Site", "Apple Pie – Site" → "Apple Pie"; other tails stay. */
function withoutGluedSite(name: string, $: CheerioAPI, pageUrl: string): string {
  const match = /^(.+?)\s+[|–—-]\s+([^|–—]+)$/u.exec(name);
  if (!match) return name;
  const tail = squeeze(match[2] ?? '');
  return siteNames($, pageUrl).some((site) => site === tail) ? (match[1] ?? name).trim() : name;
}

/**
 * A structured name without trailing noise some sites add: a glued site name, a rating
 * ("- (4.8/5)") or a "Recipe" the page's own heading does not show.
 */
export function tidyName(name: string, $: CheerioAPI, pageUrl: string): string {
  const unglued = withoutGluedSite(name, $, pageUrl);
  const bare =
    unglued.replace(/\s*[-–|]?\s*\(?\d+(?:[.,]\d+)?\s*\/\s*\d+\)?\s*$/u, '').trim() || unglued;
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
