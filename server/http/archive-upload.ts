import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { z } from 'zod';

import { validationText } from '../contract/validation-text';
import { InvalidError } from '../domain/errors';
import type { Actor } from '../services/context';

import { parseForm } from './validate';

/**
 * Multipart parsing for one large file field, streamed to a temporary file in `dir` (never held
 * in memory). `guard` turns callers away before a byte of the upload is read.
 */
export function archiveUpload(
  field: string,
  dir: string,
  maxBytes: number,
  guard: (actor: Actor) => unknown,
): RequestHandler[] {
  const upload = multer({
    dest: dir,
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 8 * 1024, parts: 12 },
  }).single(field);
  return [
    (req, _res, next) => {
      guard(req.actor);
      next();
    },
    (req, res, next) => {
      upload(req, res, (error: unknown) => {
        if (error === undefined || error === null) next();
        else if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
          next(
            Object.assign(new Error(`The file is larger than ${maxBytes} bytes`), { status: 413 }),
          );
        } else {
          const reason = error instanceof Error ? error.message : 'unreadable form';
          next(new InvalidError('errors.http.malformedFormData', { reason }));
        }
      });
    },
  ];
}

const UploadedFile = z.object(
  { path: z.string(), originalname: z.string() },
  {
    message: validationText('fieldRequired'),
  },
);

/** Where the upload was written and what it was called; a missing file is a 422. */
export function uploadedArchive(
  req: Request,
  field: string,
): { path: string; originalName: string } {
  const parsed = parseForm(z.object({ [field]: UploadedFile }), { [field]: req.file });
  const file = parsed[field] as z.infer<typeof UploadedFile>;
  return { path: file.path, originalName: file.originalname };
}
