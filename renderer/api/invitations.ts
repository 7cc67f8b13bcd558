import useSWR, { mutate } from 'swr';

import type {
  EmailInitationResponse,
  InvitationPreview,
  ReadInviteToken,
} from '../../server/contract/invitations';
import { registerPagePath } from '../../server/contract/invitations';
import { paths } from '../../server/contract/paths';

import { api, fetchJson } from './client';

/** The household's live invitation links (needs the invite permission; site admins have it). */
export function useInvitations() {
  return useSWR<ReadInviteToken[], Error>(paths.groupInvitations, fetchJson);
}

export async function createInvitation(uses: number) {
  const result = await api.post<ReadInviteToken>(paths.groupInvitations, { json: { uses } });
  if (!result.error) await mutate(paths.groupInvitations);
  return result;
}

export async function revokeInvitation(token: string) {
  const result = await api.delete<ReadInviteToken>(paths.groupInvitation(token));
  if (!result.error) await mutate(paths.groupInvitations);
  return result;
}

type PreviewKey = readonly [string, string];

/** Quiet: the registration page shows a dead link as its own state. */
async function postPreview([path, token]: PreviewKey): Promise<InvitationPreview> {
  const { data, error } = await api.post<InvitationPreview>(path, { json: { token }, quiet: true });
  if (error) throw error;
  return data as InvitationPreview;
}

/** The household a registration link joins (`null` key: no token, nothing to ask). */
export function useInvitationPreview(token: string | null) {
  const key: PreviewKey | null = token ? [paths.usersRegisterInvitation, token] : null;
  return useSWR<InvitationPreview, Error, PreviewKey | null>(key, postPreview, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** `{ success: false, error }` is an answer (no mail server, a refused address), not a failure. */
export function emailInvitation(email: string, token: string) {
  return api.post<EmailInitationResponse>(paths.groupInvitationsEmail, { json: { email, token } });
}

/** The page an invitation opens, on the address this person is using now. */
export function invitationLink(token: string): string {
  const url = new URL(registerPagePath, window.location.origin);
  url.searchParams.set('token', token);
  return url.toString();
}
