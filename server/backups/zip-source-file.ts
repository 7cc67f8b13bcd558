import type { Readable } from 'node:stream';

import type { Entry } from 'yauzl';

import type { SourceFile } from './archive-source';
import type { BackupZip } from './backup-zip';

/**
 * A data file of a backup archive, read from its zip entry. A class, so that the 30,000 files of
 * a large backup share their methods instead of each holding closures of its own.
 */
export class ZipSourceFile implements SourceFile {
  constructor(
    readonly path: string,
    private readonly zip: BackupZip,
    private readonly entry: Entry,
  ) {}

  get size(): number {
    return this.entry.uncompressedSize;
  }

  open(): Promise<Readable> {
    return this.zip.open(this.entry);
  }

  read(into?: Buffer): Promise<Buffer> {
    return this.zip.read(this.entry, into);
  }
}
