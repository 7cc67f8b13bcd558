import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: invitation and password reset tokens are unguessable. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps and compares. Looking rows up by a hash means a lookup's timing says
 * nothing about how much of a guessed token was right.
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
