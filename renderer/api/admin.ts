import useSWR from 'swr';

import type { AdminAboutInfo, AppStatistics, CheckAppConfig } from '../../server/contract/app';
import type { EmailReady, EmailSuccess } from '../../server/contract/email';
import { paths } from '../../server/contract/paths';

import { api, fetchJson } from './client';

export function useAdminAbout() {
  return useSWR<AdminAboutInfo, Error>(paths.adminAbout, fetchJson);
}

export function useAdminStatistics() {
  return useSWR<AppStatistics, Error>(paths.adminStatistics, fetchJson);
}

export function useAdminCheck() {
  return useSWR<CheckAppConfig, Error>(paths.adminCheck, fetchJson);
}

export function useEmailReady() {
  return useSWR<EmailReady, Error>(paths.adminEmail, fetchJson);
}

/** `{ success: false, error }` says why the message did not go; the screen shows it. */
export function sendTestEmail(email: string) {
  return api.post<EmailSuccess>(paths.adminEmail, { json: { email } });
}
