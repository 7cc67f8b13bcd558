import { cleanText } from './text';

interface Candidate {
  url: string;
  area: number;
}

/** Width × height from an ImageObject, else from a size in the file name (`-1200x800.jpg`). */
function areaOf(url: string, record?: Record<string, unknown>): number {
  const width = Number(cleanText(record?.width));
  const height = Number(cleanText(record?.height));
  if (width > 0 && height > 0) return width * height;
  if (width > 0) return width * width;
  const sized = /[-_/](\d{2,4})x(\d{2,4})(?:[-_.?/]|$)/.exec(url);
  return sized ? Number(sized[1]) * Number(sized[2]) : 0;
}

function candidates(value: unknown): Candidate[] {
  if (typeof value === 'string') {
    const url = cleanText(value);
    return url ? [{ url, area: areaOf(url) }] : [];
  }
  if (Array.isArray(value)) return (value as unknown[]).flatMap(candidates);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const url = cleanText(record.url ?? record.contentUrl ?? record['@id']);
    if (url) return [{ url, area: areaOf(url, record) }];
    return candidates(record.thumbnailUrl);
  }
  return [];
}

/** Resolves `url` against the page; only http(s) results count. */
export function absoluteUrl(url: string, base: string): string | null {
  try {
    const resolved = new URL(url, base);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : null;
  } catch {
    return null;
  }
}

/**
 * The best image URL of a schema.org `image` (text, list, ImageObject): the largest one whose
 * size is known, else the first; made absolute against the page's URL.
 */
export function pickImage(value: unknown, base: string): string | null {
  const found = candidates(value)
    .map((c) => ({ ...c, url: absoluteUrl(c.url, base) }))
    .filter((c): c is Candidate => c.url !== null && !c.url.startsWith('data:'));
  if (found.length === 0) return null;
  let best = found[0] as Candidate;
  for (const candidate of found) if (candidate.area > best.area) best = candidate;
  return best.url;
}
