/** Path helpers for the files of an export (always `/`-separated, as zip names are). */

/** macOS resource forks and folder clutter that ride along in zips made on a Mac. */
export function isClutter(name: string): boolean {
  const base = baseName(name);
  return (
    name.startsWith('__MACOSX/') ||
    name.includes('/__MACOSX/') ||
    base.startsWith('._') ||
    base === '.DS_Store' ||
    base === 'Thumbs.db'
  );
}

export const baseName = (name: string) => name.slice(name.lastIndexOf('/') + 1);

/** The folder of a file, with its trailing `/` ('' at the top). */
export const folderOf = (name: string) => name.slice(0, name.lastIndexOf('/') + 1);

/** The lower-case extension without its dot ('' when there is none). */
export function extensionOf(name: string): string {
  const base = baseName(name);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** Picture files Larder converts (the image pipeline reads these). */
const pictureExtensions = new Set(['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif', 'heic', 'heif']);
export const isPicture = (name: string) => pictureExtensions.has(extensionOf(name));

/**
 * Resolves a relative reference (an `<img src>`, a front-matter `image:`) against a folder of the
 * export and finds it among the export's files, ignoring case, `./` and URL escapes.
 */
export function findReferenced(names: string[], folder: string, ref: string): string | null {
  let decoded = ref.trim();
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    // A stray % is part of the name.
  }
  const parts = `${folder}${decoded.replace(/^\.\//, '')}`.split('/');
  const resolved: string[] = [];
  for (const part of parts) {
    if (part === '..') resolved.pop();
    else if (part !== '.' && part !== '') resolved.push(part);
  }
  const wanted = resolved.join('/').toLowerCase();
  return names.find((name) => name.toLowerCase() === wanted) ?? null;
}
