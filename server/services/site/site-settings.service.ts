import type { SiteSettings, SiteSettingsUpdate } from '../../contract/site-settings';
import { readSiteSettings, writeSiteSettings } from '../../db/repos/site-settings.repo';
import { nowIso } from '../../domain/time';
import { ownAddresses } from '../../net/own-addresses';
import { isFetchableAddress } from '../../net/page-address-policy';

import type { Actor, ServiceContext } from '../context';
import { requireAdmin } from '../guards';

async function currentSettings(ctx: ServiceContext): Promise<SiteSettings> {
  const row = await readSiteSettings(ctx.db);
  return {
    allowPrivateFetch: row.allowPrivateFetch === 1,
    allowPrivateFetchForced: ctx.settings.allowPrivateFetch === true,
    allowSignup: row.allowSignup === 1,
    allowSignupForced: ctx.settings.allowSignup,
  };
}

/** `GET /api/admin/site-settings` (administrators only). */
export function getSiteSettings(ctx: ServiceContext, actor: Actor): Promise<SiteSettings> {
  requireAdmin(actor);
  return currentSettings(ctx);
}

/**
 * `PUT /api/admin/site-settings` (administrators only): changes the settings given, keeps the
 * others, and answers the settings as saved.
 */
export async function updateSiteSettings(
  ctx: ServiceContext,
  actor: Actor,
  input: SiteSettingsUpdate,
): Promise<SiteSettings> {
  requireAdmin(actor);
  const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);
  await writeSiteSettings(ctx.db, {
    allowPrivateFetch: flag(input.allowPrivateFetch),
    allowSignup: flag(input.allowSignup),
    updateAt: nowIso(),
  });
  return currentSettings(ctx);
}

/**
 * Which addresses server-side downloads (recipe pages, their pictures) may connect to, read
 * afresh for each download: private ranges when the administrator allows them; this machine
 * too only with `LARDER_ALLOW_PRIVATE_FETCH` (tests serve pages from 127.0.0.1).
 */
export async function fetchableAddress(ctx: ServiceContext): Promise<(address: string) => boolean> {
  const { allowPrivateFetch, allowPrivateFetchForced } = await currentSettings(ctx);
  const policy = {
    allowPrivate: allowPrivateFetch || allowPrivateFetchForced,
    allowLoopback: allowPrivateFetchForced,
    ownAddresses: ownAddresses(),
  };
  return (address) => isFetchableAddress(address, policy);
}

/** Whether registration without an invitation is open: `LARDER_ALLOW_SIGNUP` or the setting. */
export async function isSignupOpen(ctx: ServiceContext): Promise<boolean> {
  const { allowSignup, allowSignupForced } = await currentSettings(ctx);
  return allowSignup || allowSignupForced;
}
