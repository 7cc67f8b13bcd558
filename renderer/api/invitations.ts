import useSWR, { mutate } from 'swr';

import type { EmailInitationResponse, ReadInviteToken } from '../../server/contract/invitations';
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
