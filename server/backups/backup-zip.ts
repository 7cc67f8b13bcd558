import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { promisify } from 'node:util';
import { crc32, inflateRaw } from 'node:zlib';

import type { Entry, ZipFile } from 'yauzl';

import { isUnsafeName, ratioFloor, UnsafeArchiveError } from '../files/zip-entry-checks';

import { databaseEntry, dataPrefix } from './layout';
import { manifestEntry } from './manifest';

export interface BackupZipLimits {
  maxEntries: number;
  /** Sum of the uncompressed sizes the archive declares. */
  maxTotalBytes: number;
  /** Declared uncompressed size over compressed size, for entries over 64 KiB. */
  maxRatio: number;
}

/** A backup archive whose directory passed every check; entries are read as streams. */
export interface BackupZip {
  database: Entry;
  manifest: Entry | null;
  /** Files under `data/`, keyed by their path below it. */
  data: Map<string, Entry>;
  declaredBytes: number;
  /**
   * One entry's bytes. The stream fails with an `UnsafeArchiveError` when the entry unpacks to
   * more or fewer bytes than declared or its checksum does not match.
   */
  open(entry: Entry): Promise<Readable>;
  /**
   * A small entry's bytes at once (one read, no streams), with the same checks. For entries of
   * at most `wholeEntryBytes`. A stored entry that fits in `into` is read into it, and the answer
   * is a view of `into`: valid until `into` is used again.
   */
  read(entry: Entry, into?: Buffer): Promise<Buffer>;
  close(): void;
}

/** Entries up to this size may be read whole. */
export const wholeEntryBytes = 4 * 1024 * 1024;

const STORED = 0;
const DEFLATED = 8;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const macMetadata = '__MACOSX/';

const inflate = promisify(inflateRaw);

const isSymlink = (entry: Entry) => ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;

/** yauzl's words for a damaged or hostile zip, in words for the person who sent it. */
function explain(error: unknown, fallback: string): UnsafeArchiveError {
  if (error instanceof UnsafeArchiveError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/end of central directory/i.test(message)) {
    return new UnsafeArchiveError('errors.backups.theFileIsNotA');
  }
  if (/invalid relative path|absolute path|invalid characters/i.test(message)) {
    return new UnsafeArchiveError('errors.backups.theArchiveHasAnUnsafe', { message });
  }
  if (
    /too many bytes|not enough bytes|unexpected number of bytes|larger than|unexpected end/i.test(
      message,
    )
  ) {
    return new UnsafeArchiveError('errors.backups.doesNotUnpackToIts', { fallback });
  }
  return new UnsafeArchiveError('errors.backups.isDamagedAndCannotBe', { fallback, message });
}

function checkEntry(entry: Entry, limits: BackupZipLimits): void {
  const name = entry.fileName;
  if (isUnsafeName(name)) {
    throw new UnsafeArchiveError('errors.backups.theArchiveHasAnUnsafe2', {
      stringify: JSON.stringify(name),
    });
  }
  if (isSymlink(entry)) {
    throw new UnsafeArchiveError('errors.backups.isASymbolicLinkBackups', { name });
  }
  if (entry.isEncrypted())
    throw new UnsafeArchiveError('errors.backups.encryptedArchivesAreNotAccepted');
  if (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED) {
    throw new UnsafeArchiveError('errors.backups.unsupportedCompressionMethodIn', {
      compressionMethod: entry.compressionMethod,
      name,
    });
  }
  const { uncompressedSize: size, compressedSize } = entry;
  if (size > ratioFloor && size / Math.max(compressedSize, 1) > limits.maxRatio) {
    throw new UnsafeArchiveError('errors.backups.isCompressedSuspiciouslyWellA', { name });
  }
}

const noBytes = Buffer.alloc(0);

/**
 * Lets go of what yauzl keeps of each entry for its own checks, which are done: its raw name,
 * extra fields and comment, as buffers. At 30,000 entries they were ~10 MB held for a whole
 * restore (and the heap V8 lets grow with it). Replaced, not deleted, so entries keep their shape.
 */
function lighten(entry: Entry): void {
  entry.fileNameRaw = noBytes;
  entry.extraFieldRaw = noBytes;
  entry.fileCommentRaw = noBytes;
  entry.extraFields = [];
}

/** Where `database.json` sits: at the root, or inside one wrapping folder (Safari's unzip-rezip). */
function rootOf(names: Set<string>): string {
  if (names.has(databaseEntry)) return '';
  const wrapped = [...names].filter((name) => /^[^/]+\/database\.json$/.test(name));
  if (wrapped.length === 1 && wrapped[0]) return wrapped[0].slice(0, -databaseEntry.length);
  throw new UnsafeArchiveError('errors.backups.thisIsNotABackup');
}

/** Passes an entry's bytes through, failing at the end when their CRC-32 is not the declared one. */
function checksummed(entry: Entry): Transform {
  let crc = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      crc = crc32(chunk, crc);
      callback(null, chunk);
    },
    flush(callback) {
      callback(
        crc === entry.crc32
          ? null
          : new UnsafeArchiveError('errors.backups.isDamagedItsChecksumDoes', {
              fileName: entry.fileName,
            }),
      );
    },
  });
}

/**
 * Opens a backup archive from disk without reading it into memory, after checking its whole
 * directory: entry count, names (zip slip), links, encryption, declared sizes and ratios (zip
 * bombs), duplicates, and the layout (`database.json`, `data/…`, the Larder manifest; a
 * `__MACOSX` folder is ignored). Anything else is refused with the reason.
 */
export async function openBackupZip(file: string, limits: BackupZipLimits): Promise<BackupZip> {
  // yauzl is CommonJS: its exports are the default export once bundled.
  const yauzl = (await import('yauzl')).default;
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(file, {
      lazyEntries: true,
      autoClose: false,
      strictFileNames: true,
      validateEntrySizes: true,
    });
  } catch (error) {
    throw explain(error, 'The archive');
  }
  const handle = await open(file, 'r');
  try {
    if (zip.entryCount > limits.maxEntries) {
      throw new UnsafeArchiveError('errors.backups.theArchiveHoldsEntriesAt', {
        entryCount: zip.entryCount,
        maxEntries: limits.maxEntries,
      });
    }
    const files = new Map<string, Entry>();
    let declaredBytes = 0;
    try {
      for await (const entry of zip.eachEntry()) {
        checkEntry(entry, limits);
        if (entry.fileName.startsWith(macMetadata) || entry.fileName.endsWith('/')) continue;
        if (files.has(entry.fileName)) {
          throw new UnsafeArchiveError('errors.backups.appearsTwiceInTheArchive', {
            fileName: entry.fileName,
          });
        }
        lighten(entry);
        files.set(entry.fileName, entry);
        declaredBytes += entry.uncompressedSize;
        if (declaredBytes > limits.maxTotalBytes) {
          throw new UnsafeArchiveError('errors.backups.theArchiveUnpacksToMore', {
            maxTotalBytes: limits.maxTotalBytes,
          });
        }
      }
    } catch (error) {
      throw explain(error, 'The archive');
    }
    const root = rootOf(new Set(files.keys()));
    const data = new Map<string, Entry>();
    let manifest: Entry | null = null;
    for (const [name, entry] of files) {
      const inner = name.startsWith(root) ? name.slice(root.length) : null;
      if (inner === databaseEntry) continue;
      if (inner === manifestEntry) manifest = entry;
      else if (inner?.startsWith(dataPrefix)) data.set(inner.slice(dataPrefix.length), entry);
      else throw new UnsafeArchiveError('errors.backups.isNotPartOfA', { name });
    }
    const database = files.get(root + databaseEntry) as Entry;
    return {
      database,
      manifest,
      data,
      declaredBytes,
      async open(entry) {
        let raw: Readable;
        try {
          raw = await zip.openReadStreamPromise(entry);
        } catch (error) {
          throw explain(error, entry.fileName);
        }
        const checked = checksummed(entry);
        raw.on('error', (error) => checked.destroy(explain(error, entry.fileName)));
        return raw.pipe(checked);
      },
      async read(entry, into) {
        if (entry.uncompressedSize > wholeEntryBytes) throw new Error(`${entry.fileName} is large`);
        let bytes: Buffer;
        try {
          const { fileDataStart } = await zip.readLocalFileHeaderPromise(entry, { minimal: true });
          const raw =
            into && entry.compressionMethod === STORED && entry.compressedSize <= into.length
              ? into.subarray(0, entry.compressedSize)
              : Buffer.allocUnsafe(entry.compressedSize);
          const { bytesRead } = await handle.read(raw, 0, raw.length, fileDataStart);
          if (bytesRead !== raw.length) throw new Error('unexpected end of file');
          bytes =
            entry.compressionMethod === STORED
              ? raw
              : await inflate(raw, { maxOutputLength: entry.uncompressedSize + 1 });
        } catch (error) {
          throw explain(error, entry.fileName);
        }
        if (bytes.length !== entry.uncompressedSize) {
          throw new UnsafeArchiveError('errors.backups.doesNotUnpackToIts2', {
            fileName: entry.fileName,
          });
        }
        if (crc32(bytes) !== entry.crc32) {
          throw new UnsafeArchiveError('errors.backups.isDamagedItsChecksumDoes', {
            fileName: entry.fileName,
          });
        }
        return bytes;
      },
      close: () => {
        zip.close();
        void handle.close();
      },
    };
  } catch (error) {
    zip.close();
    await handle.close();
    throw error;
  }
}
