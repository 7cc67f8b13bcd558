import { z } from 'zod';

import { ReportSummary } from './reports';

/** The apps `POST /api/groups/migrations` reads exports of (Mealie's `SupportedMigrations`). */
export const SupportedMigrations = z.enum([
  'nextcloud',
  'chowdown',
  'copymethat',
  'paprika',
  'mealie_alpha',
  'tandoor',
  'plantoeat',
  'myrecipebox',
  'recipekeeper',
]);
export type SupportedMigration = z.infer<typeof SupportedMigrations>;

/** The text fields of the multipart form; the export itself is the file field `archive`. */
export const MigrationForm = z.object({
  migration_type: SupportedMigrations,
  add_migration_tag: z.stringbool().default(false),
});
export type MigrationForm = z.infer<typeof MigrationForm>;

/**
 * The answer to `POST /api/groups/migrations`: Mealie's `ReportSummary` of the new migration
 * report (still `in-progress`: the recipes are read in the background), plus the id of the
 * server task whose log counts them off (`GET /api/groups/server-tasks`).
 */
export const MigrationStarted = ReportSummary.extend({ taskId: z.number().int() });
export type MigrationStarted = z.infer<typeof MigrationStarted>;

export interface MigrationSource {
  type: SupportedMigration;
  /** The app's name as people know it. */
  name: string;
  /** File types the upload field offers (an `accept` attribute). */
  accept: string;
  /** One line on getting the export out of the app; the README lists the same notes. */
  howToExport: string;
}

/** Every source, in the order the migration screen lists them. */
export const migrationSources: readonly MigrationSource[] = [
  {
    type: 'mealie_alpha',
    name: 'Mealie (before v1)',
    accept: '.zip',
    howToExport:
      'In the old Mealie, make a backup with recipes ticked under Admin → Backups and download its .zip.',
  },
  {
    type: 'nextcloud',
    name: 'Nextcloud Cookbook',
    accept: '.zip',
    howToExport:
      'In Nextcloud Files, download the folder Cookbook keeps its recipes in (Recipes by default) as a .zip.',
  },
  {
    type: 'paprika',
    name: 'Paprika',
    accept: '.paprikarecipes,.zip',
    howToExport:
      'In Paprika, select the recipes, choose Export in Paprika Recipe Format and upload the .paprikarecipes file.',
  },
  {
    type: 'tandoor',
    name: 'Tandoor Recipes',
    accept: '.zip',
    howToExport:
      "In Tandoor's Export page, pick the Default format and your recipes, and upload the export.zip as it is.",
  },
  {
    type: 'chowdown',
    name: 'Chowdown',
    accept: '.zip',
    howToExport:
      "Download your Chowdown site's repository as a .zip (GitHub: Code → Download ZIP); Larder reads _recipes and images.",
  },
  {
    type: 'copymethat',
    name: 'Copy Me That',
    accept: '.zip',
    howToExport:
      'On the Copy Me That website, choose Export from the menu and upload the .zip (recipes.html and its images).',
  },
  {
    type: 'recipekeeper',
    name: 'Recipe Keeper',
    accept: '.zip',
    howToExport:
      'In Recipe Keeper, export your recipes in HTML format and upload the .zip (recipes.html and its images folder).',
  },
  {
    type: 'plantoeat',
    name: 'Plan to Eat',
    accept: '.csv,.zip',
    howToExport:
      'In Plan to Eat, export your recipes as CSV from the account settings; pictures are fetched from their web addresses.',
  },
  {
    type: 'myrecipebox',
    name: 'My Recipe Box',
    accept: '.csv,.zip',
    howToExport:
      "Export your recipes as CSV from My Recipe Box's settings and upload the .csv (or a .zip holding it and its pictures).",
  },
];
