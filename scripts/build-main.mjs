// Bundles the desktop shell for Electron: the main process, the `npm start` launcher and the
// preload. build-node.mjs calls buildMain() after bundling the headless server.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

/** Node ESM bundles that contain CommonJS dependencies need a `require`. */
const requireBanner = {
  js: "import { createRequire as __larderCreateRequire } from 'node:module'; const require = __larderCreateRequire(import.meta.url);",
};

/** Loaded at run time rather than bundled: Electron itself, and packages with native parts. */
const mainExternals = ['electron', 'better-sqlite3', 'sharp', 'tesseract.js'];

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const common = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
};

export async function buildMain() {
  // Chunk names carry a hash: start empty so old chunks do not pile up and get packaged.
  for (const dir of ['dist/main', 'dist/preload']) {
    rmSync(path.join(root, dir), { recursive: true, force: true });
  }
  await Promise.all([
    build({
      ...common,
      entryPoints: { index: 'main/index.ts', launch: 'main/launch.ts' },
      outdir: 'dist/main',
      format: 'esm',
      // The launcher loads the server only when Electron is missing: shared code goes to a chunk.
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
      external: mainExternals,
      banner: requireBanner,
    }),
    // Sandboxed preloads cannot be ES modules and can require only `electron` (and a few
    // built-ins), so the preload is one CommonJS file.
    build({
      ...common,
      entryPoints: { preload: 'preload/index.ts' },
      outdir: 'dist/preload',
      outExtension: { '.js': '.cjs' },
      format: 'cjs',
      target: 'chrome130',
      platform: 'browser',
      external: ['electron'],
    }),
  ]);
}
