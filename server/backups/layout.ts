/**
 * Mealie v1's backup layout, which Larder's follow: `database.json` at the root and the data
 * directory under `data/`. Of the data directory a backup carries the folders below and the
 * signing key (`.secret`, so restored API tokens keep working); never the live database, logs,
 * temporary files or the backups themselves.
 */
export const databaseEntry = 'database.json';
export const dataPrefix = 'data/';
export const dataFolders = ['recipes', 'users', 'groups'] as const;
export const secretName = '.secret';

/** Pictures and archives are compressed already: storing them is as small and much faster. */
const storedExtensions = /\.(webp|jpe?g|png|gif|avif|heic|zip|gz|mp4|mov|webm|mp3|pdf)$/i;

export const isCompressible = (name: string) => !storedExtensions.test(name);
