import { z } from 'zod';
import { validationText } from './validation-text';

/**
 * `PUT /api/admin/site-settings` (a Larder addition): the settings to change; those left out keep
 * their value. At least one is needed.
 */
export const SiteSettingsUpdate = z
  .object({ allowPrivateFetch: z.boolean().optional(), allowSignup: z.boolean().optional() })
  .refine((update) => update.allowPrivateFetch !== undefined || update.allowSignup !== undefined, {
    message: validationText('atLeastOneSetting'),
  });
export type SiteSettingsUpdate = z.infer<typeof SiteSettingsUpdate>;

/** `GET /api/admin/site-settings`. */
export const SiteSettings = z.object({
  /** The recipe importer may fetch pages and pictures from private (home network) addresses. */
  allowPrivateFetch: z.boolean(),
  /**
   * `LARDER_ALLOW_PRIVATE_FETCH=true` at start: private addresses and this machine itself are
   * allowed whatever the setting says, until the server restarts without it.
   */
  allowPrivateFetchForced: z.boolean(),
  /** People may register without an invitation, each creating a household of their own. */
  allowSignup: z.boolean(),
  /** `LARDER_ALLOW_SIGNUP=true` at start: sign-up is open whatever the setting says. */
  allowSignupForced: z.boolean(),
});
export type SiteSettings = z.infer<typeof SiteSettings>;
