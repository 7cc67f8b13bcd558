import { z } from 'zod';

import { OrganizerRef } from './organizers';
import { RecipeSettings } from './recipes';

const Slugs = z.array(z.string().min(1).max(300)).max(1000);

/** `POST /api/recipes/bulk-actions/categorize`: adds the categories to every recipe. */
export const AssignCategories = z.object({
  recipes: Slugs,
  categories: z.array(OrganizerRef).max(200),
});
export type AssignCategories = z.infer<typeof AssignCategories>;

export const AssignTags = z.object({ recipes: Slugs, tags: z.array(OrganizerRef).max(200) });
export type AssignTags = z.infer<typeof AssignTags>;

/** Replaces the settings; each recipe keeps its own `locked` flag (Mealie). */
export const AssignSettings = z.object({ recipes: Slugs, settings: RecipeSettings });
export type AssignSettings = z.infer<typeof AssignSettings>;

export const DeleteRecipes = z.object({ recipes: Slugs });

export const ExportRecipes = z.object({
  recipes: Slugs,
  exportType: z.literal('json').default('json'),
});

export const GroupDataExport = z.object({
  id: z.string(),
  groupId: z.string(),
  name: z.string(),
  filename: z.string(),
  /** Relative to the data directory; pass it back to `/export/download?path=`. */
  path: z.string(),
  size: z.string(),
  expires: z.string(),
});
export type GroupDataExport = z.infer<typeof GroupDataExport>;

export const ExportDownloadQuery = z.object({ path: z.string().min(1).max(1000) });

/** `GET /api/recipes/exports`: the templates a recipe can be rendered with. */
export const FormatResponse = z.object({
  json: z.array(z.string()),
  zip: z.array(z.string()),
  jinja2: z.array(z.string()),
});
export type FormatResponse = z.infer<typeof FormatResponse>;

export const RecipeTemplateQuery = z.object({ template_name: z.string().min(1).max(200) });
export const FileTokenQuery = z.object({ token: z.string().min(1).max(4000) });

export const RecipeZipTokenResponse = z.object({ token: z.string() });
export type RecipeZipTokenResponse = z.infer<typeof RecipeZipTokenResponse>;
export const FileTokenResponse = z.object({ fileToken: z.string() });
export type FileTokenResponse = z.infer<typeof FileTokenResponse>;
