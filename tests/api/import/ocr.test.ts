import { describe, expect, it } from 'vitest';

import { ocrLines, type OcrTsvResponse } from '../../../server/contract/ocr';
import type { Recipe } from '../../../server/contract/recipes';
import type { ApiClient } from '../../helpers/http-client';
import { fileForm, pngBytes } from '../../helpers/images';
import { pancakeCard, textPhoto } from '../../helpers/text-photo';
import { createRecipe, useTwoGroups } from '../../helpers/two-groups';

const server = useTwoGroups();

function fileToTsv(client: ApiClient, bytes: Buffer, fields: Record<string, string> = {}) {
  return client.request<OcrTsvResponse[]>('POST', '/api/ocr/file-to-tsv', {
    body: fileForm('file', bytes, 'photo.png', fields),
  });
}

describe('POST /api/ocr/file-to-tsv', () => {
  it("reads an English photo into Mealie's TSV rows", async () => {
    const res = await fileToTsv(server.member, await textPhoto(pancakeCard.slice(0, 4)));
    expect(res.status).toBe(200);
    const word = res.body.find((row) => row.level === 5 && row.text === 'flour');
    expect(word).toMatchObject({ pageNum: 1, lineNum: expect.any(Number) as number });
    expect(word?.conf).toBeGreaterThan(80);
    expect(word?.width).toBeGreaterThan(0);
    expect(Object.keys(word ?? {}).sort()).toEqual(
      [
        'level',
        'pageNum',
        'blockNum',
        'parNum',
        'lineNum',
        'wordNum',
        'left',
        'top',
        'width',
        'height',
        'conf',
        'text',
      ].sort(),
    );
    expect(ocrLines(res.body)).toEqual(pancakeCard.slice(0, 4));
  });

  it('reads accents with the French model first (lang field or Accept-Language)', async () => {
    const lines = ['Tarte aux pommes', '2 cuillères de crème fraîche'];
    const photo = await textPhoto(lines);
    const byField = await fileToTsv(server.member, photo, { lang: 'fr' });
    expect(ocrLines(byField.body)).toEqual(lines);
    const byHeader = await server.member.request<OcrTsvResponse[]>('POST', '/api/ocr/file-to-tsv', {
      body: fileForm('file', photo, 'photo.png', {}),
      headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' },
    });
    expect(ocrLines(byHeader.body)).toEqual(lines);
  });

  it('refuses visitors, missing files, non-images, unknown languages and huge uploads', async () => {
    const photo = await textPhoto(['Soup']);
    expect((await fileToTsv(server.visitor, photo)).status).toBe(401);
    const noFile = new FormData();
    noFile.append('lang', 'en');
    const missing = await server.member.request('POST', '/api/ocr/file-to-tsv', { body: noFile });
    expect(missing.status).toBe(422);
    const text = await fileToTsv(server.member, Buffer.from('%PDF-1.4 not a photo'));
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({ detail: { message: /not a photo/ } });
    expect((await fileToTsv(server.member, photo, { lang: 'xx' })).status).toBe(422);
    expect((await fileToTsv(server.member, Buffer.alloc(20 * 1024 * 1024 + 1))).status).toBe(413);
  });
});

describe('POST /api/ocr/asset-to-tsv', () => {
  it("reads an image asset of the caller's group only", async () => {
    const recipe = await createRecipe(server.member, { name: 'Scanned Card' });
    const uploaded = await server.member.request('POST', `/api/recipes/${recipe.slug}/assets`, {
      body: fileForm('file', await textPhoto(['Grandma Soup', '3 carrots']), 'scan.png', {
        name: 'Card scan',
        icon: 'mdi-image',
        extension: 'png',
      }),
    });
    expect(uploaded.status).toBe(200);
    const body = { recipeSlug: recipe.slug, assetName: 'card-scan.png' };
    const res = await server.member.post<OcrTsvResponse[]>('/api/ocr/asset-to-tsv', body);
    expect(res.status).toBe(200);
    expect(ocrLines(res.body)).toEqual(['Grandma Soup', '3 carrots']);
    expect((await server.outsider.post('/api/ocr/asset-to-tsv', body)).status).toBe(404);
    expect((await server.visitor.post('/api/ocr/asset-to-tsv', body)).status).toBe(401);
    const unknown = { recipeSlug: recipe.slug, assetName: 'nothing.png' };
    expect((await server.member.post('/api/ocr/asset-to-tsv', unknown)).status).toBe(404);
    expect((await server.member.post('/api/ocr/asset-to-tsv', {})).status).toBe(422);
  });
});

describe('POST /api/recipes/create-ocr', () => {
  function createOcr(client: ApiClient, bytes: Buffer, fields: Record<string, string>) {
    return client.request<string>('POST', '/api/recipes/create-ocr', {
      body: fileForm('file', bytes, 'card.jpg', fields),
    });
  }

  it('drafts a recipe from the photo and keeps the photo as its picture when asked', async () => {
    const photo = await textPhoto(pancakeCard, { format: 'jpeg' });
    const res = await createOcr(server.member, photo, {
      extension: 'jpg',
      makefilerecipeimage: 'true',
    });
    expect(res.status).toBe(201);
    const recipe = (await server.member.get<Recipe>(`/api/recipes/${res.body}`)).body;
    expect(recipe.name).toBe('Buttermilk Pancakes');
    expect(recipe.recipeIngredient.map((i) => i.note)).toEqual([
      '2 cups flour',
      '1 egg',
      '300 ml buttermilk',
    ]);
    expect(recipe.recipeInstructions.map((s) => s.text)).toEqual([
      'Whisk everything into a smooth batter.',
      'Fry small rounds on a hot pan.',
    ]);
    expect(recipe.image).toBeTruthy();
  });

  it('leaves the picture out unless asked, and refuses what it cannot read', async () => {
    const plain = await createOcr(
      server.member,
      await textPhoto(['Plain Toast', '2 slices bread']),
      {
        extension: 'png',
        makefilerecipeimage: 'false',
      },
    );
    expect(plain.status).toBe(201);
    const recipe = (await server.member.get<Recipe>(`/api/recipes/${plain.body}`)).body;
    expect(recipe.name).toBe('Plain Toast');
    expect(recipe.image).toBeFalsy();

    const before = (await server.member.get<{ total: number }>('/api/recipes?perPage=1')).body;
    const blank = await createOcr(server.member, await pngBytes(400, 300), { extension: 'png' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ detail: { message: /No text/ } });
    const bad = await createOcr(server.member, Buffer.from('nope'), { extension: 'png' });
    expect(bad.status).toBe(400);
    const noExtension = await createOcr(server.member, await textPhoto(['A']), {});
    expect(noExtension.status).toBe(422);
    const after = (await server.member.get<{ total: number }>('/api/recipes?perPage=1')).body;
    expect(after.total).toBe(before.total);
    expect((await createOcr(server.visitor, Buffer.from('x'), { extension: 'png' })).status).toBe(
      401,
    );
  });
});
