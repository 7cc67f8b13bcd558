// Renders resources/icon.svg to the app icons electron-builder uses: resources/icons/<n>x<n>.png
// (Linux, and the window), resources/icon.png (1024 px), resources/icon.ico (Windows) and
// resources/icon.icns (macOS). Run `node scripts/make-icons.mjs` after changing the SVG (or
// `node scripts/make-icons.mjs <folder>` to write them elsewhere). The
// ICO and ICNS containers hold PNG images, which both formats allow (Windows Vista and later,
// macOS 10.7 and later).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const pngSizes = [16, 24, 32, 48, 64, 128, 256, 512, 1024];
const icoSizes = [16, 24, 32, 48, 64, 128, 256];
/** ICNS entry types and their pixel sizes (the @2x ones are the same pixels, another slot). */
const icnsTypes = [
  ['icp4', 16],
  ['icp5', 32],
  ['ic11', 32],
  ['ic12', 64],
  ['ic07', 128],
  ['ic13', 256],
  ['ic08', 256],
  ['ic14', 512],
  ['ic09', 512],
  ['ic10', 1024],
];

/** The SVG at `size` px square, as PNG bytes (the same bytes for the same input). */
function renderPng(svg, size) {
  return sharp(svg, { density: Math.max(72, (72 * size) / 1024) * 4 })
    .resize(size, size)
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer();
}

/** An ICO file: ICONDIR, one 16-byte entry per image, then the PNG images. */
function icoFile(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry); // 0 means 256
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
}

/** An ICNS file: `icns` and the total length, then (type, length with header, data) blocks. */
function icnsFile(entries) {
  const blocks = entries.map(({ type, png }) => {
    const head = Buffer.alloc(8);
    head.write(type, 0, 'ascii');
    head.writeUInt32BE(png.length + 8, 4);
    return Buffer.concat([head, png]);
  });
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'ascii');
  head.writeUInt32BE(8 + blocks.reduce((sum, block) => sum + block.length, 0), 4);
  return Buffer.concat([head, ...blocks]);
}

/** Every icon file from the SVG, by path relative to the resources folder. */
async function makeIcons(svg) {
  const pngs = new Map();
  for (const size of pngSizes) pngs.set(size, await renderPng(svg, size));
  const png = (size) => pngs.get(size);
  const files = new Map();
  for (const size of pngSizes) files.set(`icons/${size}x${size}.png`, png(size));
  files.set('icon.png', png(1024));
  files.set('icon.ico', icoFile(icoSizes.map((size) => ({ size, png: png(size) }))));
  files.set('icon.icns', icnsFile(icnsTypes.map(([type, size]) => ({ type, png: png(size) }))));
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const resources = path.join(root, 'resources');
  const target = path.resolve(process.argv[2] ?? resources);
  const files = await makeIcons(await readFile(path.join(resources, 'icon.svg')));
  await mkdir(path.join(target, 'icons'), { recursive: true });
  for (const [name, bytes] of files) await writeFile(path.join(target, name), bytes);
  process.stdout.write(`Wrote ${files.size} icon files in ${target}.\n`);
}
