import { z } from 'zod';

/** `PUT /api/admin/site-settings` (a Larder addition). */
export const SiteSettingsUpdate = z.object({ allowPrivateFetch: z.boolean() });
export type SiteSettingsUpdate = z.infer<typeof SiteSettingsUpdate>;

/** `GET /api/admin/site-settings`. */
export interface SiteSettings {
  /** The recipe importer may fetch pages and pictures from private (home network) addresses. */
  allowPrivateFetch: boolean;
  /**
   * `LARDER_ALLOW_PRIVATE_FETCH=true` at start: private addresses and this machine itself are
   * allowed whatever the setting says, until the server restarts without it.
   */
  allowPrivateFetchForced: boolean;
}
