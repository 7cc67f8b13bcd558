import type { SupportedMigration } from '../../server/contract/migrations';

/**
 * What the renderer needs from where it runs. In the desktop window `window.larder` (the preload's
 * `DesktopBridge`) provides native features; in a phone or desktop browser the same calls fall back
 * to web equivalents (Actual's `Actual` global, implemented once per environment).
 */
export interface Platform {
  isDesktop: boolean;
  /** Prints the current page (the recipe print view). */
  print: () => Promise<void>;
  /**
   * The desktop app's native file dialogs; null in a browser, whose screens keep their download
   * links and file fields.
   */
  files: NativeFiles | null;
}

interface NativeFiles {
  /** "Save backup as…": where the copy went, or null when the person cancelled. */
  saveBackupAs(name: string): Promise<string | null>;
  /** "Restore from file…": the chosen backup, or null when cancelled. */
  openBackupArchive(): Promise<File | null>;
  /** "Import from another app…": the chosen export, or null when cancelled. */
  openMigrationArchive(type: SupportedMigration): Promise<File | null>;
}
