import type { IconName } from '@blueprintjs/core';

/**
 * Spec §3 local section preferences, kept per section in localStorage. The spec's
 * `useMobileCards` became the device-wide cards/list choice (`recipe-view.ts`), which every
 * recipe list follows.
 */
export interface SectionPreferences {
  orderBy: string;
  orderDirection: 'asc' | 'desc';
  /** Leave out recipes without a value for the ordering field (never made, not rated). */
  filterNull: boolean;
  sortIcon: IconName;
}

/** Spec §9: sections order by name ascending. */
const sectionDefaults: SectionPreferences = {
  orderBy: 'name',
  orderDirection: 'asc',
  filterNull: false,
  sortIcon: 'sort-alphabetical',
};

/** Spec §9: the home feed is ordered by created_at, newest first. */
export const homeDefaults: SectionPreferences = {
  ...sectionDefaults,
  orderBy: 'created_at',
  orderDirection: 'desc',
  sortIcon: 'sort-desc',
};

const storageKey = (section: string) => `larder.section-preferences.${section}`;

export function readSectionPreferences(
  section: string,
  defaults: SectionPreferences,
): SectionPreferences {
  try {
    const raw = window.localStorage.getItem(storageKey(section));
    if (!raw) return defaults;
    const stored = JSON.parse(raw) as Partial<SectionPreferences>;
    return {
      orderBy: typeof stored.orderBy === 'string' ? stored.orderBy : defaults.orderBy,
      orderDirection:
        stored.orderDirection === 'asc'
          ? 'asc'
          : stored.orderDirection === 'desc'
            ? 'desc'
            : defaults.orderDirection,
      filterNull: typeof stored.filterNull === 'boolean' ? stored.filterNull : defaults.filterNull,
      sortIcon: typeof stored.sortIcon === 'string' ? stored.sortIcon : defaults.sortIcon,
    };
  } catch {
    return defaults;
  }
}

export function writeSectionPreferences(section: string, preferences: SectionPreferences): void {
  try {
    window.localStorage.setItem(storageKey(section), JSON.stringify(preferences));
  } catch {
    // Private windows may refuse storage; the preference then lasts for the session only.
  }
}
