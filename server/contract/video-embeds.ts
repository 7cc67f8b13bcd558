/**
 * Where a recipe's Markdown may embed a video from: the player addresses of a few well-known
 * video sites. The renderer keeps an `<iframe>` only when its `src` starts with one of these,
 * and the server's Content-Security-Policy lets frames load from these and nothing else.
 * Each entry is a CSP source expression as well (a path ending in `/` matches everything under
 * it).
 */
export const videoEmbedSources = [
  'https://www.youtube.com/embed/',
  'https://youtube.com/embed/',
  'https://www.youtube-nocookie.com/embed/',
  'https://youtube-nocookie.com/embed/',
  'https://player.vimeo.com/video/',
  'https://www.dailymotion.com/embed/',
] as const;

/**
 * Whether `src` is a video player address on the list: https, default port, no credentials,
 * and a path under one of the listed ones once the URL is parsed as a browser parses it (so
 * `..` segments, upper-case hosts or a different port cannot sneak past a prefix check).
 */
export function isVideoEmbedSource(src: string | null | undefined): boolean {
  if (!src) return false;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') {
    return false;
  }
  const address = `${url.origin}${url.pathname}`;
  return videoEmbedSources.some((source) => address.startsWith(source));
}
