import { describe, expect, it } from 'vitest';

import { addLocaleMessages } from '../../../server/i18n/translate';
import { useAdminServer } from '../../helpers/admin-server';

const server = useAdminServer();

const missingRecipe = (acceptLanguage?: string) =>
  server.admin.request('GET', '/api/recipes/nothing-here', {
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  });
const notFound = (message: string) => ({
  detail: { message, error: true, exception: 'NotFoundError' },
});

describe('error messages in the language of the request', () => {
  it('are American English without a catalog for the language asked for', async () => {
    for (const language of [undefined, 'en-US', 'de-DE', 'tlh']) {
      const res = await missingRecipe(language);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(notFound('No Entry Found'));
    }
  });

  it('come from the catalog of the best matching locale, in Mealie’s shape', async () => {
    // The server's own instance: the same one a bundled de-DE.json would be loaded into.
    addLocaleMessages('de-DE', { errors: { recipes: { noEntryFound: 'Kein Eintrag gefunden' } } });
    for (const language of ['de-DE', 'de', 'de-AT,en;q=0.5']) {
      expect((await missingRecipe(language)).body).toEqual(notFound('Kein Eintrag gefunden'));
    }
    expect((await missingRecipe('en-US')).body).toEqual(notFound('No Entry Found'));
    // A key the German file lacks is answered in English.
    const plain = await server.admin.request('GET', '/api/recipes?cookbook=no-such-book', {
      headers: { 'accept-language': 'de-DE' },
    });
    expect(plain.status).toBe(404);
    expect(plain.body).toEqual({ detail: 'cookbook not found' });
  });
});
