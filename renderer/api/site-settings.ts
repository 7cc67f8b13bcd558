import useSWR, { mutate } from 'swr';

import { paths } from '../../server/contract/paths';
import type { SiteSettings, SiteSettingsUpdate } from '../../server/contract/site-settings';

import { api, fetchJson } from './client';

export function useSiteSettings() {
  return useSWR<SiteSettings, Error>(paths.adminSiteSettings, fetchJson);
}

export async function saveSiteSettings(update: SiteSettingsUpdate) {
  const result = await api.put<SiteSettings>(paths.adminSiteSettings, { json: update });
  if (result.data) await mutate(paths.adminSiteSettings, result.data, { revalidate: false });
  return result;
}
