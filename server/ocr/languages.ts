import { createRequire } from 'node:module';
import path from 'node:path';

import { unpackedPath } from '../files/app-root';

const require = createRequire(import.meta.url);

/** The Tesseract languages whose data ships with Larder (`@tesseract.js-data/<code>`). */
const ocrLanguages = ['eng', 'fra', 'deu', 'spa', 'ita'] as const;
export type OcrLanguage = (typeof ocrLanguages)[number];

const byPrefix: Record<string, OcrLanguage> = {
  en: 'eng',
  fr: 'fra',
  de: 'deu',
  es: 'spa',
  it: 'ita',
};

/** `fr`, `fr-CA`, `fra` → `fra`; anything else → undefined. */
function fromTag(tag: string): OcrLanguage | undefined {
  const lower = tag.trim().toLowerCase();
  if ((ocrLanguages as readonly string[]).includes(lower)) return lower as OcrLanguage;
  return byPrefix[lower.split(/[-_]/)[0] ?? ''];
}

/**
 * The page's main language: the `lang` the client names, else the first supported language of
 * its Accept-Language header (by weight), else English.
 */
export function pickOcrLanguage(lang?: string | null, acceptLanguage?: string | null): OcrLanguage {
  const named = lang ? fromTag(lang) : undefined;
  if (named) return named;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { tag, weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const found = fromTag(tag);
    if (found) return found;
  }
  return 'eng';
}

/**
 * A language's LSTM-only data (`<code>.traineddata.gz`, 0.7–3 MB), resolved from its npm
 * package: the same lookup works from the sources, the esbuild bundle and a packaged app.
 */
export function languageDataFile(code: OcrLanguage): string {
  const packageDir = path.dirname(require.resolve(`@tesseract.js-data/${code}/package.json`));
  return unpackedPath(path.join(packageDir, '4.0.0_best_int', `${code}.traineddata.gz`));
}
