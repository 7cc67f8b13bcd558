import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';

import type { NextFunction, Request, RequestHandler } from 'express';
import multer from 'multer';
import { z } from 'zod';

import { InvalidError, UnauthorizedError } from '../domain/errors';

import { parseForm } from './validate';

/** Carries its own status; the error handler answers 413 "Request body too large". */
class UploadTooLargeError extends Error {
  readonly status = 413;
}

/** Visitors are turned away before their upload is read. */
const signedInOnly: RequestHandler = (req, _res, next) => {
  next(req.actor.kind === 'user' ? undefined : new UnauthorizedError());
};

/** Multer's errors as Larder's: a file over `maxBytes` is a 413, a malformed body a 400. */
function uploadErrors(next: NextFunction, maxBytes: number) {
  return (error: unknown) => {
    if (error === undefined || error === null) next();
    else if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
      next(new UploadTooLargeError(`The file is larger than ${maxBytes} bytes`));
    } else {
      const reason = error instanceof Error ? error.message : 'unreadable form';
      next(new InvalidError(`Malformed form data: ${reason}`));
    }
  };
}

const limitsFor = (maxBytes: number) => ({
  fileSize: maxBytes,
  files: 1,
  fields: 10,
  fieldSize: 8 * 1024,
  parts: 12,
});

/**
 * Multipart parsing for one file field (kept in memory: images are decoded from memory anyway)
 * and a few text fields. Visitors are turned away before their upload is read; a file over
 * `maxBytes` is a 413, a malformed body a 400.
 */
export function singleFileUpload(field: string, maxBytes: number): RequestHandler[] {
  const upload = multer({ storage: multer.memoryStorage(), limits: limitsFor(maxBytes) }).single(
    field,
  );
  return [signedInOnly, (req, res, next) => upload(req, res, uploadErrors(next, maxBytes))];
}

/**
 * Like `singleFileUpload`, for files too big to hold in memory (exports of other apps): the file
 * is streamed into `dir`. It is deleted once the response is sent, unless the handler has moved
 * it away to keep working on it.
 */
export function diskFileUpload(field: string, maxBytes: number, dir: string): RequestHandler[] {
  const storage = multer.diskStorage({
    destination: dir,
    filename: (_req, _file, done) => done(null, `upload-${randomUUID()}`),
  });
  const upload = multer({ storage, limits: limitsFor(maxBytes) }).single(field);
  return [
    signedInOnly,
    (req, res, next) => {
      res.on('close', () => {
        if (req.file?.path) void rm(req.file.path, { force: true });
      });
      upload(req, res, uploadErrors(next, maxBytes));
    },
  ];
}

const FileBytes = z.instanceof(Buffer, { message: 'Field required' });

/** The uploaded file's bytes; a missing file is a 422 like any missing field. */
export function uploadedFile(req: Request, field: string): Buffer {
  return parseForm(z.object({ [field]: FileBytes }), { [field]: req.file?.buffer })[
    field
  ] as Buffer;
}

/** Where the upload of `diskFileUpload` was saved, and its name on the sender's computer. */
export function uploadedDiskFile(
  req: Request,
  field: string,
): { path: string; originalName: string } {
  parseForm(z.object({ [field]: z.string({ message: 'Field required' }) }), {
    [field]: req.file?.path,
  });
  const file = req.file as Express.Multer.File;
  return { path: file.path, originalName: file.originalname };
}
