import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { parseCsvRecords } from './csv';
import { isHeldOutInput } from './dataset';
import type { Expected } from './expected';

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'own-lines');

/** One hand-written line of `bench/parser/own-lines/*.csv` (see the README there). */
export interface OwnLine {
  input: string;
  expected: Expected;
  /** The file's style: en-gb, en-au, en-us, de, fr, es, it, nl, da, sv, pl, pt, ru. */
  style: string;
  classes: string[];
  isHeldOut: boolean;
}

export const ownClasses = [
  'dual',
  'count',
  'glued',
  'range',
  'alternative',
  'multi-food',
  'size',
] as const;

export function readOwnLines(): OwnLine[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.csv'))
    .sort()
    .flatMap((file) =>
      parseCsvRecords(readFileSync(path.join(folder, file), 'utf8')).map((r) => {
        const input = r.input ?? '';
        return {
          input,
          expected: {
            quantity: r.quantity ? Number(r.quantity) : null,
            unit: r.unit || null,
            food: r.food ?? '',
          },
          style: file.replace(/\.csv$/, ''),
          classes: (r.classes ?? '').split(' ').filter(Boolean),
          isHeldOut: isHeldOutInput(input),
        };
      }),
    );
}
