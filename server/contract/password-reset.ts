import { z } from 'zod';

import { Password } from './common';
import { Email } from './users';

/** Hours a reset link works (Mealie's never expire; a link in a mailbox should not last). */
export const resetTokenLifetimeHours = 1;

/** A mailbox gets at most one reset email a minute however often someone asks for it. */
export const resetEmailIntervalSeconds = 60;

/** The renderer page a reset link opens (`/reset-password?token=`). */
export const resetPasswordPagePath = '/reset-password';

/** `POST /api/users/forgot-password` and `POST /api/admin/users/password-reset-token`. */
export const ForgotPassword = z.object({ email: Email });
export type ForgotPassword = z.infer<typeof ForgotPassword>;

/** `POST /api/users/reset-password`: the emailed token, its account's email, the new password. */
export const ResetPassword = z.object({
  token: z.string().trim().min(1).max(200),
  email: Email,
  password: Password,
  passwordConfirm: z.string().max(256),
});
export type ResetPassword = z.infer<typeof ResetPassword>;

/** Mealie's answer to `POST /api/admin/users/password-reset-token`. */
export const PasswordResetToken = z.object({ token: z.string() });
export type PasswordResetToken = z.infer<typeof PasswordResetToken>;

/**
 * Larder's `POST /api/users/{id}/reset-password` (administrators): the token, the page it opens,
 * and whether it went out by email.
 */
export const UserResetLink = z.object({
  token: z.string(),
  link: z.string(),
  emailed: z.boolean(),
});
export type UserResetLink = z.infer<typeof UserResetLink>;
