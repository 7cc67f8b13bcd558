import express, { type RequestHandler } from 'express';
import multer from 'multer';

import { InvalidError } from '../domain/errors';

const fieldsOnly = multer({
  limits: { fields: 20, fieldSize: 8 * 1024, files: 0, parts: 20 },
}).none();

/**
 * Form fields from either urlencoded or multipart bodies. Multer and busboy report malformed or
 * oversized multipart bodies as plain errors; they become a 400 here instead of a 500.
 */
export const formFields: RequestHandler[] = [
  express.urlencoded({ extended: false, limit: '16kb' }),
  (req, res, next) => {
    fieldsOnly(req, res, (error: unknown) => {
      if (error === undefined || error === null) {
        next();
        return;
      }
      const reason = error instanceof Error ? error.message : 'unreadable form';
      next(new InvalidError('errors.http.malformedFormData', { reason }));
    });
  },
];
