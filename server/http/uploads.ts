import { rm } from 'node:fs/promises';

import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { z } from 'zod';

import { validationText } from '../contract/validation-text';
import { LocalizedError } from '../i18n/localized-error';
import { InvalidError, UnauthorizedError } from '../domain/errors';

import { parseForm } from './validate';

/** Carries its own status; the error handler answers 413 "Request body too large". */
class UploadTooLargeError extends LocalizedError {
  readonly status = 413;
}

/**
 * Where the uploaded file is kept while the request is handled: in memory (pictures, which are
 * decoded from memory anyway), or streamed to a temporary file in `dir` (large files such as
 * recipe assets; `dir` should be in the data directory, on the file system the file is moved
 * to). A temporary file is synced to disk once complete and removed when the answer has been
 * sent, whatever it was, unless the handler moved it away.
 */
type UploadStorage = { kind: 'memory' } | { kind: 'disk'; dir: string };

const inMemory: UploadStorage = { kind: 'memory' };

/** Multer's documented `flush` (fsync the file before handing it over) is not in its types yet. */
function diskOptions(dir: string): multer.DiskStorageOptions {
  const options = { destination: dir, flush: true };
  return options;
}

/**
 * Multipart parsing for one file field and a few text fields. Visitors are turned away before
 * their upload is read; a file over `maxBytes` is a 413, a malformed body a 400 (multer removes
 * a partly written temporary file before either).
 */
export function singleFileUpload(
  field: string,
  maxBytes: number,
  storage: UploadStorage = inMemory,
): RequestHandler[] {
  const upload = multer({
    storage:
      storage.kind === 'memory'
        ? multer.memoryStorage()
        : multer.diskStorage(diskOptions(storage.dir)),
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 8 * 1024, parts: 12 },
  }).single(field);
  return [
    (req, _res, next) => {
      next(req.actor.kind === 'user' ? undefined : new UnauthorizedError());
    },
    (req, res, next) => {
      upload(req, res, (error: unknown) => {
        if (error === undefined || error === null) {
          const temp = req.file?.path;
          if (temp !== undefined) {
            // Best effort: a file a failed removal leaves behind is cleared at the next start.
            res.once('close', () => void rm(temp, { force: true }).catch(() => undefined));
          }
          next();
        } else if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
          next(new UploadTooLargeError('errors.http.theFileIsLargerThan', { maxBytes }));
        } else {
          const reason = error instanceof Error ? error.message : 'unreadable form';
          next(new InvalidError('errors.http.malformedFormData', { reason }));
        }
      });
    },
  ];
}

const FileBytes = z.instanceof(Buffer, { message: validationText('fieldRequired') });
const FilePath = z.string({ message: validationText('fieldRequired') });

/** The uploaded file's bytes (memory storage); a missing file is a 422 like any missing field. */
export function uploadedFile(req: Request, field: string): Buffer {
  return parseForm(z.object({ [field]: FileBytes }), { [field]: req.file?.buffer })[
    field
  ] as Buffer;
}

/**
 * Where the uploaded file was streamed to (disk storage); a missing file is a 422. The handler
 * may move the file into place; otherwise it is removed once the answer is sent.
 */
export function uploadedFilePath(req: Request, field: string): string {
  return parseForm(z.object({ [field]: FilePath }), { [field]: req.file?.path })[field] as string;
}

/** Where the upload (disk storage) was streamed to, and its name on the sender's computer. */
export function uploadedDiskFile(
  req: Request,
  field: string,
): { path: string; originalName: string } {
  const path = uploadedFilePath(req, field);
  return { path, originalName: req.file?.originalname ?? '' };
}
