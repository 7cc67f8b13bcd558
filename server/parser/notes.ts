import type { Token } from './tokenize';

/** A piece of the note with its place in the line, so the note keeps the line's order. */
export interface NotePart {
  start: number;
  text: string;
}

/**
 * The tokens' text as the line writes it, with one space where words or a bracketed aside were
 * taken out between two of them.
 */
export function spanText(line: string, tokens: readonly Token[]): string {
  let text = '';
  tokens.forEach((token, i) => {
    const previous = tokens[i - 1];
    if (previous) {
      const gap = line.slice(previous.end, token.start);
      text += /\S/.test(gap) ? ' ' : gap;
    }
    text += token.text;
  });
  return text.replace(/\s+/g, ' ');
}

export function notePart(line: string, tokens: readonly Token[]): NotePart[] {
  const text = trimPunctuation(spanText(line, tokens));
  return text && tokens[0] ? [{ start: tokens[0].start, text }] : [];
}

/** Joins note parts in line order, as Mealie joins size, preparation and comment. */
export function joinNote(parts: readonly NotePart[]): string {
  return [...parts]
    .sort((a, b) => a.start - b.start)
    .map((p) => p.text)
    .filter((text, index, all) => text !== '' && all.indexOf(text) === index)
    .join(', ');
}

export function trimPunctuation(text: string): string {
  return text.replace(/^[\s,;:.\-–*]+|[\s,;:\-–*]+$/g, '').trim();
}
