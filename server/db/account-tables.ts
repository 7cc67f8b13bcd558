import type { Selectable } from 'kysely';

/**
 * The tables of migration 0009, part of `Database` (schema.ts)
 * (camelCase here, snake_case in SQL).
 */
export type AccountTables = {
  inviteTokens: InviteTokenTable;
  passwordResetTokens: PasswordResetTokenTable;
};

export type InviteTokenTable = {
  id: string;
  token: string;
  /** SHA-256 of the token, hex: what lookups compare. */
  tokenHash: string;
  usesLeft: number;
  groupId: string;
  expiresAt: string;
  createdAt: string;
  updateAt: string;
};
export type InviteTokenRow = Selectable<InviteTokenTable>;

export type PasswordResetTokenTable = {
  id: string;
  userId: string;
  /** SHA-256 of the token, hex; the token itself is only ever in the email or the admin's answer. */
  tokenHash: string;
  expiresAt: string;
  createdAt: string;
  updateAt: string;
};
export type PasswordResetTokenRow = Selectable<PasswordResetTokenTable>;
