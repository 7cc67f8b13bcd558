import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { z } from 'zod';

import { InvalidError, UnauthorizedError } from '../domain/errors';

import { parseForm } from './validate';

/** Carries its own status; the error handler answers 413 "Request body too large". */
class UploadTooLargeError extends Error {
  readonly status = 413;
}

/**
 * Multipart parsing for one file field (kept in memory: images are decoded from memory anyway)
 * and a few text fields. Visitors are turned away before their upload is read; a file over
 * `maxBytes` is a 413, a malformed body a 400.
 */
export function singleFileUpload(field: string, maxBytes: number): RequestHandler[] {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 8 * 1024, parts: 12 },
  }).single(field);
  return [
    (req, _res, next) => {
      next(req.actor.kind === 'user' ? undefined : new UnauthorizedError());
    },
    (req, res, next) => {
      upload(req, res, (error: unknown) => {
        if (error === undefined || error === null) next();
        else if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
          next(new UploadTooLargeError(`The file is larger than ${maxBytes} bytes`));
        } else {
          const reason = error instanceof Error ? error.message : 'unreadable form';
          next(new InvalidError(`Malformed form data: ${reason}`));
        }
      });
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
