import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

/**
 * The key that signs access tokens, made once per data directory and kept in `.secret`
 * (as Mealie does), so tokens survive restarts and a copied data dir keeps its sessions.
 */
export function loadOrCreateSecret(file: string): Uint8Array {
  try {
    const hex = readFileSync(file, 'utf8').trim();
    if (/^[0-9a-f]{64,}$/.test(hex)) return Buffer.from(hex, 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32);
  writeFileSync(file, secret.toString('hex'), { mode: 0o600 });
  return secret;
}
