import type { IconName } from '@blueprintjs/core';

/** The visitor's sections of a public group, in menu order (spec §6). */
export const exploreSections = ['recipes', 'categories', 'tags', 'tools', 'foods'] as const;
type ExploreSection = (typeof exploreSections)[number] | 'cookbooks';

export const exploreIcons: Record<ExploreSection, IconName> = {
  recipes: 'search',
  categories: 'folder-close',
  tags: 'tag',
  tools: 'wrench',
  foods: 'shop',
  cookbooks: 'book',
};

export function explorePath(section: ExploreSection, groupSlug: string): string {
  return `/explore/${section}/${encodeURIComponent(groupSlug)}`;
}
