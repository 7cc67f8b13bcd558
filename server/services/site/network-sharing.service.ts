import type { NetworkSharing, NetworkSharingUpdate } from '../../contract/network-sharing';
import { preferredUrl } from '../../net/lan-addresses';
import type { SharingStatus } from '../../net/lan-sharing';

import type { Actor, ServiceContext } from '../context';
import { requireAdmin } from '../guards';

/** The sharing state as the admin page shows it: the links, the mDNS name and a QR code. */
async function describeSharing(
  ctx: ServiceContext,
  status: SharingStatus,
): Promise<NetworkSharing> {
  const qrUrl = preferredUrl(status.urls);
  return {
    enabled: status.enabled,
    urls: status.urls,
    mdnsName: status.mdnsName,
    mdnsUrl: status.mdnsName ? `http://${status.mdnsName}:${ctx.settings.port}/` : null,
    qrUrl,
    // Loaded on first use: most starts never draw a QR code.
    qrSvg: qrUrl ? await (await import('../../net/qr-code')).qrSvg(qrUrl) : null,
  };
}

/** `GET /api/admin/sharing` (administrators only). */
export function getNetworkSharing(ctx: ServiceContext, actor: Actor): Promise<NetworkSharing> {
  requireAdmin(actor);
  return describeSharing(ctx, ctx.sharing.status());
}

/** `PUT /api/admin/sharing` (administrators only): switches without a restart; remembered. */
export async function updateNetworkSharing(
  ctx: ServiceContext,
  actor: Actor,
  input: NetworkSharingUpdate,
): Promise<NetworkSharing> {
  requireAdmin(actor);
  const status = input.enabled ? await ctx.sharing.enable() : await ctx.sharing.disable();
  return describeSharing(ctx, status);
}
