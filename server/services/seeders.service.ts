import { randomUUID } from 'node:crypto';

import type { SuccessResponse } from '../contract/common';
import { SeedNames, SeedUnits, type SeederKind } from '../contract/seeders';
import type { Db } from '../db/database';
import { insertFood, insertUnit } from '../db/repos/foods-units.repo';
import { insertLabel } from '../db/repos/labels.repo';
import { listLowerNames } from '../db/repos/seeders.repo';
import { nowIso } from '../domain/time';
import { pickSeedLocale, readSeedFile } from '../files/seed-files';

import type { Actor, ServiceContext } from './context';
import { requireGroupPermission } from './group-permissions';

type Seed = (db: Db, groupId: string, data: unknown, existing: Set<string>) => Promise<number>;

/** Names not in the group yet (any case), each once. */
function missing<T>(items: T[], nameOf: (item: T) => string, existing: Set<string>): T[] {
  const seen = new Set(existing);
  return items.filter((item) => {
    const key = nameOf(item).toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const seeders: Record<SeederKind, Seed> = {
  async foods(db, groupId, data, existing) {
    const names = missing(SeedNames.parse(data), (name) => name, existing);
    const now = nowIso();
    for (const name of names) {
      await insertFood(db, {
        ...{ id: randomUUID(), groupId, name, pluralName: null, description: '', extras: '{}' },
        ...{ onHand: 0, labelId: null, createdAt: now, updateAt: now },
      });
    }
    return names.length;
  },
  async units(db, groupId, data, existing) {
    const units = missing(SeedUnits.parse(data), (unit) => unit.name, existing);
    const now = nowIso();
    for (const unit of units) {
      await insertUnit(db, {
        ...{ id: randomUUID(), groupId, name: unit.name, pluralName: unit.pluralName },
        ...{ description: unit.description, extras: '{}', onHand: 0 },
        ...{ fraction: unit.fraction ? 1 : 0, abbreviation: unit.abbreviation },
        ...{ pluralAbbreviation: '', useAbbreviation: 0, createdAt: now, updateAt: now },
      });
    }
    return units.length;
  },
  async labels(db, groupId, data, existing) {
    const names = missing(SeedNames.parse(data), (name) => name, existing);
    const now = nowIso();
    for (const name of names) {
      await insertLabel(db, {
        ...{ id: randomUUID(), groupId, name, color: '#E0E0E0' },
        ...{ createdAt: now, updateAt: now },
      });
    }
    return names.length;
  },
};

/**
 * Adds the starter foods, units or labels of a locale to the caller's group. Names the group
 * already has (in any case) are skipped, so seeding twice adds nothing the second time.
 */
export async function seedGroupData(
  ctx: ServiceContext,
  actor: Actor,
  kind: SeederKind,
  requestedLocale: string,
): Promise<SuccessResponse> {
  const user = requireGroupPermission(actor, 'organize');
  const locale = pickSeedLocale(kind, requestedLocale);
  const data = await readSeedFile(kind, locale);
  const added = await ctx.db.transaction().execute(async (trx) => {
    const existing = await listLowerNames(trx, kind, user.groupId);
    return seeders[kind](trx, user.groupId, data, existing);
  });
  return { message: `Seeded ${added} ${kind} (${locale})`, error: false };
}
