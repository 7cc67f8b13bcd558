/** Spec §9: below 760 px the sidebar starts closed and the search field becomes an icon. */
export const narrowScreenQuery = '(max-width: 759.98px)';

/** The admin sidebar is collapsed on medium screens and below (Vuetify's md, as Mealie). */
export const mediumScreenQuery = '(max-width: 1263.98px)';

export function matchesNow(query: string): boolean {
  return window.matchMedia(query).matches;
}
