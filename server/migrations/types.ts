import { LocalizedError } from '../i18n/localized-error';
import type { RecipeIn } from '../contract/recipes';

/**
 * A recipe's picture: a file of the export (read when the recipe is written, so that a picture
 * too big or unreadable costs the recipe its picture only), or an address to download.
 */
export type SourcePicture =
  { kind: 'file'; read: () => Promise<Buffer> } | { kind: 'url'; url: string };

/** One recipe read from an export, in the shape the recipe writer takes. */
export interface MigratedRecipe {
  recipe: RecipeIn;
  picture: SourcePicture | null;
  /** The app's stars (0–5), kept as the importing person's rating. */
  rating: number | null;
  /** Marked as a favourite in the app: kept as the importing person's favourite. */
  isFavorite: boolean;
}

/**
 * One recipe of an export, read only when its turn comes, so that a broken one fails alone and
 * a big export is never all in memory.
 */
export interface MigrationEntry {
  /** How the report names the recipe when it cannot be read: its name or its file. */
  label: string;
  load(): Promise<MigratedRecipe>;
}

/** The uploaded export: the files of a zip, or the upload itself as the one file. */
export interface ExportFiles {
  /** File names, without macOS resource forks and other clutter. */
  names: string[];
  read(name: string, maxBytes: number): Promise<Buffer>;
}

/** Reads one app's exports. */
export interface MigrationReader {
  /**
   * The recipes of the export, each still to be loaded. Throws `WrongExportError` when the file
   * is not this app's export, before anything is imported.
   */
  list(files: ExportFiles): Promise<MigrationEntry[]>;
}

/** The upload is not an export of the chosen app (answered 400 before anything starts). */
export class WrongExportError extends LocalizedError {}

/** One recipe of the export cannot be read: its report entry says why. */
export class BrokenRecipeError extends LocalizedError {}
