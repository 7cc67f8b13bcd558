import type { RequestHandler } from 'express';

import { InvalidError } from '../domain/errors';
import { jsonDepthExceeds, maxJsonDepth } from '../domain/json-depth';

/** Turns away bodies nested deeper than `maxJsonDepth` before any code walks them. */
export const limitJsonDepth: RequestHandler = (req, _res, next) => {
  next(
    jsonDepthExceeds(req.body)
      ? new InvalidError('errors.http.theRequestBodyIsNested', { maxJsonDepth })
      : undefined,
  );
};
