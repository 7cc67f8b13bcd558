import { UnsafeArchiveError } from '../files/safe-zip';

import type { ArchiveSource, SourceFile, SourceRow } from './archive-source';
import type { BackupZip } from './backup-zip';
import { readDatabaseJson } from './database-json';
import { finishMealie, mealieScratch } from './mealie-finish';
import {
  isMealieV1Revision,
  mealieRevisions,
  mealieV2Revisions,
  type MealieRevision,
} from './mealie-revisions';
import { mealieMappers, type MapContext } from './mealie-tables';
import { asGuid, MealieValues } from './mealie-values';
import { ZipSourceFile } from './zip-source-file';

/**
 * The Larder migration Mealie v1's tables are mapped onto. Later migrations then run on the
 * restored rows as on any backup's.
 */
const mealieTargetMigration = '0014-backup-schedule';

const first = mealieRevisions[0].id;
const last = mealieRevisions[mealieRevisions.length - 1]?.id ?? first;

/** The revision as Mealie v1's, or a refusal saying why not. */
export function checkMealieRevision(revision: string): MealieRevision {
  if (isMealieV1Revision(revision)) return revision;
  if (mealieV2Revisions.has(revision)) {
    throw new UnsafeArchiveError('errors.backups.thisIsAMealieV2', { revision, first, last });
  }
  throw new UnsafeArchiveError('errors.backups.databaseJsonStatesSchemaRevision2', {
    revision,
    first,
    last,
  });
}

/**
 * Where a Mealie data file goes in Larder's data directory, or null for what Larder does not
 * keep. Mealie names folders by GUID (dashed); both forms are accepted and written dashed.
 */
export function mealieFilePath(path: string): string | null {
  const parts = path.split('/');
  const [folder, owner, kind] = parts;
  const id = owner === undefined ? null : asGuid(owner);
  if (id === null) return null;
  if (folder === 'users' && parts.length === 3) return `users/${id}/${parts[2] ?? ''}`;
  if (folder !== 'recipes' || parts.length < 4) return null;
  if (kind === 'assets' && parts.length === 4) return `recipes/${id}/assets/${parts[3] ?? ''}`;
  if (kind !== 'images') return null;
  if (parts.length === 4) return `recipes/${id}/images/${parts[3] ?? ''}`;
  const event = parts[4] === undefined ? null : asGuid(parts[4]);
  if (parts[3] === 'timeline' && parts.length === 6 && event !== null) {
    return `recipes/${id}/images/timeline/${event}/${parts[5] ?? ''}`;
  }
  return null;
}

const count = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

/**
 * A Mealie v1 backup as an `ArchiveSource`: each of its tables mapped onto Larder's at
 * `mealieTargetMigration` as its revision had them (`mealie-tables.ts`), recipe and user
 * folders onto Larder's, the rest folded in by `mealie-finish.ts`. Rows Larder cannot keep are
 * dropped and counted, tables it has no place for skipped and counted.
 */
export function openMealieSource(zip: BackupZip, stated: string): ArchiveSource {
  const revision = checkMealieRevision(stated);
  const now = new Date().toISOString();
  const dropped: Record<string, number> = {};
  const skipped: Record<string, number> = {};
  const files: SourceFile[] = [];
  for (const [path, entry] of zip.data) {
    const target = mealieFilePath(path);
    if (target === null) {
      count(skipped, 'files');
      continue;
    }
    files.push(new ZipSourceFile(target, zip, entry));
  }
  return {
    migration: mealieTargetMigration,
    manifest: null,
    expectedRows: 0,
    async *rows(): AsyncGenerator<SourceRow> {
      const context: MapContext = { revision, now, groupSlugs: new Set() };
      const values = new Map<string, MealieValues>();
      const stream = await zip.open(zip.database);
      try {
        for await (const item of readDatabaseJson(stream)) {
          if (item.kind === 'revision') {
            if (item.revision !== stated) {
              throw new UnsafeArchiveError('errors.backups.databaseJsonStatesTwoSchema');
            }
            continue;
          }
          // Tables Larder has no place for (API and invitation tokens, notifiers, recipe actions,
          // Mealie's reports, tasks and exports) are counted as skipped.
          const mapper = mealieMappers[item.table];
          if (!mapper) {
            count(skipped, item.table);
            continue;
          }
          let v = values.get(item.table);
          if (!v) values.set(item.table, (v = new MealieValues(item.table)));
          const rows = mapper(item.row, v, context);
          if (rows.length === 0) count(dropped, item.table);
          yield* rows;
        }
      } finally {
        stream.destroy();
      }
    },
    files: () => files,
    // Mealie's signing key is not in its backups; this installation's is kept.
    secret: () => Promise.resolve(null),
    transform: {
      scratch: mealieScratch,
      finish: (sqlite) => finishMealie(sqlite, now),
      fileOwner(path) {
        const [folder, id] = path.split('/');
        if (id === undefined) return null;
        if (folder === 'recipes') return { table: 'recipes', id };
        if (folder === 'users') return { table: 'users', id };
        return null;
      },
      leftOut: () => ({ dropped, skipped }),
    },
    close: () => zip.close(),
  };
}
