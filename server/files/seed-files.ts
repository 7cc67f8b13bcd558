import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { findAppRoot } from './app-root';

const fallbackLocale = 'en-US';

function seedDir(kind: string): string {
  return path.join(findAppRoot(), 'resources', 'seed', kind);
}

/**
 * The seed locale for a requested one: the exact locale (any case), else one of the same
 * language (`de` or `de-AT` → `de-DE`), else en-US. Only names found on disk are ever used, so
 * the request never reaches the path.
 */
export function pickSeedLocale(kind: string, requested: string): string {
  const dir = seedDir(kind);
  const available = existsSync(dir)
    ? readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.slice(0, -'.json'.length))
    : [];
  const wanted = requested.toLowerCase().replace('_', '-');
  const exact = available.find((locale) => locale.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split('-')[0];
  const sameLanguage = available
    .sort()
    .find((locale) => locale.toLowerCase().split('-')[0] === language);
  return sameLanguage ?? fallbackLocale;
}

/** The parsed JSON of `resources/seed/<kind>/<locale>.json`. */
export async function readSeedFile(kind: string, locale: string): Promise<unknown> {
  return JSON.parse(await readFile(path.join(seedDir(kind), `${locale}.json`), 'utf8')) as unknown;
}
