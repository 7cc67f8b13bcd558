import anyAscii from 'any-ascii';
import { decode } from 'html-entities';

/**
 * Slugs as Mealie makes them (python-slugify with text-unidecode): entities decoded,
 * apostrophes as separators, transliterated to ASCII, lower-cased, commas between digits
 * dropped, every other run of characters outside a-z0-9 one hyphen, hyphens trimmed.
 */
export function slugify(text: string): string {
  const ascii = anyAscii(
    decode(text)
      .replace(/['\u2019]/g, '-')
      .normalize('NFKD'),
  );
  return ascii
    .toLowerCase()
    .replace(/(\d),(?=\d)/g, '$1')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The first free `name`, `name (1)` … `name (max)` whose slug is not taken. Mealie renames on
 * a duplicate slug this way for recipes and groups.
 */
export function firstFreeName(
  name: string,
  isTaken: (slug: string) => boolean,
  max = 10,
): { name: string; slug: string } | null {
  for (let n = 0; n <= max; n++) {
    const candidate = n === 0 ? name : `${name} (${n})`;
    const slug = slugify(candidate);
    if (!isTaken(slug)) return { name: candidate, slug };
  }
  return null;
}
