import { mutate } from 'swr';
import { unstable_serialize } from 'swr/infinite';

import { paths } from '../../../server/contract/paths';
import { fetchTheme } from '../../api/app';
import { fetchJson } from '../../api/client';
import { recipeFeedPageKeys } from '../../api/recipe-list';
import { fetchCurrentUser } from '../../api/users';
import { browseFeedQuery } from '../../features/browse/browse-query';
import { homeDefaults, readSectionPreferences } from '../../features/browse/section-preferences';

import { loadFirstScreenIcons } from './icons';

/** After this long the app renders anyway and its screens show their loading states. */
const longestWait = 400;

/** Fetches `key` with the fetcher its hook uses and puts the answer in SWR's cache. */
async function warm<T>(key: string, fetcher: (key: string) => Promise<T>): Promise<void> {
  const data = await fetcher(key);
  await mutate(key, data, { revalidate: false });
}

/** The home feed's first page, under the keys `useRecipeFeed` reads (the page and the list). */
async function warmHomeFeed(): Promise<void> {
  const preferences = readSectionPreferences('home', homeDefaults);
  // A random order's seed is made by the page itself, so its key cannot be known here.
  if (preferences.orderBy === 'random') return;
  const params = new URLSearchParams(window.location.search);
  if (params.get('orderBy') === 'random') return;
  const pageKeys = recipeFeedPageKeys(browseFeedQuery(params, preferences, ''));
  const pageKey = pageKeys(0, null);
  if (!pageKey) return;
  const page = await fetchJson(pageKey);
  await mutate(pageKey, page, { revalidate: false });
  await mutate(unstable_serialize(pageKeys), [page], { revalidate: false });
}

/**
 * Asks for everything the first screen reads at once, before React renders: the setup status,
 * the user, the server's info and theme and, on the home page, the feed's first page; and
 * registers the first screen's icons. Otherwise
 * each would wait for the component above it (setup gate → layout → page), and the home page
 * would render four times. A failed read is left to its screen, which asks again and shows it.
 */
export function loadFirstScreen(): Promise<void> {
  const reads = [
    loadFirstScreenIcons(),
    warm(paths.setup, fetchJson),
    warm(paths.usersSelf, fetchCurrentUser),
    warm(paths.appAbout, fetchJson),
    warm(paths.appTheme, fetchTheme),
  ];
  if (window.location.pathname === '/') reads.push(warmHomeFeed());
  const settled = Promise.allSettled(reads).then(() => undefined);
  return Promise.race([settled, new Promise<void>((resolve) => setTimeout(resolve, longestWait))]);
}
