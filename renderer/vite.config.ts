import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { localeProgress } from './build/locale-progress';

/**
 * The renderer is one static bundle that the embedded server serves (also inside the desktop
 * window), so paths are absolute from `/` and the output lands where the server looks for it.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react(), localeProgress()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    assetsDir: 'assets',
    chunkSizeWarningLimit: 700,
  },
  server: {
    host: '127.0.0.1',
  },
});
