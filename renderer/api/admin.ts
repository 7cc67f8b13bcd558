import useSWR from 'swr';

import type { AdminAboutInfo, AppStatistics, CheckAppConfig } from '../../server/contract/app';
import { paths } from '../../server/contract/paths';

import { fetchJson } from './client';

export function useAdminAbout() {
  return useSWR<AdminAboutInfo, Error>(paths.adminAbout, fetchJson);
}

export function useAdminStatistics() {
  return useSWR<AppStatistics, Error>(paths.adminStatistics, fetchJson);
}

export function useAdminCheck() {
  return useSWR<CheckAppConfig, Error>(paths.adminCheck, fetchJson);
}
