import type { Response } from 'express';

import type { MediaFile } from '../services/recipes/media.service';

/**
 * Sends a media file. Images may be embedded by other sites and apps (cross-origin resource
 * policy); downloads are never sniffed into something else and never shown inline.
 */
export async function sendMedia(res: Response, file: MediaFile): Promise<void> {
  if (file.downloadAs) res.attachment(file.downloadAs);
  res.setHeader('Content-Type', file.contentType);
  res.setHeader(
    'Cache-Control',
    `${file.isPublic ? 'public' : 'private'}, max-age=${file.maxAgeSeconds}`,
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  await new Promise<void>((resolve, reject) => {
    res.sendFile(file.path, { cacheControl: false, dotfiles: 'deny' }, (error) => {
      // A client that goes away mid-download is not a server error.
      if (error && !res.headersSent) reject(error);
      else resolve();
    });
  });
}
