import { sql, type Kysely } from 'kysely';

/**
 * Group reports with their entries (bulk URL import, later migrations and backups) and the
 * group's background server tasks, with Mealie's columns. Frozen in time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`CREATE TABLE group_reports (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      category TEXT NOT NULL,
      group_id TEXT NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
      status TEXT NOT NULL DEFAULT 'in-progress',
      timestamp TEXT NOT NULL,
      created_at TEXT NOT NULL,
      update_at TEXT NOT NULL
    )`,
    sql`CREATE INDEX group_reports_group_time ON group_reports(group_id, timestamp)`,
    sql`CREATE TABLE report_entries (
      id TEXT PRIMARY KEY,
      report_id TEXT NOT NULL REFERENCES group_reports(id) ON DELETE CASCADE,
      success INTEGER NOT NULL DEFAULT 1,
      message TEXT NOT NULL,
      exception TEXT NOT NULL DEFAULT '',
      timestamp TEXT NOT NULL,
      created_at TEXT NOT NULL,
      update_at TEXT NOT NULL
    )`,
    sql`CREATE INDEX report_entries_report ON report_entries(report_id, timestamp)`,
    sql`CREATE TABLE server_tasks (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      group_id TEXT NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      status TEXT NOT NULL DEFAULT 'running',
      log TEXT NOT NULL DEFAULT '',
      created_at TEXT NOT NULL,
      update_at TEXT NOT NULL
    )`,
    sql`CREATE INDEX server_tasks_group_created ON server_tasks(group_id, created_at)`,
  ];
  for (const statement of statements) await statement.execute(db);
}
