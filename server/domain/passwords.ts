import bcrypt from 'bcryptjs';

/** bcrypt, because Mealie backups carry bcrypt hashes that must keep working after a restore. */
const cost = 10;

/** Compared against when the login names nobody, so a miss costs as long as a hit. */
const decoyHash = '$2b$10$EtQpEIQi0Hl/pgJr.vTwWORZRopLhQRAaqNbaWkwyH4pg/QEpZ2n2';

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, cost);
}

export function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  return bcrypt.compare(password, hash ?? decoyHash);
}
