import { LocalizedError } from '../i18n/localized-error';

/** An archive Larder will not open: the message says why, for the person who sent it. */
export class UnsafeArchiveError extends LocalizedError {}

export interface ZipLimits {
  maxEntries: number;
  /** Sum of the uncompressed sizes the archive declares. */
  maxTotalBytes: number;
  /** Declared uncompressed size over compressed size, for entries larger than 64 KiB. */
  maxRatio: number;
}

/** What a zip's central directory says about one entry, before anything is inflated. */
interface DeclaredEntry {
  name: string;
  size: number;
  compressedSize: number;
  method: number;
  encrypted: boolean;
}

export const ratioFloor = 64 * 1024;
const STORED = 0;
const DEFLATED = 8;

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

export function checkEntryCount(count: number, limits: ZipLimits): void {
  if (count > limits.maxEntries) {
    throw new UnsafeArchiveError('errors.files.theArchiveHoldsEntriesAt', {
      number: count,
      maxEntries: limits.maxEntries,
    });
  }
}

/**
 * Refuses an entry whose name escapes the archive, that is encrypted or packed in a way Larder
 * does not unpack, or that declares a bomb's size or ratio. Returns the running total of
 * declared bytes including this entry.
 */
export function checkDeclaredEntry(
  entry: DeclaredEntry,
  limits: ZipLimits,
  declaredSoFar: number,
): number {
  const { name, size, compressedSize, method } = entry;
  if (isUnsafeName(name)) {
    throw new UnsafeArchiveError('errors.files.theArchiveHasAnUnsafe2', {
      stringify: JSON.stringify(name),
    });
  }
  if (entry.encrypted) throw new UnsafeArchiveError('errors.files.encryptedArchivesAreNotAccepted');
  if (method !== STORED && method !== DEFLATED) {
    throw new UnsafeArchiveError('errors.files.unsupportedCompressionMethodIn', { method, name });
  }
  const declared = declaredSoFar + size;
  if (declared > limits.maxTotalBytes) {
    throw new UnsafeArchiveError('errors.files.theArchiveUnpacksToMore', {
      maxTotalBytes: limits.maxTotalBytes,
    });
  }
  if (size > ratioFloor && size / Math.max(compressedSize, 1) > limits.maxRatio) {
    throw new UnsafeArchiveError('errors.files.isCompressedSuspiciouslyWellA', { name });
  }
  return declared;
}
