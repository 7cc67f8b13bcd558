import { sql, type RawBuilder, type SqlBool } from 'kysely';

import type {
  FilterFieldType,
  FilterOperator,
  FilterValue,
  ResolvedFilter,
} from '../domain/query-filter';

/**
 * Where a filter attribute lives. A plain column of the listed row, or a column of related rows
 * (tags, ingredients' foods, …): then `related` turns a condition on `column` into "the row has
 * a related row meeting it", e.g. `recipes.id IN (SELECT recipe_id FROM … WHERE <condition>)`.
 */
export interface FilterTarget {
  readonly type: FilterFieldType;
  readonly column: RawBuilder<unknown>;
  readonly related?: (condition: RawBuilder<SqlBool>) => RawBuilder<SqlBool>;
}

/**
 * Compiles a resolved filter into one SQL condition. Values are always bound parameters. Text
 * compares without regard to case (as Mealie lower-cases both sides). On related rows the
 * positive operators mean "some related row matches" and the negative ones (<>, NOT IN,
 * NOT LIKE) "no related row matches the positive form"; IS NULL means "has none".
 */
export function compileFilter(
  filter: ResolvedFilter,
  targets: Readonly<Record<string, FilterTarget>>,
): RawBuilder<SqlBool> {
  if (filter.kind !== 'condition') {
    const joiner = filter.kind === 'and' ? sql` AND ` : sql` OR `;
    return sql<SqlBool>`(${sql.join(
      filter.items.map((item) => compileFilter(item, targets)),
      joiner,
    )})`;
  }
  const target = targets[filter.field];
  if (!target) throw new Error(`No SQL target for filter field ${filter.field}`);
  const values = filter.value === null ? [] : [filter.value].flat();
  const test = (operator: FilterOperator, list: FilterValue[] = values) =>
    predicate(target, operator, list);
  const { related } = target;

  switch (filter.operator) {
    case 'IS NULL':
      return related ? not(related(test('IS NOT NULL'))) : test('IS NULL');
    case 'IS NOT NULL':
      return related ? related(test('IS NOT NULL')) : test('IS NOT NULL');
    case '<>':
      return related ? not(related(test('='))) : test('<>');
    case 'NOT IN':
      return related ? not(related(test('IN'))) : test('NOT IN');
    case 'NOT LIKE':
      return related ? not(related(test('LIKE'))) : test('NOT LIKE');
    case 'CONTAINS ALL': {
      const each = values.map((value) => {
        const equal = test('=', [value]);
        return related ? related(equal) : equal;
      });
      return sql<SqlBool>`(${sql.join(each, sql` AND `)})`;
    }
    default:
      return related ? related(test(filter.operator)) : test(filter.operator);
  }
}

function not(condition: RawBuilder<SqlBool>): RawBuilder<SqlBool> {
  return sql<SqlBool>`NOT (${condition})`;
}

const sqlOperators: Record<Exclude<FilterOperator, 'CONTAINS ALL'>, RawBuilder<unknown>> = {
  '=': sql`=`,
  '<>': sql`<>`,
  '>': sql`>`,
  '<': sql`<`,
  '>=': sql`>=`,
  '<=': sql`<=`,
  'IS NULL': sql`IS NULL`,
  'IS NOT NULL': sql`IS NOT NULL`,
  IN: sql`IN`,
  'NOT IN': sql`NOT IN`,
  LIKE: sql`LIKE`,
  'NOT LIKE': sql`NOT LIKE`,
};

/** One comparison on the target's column. SQLite's LIKE already ignores ASCII case. */
function predicate(
  target: FilterTarget,
  operator: FilterOperator,
  values: FilterValue[],
): RawBuilder<SqlBool> {
  if (operator === 'CONTAINS ALL') throw new Error('CONTAINS ALL is compiled per value');
  const column =
    target.type === 'text' && !operator.includes('LIKE')
      ? sql`${target.column} COLLATE NOCASE`
      : target.column;
  const op = sqlOperators[operator];
  if (operator === 'IS NULL' || operator === 'IS NOT NULL') return sql<SqlBool>`${column} ${op}`;
  if (operator === 'IN' || operator === 'NOT IN') {
    return sql<SqlBool>`${column} ${op} (${sql.join(values.map((value) => sql`${value}`))})`;
  }
  return sql<SqlBool>`${column} ${op} ${values[0] ?? null}`;
}
