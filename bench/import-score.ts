/** Scoring of one scraped page against its expected extraction (bench/import.ts). */

/** Case, accents' composition, punctuation, quotes, dashes and spacing do not count. */
export function normName(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function tokens(lines: string[]): string[] {
  return lines.flatMap((line) => normName(line).split(' ').filter(Boolean));
}

/** F1 of the two bags of words (multiset overlap); 1 when both are empty. */
export function tokenF1(got: string[], expected: string[]): number {
  const a = tokens(got);
  const b = tokens(expected);
  if (a.length === 0 && b.length === 0) return 1;
  if (a.length === 0 || b.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const t of b) counts.set(t, (counts.get(t) ?? 0) + 1);
  let overlap = 0;
  for (const t of a) {
    const left = counts.get(t) ?? 0;
    if (left > 0) {
      overlap += 1;
      counts.set(t, left - 1);
    }
  }
  if (overlap === 0) return 0;
  const precision = overlap / a.length;
  const recall = overlap / b.length;
  return (2 * precision * recall) / (precision + recall);
}
