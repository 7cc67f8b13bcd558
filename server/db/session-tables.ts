/** The table of migration 0011, seen through `db.withTables<SessionTables>()` by its repo. */
export type SessionTables = {
  signedOutSessions: { id: string; userId: string; expiresAt: string };
};
