import yauzl, { type Entry, type ZipFile } from 'yauzl';

import {
  checkDeclaredEntry,
  checkEntryCount,
  UnsafeArchiveError,
  type ZipLimits,
} from './zip-entry-checks';

/** A zip read one entry at a time: only the central directory is held in memory. */
export interface ZipReader {
  /** Entry names (files only), in archive order. */
  names: string[];
  /** One entry's bytes; refused when it declares more than `maxBytes` or unpacks to more. */
  read(name: string, maxBytes: number): Promise<Buffer>;
  close(): void;
}

const ENCRYPTED_FLAG = 1;
const FILE_TYPE_MASK = 0o170000;
const SYMLINK = 0o120000;

const isSymlink = (entry: Entry) =>
  ((entry.externalFileAttributes >>> 16) & FILE_TYPE_MASK) === SYMLINK;

function unreadable(error: unknown): UnsafeArchiveError {
  if (error instanceof UnsafeArchiveError) return error;
  const text = error instanceof Error ? error.message : String(error);
  if (/central directory record signature not found/i.test(text)) {
    return new UnsafeArchiveError('errors.files.theFileIsNotA');
  }
  if (/invalid relative path|absolute path|invalid characters in fileName/i.test(text)) {
    return new UnsafeArchiveError('errors.files.theArchiveHasAnUnsafe', { text });
  }
  return new UnsafeArchiveError('errors.files.theArchiveIsDamagedAnd', { text });
}

/** A failure while inflating one entry, in words about that entry. */
function unpackError(name: string, error: unknown): UnsafeArchiveError {
  if (error instanceof UnsafeArchiveError) return error;
  const text = error instanceof Error ? error.message : String(error);
  // yauzl counts the bytes against the header as they come.
  if (/too many bytes/i.test(text)) {
    return new UnsafeArchiveError('errors.files.unpacksToMoreThanIts', { name });
  }
  if (/not enough bytes/i.test(text)) {
    return new UnsafeArchiveError('errors.files.doesNotMatchItsDeclared', { name });
  }
  return new UnsafeArchiveError('errors.files.isDamagedAndCannotBe', { name, text });
}

async function collect(zip: ZipFile, entry: Entry): Promise<Buffer> {
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    length += chunk.length;
    // yauzl checks the count too; stopping here keeps a lying entry from filling memory.
    if (length > entry.uncompressedSize) {
      stream.destroy();
      throw new UnsafeArchiveError('errors.files.unpacksToMoreThanIts2', {
        fileName: entry.fileName,
      });
    }
    chunks.push(chunk);
  }
  if (length !== entry.uncompressedSize) {
    throw new UnsafeArchiveError('errors.files.doesNotMatchItsDeclared2', {
      fileName: entry.fileName,
    });
  }
  return Buffer.concat(chunks, length);
}

/**
 * Opens a zip (a file on disk, or bytes already in memory such as a zip inside a zip) after
 * checking every entry's name, kind and declared size, as `openSafeZip` does, so nothing is
 * inflated from an archive that lies about paths or sizes. Symbolic links are refused.
 */
export async function openZipReader(
  source: string | Buffer,
  limits: ZipLimits,
): Promise<ZipReader> {
  const options = { lazyEntries: true, autoClose: false, validateEntrySizes: true };
  let zip: ZipFile;
  try {
    zip =
      typeof source === 'string'
        ? await yauzl.openPromise(source, options)
        : await yauzl.fromBufferPromise(source, options);
  } catch (error) {
    throw unreadable(error);
  }
  const entries = new Map<string, Entry>();
  try {
    checkEntryCount(zip.entryCount, limits);
    let declared = 0;
    for await (const entry of zip.eachEntry()) {
      declared = checkDeclaredEntry(
        {
          name: entry.fileName,
          size: entry.uncompressedSize,
          compressedSize: entry.compressedSize,
          method: entry.compressionMethod,
          encrypted: (entry.generalPurposeBitFlag & ENCRYPTED_FLAG) !== 0,
        },
        limits,
        declared,
      );
      if (isSymlink(entry)) {
        throw new UnsafeArchiveError('errors.files.theArchiveHoldsASymbolic', {
          fileName: entry.fileName,
        });
      }
      if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
    }
  } catch (error) {
    zip.close();
    throw unreadable(error);
  }
  return {
    names: [...entries.keys()],
    async read(name, maxBytes) {
      const entry = entries.get(name);
      if (!entry) throw new UnsafeArchiveError('errors.files.isNotInTheArchive', { name });
      if (entry.uncompressedSize > maxBytes) {
        throw new UnsafeArchiveError('errors.files.isLargerThanBytes', { name, maxBytes });
      }
      try {
        return await collect(zip, entry);
      } catch (error) {
        throw unpackError(name, error);
      }
    },
    close: () => zip.close(),
  };
}
