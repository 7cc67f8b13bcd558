import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';

import { openDatabase, type Db } from '../../../../server/db/database';
import { fixedQuery, fixedQueryFirst } from '../../../../server/db/fixed-query';
import { inJsonList } from '../../../../server/db/id-list';
import { migrateToLatest } from '../../../../server/db/migrate';
import { listFavoriteSlugs } from '../../../../server/db/repos/ratings.repo';
import { withStatementCache } from '../../../../server/db/statement-cache';
import { LruMap } from '../../../../server/domain/lru-map';

describe('LruMap', () => {
  it('keeps the most recently used entries up to its capacity', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1);
    map.set('c', 3);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.get('c')).toBe(3);
    expect(map.size).toBe(2);
    map.set('c', 4);
    expect(map.size).toBe(2);
    expect(map.get('c')).toBe(4);
  });
});

describe('withStatementCache', () => {
  it('prepares each SQL text once and drops the least recently used beyond its size', () => {
    const sqlite = new BetterSqlite3(':memory:');
    const cached = withStatementCache(sqlite, (column) => column, 2);
    const one = cached.prepare('SELECT 1 AS n');
    expect(cached.prepare('SELECT 1 AS n')).toBe(one);
    expect(one.all([])).toEqual([{ n: 1 }]);
    const two = cached.prepare('SELECT 2 AS n');
    cached.prepare('SELECT 1 AS n');
    cached.prepare('SELECT 3 AS n');
    expect(cached.prepare('SELECT 1 AS n')).toBe(one);
    expect(cached.prepare('SELECT 2 AS n')).not.toBe(two);
    cached.close();
    expect(sqlite.open).toBe(false);
  });

  it('answers for a table that was dropped and made again after its statement was kept', () => {
    const sqlite = new BetterSqlite3(':memory:');
    const cached = withStatementCache(sqlite, (column) => column);
    sqlite.exec('CREATE TABLE t (a TEXT)');
    sqlite.exec("INSERT INTO t VALUES ('before')");
    expect(cached.prepare('SELECT * FROM t').all([])).toEqual([{ a: 'before' }]);
    sqlite.exec("DROP TABLE t; CREATE TABLE t (a TEXT, b TEXT); INSERT INTO t VALUES ('x', 'y')");
    expect(cached.prepare('SELECT * FROM t').all([])).toEqual([{ a: 'x', b: 'y' }]);
    cached.close();
  });
});

describe('fixedQuery', () => {
  const { db, sqlite } = openDatabase(':memory:');
  sqlite.exec(`CREATE TABLE recipes (id TEXT PRIMARY KEY, group_id TEXT, slug TEXT, name TEXT,
    rating REAL)`);
  sqlite.exec(`INSERT INTO recipes VALUES ('1', 'g', 'soup', 'Soup', 4), ('2', 'g', 'stew', 'Stew', 2),
    ('3', 'h', 'soup', 'Other soup', 5)`);
  afterAll(() => db.destroy());
  let builds = 0;
  const bySlugOrId = fixedQueryFirst((db: Db, groupId: string, key: string) => {
    builds += 1;
    return db
      .selectFrom('recipes')
      .select(['id', 'name'])
      .where('groupId', '=', groupId)
      .where('rating', '>', 1)
      .where((eb) => eb.or([eb('slug', '=', key), eb('id', '=', key)]));
  });

  it('builds the query once and binds each call’s values, keeping the constants', async () => {
    expect(await bySlugOrId(db, 'g', 'soup')).toEqual({ id: '1', name: 'Soup' });
    expect(await bySlugOrId(db, 'h', 'soup')).toEqual({ id: '3', name: 'Other soup' });
    expect(await bySlugOrId(db, 'g', '2')).toEqual({ id: '2', name: 'Stew' });
    expect(await bySlugOrId(db, 'g', 'nothing')).toBeUndefined();
    expect(builds).toBe(1);
  });

  it('runs inside a transaction', async () => {
    const name = await db.transaction().execute(async (trx) => {
      await trx.updateTable('recipes').set({ name: 'Soup!' }).where('id', '=', '1').execute();
      return (await bySlugOrId(trx, 'g', 'soup'))?.name;
    });
    expect(name).toBe('Soup!');
  });

  it('reads any number of ids through one JSON list', async () => {
    const names = fixedQuery((db: Db, ids: string) =>
      db.selectFrom('recipes').select('name').where('id', 'in', inJsonList(ids)).orderBy('id'),
    );
    expect(await names(db, JSON.stringify(['1']))).toEqual([{ name: 'Soup!' }]);
    expect(await names(db, JSON.stringify(['3', '2', '9']))).toEqual([
      { name: 'Stew' },
      { name: 'Other soup' },
    ]);
  });

  it('refuses an argument that does not end up as a bound value', async () => {
    const unused = fixedQuery((db: Db, name: string) =>
      db
        .selectFrom('recipes')
        .select('id')
        .$if(name === '', (query) => query.limit(1)),
    );
    await expect(unused(db, 'x')).rejects.toThrow('argument 0 is not a bound value');
    const asColumn = fixedQuery((db: Db, column: string) =>
      db.selectFrom('recipes').select(column as 'id'),
    );
    await expect(asColumn(db, 'name')).rejects.toThrow('part of the SQL text');
  });
});

describe('favourites of a user', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'larder-plan-'));
  const { db, sqlite } = openDatabase(':memory:');
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('start from the user’s marks, not from every recipe of the group', async () => {
    await migrateToLatest(db.withoutPlugins() as Kysely<unknown>, sqlite, dir);
    const statements: string[] = [];
    const prepare = sqlite.prepare.bind(sqlite);
    sqlite.prepare = (text: string) => {
      statements.push(text);
      return prepare(text);
    };
    expect(await listFavoriteSlugs(db, 'someone', 'their-group')).toEqual([]);
    sqlite.prepare = prepare;
    const [query] = statements;
    const plan = sqlite
      .prepare(`EXPLAIN QUERY PLAN ${query ?? ''}`)
      .all('someone', 1, 'their-group') as { detail: string }[];
    expect(plan[0]?.detail).toMatch(/^SEARCH f USING (COVERING )?INDEX \S+ \(user_id=\?/);
    expect(plan[1]?.detail).toMatch(/^SEARCH r USING INDEX \S+ \(id=\?\)/);
  });
});
