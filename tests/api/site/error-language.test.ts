import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { useAdminServer } from '../../helpers/admin-server';
import { repoRoot } from '../../helpers/repo-root';

const server = useAdminServer();

/** A message of a shipped catalog, by its dotted key. */
function catalogText(locale: string, key: string): string {
  const file = path.join(repoRoot, 'server/i18n/messages', `${locale}.json`);
  let value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of key.split('.')) value = (value as Record<string, unknown>)[part];
  if (typeof value !== 'string') throw new Error(`${locale} has no ${key}`);
  return value;
}

const missingRecipe = (acceptLanguage?: string) =>
  server.admin.request('GET', '/api/recipes/nothing-here', {
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  });
const notFound = (message: string) => ({
  detail: { message, error: true, exception: 'NotFoundError' },
});

describe('error messages in the language of the request', () => {
  it('are American English without a language or for one Larder does not ship', async () => {
    for (const language of [undefined, 'en-US', 'tlh', 'eo;q=0.9']) {
      const res = await missingRecipe(language);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(notFound('No Entry Found'));
    }
  });

  it('come from the catalog of the best matching locale, in Mealie’s shape', async () => {
    const german = catalogText('de-DE', 'errors.recipes.noEntryFound');
    expect(german).not.toBe('No Entry Found');
    for (const language of ['de-DE', 'de', 'de-AT,en;q=0.5']) {
      expect((await missingRecipe(language)).body).toEqual(notFound(german));
    }
    for (const locale of ['ja-JP', 'ar-SA', 'pt-BR']) {
      const text = catalogText(locale, 'errors.recipes.noEntryFound');
      expect((await missingRecipe(locale)).body).toEqual(notFound(text));
    }
  });

  it('keep Mealie’s plain-string shape where Mealie answers one', async () => {
    const plain = await server.admin.request('GET', '/api/recipes?cookbook=no-such-book', {
      headers: { 'accept-language': 'fr-FR' },
    });
    expect(plain.status).toBe(404);
    expect(plain.body).toEqual({
      detail: catalogText('fr-FR', 'errors.recipes.cookbookNotFound'),
    });
  });
});
