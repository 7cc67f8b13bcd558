import { inflateRawSync } from 'node:zlib';

import AdmZip from 'adm-zip';

import {
  checkDeclaredEntry,
  checkEntryCount,
  UnsafeArchiveError,
  type ZipLimits,
} from './zip-entry-checks';

export { UnsafeArchiveError, type ZipLimits } from './zip-entry-checks';

export interface SafeZip {
  /** Entry names (files only), in archive order. */
  names: string[];
  /**
   * One entry's bytes, inflated with a hard cap: never more than `maxBytes` (nor than its
   * declared size) are produced, whatever its headers say.
   */
  read(name: string, maxBytes: number): Buffer;
}

const STORED = 0;
const ENCRYPTED_FLAG = 1;

function openArchive(bytes: Buffer): AdmZip {
  try {
    return new AdmZip(bytes);
  } catch {
    throw new UnsafeArchiveError('errors.files.theFileIsNotA');
  }
}

/**
 * Opens a zip from memory after checking every entry's name and declared size, so nothing is
 * inflated from an archive that lies about paths or sizes. Reading an entry checks again
 * against the bytes actually produced.
 */
export function openSafeZip(bytes: Buffer, limits: ZipLimits): SafeZip {
  const entries = openArchive(bytes).getEntries();
  checkEntryCount(entries.length, limits);
  let declared = 0;
  for (const entry of entries) {
    const { size, compressedSize, method, flags } = entry.header;
    declared = checkDeclaredEntry(
      {
        name: entry.entryName,
        size,
        compressedSize,
        method,
        encrypted: (flags & ENCRYPTED_FLAG) !== 0,
      },
      limits,
      declared,
    );
  }
  const files = entries.filter((entry) => !entry.isDirectory);
  return {
    names: files.map((entry) => entry.entryName),
    read(name, maxBytes) {
      const entry = files.find((candidate) => candidate.entryName === name);
      if (!entry) throw new UnsafeArchiveError('errors.files.isNotInTheArchive', { name });
      const { size, method } = entry.header;
      if (size > maxBytes) {
        throw new UnsafeArchiveError('errors.files.isLargerThanBytes', { name, maxBytes });
      }
      let data: Buffer;
      try {
        const raw = entry.getCompressedData();
        // One byte over the declared size is enough to prove the header lied.
        data = method === STORED ? raw : inflateRawSync(raw, { maxOutputLength: size + 1 });
      } catch (error) {
        if (error instanceof RangeError) {
          throw new UnsafeArchiveError('errors.files.unpacksToMoreThanIts', { name });
        }
        throw new UnsafeArchiveError('errors.files.isDamagedAndCannotBe2', { name });
      }
      if (data.length !== size) {
        throw new UnsafeArchiveError('errors.files.doesNotMatchItsDeclared', { name });
      }
      return data;
    },
  };
}
