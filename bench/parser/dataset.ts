import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { parseCsvRecords } from './csv';

export const nytFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../shared/datasets/ingredients-dev/nyt-ingredients-snapshot-2015-clean.csv',
);

export interface LabelledLine {
  input: string;
  name: string;
  quantity: string;
  unit: string;
  isHeldOut: boolean;
}

/** 32-bit FNV-1a of the UTF-8 bytes: a fixed, platform-independent split. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The held-out fifth: lines whose input hashes to 0 mod 5. The split is by sentence, so every
 * repeat of a line ("1 teaspoon salt") falls on the same side.
 */
export const isHeldOutInput = (input: string) => fnv1a(input) % 5 === 0;

export function readNytLines(file = nytFile): LabelledLine[] {
  return parseCsvRecords(readFileSync(file, 'utf8'))
    .filter((r) => (r.input ?? '') !== '')
    .map((r) => ({
      input: r.input ?? '',
      name: r.name ?? '',
      quantity: r.quantity ?? '',
      unit: r.unit ?? '',
      isHeldOut: isHeldOutInput(r.input ?? ''),
    }));
}
