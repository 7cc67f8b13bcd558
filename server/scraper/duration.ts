/**
 * Times as Mealie shows them: ISO-8601 durations (`PT1H30M`, `P0DT0H45M`, `PT90M`) become
 * "1 hour 30 minutes"; bare numbers are minutes; other text is kept as written.
 */
const isoDuration =
  /^P(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;

const num = (part: string | undefined) => (part ? Number(part.replace(',', '.')) : 0);

/** Seconds in an ISO-8601 duration, or null when the text is not one. */
export function parseIsoDuration(text: string): number | null {
  const match = isoDuration.exec(text.trim().replace(/\s+/g, ''));
  if (!match || match[0] === 'P' || /T$/i.test(match[0])) return null;
  const [, years, months, weeks, days, hours, minutes, seconds] = match;
  const total =
    num(years) * 365 * 86400 +
    num(months) * 30 * 86400 +
    num(weeks) * 7 * 86400 +
    num(days) * 86400 +
    num(hours) * 3600 +
    num(minutes) * 60 +
    num(seconds);
  return Number.isFinite(total) ? Math.round(total) : null;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "1 day 2 hours 5 minutes"; seconds only when under a minute; null for zero. */
export function formatDuration(totalSeconds: number): string | null {
  if (totalSeconds <= 0) return null;
  const days = Math.floor(totalSeconds / 86400);
  const hours = Math.floor((totalSeconds % 86400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const parts: string[] = [];
  if (days) parts.push(plural(days, 'day'));
  if (hours) parts.push(plural(hours, 'hour'));
  if (minutes) parts.push(plural(minutes, 'minute'));
  if (seconds && totalSeconds < 60) parts.push(plural(seconds, 'second'));
  return parts.length > 0 ? parts.join(' ') : null;
}

/** A schema.org time value (text, number of minutes, list or `{minValue}`) as Mealie's text. */
export function cleanDuration(value: unknown): string | null {
  if (Array.isArray(value)) return cleanDuration((value as unknown[])[0]);
  if (typeof value === 'number') return formatDuration(Math.round(value * 60));
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return cleanDuration(record.minValue ?? record.value ?? record['@value']);
  }
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  const seconds = parseIsoDuration(text);
  if (seconds !== null) return formatDuration(seconds);
  if (/^\d+(\.\d+)?$/.test(text)) return formatDuration(Math.round(Number(text) * 60));
  // A malformed ISO duration (`PT`, `P0D`, `PT-1M`) says nothing useful.
  if (/^-?P/i.test(text) && !/\s/.test(text)) return null;
  return text;
}
