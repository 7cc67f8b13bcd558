/** The built renderer's initial load: the entry script and its modulepreloads, raw and gzipped. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface BundleReport {
  initialJs: BundleFile[];
  css: BundleFile[];
  /** Every JS chunk of the build, for the lazy part. */
  allJsGzipBytes: number;
}

function measure(dir: string, file: string): BundleFile {
  const content = readFileSync(path.join(dir, file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

export function measureBundle(rendererDir: string, allJsFiles: string[]): BundleReport {
  const html = readFileSync(path.join(rendererDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1] ?? '');
  const preloads = [...html.matchAll(/rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)].map(
    (m) => m[1] ?? '',
  );
  const styles = [...html.matchAll(/rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g)].map(
    (m) => m[1] ?? '',
  );
  return {
    initialJs: [...scripts, ...preloads].map((file) => measure(rendererDir, file)),
    css: styles.map((file) => measure(rendererDir, file)),
    allJsGzipBytes: allJsFiles
      .map((file) => measure(rendererDir, file).gzipBytes)
      .reduce((sum, size) => sum + size, 0),
  };
}
