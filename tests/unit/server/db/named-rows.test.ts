import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';

import { openDatabase } from '../../../../server/db/database';
import { withNamedRows } from '../../../../server/db/named-rows';

describe('rows named in camelCase by the statements', () => {
  const { db, sqlite } = openDatabase(':memory:');
  sqlite.exec(
    `CREATE TABLE shopping_notes (id INTEGER PRIMARY KEY, group_id TEXT, note_text TEXT)`,
  );
  sqlite.exec(`INSERT INTO shopping_notes VALUES (1, 'g', 'milk'), (2, 'g', 'eggs')`);
  afterAll(() => db.destroy());

  it('names the columns of built, raw, returning and streamed queries as the plugin did', async () => {
    const built = await db
      .selectFrom('shoppingNotes' as never)
      .select(['groupId', 'noteText'] as never)
      .orderBy('id' as never)
      .execute();
    expect(built).toEqual([
      { groupId: 'g', noteText: 'milk' },
      { groupId: 'g', noteText: 'eggs' },
    ]);
    const raw = await sql<{ noteCount: number }>`SELECT count(*) AS note_count
      FROM shopping_notes`.execute(db);
    expect(raw.rows).toEqual([{ noteCount: 2 }]);
    const returned = await sql`INSERT INTO shopping_notes VALUES (3, 'h', 'bread')
      RETURNING id, note_text`.execute(db);
    expect(returned.rows).toEqual([{ id: 3, noteText: 'bread' }]);
    const streamed: unknown[] = [];
    for await (const row of db
      .selectFrom('shoppingNotes' as never)
      .select(['id', 'groupId'] as never)
      .orderBy('id' as never)
      .stream()) {
      streamed.push(row);
    }
    expect(streamed).toEqual([
      { id: 1, groupId: 'g' },
      { id: 2, groupId: 'g' },
      { id: 3, groupId: 'h' },
    ]);
  });

  it('names the columns again when the schema changed under a kept statement', async () => {
    const all = () => sql`SELECT * FROM shopping_notes WHERE id = 1`.execute(db);
    expect((await all()).rows).toEqual([{ id: 1, groupId: 'g', noteText: 'milk' }]);
    sqlite.exec('ALTER TABLE shopping_notes RENAME COLUMN note_text TO item_text');
    expect((await all()).rows).toEqual([{ id: 1, groupId: 'g', itemText: 'milk' }]);
  });

  it('keeps any column name as a plain own property, quotes and __proto__ included', () => {
    const statement = withNamedRows(
      sqlite.prepare(String.raw`SELECT 1 AS "a""b }; c", 2 AS "__proto__", 3 AS "x\y"`),
      (column) => column,
      () => 0,
    );
    const [row] = statement.all([]) as Record<string, unknown>[];
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.entries(row ?? {})).toEqual([
      ['a"b }; c', 1],
      ['__proto__', 2],
      [String.raw`x\y`, 3],
    ]);
  });
});
