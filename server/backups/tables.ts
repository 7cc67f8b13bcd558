import type BetterSqlite3 from 'better-sqlite3';

/** How a column's declared type constrains the JSON values a backup may hold for it. */
export type ColumnKind = 'integer' | 'real' | 'text' | 'any';

interface ColumnInfo {
  name: string;
  kind: ColumnKind;
}

export interface TableInfo {
  name: string;
  columns: ColumnInfo[];
}

/** SQLite keeps AUTOINCREMENT counters here; a backup carries it so ids continue exactly. */
export const sequenceTable = 'sqlite_sequence';

/** Kysely's bookkeeping: a backup states its schema revision in `alembic_version` instead. */
const migrationTables = new Set(['kysely_migration', 'kysely_migration_lock']);

/** The tables an FTS5 table keeps its index in (`<name>_data`, …). */
const ftsShadowSuffixes = ['_data', '_idx', '_content', '_docsize', '_config'];

/** SQLite's type affinity rules (https://www.sqlite.org/datatype3.html#determination_of_column_affinity). */
function kindOf(declared: string): ColumnKind {
  const type = declared.toUpperCase();
  if (type.includes('INT')) return 'integer';
  if (type.includes('CHAR') || type.includes('CLOB') || type.includes('TEXT')) return 'text';
  if (type.includes('REAL') || type.includes('FLOA') || type.includes('DOUB')) return 'real';
  return 'any';
}

/**
 * Every table a backup holds, read from the schema itself (`sqlite_master`), so a table added by
 * a later migration is never forgotten: all but SQLite's internal ones (except the AUTOINCREMENT
 * counters), Kysely's migration bookkeeping, and full-text indexes with their shadow tables
 * (rebuilt from the recipes after a restore). Sorted by name, the counters last.
 */
export function listBackupTables(sqlite: BetterSqlite3.Database): TableInfo[] {
  const rows = sqlite
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all() as { name: string; sql: string | null }[];
  const virtual = rows
    .filter((row) => /^CREATE\s+VIRTUAL\s+TABLE/i.test(row.sql ?? ''))
    .map((row) => row.name);
  const shadow = new Set(virtual.flatMap((name) => ftsShadowSuffixes.map((s) => name + s)));
  const names = rows
    .map((row) => row.name)
    .filter(
      (name) =>
        (!name.startsWith('sqlite_') || name === sequenceTable) &&
        !migrationTables.has(name) &&
        !virtual.includes(name) &&
        !shadow.has(name),
    );
  names.sort((a, b) => Number(a === sequenceTable) - Number(b === sequenceTable));
  return names.map((name) => ({ name, columns: columnsOf(sqlite, name) }));
}

function columnsOf(sqlite: BetterSqlite3.Database, table: string): ColumnInfo[] {
  const columns = sqlite.prepare('SELECT name, type FROM pragma_table_info(?)').all(table) as {
    name: string;
    type: string;
  }[];
  return columns.map((column) => ({ name: column.name, kind: kindOf(column.type) }));
}

/** `"name"` for SQL, for names read from the schema or already checked against it. */
export function quoteName(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
