import { z } from 'zod';

import { EmailSuccess } from './email';
import { Email } from './users';

/** Days an invitation works (Mealie's never expire; ours do, so a leaked link goes stale). */
export const inviteLifetimeDays = 7;

export const CreateInviteToken = z.object({ uses: z.number().int().min(1).max(1000) });
export type CreateInviteToken = z.infer<typeof CreateInviteToken>;

/** Mealie's `ReadInviteToken`; `expiresAt` is Larder's addition. */
export const ReadInviteToken = z.object({
  token: z.string(),
  usesLeft: z.number().int(),
  groupId: z.string(),
  expiresAt: z.string(),
});
export type ReadInviteToken = z.infer<typeof ReadInviteToken>;

export const EmailInvitation = z.object({ email: Email, token: z.string().min(1).max(200) });
export type EmailInvitation = z.infer<typeof EmailInvitation>;

/** Mealie's `EmailInitationResponse` (sic): the same shape as `EmailSuccess`. */
export const EmailInitationResponse = EmailSuccess;
export type EmailInitationResponse = EmailSuccess;

/** The renderer page a link in an invitation opens (Mealie's `/register?token=`). */
export const registerPagePath = '/register';
