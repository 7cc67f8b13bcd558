import { open } from 'node:fs/promises';

import { openZipReader } from '../files/safe-zip-file';
import { UnsafeArchiveError } from '../files/zip-entry-checks';

import { baseName, isClutter } from './export-paths';
import type { ExportFiles } from './types';

/**
 * Limits for an export's zip. Exports hold a few files per recipe (tens of thousands for the
 * biggest households); entries are read one at a time, each with its own cap.
 */
const exportZipLimits = { maxEntries: 200_000, maxTotalBytes: 8 * 1024 ** 3, maxRatio: 200 };

export interface OpenExport extends ExportFiles {
  close(): void;
}

async function startsLikeZip(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(4);
    await handle.read(head, 0, 4, 0);
    // A local file header, or the end record of an empty zip.
    return (
      head.equals(Buffer.from('PK\x03\x04', 'latin1')) ||
      head.equals(Buffer.from('PK\x05\x06', 'latin1'))
    );
  } finally {
    await handle.close();
  }
}

/** The upload as one file (CSV exports, a single Paprika recipe), named as it was uploaded. */
function singleFile(file: string, uploadName: string): OpenExport {
  const name = baseName(uploadName.replace(/\\/g, '/')).replace(/\p{Cc}/gu, '') || 'upload';
  return {
    names: [name],
    async read(_name, maxBytes) {
      const handle = await open(file, 'r');
      try {
        const { size } = await handle.stat();
        if (size > maxBytes)
          throw new UnsafeArchiveError('errors.migrations.isLargerThanBytes', { name, maxBytes });
        return await handle.readFile();
      } finally {
        await handle.close();
      }
    },
    close: () => undefined,
  };
}

/**
 * Opens an uploaded export: a zip is read entry by entry after its safety checks (a hostile
 * archive is an `UnsafeArchiveError`); any other file is the export's one file.
 */
export async function openExport(file: string, uploadName: string): Promise<OpenExport> {
  if (!(await startsLikeZip(file))) return singleFile(file, uploadName);
  const zip = await openZipReader(file, exportZipLimits);
  return {
    names: zip.names.filter((name) => !isClutter(name)),
    read: (name, maxBytes) => zip.read(name, maxBytes),
    close: () => zip.close(),
  };
}
