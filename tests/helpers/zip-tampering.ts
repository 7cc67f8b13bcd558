import { expect } from 'vitest';

/** Zip records: local file header, central directory header. */
const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;

/** The entry name a header carries (local: length at +26, name at +30; central: +28, +46). */
function nameAt(out: Buffer, at: number, central: boolean): string {
  const length = out.readUInt16LE(at + (central ? 28 : 26));
  const start = at + (central ? 46 : 30);
  return out.toString('utf8', start, start + length);
}

function eachHeader(
  archive: Buffer,
  visit: (out: Buffer, at: number, central: boolean) => void,
  only?: string,
) {
  const out = Buffer.from(archive);
  for (let at = 0; at < out.length - 4; at += 1) {
    const signature = out.readUInt32LE(at);
    if (signature !== LOCAL && signature !== CENTRAL) continue;
    const central = signature === CENTRAL;
    if (only === undefined || nameAt(out, at, central) === only) visit(out, at, central);
  }
  return out;
}

/** adm-zip cleans names it writes; hostile names are patched into the bytes afterwards. */
export function renamed(archive: Buffer, from: string, to: string): Buffer {
  expect(from.length).toBe(to.length);
  const out = Buffer.from(archive);
  for (let at = out.indexOf(from); at >= 0; at = out.indexOf(from, at + 1)) out.write(to, at);
  return out;
}

/**
 * Rewrites the uncompressed size (local at +22, central at +24) of every entry, or of the one
 * named `only`, to `size`.
 */
export const withDeclaredSize = (archive: Buffer, size: number, only?: string): Buffer =>
  eachHeader(
    archive,
    (out, at, central) => out.writeUInt32LE(size, at + (central ? 24 : 22)),
    only,
  );

/** Sets the "encrypted" bit of every entry (general purpose flags: local +6, central +8). */
export const withEncryptedFlag = (archive: Buffer): Buffer =>
  eachHeader(archive, (out, at, central) => {
    const offset = at + (central ? 8 : 6);
    out.writeUInt16LE(out.readUInt16LE(offset) | 1, offset);
  });

/** Marks every entry as a Unix symbolic link (external attributes, central +38). */
export const withSymlinkMode = (archive: Buffer): Buffer =>
  eachHeader(archive, (out, at, central) => {
    if (!central) return;
    out.writeUInt16LE((3 << 8) | out.readUInt8(at + 4), at + 4); // made by: Unix
    out.writeUInt32LE((0o120777 << 16) >>> 0, at + 38);
  });
