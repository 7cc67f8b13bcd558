import { sql, type RawBuilder } from 'kysely';

/** 2^31 − 1, a prime: every product below stays under 2^62, inside SQLite's 64-bit integers. */
const prime = 2_147_483_647;

/**
 * A sort key that shuffles recipes the same way for the same seed (so `orderBy=random` pages
 * through one shuffle) and differently for another seed: an affine step, a square and another
 * affine step modulo a prime, over the row's rowid, with constants derived from the seed. Plain
 * SQL, so it needs no function registered on the connection.
 */
export function randomOrderKey(seed: string): RawBuilder<number> {
  const [a, b, c, d] = [1, 2, 3, 4].map((salt) => 1 + (hash32(`${salt}:${seed}`) % (prime - 1)));
  const lit = (value: number | undefined) => sql.lit(value ?? 1);
  const first = sql`(((recipes.rowid % ${lit(prime)}) * ${lit(a)} + ${lit(b)}) % ${lit(prime)})`;
  return sql<number>`((((${first} * ${first} + ${lit(c)}) % ${lit(prime)}) * ${lit(d)}) % ${lit(prime)})`;
}

/** FNV-1a over the UTF-16 code units: small, stable, good enough to pick constants. */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
