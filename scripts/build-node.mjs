// Bundles the Node side: the headless server (`npm run serve`) here, the desktop shell in
// build-main.mjs. One file per entry loads faster than thousands of node_modules files.
import { existsSync, rmSync } from 'node:fs';

import { build } from 'esbuild';

/** Node ESM bundles that contain CommonJS dependencies need a `require`. */
export const requireBanner = {
  js: "import { createRequire as __larderCreateRequire } from 'node:module'; const require = __larderCreateRequire(import.meta.url);",
};

/** Native addons stay outside the bundle and load from node_modules. */
export const nativeExternals = ['better-sqlite3', 'sharp', 'tesseract.js'];

// Chunk names carry a hash: start empty so old chunks do not pile up.
rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: { serve: 'server/serve.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // What loads on first use (the page scraper, the mailer) goes to chunks read only then.
  splitting: true,
  sourcemap: true,
  external: nativeExternals,
  banner: requireBanner,
  logLevel: 'warning',
});

if (existsSync('scripts/build-main.mjs')) {
  const { buildMain } = await import('./build-main.mjs');
  await buildMain();
}
