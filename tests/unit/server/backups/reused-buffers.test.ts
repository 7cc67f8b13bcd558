import { describe, expect, it } from 'vitest';

import { ReusedBuffers } from '../../../../server/backups/reused-buffers';

describe('ReusedBuffers', () => {
  it('lends a slab again only once the output has written past its entry', () => {
    let onDisk = 0;
    const buffers = new ReusedBuffers(4096, () => onDisk, 1024);
    const first = buffers.lend(100);
    buffers.release(first.slab, 500);
    const second = buffers.lend(100);
    expect(second.slab).not.toBe(first.slab);
    buffers.release(second.slab, 900);
    onDisk = 500;
    expect(buffers.lend(1000).slab).toBe(first.slab);
    expect(buffers.lend(1000).slab).not.toBe(second.slab);
  });

  it('sizes slabs in powers of two, so a small file takes a small slab', () => {
    const buffers = new ReusedBuffers(4096, () => 0, 1024);
    expect(buffers.lend(10).bytes.length).toBe(1024);
    expect(buffers.lend(1025).bytes.length).toBe(2048);
    expect(buffers.lend(4096).bytes.length).toBe(4096);
  });

  it('gives files larger than the largest slab a buffer of their own', () => {
    const buffers = new ReusedBuffers(1024, () => 0);
    const large = buffers.lend(4096);
    expect(large.slab).toBeNull();
    expect(large.bytes.length).toBe(4096);
  });

  it('frees a slab released at offset 0 at once', () => {
    const buffers = new ReusedBuffers(1024, () => 0, 1024);
    const lent = buffers.lend(10);
    buffers.release(lent.slab, 0);
    expect(buffers.lend(10).slab).toBe(lent.slab);
  });
});
