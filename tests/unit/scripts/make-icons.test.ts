import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../helpers/repo-root';

const root = repoRoot;
const resources = path.join(root, 'resources');

/** Pixel size of a PNG image. */
async function sizeOf(png: Buffer): Promise<[number | undefined, number | undefined]> {
  const { format, width, height } = await sharp(png).metadata();
  expect(format).toBe('png');
  return [width, height];
}

/** The images of an ICO file, read by its directory: the size each entry claims and its bytes. */
function readIco(file: Buffer): { size: number; image: Buffer }[] {
  expect([file.readUInt16LE(0), file.readUInt16LE(2)]).toEqual([0, 1]);
  return Array.from({ length: file.readUInt16LE(4) }, (_, index) => {
    const entry = 6 + 16 * index;
    const size = file.readUInt8(entry) || 256;
    const length = file.readUInt32LE(entry + 8);
    const offset = file.readUInt32LE(entry + 12);
    expect(offset + length).toBeLessThanOrEqual(file.length);
    return { size, image: file.subarray(offset, offset + length) };
  });
}

/** The blocks of an ICNS file, walked by their lengths. */
function readIcns(file: Buffer): { type: string; image: Buffer }[] {
  expect(file.toString('ascii', 0, 4)).toBe('icns');
  expect(file.readUInt32BE(4)).toBe(file.length);
  const blocks: { type: string; image: Buffer }[] = [];
  for (let at = 8; at < file.length;) {
    const length = file.readUInt32BE(at + 4);
    blocks.push({
      type: file.toString('ascii', at, at + 4),
      image: file.subarray(at + 8, at + length),
    });
    at += length;
  }
  return blocks;
}

describe('app icons', () => {
  let fresh: string;
  beforeAll(async () => {
    fresh = await mkdtemp(path.join(tmpdir(), 'larder-icons-'));
    await promisify(execFile)(process.execPath, ['scripts/make-icons.mjs', fresh], { cwd: root });
  });
  afterAll(() => rm(fresh, { recursive: true, force: true }));

  it('are what scripts/make-icons.mjs makes from resources/icon.svg today', async () => {
    const made = await readdir(fresh, { recursive: true, withFileTypes: true });
    const files = made
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(fresh, path.join(entry.parentPath, entry.name)));
    expect(files).toHaveLength(12);
    for (const file of files) {
      const committed = await readFile(path.join(resources, file));
      expect(committed.equals(await readFile(path.join(fresh, file))), file).toBe(true);
    }
  });

  it('come as PNGs of every size from 16 to 1024 px', async () => {
    for (const size of [16, 24, 32, 48, 64, 128, 256, 512, 1024]) {
      const png = await readFile(path.join(resources, 'icons', `${size}x${size}.png`));
      expect(await sizeOf(png)).toEqual([size, size]);
    }
    expect(await sizeOf(await readFile(path.join(resources, 'icon.png')))).toEqual([1024, 1024]);
  });

  it('make a Windows ICO whose entries are the sizes they claim, up to 256 px', async () => {
    const images = readIco(await readFile(path.join(resources, 'icon.ico')));
    expect(images.map(({ size }) => size)).toEqual([16, 24, 32, 48, 64, 128, 256]);
    for (const { size, image } of images) expect(await sizeOf(image)).toEqual([size, size]);
  });

  it('make a macOS ICNS with each slot at its pixel size, up to 512@2x', async () => {
    const pixels: Record<string, number> = {
      icp4: 16,
      icp5: 32,
      ic11: 32,
      ic12: 64,
      ic07: 128,
      ic13: 256,
      ic08: 256,
      ic14: 512,
      ic09: 512,
      ic10: 1024,
    };
    const blocks = readIcns(await readFile(path.join(resources, 'icon.icns')));
    expect(blocks.map(({ type }) => type).sort()).toEqual(Object.keys(pixels).sort());
    for (const { type, image } of blocks) {
      expect(await sizeOf(image)).toEqual([pixels[type], pixels[type]]);
    }
  });
});
