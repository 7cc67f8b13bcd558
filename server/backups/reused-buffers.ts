/**
 * Buffers for the files a backup reads, used again once the archive file holds their bytes.
 *
 * A fresh buffer per picture leaves tens of megabytes of unreferenced memory behind a backup:
 * V8 collects `ArrayBuffer`s only once 64 MB of them have piled up, so it stays resident long after
 * the backup, into the next verify or restore. A buffer handed to the zip is referenced by its
 * queues until the output file has written it; the zip counts the bytes it has taken, the output
 * the bytes on disk, so a buffer is free again once the output has passed the end of its entry.
 *
 * Slabs come in powers of two from `smallestSlab` up to `largestSlab`, so a thumbnail does not
 * hold a megabyte while it waits for the disk.
 */
export class ReusedBuffers {
  /** Per slab size, each slab's release point: free once this many bytes are on disk. */
  private readonly slabs = new Map<number, Map<Buffer, number>>();

  /**
   * @param largestSlab files up to this size get a slab; larger ones a buffer of their own.
   * @param bytesOnDisk how many bytes of the archive the output file has written.
   */
  constructor(
    private readonly largestSlab: number,
    private readonly bytesOnDisk: () => number,
    private readonly smallestSlab = 64 * 1024,
  ) {}

  /** A buffer of at least `size` bytes, and the slab to release later (null when unpooled). */
  lend(size: number): { bytes: Buffer; slab: Buffer | null } {
    if (size > this.largestSlab) return { bytes: Buffer.allocUnsafe(size), slab: null };
    let slabSize = this.smallestSlab;
    while (slabSize < size) slabSize *= 2;
    let releaseAt = this.slabs.get(slabSize);
    if (!releaseAt) {
      releaseAt = new Map<Buffer, number>();
      this.slabs.set(slabSize, releaseAt);
    }
    const written = this.bytesOnDisk();
    for (const [slab, at] of releaseAt) {
      if (at <= written) {
        releaseAt.set(slab, Number.POSITIVE_INFINITY);
        return { bytes: slab, slab };
      }
    }
    // Every slab of this size is still queued: the zip's back-pressure bounds how many there are.
    const slab = Buffer.allocUnsafe(slabSize);
    releaseAt.set(slab, Number.POSITIVE_INFINITY);
    return { bytes: slab, slab };
  }

  /** The slab is free once the archive's first `archiveOffset` bytes are on disk (0: at once). */
  release(slab: Buffer | null, archiveOffset: number): void {
    if (slab) this.slabs.get(slab.length)?.set(slab, archiveOffset);
  }
}
