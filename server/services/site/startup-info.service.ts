import type { AppStartupInfo, OIDCInfo } from '../../contract/maintenance';

import { isSetupRequired } from '../accounts/setup.service';
import type { ServiceContext } from '../context';

/**
 * `GET /api/app/about/startup-info`: Mealie's first login is the default admin's; Larder has no
 * default admin, so it is first login until the first account is made. Never a demo.
 */
export async function getStartupInfo(ctx: ServiceContext): Promise<AppStartupInfo> {
  return { isFirstLogin: await isSetupRequired(ctx.db), isDemo: false };
}

/** `GET /api/app/about/oidc`: Larder signs in with its own accounts only. */
export const oidcInfo: OIDCInfo = { configurationUrl: null, clientId: null, groupsClaim: null };
