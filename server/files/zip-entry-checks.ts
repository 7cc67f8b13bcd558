/** An archive Larder will not open: the message says why, for the person who sent it. */
export class UnsafeArchiveError extends Error {}

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
    throw new UnsafeArchiveError(
      `The archive holds ${count} entries; at most ${limits.maxEntries} are accepted`,
    );
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
    throw new UnsafeArchiveError(`The archive has an unsafe entry name: ${JSON.stringify(name)}`);
  }
  if (entry.encrypted) throw new UnsafeArchiveError('Encrypted archives are not accepted');
  if (method !== STORED && method !== DEFLATED) {
    throw new UnsafeArchiveError(`Unsupported compression method ${method} in ${name}`);
  }
  const declared = declaredSoFar + size;
  if (declared > limits.maxTotalBytes) {
    throw new UnsafeArchiveError(`The archive unpacks to more than ${limits.maxTotalBytes} bytes`);
  }
  if (size > ratioFloor && size / Math.max(compressedSize, 1) > limits.maxRatio) {
    throw new UnsafeArchiveError(`${name} is compressed suspiciously well (a zip bomb?)`);
  }
  return declared;
}
