import { afterAll, describe, expect, it } from 'vitest';

import { openDatabase } from '../../../../server/db/database';
import { compileFilter } from '../../../../server/db/query-filter-sql';
import { recipeFilterTargets } from '../../../../server/db/recipe-filter-targets';
import { InvalidQueryError } from '../../../../server/domain/errors';
import type { ResolvedFilter } from '../../../../server/domain/query-filter';
import { parseQueryFilter, toSnakeCase } from '../../../../server/services/query-filter';
import { parseFilterText } from '../../../../server/services/query-filter-parser';

const parse = (text: string) => parseQueryFilter(text, recipeFilterTargets);
const condition = (field: string, operator: string, value: unknown) => ({
  kind: 'condition',
  field,
  operator,
  value,
});

/** The message of the InvalidQueryError `run` throws. */
function failure(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidQueryError);
    expect((error as InvalidQueryError).isPlainDetail).toBe(true);
    return (error as Error).message;
  }
  throw new Error('expected an InvalidQueryError');
}

describe('parseQueryFilter: the language', () => {
  it('reads one comparison with a quoted value', () => {
    expect(parse('name = "Tomato Soup"')).toEqual(condition('name', '=', 'Tomato Soup'));
  });

  it('takes camelCase or snake_case attributes, dotted for relations', () => {
    expect(parse('lastMade IS NULL')).toEqual(condition('last_made', 'IS NULL', null));
    expect(parse('recipeCategory.slug = "soups"')).toEqual(
      condition('recipe_category.slug', '=', 'soups'),
    );
    expect(parse('orgURL <> "x"')).toEqual(condition('org_url', '<>', 'x'));
    expect(toSnakeCase('settings.showNutrition')).toBe('settings.show_nutrition');
  });

  it('reads every comparison operator, with or without spaces', () => {
    for (const op of ['=', '<>', '>', '<', '>=', '<=']) {
      expect(parse(`rating${op}3`)).toEqual(condition('rating', op, 3));
      expect(parse(`rating ${op} "3"`)).toEqual(condition('rating', op, 3));
    }
  });

  it('reads the keyword operators in any case', () => {
    expect(parse('last_made is not null')).toEqual(condition('last_made', 'IS NOT NULL', null));
    expect(parse('last_made IS "null"')).toEqual(condition('last_made', 'IS NULL', null));
    expect(parse('tags.slug IN ["a", b]')).toEqual(condition('tags.slug', 'IN', ['a', 'b']));
    expect(parse('tags.slug not in ["a"]')).toEqual(condition('tags.slug', 'NOT IN', ['a']));
    expect(parse('tags.slug CONTAINS ALL ["a","b"]')).toEqual(
      condition('tags.slug', 'CONTAINS ALL', ['a', 'b']),
    );
    expect(parse('name like "%soup%"')).toEqual(condition('name', 'LIKE', '%soup%'));
    expect(parse('name NOT LIKE "%soup%"')).toEqual(condition('name', 'NOT LIKE', '%soup%'));
  });

  it('binds AND tighter than OR and honours parentheses', () => {
    const a = condition('name', '=', 'a');
    const b = condition('slug', '=', 'b');
    const c = condition('rating', '>', 3);
    expect(parse('name = "a" OR slug = "b" AND rating > 3')).toEqual({
      kind: 'or',
      items: [a, { kind: 'and', items: [b, c] }],
    });
    expect(parse('(name = "a" OR slug = "b") AND rating > 3')).toEqual({
      kind: 'and',
      items: [{ kind: 'or', items: [a, b] }, c],
    });
    expect(parse('((name = "a")) and slug = "b" and rating > 3')).toEqual({
      kind: 'and',
      items: [a, b, c],
    });
  });

  it('keeps parentheses, brackets and keywords inside quotes as text', () => {
    expect(parse('name = "Soup (AND) [OR] = <>"')).toEqual(
      condition('name', '=', 'Soup (AND) [OR] = <>'),
    );
  });

  it('types values: numbers, booleans, uuids, dates and date-times', () => {
    expect(parse('rating >= 4.5')).toEqual(condition('rating', '>=', 4.5));
    expect(parse('settings.public = true')).toEqual(condition('settings.public', '=', 1));
    expect(parse('settings.public = "no"')).toEqual(condition('settings.public', '=', 0));
    expect(parse('user_id = "0F8FAD5B-D9CB-469F-A165-70867728950E"')).toEqual(
      condition('user_id', '=', '0f8fad5b-d9cb-469f-a165-70867728950e'),
    );
    expect(parse('date_added > "2024-03-01T10:00:00+02:00"')).toEqual(
      condition('date_added', '>', '2024-03-01'),
    );
    expect(parse('created_at >= "2024-03-01"')).toEqual(
      condition('created_at', '>=', '2024-03-01T00:00:00.000Z'),
    );
    expect(parse('last_made < 2024-03-01T10:30:00+0200')).toEqual(
      condition('last_made', '<', '2024-03-01T08:30:00.000Z'),
    );
    expect(parse('update_at < "2024-03-01 10:30"')).toEqual(
      condition('update_at', '<', '2024-03-01T10:30:00.000Z'),
    );
  });

  it('treats blank text as no filter', () => {
    expect(parse('   ')).toBeNull();
    expect(parseQueryFilter(undefined, recipeFilterTargets)).toBeNull();
  });
});

describe('parseQueryFilter: mistakes are a 400 with a readable message', () => {
  it.each([
    ['password = "x"', 'unknown attribute "password"'],
    ['tags.colour = "red"', 'unknown attribute "tags.colour"'],
    ['name = "a" AND', 'expected an attribute name'],
    ['(name = "a"', 'missing ")"'],
    ['name = "a")', 'unexpected ")"'],
    ['name =', 'expected a value after ='],
    ['name "a"', 'expected an operator after "name"'],
    ['name = "a" slug = "b"', 'expected AND or OR before "slug"'],
    ['name = "open', 'a quoted value is not closed'],
    ['name != "a"', 'use <> for "not equal"'],
    ['name = ["a"]', 'a list can only follow IN'],
    ['tags.slug IN "a"', 'IN must be given a list'],
    ['tags.slug IN []', 'the list after IN is empty'],
    ['tags.slug IN ["a" "b"]', 'expected "," or "]"'],
    ['name IS "x"', 'IS and IS NOT can only be used with NULL'],
    ['name = NULL', 'using IS NULL or IS NOT NULL'],
    ['rating LIKE "4%"', 'LIKE can only be used with text attributes'],
    ['rating > "four"', '"four" is not a number'],
    ['settings.public = "maybe"', '"maybe" is not true or false'],
    ['id = "not-a-uuid"', '"not-a-uuid" is not a valid UUID'],
    ['created_at > "yesterday"', '"yesterday" is not a date'],
    ['date_added = "2024-02-30"', '"2024-02-30" is not a date'],
    ['1 = 1', 'expected an attribute name, found "1"'],
  ])('%s', (text, message) => {
    expect(failure(() => parse(text))).toContain(message);
  });

  it('says where the mistake is and starts with a plain prefix', () => {
    expect(failure(() => parse('name = "a" OR )'))).toBe(
      'Invalid query filter: expected an attribute name, found ")" (at character 15)',
    );
  });

  it('limits nesting and length', () => {
    expect(failure(() => parse(`${'('.repeat(30)}name = "a"${')'.repeat(30)}`))).toContain(
      'nested too deeply',
    );
    const many = Array.from({ length: 101 }, () => 'rating > 1').join(' OR ');
    expect(failure(() => parse(many))).toContain('too many conditions');
  });
});

describe('compileFilter: SQL with bound values only', () => {
  const { db } = openDatabase(':memory:');
  afterAll(() => db.destroy());
  const compile = (filter: ResolvedFilter | null) => {
    if (!filter) throw new Error('no filter');
    return db
      .selectFrom('recipes')
      .select('id')
      .where(compileFilter(filter, recipeFilterTargets))
      .compile();
  };

  it('passes an escaped quote through as part of one value', () => {
    const filter = parse('name = "x\\" OR 1=1 --"');
    expect(filter).toEqual(condition('name', '=', 'x" OR 1=1 --'));
    const query = compile(filter);
    expect(query.sql).toContain('recipes.name COLLATE NOCASE = ?');
    expect(query.sql).not.toContain('1=1');
    expect(query.parameters).toEqual(['x" OR 1=1 --']);
  });

  it('refuses the same attempt without the escape', () => {
    expect(failure(() => parse('name = "x" OR 1=1 --"'))).toContain('not closed');
    expect(failure(() => parse('name = "x" OR 1=1 --'))).toContain('found "1"');
    expect(failure(() => parse('name = "x"; DROP TABLE recipes'))).toContain('expected AND or OR');
  });

  it('never puts attribute text into SQL: only whitelisted columns appear', () => {
    expect(failure(() => parse('name) OR (1 = 1'))).toContain('expected an operator');
    expect(parseFilterText('recipes.name = "x"')).toMatchObject({ attribute: 'recipes.name' });
    expect(failure(() => parse('recipes.name = "x"'))).toContain('unknown attribute');
  });

  it('compiles lists, relations and negations', () => {
    const query = compile(
      parse(
        'tags.slug IN ["a", "b"] AND tools.name NOT IN ["c"] AND recipeCategory.id IS NULL ' +
          'OR tags.name CONTAINS ALL ["x", "y"] OR description NOT LIKE "%z%"',
      ),
    );
    expect(query.sql).toContain('o.slug COLLATE NOCASE IN (?, ?)');
    expect(query.sql).toContain(
      'NOT (recipes.id IN (SELECT l.recipe_id FROM tools o CROSS JOIN recipes_to_tools l',
    );
    expect(query.sql).toContain('o.id IS NOT NULL');
    expect(query.sql).toContain('recipes.description NOT LIKE ?');
    expect(query.parameters).toEqual(['a', 'b', 'c', 'x', 'y', '%z%']);
  });

  it('produces SQL SQLite accepts for every operator', () => {
    const { db: real, sqlite } = openDatabase(':memory:');
    sqlite.exec(`CREATE TABLE recipes (id TEXT, name TEXT, rating REAL, last_made TEXT,
      is_public INTEGER, group_id TEXT)`);
    sqlite.exec(`CREATE TABLE recipes_to_tags (recipe_id TEXT, tag_id TEXT);
      CREATE TABLE tags (id TEXT, name TEXT, slug TEXT)`);
    const filters = [
      'name = "a" OR name <> "b" OR name > "c" OR name < "d" OR name >= "e" OR name <= "f"',
      'last_made IS NULL AND last_made IS NOT NULL OR rating IN [1, 2] OR rating NOT IN [3]',
      'name LIKE "%a%" OR name NOT LIKE "b%" OR tags.slug CONTAINS ALL ["a", "b"]',
      'tags.name = "x" OR tags.name <> "y" OR tags.id IS NULL OR settings.public = false',
    ];
    for (const text of filters) {
      const filter = parse(text);
      if (!filter) throw new Error('no filter');
      const { sql, parameters } = real
        .selectFrom('recipes')
        .select('id')
        .where(compileFilter(filter, recipeFilterTargets))
        .compile();
      expect(() => sqlite.prepare(sql).all(...parameters)).not.toThrow();
    }
    sqlite.close();
  });
});
