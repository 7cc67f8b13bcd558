import type { Request, RequestHandler } from 'express';

import { localeOfAcceptLanguage } from '../i18n/locales';
import { isLocaleLoaded, loadLocale } from '../i18n/translate';

/** The language to answer in: the renderer sends its chosen locale as `Accept-Language`. */
export const requestLocale = (req: Request): string =>
  localeOfAcceptLanguage(req.get('accept-language'));

/** Loads the request's language before any route can word a message in it. */
export const loadRequestLocale: RequestHandler = (req, _res, next) => {
  const locale = requestLocale(req);
  if (isLocaleLoaded(locale)) {
    next();
    return;
  }
  loadLocale(locale).then(() => next(), next);
};
