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
  let names: string[] = [];
  // Called after a step: only then has SQLite prepared the statement again for a new schema.
  const currentNames = () => {
    const version = schemaVersion();
    if (version !== namedAt) {
      names = statement.columns().map((column) => columnName(column.name));
      namedAt = version;
    }
    return names;
  };
  const named = (values: unknown[], keys: string[]) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < values.length; i++) row[keys[i] as string] = values[i];
    return row;
  };
  return {
    reader: true,
    all: (parameters) => {
      const rows = statement.all(parameters) as unknown[][];
      const keys = currentNames();
      return rows.map((values) => named(values, keys));
    },
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      let keys: string[] | null = null;
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) {
        keys ??= currentNames();
        yield named(values, keys);
      }
    },
  };
}
