import type { ZipArchiveEntry } from 'compress-commons';
import ZipStream from 'zip-stream';

type Chunk = Buffer | string;
type WriteCallback = (error: Error | null | undefined) => void;

/** What `_entries` holds once an entry's central directory record is written down. */
const recorded = Object.freeze({}) as ZipArchiveEntry;

/** compress-commons' state that its typings leave out. */
interface ZipState {
  _entries: ZipArchiveEntry[];
  _archive: {
    centralOffset: number;
    centralLength: number;
    processing: boolean;
    finish: boolean;
    finished: boolean;
  };
  offset: number;
}

/**
 * zip-stream, keeping each entry's central directory record as one buffer made when the entry is
 * done, instead of the entry itself until the zip ends (at 30,000 pictures: 4.5 MB of heap
 * against 14.6 MB). The library would also write each record as 16 small buffers, all records
 * at once, before the disk can take any (480,000 queued writes).
 */
export class BackupZipStream extends ZipStream {
  private record: Buffer[] | null = null;
  private readonly centralRecords: Buffer[] = [];

  override write(
    chunk: Chunk,
    encodingOrCallback?: string | WriteCallback,
    callback?: WriteCallback,
  ): boolean {
    if (!this.record) {
      return typeof encodingOrCallback === 'function'
        ? super.write(chunk, encodingOrCallback)
        : super.write(chunk, encodingOrCallback, callback);
    }
    // Names go in as strings when they are plain ASCII.
    this.record.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    return true;
  }

  /** The entry's sizes, checksum and offset are known once its data is written. */
  override _afterAppend(entry: ZipArchiveEntry): void {
    this.record = [];
    try {
      super._writeCentralFileHeader(entry);
    } finally {
      const parts = this.record;
      this.record = null;
      this.centralRecords.push(Buffer.concat(parts));
    }
    const { _entries: entries } = this as unknown as ZipState;
    const kept = entries.length;
    super._afterAppend(entry);
    // The count still tells whether the zip needs ZIP64 records.
    if (entries[kept] === entry) entries[kept] = recorded;
  }

  override _finish(): void {
    const state = this as unknown as ZipState;
    state._archive.centralOffset = state.offset;
    for (const record of this.centralRecords.splice(0)) this.write(record);
    state._archive.centralLength = state.offset - state._archive.centralOffset;
    if (this.isZip64()) this._writeCentralDirectoryZip64();
    this._writeCentralDirectoryEnd();
    state._archive.processing = false;
    state._archive.finish = true;
    state._archive.finished = true;
    this.end();
  }
}
