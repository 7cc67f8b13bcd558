import { load, type Cheerio, type CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';

import { isElement } from '../scraper/visibility';

import { extensionOf, folderOf } from './export-paths';
import type { ExportFiles } from './types';

/** One HTML file holds every recipe of these exports; thousands of them stay well under this. */
const maxHtmlBytes = 128 * 1024 * 1024;

/** One recipe's markup cut out of the export's page, with the folder its pictures are relative to. */
export interface HtmlRecipe {
  html: string;
  folder: string;
  label: string;
}

export const parseHtml = (html: string): CheerioAPI =>
  load(html, { xml: { xmlMode: false, decodeEntities: true } });

/**
 * The recipes of an export's HTML pages (those named `preferred`, else every page), each cut out
 * as its own markup so the big page's tree is not kept while the recipes are imported.
 */
export async function htmlRecipes(
  files: ExportFiles,
  preferred: string,
  selector: string,
  labelOf: (recipe: Cheerio<Element>) => string,
): Promise<HtmlRecipe[]> {
  const pages = files.names.filter((name) => ['html', 'htm'].includes(extensionOf(name)));
  const named = pages.filter((name) => name.toLowerCase().endsWith(preferred));
  const found: HtmlRecipe[] = [];
  for (const page of named.length > 0 ? named : pages) {
    const $ = parseHtml((await files.read(page, maxHtmlBytes)).toString('utf8'));
    for (const element of $(selector).toArray().filter(isElement)) {
      found.push({ html: $.html(element), folder: folderOf(page), label: labelOf($(element)) });
    }
  }
  return found;
}
