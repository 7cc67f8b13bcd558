import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { removeTree } from '../../../../server/files/remove-tree';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function scratch(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'larder-remove-tree-'));
  roots.push(root);
  return root;
}

describe('removeTree', () => {
  it('removes a folder of many folders and files, more than it removes at once', async () => {
    const root = scratch();
    const target = path.join(root, 'staging');
    for (let i = 0; i < 40; i++) {
      const images = path.join(target, 'recipes', `r${i}`, 'images');
      mkdirSync(images, { recursive: true });
      for (const name of ['original.webp', 'min-original.webp', 'tiny-original.webp']) {
        writeFileSync(path.join(images, name), name);
      }
    }
    writeFileSync(path.join(target, 'larder.db'), 'db');
    mkdirSync(path.join(target, 'empty'));

    await removeTree(target);

    expect(existsSync(target)).toBe(false);
    expect(existsSync(root)).toBe(true);
  });

  it('removes links without following them', async () => {
    const root = scratch();
    const outside = path.join(root, 'outside');
    mkdirSync(outside);
    writeFileSync(path.join(outside, 'keep.txt'), 'kept');
    const target = path.join(root, 'staging');
    mkdirSync(target);
    symlinkSync(outside, path.join(target, 'folder-link'), 'dir');
    symlinkSync(path.join(outside, 'keep.txt'), path.join(target, 'file-link'));

    await removeTree(target);

    expect(existsSync(target)).toBe(false);
    expect(readFileSync(path.join(outside, 'keep.txt'), 'utf8')).toBe('kept');
  });

  it('removes a single file, and accepts a path that does not exist', async () => {
    const root = scratch();
    const file = path.join(root, 'one.txt');
    writeFileSync(file, 'x');

    await removeTree(file);
    await removeTree(path.join(root, 'missing'));

    expect(existsSync(file)).toBe(false);
  });
});
