import path from 'node:path';

/** The checkout's root, for tests that read the repository's own files. */
export const repoRoot = path.resolve(import.meta.dirname, '../..');
