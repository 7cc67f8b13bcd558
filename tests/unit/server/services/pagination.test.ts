import { describe, expect, it } from 'vitest';

import { PaginationQuery } from '../../../../server/contract/common';
import { DomainError, InvalidQueryError } from '../../../../server/domain/errors';
import { camelizeKeys } from '../../../../server/domain/snake-case';
import { paginate, parseOrderBy, rejectQueryFilter } from '../../../../server/services/pagination';

const sortable = { name: 'name', created_at: 'createdAt' } as const;
const query = (input: Record<string, string>) => PaginationQuery.parse(input);

describe('parseOrderBy', () => {
  it('reads snake or camel keys with optional directions', () => {
    const order = parseOrderBy(
      query({ orderBy: 'name:asc,createdAt', orderDirection: 'desc' }),
      sortable,
      { column: 'name', direction: 'asc' },
    );
    expect(order).toEqual([
      { column: 'name', direction: 'asc' },
      { column: 'createdAt', direction: 'desc' },
    ]);
  });

  it('refuses unknown keys and directions with a domain error', () => {
    expect(() =>
      parseOrderBy(query({ orderBy: 'password' }), sortable, { column: 'name', direction: 'asc' }),
    ).toThrow(DomainError);
    expect(() =>
      parseOrderBy(query({ orderBy: 'name:up' }), sortable, { column: 'name', direction: 'asc' }),
    ).toThrow(DomainError);
  });

  it('answers bad keys with a plain-string detail, as Mealie does', () => {
    const error = (() => {
      try {
        parseOrderBy(query({ orderBy: 'nope' }), sortable, { column: 'name', direction: 'asc' });
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(InvalidQueryError);
    expect(error).toMatchObject({ isPlainDetail: true, message: 'Invalid order_by key: nope' });
  });

  it('leaves queryFilter to the lists that support it', () => {
    const withFilter = query({ queryFilter: 'name = "x"', orderBy: 'name' });
    expect(parseOrderBy(withFilter, sortable, { column: 'name', direction: 'asc' })).toHaveLength(
      1,
    );
    expect(() => rejectQueryFilter(withFilter)).toThrow(InvalidQueryError);
    expect(() => rejectQueryFilter(query({}))).not.toThrow();
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 7 }, (_, i) => i);
  const run = (input: Record<string, string>) =>
    paginate(
      '/api/things',
      query(input),
      [],
      () => Promise.resolve(items.length),
      (w) => Promise.resolve(w.limit === null ? items : items.slice(w.offset, w.offset + w.limit)),
    );

  it('builds the envelope with next and previous links', async () => {
    const page = await run({ page: '2', perPage: '3' });
    expect(page).toEqual({
      page: 2,
      per_page: 3,
      total: 7,
      total_pages: 3,
      items: [3, 4, 5],
      next: '/api/things?page=3&perPage=3&orderDirection=desc',
      previous: '/api/things?page=1&perPage=3&orderDirection=desc',
    });
  });

  it('keeps carried parameters in the links', async () => {
    const page = await paginate(
      '/api/things',
      query({ page: '1', perPage: '3' }),
      [],
      () => Promise.resolve(7),
      () => Promise.resolve([0, 1, 2]),
      [
        ['search', 'tom soup'],
        ['tags', 'a'],
        ['tags', 'b'],
      ],
    );
    expect(page.next).toBe(
      '/api/things?page=2&perPage=3&orderDirection=desc&search=tom+soup&tags=a&tags=b',
    );
  });

  it('treats page -1 as the last page and perPage -1 as everything', async () => {
    expect((await run({ page: '-1', perPage: '3' })).items).toEqual([6]);
    const all = await run({ perPage: '-1' });
    expect(all).toMatchObject({ per_page: 7, total_pages: 1, next: null, previous: null });
    expect(all.items).toHaveLength(7);
  });
});

describe('camelizeKeys', () => {
  it('accepts snake_case input for camelCase fields, deeply', () => {
    expect(camelizeKeys({ full_name: 'A', prefs: [{ private_group: true }], already: 1 })).toEqual({
      fullName: 'A',
      prefs: [{ privateGroup: true }],
      already: 1,
    });
  });
});
