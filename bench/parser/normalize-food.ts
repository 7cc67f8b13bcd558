/** English singular of one lower-case word, by rule: tomatoes → tomato, leaves → leaf. */
export function singularize(word: string): string {
  if (word.length <= 3) return word;
  if (/(ss|us|is|ous)$/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ves')) return `${word.slice(0, -3)}f`;
  if (/(oes|ches|shes|xes|sses|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/**
 * Food text as the bench compares it: lower case, no accents, punctuation dropped (hyphens and
 * apostrophes inside words kept), every word made singular.
 */
export function foodTokens(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'\s-]/gu, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/^['-]+|['-]+$/g, ''))
    .filter(Boolean)
    .map(singularize);
}

export function isSameFood(actual: string, expected: string): boolean {
  return foodTokens(actual).join(' ') === foodTokens(expected).join(' ');
}

/** Token F1 of two food texts (bags of normalised words); 1 when both are empty. */
export function foodF1(actual: string, expected: string): number {
  const a = foodTokens(actual);
  const e = foodTokens(expected);
  if (a.length === 0 && e.length === 0) return 1;
  if (a.length === 0 || e.length === 0) return 0;
  const remaining = [...e];
  let overlap = 0;
  for (const word of a) {
    const index = remaining.indexOf(word);
    if (index >= 0) {
      overlap += 1;
      remaining.splice(index, 1);
    }
  }
  if (overlap === 0) return 0;
  const precision = overlap / a.length;
  const recall = overlap / e.length;
  return (2 * precision * recall) / (precision + recall);
}
