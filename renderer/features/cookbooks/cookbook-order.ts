import type { UpdateCookBook } from '../../../server/contract/cookbooks';

/**
 * The name a new cookbook gets (spec §9): the localised "Cookbook {n}" with n the list length
 * plus 1. When a cookbook already has that name (one was deleted from the middle), the next free
 * number is taken, since names must stay unique.
 */
export function defaultCookbookName(
  existing: readonly { name: string }[],
  nameFor: (count: number) => string,
): string {
  const taken = new Set(existing.map((cookbook) => cookbook.name.trim().toLowerCase()));
  let count = existing.length + 1;
  while (taken.has(nameFor(count).trim().toLowerCase())) count += 1;
  return nameFor(count);
}

/** A cookbook as the list holds it; a bulk update needs its id. */
type Listed = Omit<UpdateCookBook, 'id'> & { id?: string | null };
type Ordered<T> = T & { id: string; position: number };

/**
 * The bulk update that saves a new order (spec §4, §5): positions renumbered from 1 in list order,
 * the whole list sent, and an item without an id skipped (it cannot be updated).
 */
export function orderUpdate<T extends Listed>(list: readonly T[]): Ordered<T>[] {
  return list
    .map((cookbook, index) => ({ ...cookbook, position: index + 1 }))
    .filter((cookbook): cookbook is Ordered<T> => Boolean(cookbook.id));
}
