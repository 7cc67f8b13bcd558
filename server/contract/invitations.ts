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
  householdId: z.string(),
  expiresAt: z.string(),
});
export type ReadInviteToken = z.infer<typeof ReadInviteToken>;

const InviteTokenText = z.string().min(1).max(200);

export const EmailInvitation = z.object({ email: Email, token: InviteTokenText });
export type EmailInvitation = z.infer<typeof EmailInvitation>;

/** Mealie's `EmailInitationResponse` (sic): the same shape as `EmailSuccess`. */
export const EmailInitationResponse = EmailSuccess;
export type EmailInitationResponse = EmailSuccess;

/** The renderer page a link in an invitation opens (Mealie's `/register?token=`). */
export const registerPagePath = '/register';

/** `POST /api/users/register/invitation` (a Larder addition, public): which household a link joins. */
export const InvitationLookup = z.object({ token: InviteTokenText });
export type InvitationLookup = z.infer<typeof InvitationLookup>;

export const InvitationPreview = z.object({
  groupName: z.string(),
  usesLeft: z.number().int(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof InvitationPreview>;

/** `DELETE /api/groups/invitations/{token}` (a Larder addition): the token is the path's part. */
export const InvitationPathParams = z.object({ token: InviteTokenText });
