import { inflateRawSync } from 'node:zlib';

import AdmZip from 'adm-zip';

/** An archive Larder will not open: the message says why, for the person who sent it. */
export class UnsafeArchiveError extends Error {}

export interface ZipLimits {
  maxEntries: number;
  /** Sum of the uncompressed sizes the archive declares. */
  maxTotalBytes: number;
  /** Declared uncompressed size over compressed size, for entries larger than 64 KiB. */
  maxRatio: number;
}

export interface SafeZip {
  /** Entry names (files only), in archive order. */
  names: string[];
  /**
   * One entry's bytes, inflated with a hard cap: never more than `maxBytes` (nor than its
   * declared size) are produced, whatever its headers say.
   */
  read(name: string, maxBytes: number): Buffer;
}

/** Entries smaller than this are never called bombs, however well they compress. */
export const ratioFloor = 64 * 1024;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 1;

/** Zip slip: parent segments, absolute paths, drive letters, backslashes, NUL. */
export function isUnsafeName(name: string): boolean {
  return (
    name.includes('\\') ||
    name.includes('\0') ||
    name.startsWith('/') ||
    /^[a-zA-Z]:/.test(name) ||
    name.split('/').some((segment) => segment === '..')
  );
}

function openArchive(bytes: Buffer): AdmZip {
  try {
    return new AdmZip(bytes);
  } catch {
    throw new UnsafeArchiveError('The file is not a zip archive');
  }
}

/**
 * Opens a zip from memory after checking every entry's name and declared size, so nothing is
 * inflated from an archive that lies about paths or sizes. Reading an entry checks again
 * against the bytes actually produced.
 */
export function openSafeZip(bytes: Buffer, limits: ZipLimits): SafeZip {
  const entries = openArchive(bytes).getEntries();
  if (entries.length > limits.maxEntries) {
    throw new UnsafeArchiveError(
      `The archive holds ${entries.length} entries; at most ${limits.maxEntries} are accepted`,
    );
  }
  let declared = 0;
  for (const entry of entries) {
    const name = entry.entryName;
    if (isUnsafeName(name)) {
      throw new UnsafeArchiveError(`The archive has an unsafe entry name: ${JSON.stringify(name)}`);
    }
    const { size, compressedSize, method, flags } = entry.header;
    if (flags & ENCRYPTED_FLAG) throw new UnsafeArchiveError('Encrypted archives are not accepted');
    if (method !== STORED && method !== DEFLATED) {
      throw new UnsafeArchiveError(`Unsupported compression method ${method} in ${name}`);
    }
    declared += size;
    if (declared > limits.maxTotalBytes) {
      throw new UnsafeArchiveError(
        `The archive unpacks to more than ${limits.maxTotalBytes} bytes`,
      );
    }
    if (size > ratioFloor && size / Math.max(compressedSize, 1) > limits.maxRatio) {
      throw new UnsafeArchiveError(`${name} is compressed suspiciously well (a zip bomb?)`);
    }
  }
  const files = entries.filter((entry) => !entry.isDirectory);
  return {
    names: files.map((entry) => entry.entryName),
    read(name, maxBytes) {
      const entry = files.find((candidate) => candidate.entryName === name);
      if (!entry) throw new UnsafeArchiveError(`${name} is not in the archive`);
      const { size, method } = entry.header;
      if (size > maxBytes) {
        throw new UnsafeArchiveError(`${name} is larger than ${maxBytes} bytes`);
      }
      let data: Buffer;
      try {
        const raw = entry.getCompressedData();
        // One byte over the declared size is enough to prove the header lied.
        data = method === STORED ? raw : inflateRawSync(raw, { maxOutputLength: size + 1 });
      } catch (error) {
        if (error instanceof RangeError) {
          throw new UnsafeArchiveError(`${name} unpacks to more than its declared size`);
        }
        throw new UnsafeArchiveError(`${name} is damaged and cannot be unpacked`);
      }
      if (data.length !== size) {
        throw new UnsafeArchiveError(`${name} does not match its declared size`);
      }
      return data;
    },
  };
}
