import type { Request } from 'express';

import { localeOfAcceptLanguage } from '../i18n/locales';

/** The language to answer in: the renderer sends its chosen locale as `Accept-Language`. */
export const requestLocale = (req: Request): string =>
  localeOfAcceptLanguage(req.get('accept-language'));
