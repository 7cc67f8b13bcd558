import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase, type Db, type OpenedDatabase } from '../../../../server/db/database';
import { ReadCache } from '../../../../server/db/read-cache';

const dir = mkdtempSync(path.join(tmpdir(), 'larder-read-cache-'));
const file = path.join(dir, 'cache.db');
let opened: OpenedDatabase;

beforeAll(() => {
  opened = openDatabase(file);
  opened.sqlite.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)');
  opened.sqlite.prepare('INSERT INTO notes (text) VALUES (?)').run('first');
});
afterAll(() => {
  opened.sqlite.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Reads the note through Kysely, counting how often the read really ran. */
function countedRead(db: Db = opened.db) {
  let runs = 0;
  const load = async () => {
    runs += 1;
    const { rows } = await sql<{ text: string }>`SELECT text FROM notes WHERE id = 1`.execute(db);
    return rows[0]?.text ?? '';
  };
  return { load, runs: () => runs };
}

describe('ReadCache', () => {
  it('answers a read again while nothing was written, and reads anew after a write', async () => {
    const cache = new ReadCache<string>(10);
    const read = countedRead();
    expect(await cache.read(opened.db, 'note', read.load)).toBe('first');
    expect(await cache.read(opened.db, 'note', read.load)).toBe('first');
    expect(read.runs()).toBe(1);

    await sql`UPDATE notes SET text = 'second' WHERE id = 1`.execute(opened.db);
    expect(await cache.read(opened.db, 'note', read.load)).toBe('second');
    expect(read.runs()).toBe(2);
  });

  it('sees a commit by another connection to the same file', async () => {
    const cache = new ReadCache<string>(10);
    const read = countedRead();
    await cache.read(opened.db, 'note', read.load);
    const other = new BetterSqlite3(file);
    other.prepare("UPDATE notes SET text = 'from elsewhere' WHERE id = 1").run();
    other.close();
    expect(await cache.read(opened.db, 'note', read.load)).toBe('from elsewhere');
    expect(read.runs()).toBe(2);
  });

  it('keeps nothing read while a transaction is open, which may still roll back', async () => {
    const cache = new ReadCache<string>(10);
    const read = countedRead();
    const before = await cache.read(opened.db, 'note', read.load);
    opened.sqlite.exec("BEGIN; UPDATE notes SET text = 'never committed' WHERE id = 1");
    expect(await cache.read(opened.db, 'note', read.load)).toBe('never committed');
    opened.sqlite.exec('ROLLBACK');
    expect(await cache.read(opened.db, 'note', read.load)).toBe(before);
    expect(read.runs()).toBe(3);
  });

  it('does not keep a value when a write happened while it was being read', async () => {
    const cache = new ReadCache<string>(10);
    let runs = 0;
    const load = async () => {
      runs += 1;
      const { rows } = await sql<{ text: string }>`SELECT text FROM notes WHERE id = 1`.execute(
        opened.db,
      );
      if (runs === 1)
        await sql`UPDATE notes SET text = 'meanwhile' WHERE id = 1`.execute(opened.db);
      return rows[0]?.text ?? '';
    };
    const stale = await cache.read(opened.db, 'note', load);
    expect(stale).not.toBe('meanwhile');
    expect(await cache.read(opened.db, 'note', load)).toBe('meanwhile');
    expect(runs).toBe(2);
  });
});
