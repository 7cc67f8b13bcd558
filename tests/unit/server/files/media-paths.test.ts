import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { resolveDataDir } from '../../../../server/files/data-dir';
import {
  copyRecipeMedia,
  recipeAssetDir,
  recipeDir,
  removeRecipeMedia,
  timelineImageDir,
  within,
} from '../../../../server/files/media-paths';

const root = mkdtempSync(path.join(tmpdir(), 'larder-media-'));
const files = resolveDataDir(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const recipeId = '5c2a7e2e-4b1f-4c8e-9a51-0f5a3c1d2e3f';
const copyId = '0b8d7c6e-5f4a-4b3c-8d2e-1f0a9b8c7d6e';
const eventId = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';

describe('media paths', () => {
  it('build the data dir layout from lower-case UUIDs', () => {
    expect(recipeAssetDir(files, recipeId)).toBe(path.join(root, 'recipes', recipeId, 'assets'));
    expect(timelineImageDir(files, recipeId, eventId)).toBe(
      path.join(root, 'recipes', recipeId, 'images', 'timeline', eventId),
    );
  });

  it.each(['..', '../x', 'a/b', 'a\\b', '', '.', 'x\u0000'])('refuse the segment %j', (part) => {
    expect(() => within(root, part)).toThrow();
  });

  it.each(['not-a-uuid', recipeId.toUpperCase(), `${recipeId}/..`])('refuse the id %j', (id) => {
    expect(() => recipeDir(files, id)).toThrow();
  });

  it('copy pictures and assets but not timeline pictures, and remove a recipe’s folder', async () => {
    const images = path.join(recipeDir(files, recipeId), 'images');
    mkdirSync(timelineImageDir(files, recipeId, eventId), { recursive: true });
    mkdirSync(recipeAssetDir(files, recipeId), { recursive: true });
    writeFileSync(path.join(images, 'original.webp'), 'picture');
    writeFileSync(path.join(recipeAssetDir(files, recipeId), 'notes.pdf'), 'notes');
    await copyRecipeMedia(files, recipeId, copyId);
    const copy = recipeDir(files, copyId);
    expect(readFileSync(path.join(copy, 'images', 'original.webp'), 'utf8')).toBe('picture');
    expect(readFileSync(path.join(copy, 'assets', 'notes.pdf'), 'utf8')).toBe('notes');
    expect(existsSync(path.join(copy, 'images', 'timeline'))).toBe(false);

    await removeRecipeMedia(files, recipeId);
    expect(existsSync(recipeDir(files, recipeId))).toBe(false);
    expect(existsSync(copy)).toBe(true);
    await expect(copyRecipeMedia(files, recipeId, copyId)).resolves.toBeUndefined();
  });
});
