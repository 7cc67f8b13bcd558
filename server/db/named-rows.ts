import type BetterSqlite3 from 'better-sqlite3';
import {
  CamelCasePlugin,
  type PluginTransformResultArgs,
  type QueryResult,
  type SqliteStatement,
  type UnknownRow,
} from 'kysely';

/**
 * Kysely's CamelCasePlugin for queries (camelCase in TypeScript, snake_case in SQL) that leaves
 * rows as the statements give them: `withNamedRows` already names their columns in camelCase.
 * The plugin itself would copy every row into a second object, key by key, after better-sqlite3
 * had built the first: for a page of twenty recipes that copy cost as much as reading the rows.
 */
export class CamelCaseQueries extends CamelCasePlugin {
  override transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }

  /** A result column's name in rows, as the plugin would have named it. */
  columnName(column: string): string {
    return this.camelCase(column);
  }
}

/**
 * A statement whose rows are objects keyed by `columnName` of each result column. It reads rows
 * as arrays and names them with the names it worked out once, again only when the schema
 * changed (`schemaVersion`): SQLite prepares a statement anew then, and `SELECT *` may answer
 * other columns.
 */
export function withNamedRows(
  statement: BetterSqlite3.Statement,
  columnName: (column: string) => string,
  schemaVersion: () => unknown,
): SqliteStatement {
  if (!statement.reader) return statement;
  statement.raw(true);
  let namedAt: unknown = null;
  let toRow: RowFactory = () => ({});
  // Called after a step: only then has SQLite prepared the statement again for a new schema.
  const currentRowFactory = () => {
    const version = schemaVersion();
    if (version !== namedAt) {
      toRow = rowFactory(statement.columns().map((column) => columnName(column.name)));
      namedAt = version;
    }
    return toRow;
  };
  return {
    reader: true,
    all: (parameters) => {
      const rows = statement.all(parameters) as unknown[][];
      return rows.map(currentRowFactory());
    },
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      let named: RowFactory | null = null;
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) {
        named ??= currentRowFactory();
        yield named(values);
      }
    },
  };
}

type RowFactory = (values: unknown[]) => Record<string, unknown>;

/**
 * One object literal with these property names, built once per statement shape. Filling an empty
 * object key by key made V8 look each key up at run time and left wide rows slow to read: a
 * search page's rows took 70 µs to name that way, 4 µs this way. Names are written as string
 * literals (`__proto__` as a computed key, so that it stays an own property); only the values
 * vary.
 */
function rowFactory(names: string[]): RowFactory {
  const fields = names.map((name, index) => {
    const key = name === '__proto__' ? '["__proto__"]' : JSON.stringify(name);
    return `${key}: values[${index}]`;
  });
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the text holds only quoted names
  return new Function('values', `return { ${fields.join(', ')} };`) as RowFactory;
}
