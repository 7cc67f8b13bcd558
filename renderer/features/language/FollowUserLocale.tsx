import { useEffect } from 'react';

import { useGroupPreferences } from '../../api/group';
import { useCurrentUser } from '../../api/users';
import { chooseUserLocale, closestLocale, followLocale } from '../../i18n/locales';

/**
 * Shows a signed-in user the language they saved (on any browser), else the browser's, else the
 * household's default; switching reloads once. Visitors keep this browser's choice.
 */
export function FollowUserLocale() {
  const { user } = useCurrentUser();
  const browser = navigator.languages;
  // The household's default matters only when neither the user nor the browser names a language.
  const needsHousehold = user !== null && !user.locale && closestLocale(browser) === null;
  const { data: preferences, error } = useGroupPreferences(needsHousehold);
  const isWaiting = needsHousehold && preferences === undefined && !error;
  const saved = user?.locale ?? null;
  const household = preferences?.defaultLocale ?? null;
  useEffect(() => {
    if (user === null || isWaiting) return;
    followLocale(chooseUserLocale({ saved, browser, household }));
  }, [user, isWaiting, saved, browser, household]);
  return null;
}
