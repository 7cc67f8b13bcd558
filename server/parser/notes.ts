import type { Token } from './tokenize';

/** A piece of the note with its place in the line, so the note keeps the line's order. */
export interface NotePart {
  start: number;
  text: string;
}

/** The text the tokens cover in the line, from the first one's start to the last one's end. */
export function spanText(line: string, tokens: readonly Token[]): string {
  const first = tokens[0];
  const last = tokens[tokens.length - 1];
  return first && last ? line.slice(first.start, last.end) : '';
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
