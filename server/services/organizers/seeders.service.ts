import { randomUUID } from 'node:crypto';

import type { SuccessResponse } from '../../contract/common';
import { SeedNames, SeedUnits, type SeederKind } from '../../contract/seeders';
import type { Db } from '../../db/database';
import { insertReference } from '../../db/repos/foods-units.repo';
import { insertLabel } from '../../db/repos/labels.repo';
import { listLowerNames } from '../../db/repos/seeders.repo';
import { nowIso } from '../../domain/time';
import { pickSeedLocale, readSeedFile } from '../../files/seed-files';
import { translate } from '../../i18n/translate';

import type { Actor, ServiceContext } from '../context';
import { requireGroupPermission } from '../group-permissions';

type Seeder = (db: Db, groupId: string, data: unknown, existing: Set<string>) => Promise<number>;

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

const seeders: Record<SeederKind, Seeder> = {
  async foods(db, groupId, data, existing) {
    const names = missing(SeedNames.parse(data), (name) => name, existing);
    const now = nowIso();
    for (const name of names) {
      await insertReference(db, 'foods', {
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
      await insertReference(db, 'units', {
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

/** A kind's starter data in a locale (the closest one there is, else en-US), read from disk. */
export interface Seed {
  kind: SeederKind;
  locale: string;
  data: unknown;
}

export async function loadSeed(kind: SeederKind, requestedLocale: string): Promise<Seed> {
  const locale = pickSeedLocale(kind, requestedLocale);
  return { kind, locale, data: await readSeedFile(kind, locale) };
}

/**
 * Adds the seed's items the group does not have yet (in any case), so seeding twice adds nothing
 * the second time; call inside the caller's transaction. How many were added.
 */
export async function plantSeed(db: Db, groupId: string, seed: Seed): Promise<number> {
  const existing = await listLowerNames(db, seed.kind, groupId);
  return seeders[seed.kind](db, groupId, seed.data, existing);
}

/** `POST /api/groups/seeders/{kind}`: the starter foods, units or labels of a locale. */
export async function seedGroupData(
  ctx: ServiceContext,
  actor: Actor,
  kind: SeederKind,
  requestedLocale: string,
  locale: string,
): Promise<SuccessResponse> {
  const user = requireGroupPermission(actor, 'organize');
  const seed = await loadSeed(kind, requestedLocale);
  const added = await ctx.db.transaction().execute((trx) => plantSeed(trx, user.groupId, seed));
  return {
    message: translate(locale, 'success.organizers.seeded', {
      number: added,
      kind,
      locale: seed.locale,
    }),
    error: false,
  };
}
