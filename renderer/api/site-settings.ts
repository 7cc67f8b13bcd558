import useSWR, { mutate } from 'swr';

import { paths } from '../../server/contract/paths';
import type { SiteSettings, SiteSettingsUpdate } from '../../server/contract/site-settings';

import { api, fetchJson } from './client';

export function useSiteSettings() {
  return useSWR<SiteSettings, Error>(paths.adminSiteSettings, fetchJson);
}

export async function saveSiteSettings(update: SiteSettingsUpdate) {
  const result = await api.put<SiteSettings>(paths.adminSiteSettings, { json: update });
  if (result.data) {
    // `/app/about` reports the effective sign-up switch (the login page's "Create an account").
    await Promise.all([
      mutate(paths.adminSiteSettings, result.data, { revalidate: false }),
      mutate(paths.appAbout),
    ]);
  }
  return result;
}
