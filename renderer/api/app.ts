import useSWR from 'swr';

import type { AppInfo, AppTheme } from '../../server/contract/app';
import { paths } from '../../server/contract/paths';

import { fetchJson } from './client';

/** Read once per page load: these only change when the server is reconfigured. */
const once = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
} as const;

export function useAppInfo() {
  return useSWR<AppInfo, Error>(paths.appAbout, fetchJson, once);
}

const themeStorageKey = 'larder.theme';

function readSessionTheme(): AppTheme | undefined {
  try {
    const stored = sessionStorage.getItem(themeStorageKey);
    return stored ? (JSON.parse(stored) as AppTheme) : undefined;
  } catch {
    return undefined;
  }
}

/** The theme colours are fetched once per session (the spec), then kept in sessionStorage. */
export async function fetchTheme(url: string): Promise<AppTheme> {
  const stored = readSessionTheme();
  if (stored) return stored;
  const theme = await fetchJson<AppTheme>(url);
  try {
    sessionStorage.setItem(themeStorageKey, JSON.stringify(theme));
  } catch {
    // Without storage the theme is simply fetched again on the next load.
  }
  return theme;
}

export function useAppTheme() {
  return useSWR<AppTheme, Error>(paths.appTheme, fetchTheme, once);
}
