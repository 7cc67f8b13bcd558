import { findReferenced, isPicture } from './export-paths';
import type { ExportFiles, SourcePicture } from './types';

/** Larger pictures are refused, as uploads are. */
export const maxPictureBytes = 20 * 1024 * 1024;

const isWebAddress = (ref: string) => /^https?:\/\//i.test(ref.trim());

/**
 * A picture an export points to: a file of the export (relative to `folder`), or a web address
 * to download. Null when the reference is empty or names no file of the export.
 */
export function pictureAt(files: ExportFiles, folder: string, ref: unknown): SourcePicture | null {
  if (typeof ref !== 'string' || !ref.trim()) return null;
  if (isWebAddress(ref)) return { kind: 'url', url: ref.trim() };
  const name = findReferenced(files.names, folder, ref);
  return name ? pictureFile(files, name) : null;
}

export const pictureFile = (files: ExportFiles, name: string): SourcePicture => ({
  kind: 'file',
  read: () => files.read(name, maxPictureBytes),
});

/** The first picture file in `folder` whose name (without extension) is one of `stems`. */
export function pictureNamed(
  files: ExportFiles,
  folder: string,
  stems: string[],
): SourcePicture | null {
  for (const stem of stems) {
    const name = files.names.find((candidate) => {
      if (!candidate.startsWith(folder) || !isPicture(candidate)) return false;
      const rest = candidate.slice(folder.length);
      return !rest.includes('/') && rest.slice(0, rest.lastIndexOf('.')).toLowerCase() === stem;
    });
    if (name) return pictureFile(files, name);
  }
  return null;
}

/** A base64 picture embedded in an export's JSON (Paprika), or null. */
export function embeddedPicture(value: unknown): SourcePicture | null {
  if (typeof value !== 'string' || value.length < 16) return null;
  const bytes = Buffer.from(value.replace(/^data:[^,]*,/, ''), 'base64');
  return bytes.length > 0 ? { kind: 'file', read: () => Promise.resolve(bytes) } : null;
}

/** A picture read ahead (from a zip about to be closed); a failure to read it shows when it is used. */
export function pictureRead(reading: Promise<Buffer>): Promise<SourcePicture> {
  return reading.then(
    (bytes): SourcePicture => ({ kind: 'file', read: () => Promise.resolve(bytes) }),
    (error: unknown): SourcePicture => {
      const failure = error instanceof Error ? error : new Error(String(error));
      return { kind: 'file', read: () => Promise.reject(failure) };
    },
  );
}
