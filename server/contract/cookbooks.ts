import type { OrganizerSummary, ToolSummary } from './organizers';
import type { RecipeSummary } from './recipes';

/** Mealie's `ReadCookBook`: a named view gathering recipes by categories, tags and tools. */
export interface ReadCookBook {
  id: string;
  groupId: string;
  name: string;
  description: string;
  slug: string;
  position: number;
  public: boolean;
  categories: OrganizerSummary[];
  tags: OrganizerSummary[];
  tools: ToolSummary[];
  requireAllCategories: boolean;
  requireAllTags: boolean;
  requireAllTools: boolean;
}

/** `RecipeCookBook`: the cookbook with the recipes it gathers. */
export interface RecipeCookBook extends ReadCookBook {
  recipes: RecipeSummary[];
}
