import { readFile } from 'node:fs/promises';
import path from 'node:path';

import type { BackupFailure, BackupVerification } from '../contract/backups';
import { writeFileAtomic } from '../files/atomic-write';

/**
 * The last verified backup and the last failure, in the data directory beside the database
 * (not in it: a restore replaces the database, not what is known about this machine's backups).
 */
const fileName = 'backup-health.json';

interface HealthRecord {
  lastVerified: BackupVerification | null;
  lastFailure: BackupFailure | null;
}

export async function readHealth(root: string): Promise<HealthRecord> {
  try {
    const parsed = JSON.parse(await readFile(path.join(root, fileName), 'utf8')) as HealthRecord;
    return { lastVerified: parsed.lastVerified ?? null, lastFailure: parsed.lastFailure ?? null };
  } catch {
    return { lastVerified: null, lastFailure: null };
  }
}

async function writeHealth(root: string, record: HealthRecord): Promise<void> {
  await writeFileAtomic(path.join(root, fileName), Buffer.from(JSON.stringify(record)));
}

/** A verified backup; it clears the failure before it. */
export async function recordVerified(root: string, verified: BackupVerification): Promise<void> {
  await writeHealth(root, { lastVerified: verified, lastFailure: null });
}

export async function recordFailure(root: string, failure: BackupFailure): Promise<void> {
  const { lastVerified } = await readHealth(root);
  await writeHealth(root, { lastVerified, lastFailure: failure });
}
