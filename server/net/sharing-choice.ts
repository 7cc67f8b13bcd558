import { readFileSync, writeFileSync } from 'node:fs';

import { z } from 'zod';

const Choice = z.object({ enabled: z.boolean() });

/**
 * Whether the person last turned sharing on, kept in `sharing.json` in the data directory (beside
 * the database, not in it: a restored backup from another machine must not open this one).
 * A missing or unreadable file means off.
 */
export function readSharingChoice(file: string): boolean {
  try {
    return Choice.parse(JSON.parse(readFileSync(file, 'utf8'))).enabled;
  } catch {
    return false;
  }
}

export function writeSharingChoice(file: string, enabled: boolean): void {
  writeFileSync(file, `${JSON.stringify({ enabled })}\n`);
}
