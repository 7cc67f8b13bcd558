/**
 * Seeding and query capture for the search benchmark, through the server's own modules on a
 * second connection to the running server's database file.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { sql } from 'kysely';
import pino from 'pino';

import { RecipeIn, RecipeListQuery } from '../server/contract/recipes';
import { openDatabase, type Db } from '../server/db/database';
import { findUserByLogin } from '../server/db/repos/users.repo';
import { ensureDataDir } from '../server/files/data-dir';
import { listRecipes } from '../server/services/recipes/recipe-search.service';
import { insertRecipe } from '../server/services/recipes/recipes.service';

import { readDatasetLines, RecipeGenerator } from './recipe-generator';
import { createServiceContext } from '../server/services/create-context';

const datasetCsv = path.resolve(
  import.meta.dirname,
  '../../shared/datasets/ingredients-dev/nyt-ingredients-snapshot-2015-clean.csv',
);

export interface SeedResult {
  ms: number;
  slugs: string[];
  indexed: number;
  usedDataset: boolean;
  groupId: string;
}

/**
 * Writes `count` generated recipes for the admin, 500 to a transaction, with the same function
 * `POST /api/recipes/create` uses (so foods, units, organizers and the FTS row are written as
 * in real use), then counts the rows of the full-text index.
 */
export async function seedRecipes(
  databaseFile: string,
  adminEmail: string,
  count: number,
  seed: number,
): Promise<SeedResult> {
  const { db, sqlite } = openDatabase(databaseFile);
  // A throw-away benchmark database: no need to wait for the disk at every checkpoint.
  sqlite.pragma('synchronous = OFF');
  try {
    const user = await findUserByLogin(db, adminEmail);
    if (!user) throw new Error(`No user ${adminEmail} in ${databaseFile}`);
    const lines = readDatasetLines(datasetCsv);
    const generator = new RecipeGenerator(seed, lines);
    const started = performance.now();
    const slugs: string[] = [];
    while (slugs.length < count) {
      const batch = Math.min(500, count - slugs.length);
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < batch; i++) {
          slugs.push(await insertRecipe(trx, user, RecipeIn.parse(generator.next())));
        }
      });
    }
    const ms = performance.now() - started;
    const indexed = await countIndexed(db, user.groupId);
    return { ms, slugs, indexed, usedDataset: lines.length > 0, groupId: user.groupId };
  } finally {
    await db.destroy();
  }
}

/**
 * `seedRecipes` in a child process: the process that then times requests starts with a small
 * heap, instead of pausing for garbage collection of the seeding's leftovers mid-measurement.
 */
export async function seedRecipesInChild(
  databaseFile: string,
  adminEmail: string,
  count: number,
  seed: number,
): Promise<SeedResult> {
  const args = [databaseFile, adminEmail, String(count), String(seed)];
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), ...args],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as SeedResult;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [databaseFile = '', adminEmail = '', count = '0', seed = '0'] = process.argv.slice(2);
  const result = await seedRecipes(databaseFile, adminEmail, Number(count), Number(seed));
  process.stdout.write(JSON.stringify(result));
}

/** How many of the group's recipes have their row in the full-text index. */
async function countIndexed(db: Db, groupId: string): Promise<number> {
  const result = await sql<{ n: number }>`SELECT count(*) AS n FROM recipes
    WHERE group_id = ${groupId} AND search_key IN (SELECT rowid FROM recipes_fts)`.execute(db);
  return result.rows[0]?.n ?? 0;
}

export interface CapturedQuery {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * The SQL statements `listRecipes` runs for one list query (count, page, organizers), captured
 * through Kysely's log hook, to be replayed on a bare better-sqlite3 connection.
 */
export async function captureListQueries(
  dataDir: string,
  groupId: string,
  queries: string[],
): Promise<CapturedQuery[][]> {
  const files = ensureDataDir(dataDir);
  let current: CapturedQuery[] = [];
  // The server's own setup, read cache included: the SQL recorded is what the server runs.
  const { db } = openDatabase(files.database, {
    log: (event) => {
      current.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  const ctx = createServiceContext({
    db,
    files,
    secret: new Uint8Array(32),
    logger: pino({ enabled: false }),
    settings: {
      port: 0,
      dataDir: files.root,
      databaseFile: files.database,
      allowSignup: false,
      baseUrl: '',
      baseUrlSet: false,
      smtp: null,
    },
  });
  const captured: CapturedQuery[][] = [];
  try {
    for (const query of queries) {
      current = [];
      await listRecipes(ctx, groupId, RecipeListQuery.parse(toQueryObject(query)), {
        publicOnly: false,
        path: '/api/recipes',
      });
      captured.push(current);
    }
  } finally {
    await db.destroy();
  }
  return captured;
}

/** A query string as Express's simple parser gives it: repeated keys become arrays. */
function toQueryObject(query: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const seen = result[key];
    result[key] = seen === undefined ? value : [seen, value].flat();
  }
  return result;
}
