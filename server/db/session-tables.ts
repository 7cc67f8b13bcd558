/** The table of migration 0011, part of `Database` (schema.ts). */
export type SessionTables = {
  signedOutSessions: { id: string; userId: string; expiresAt: string };
};
