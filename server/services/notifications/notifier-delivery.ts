import { parseAppriseUrl } from '../../contract/apprise-url';
import type { LastDelivery } from '../../contract/deliveries';
import { setNotifierDelivery } from '../../db/repos/event-notifiers.repo';
import type { EventNotifierRow } from '../../db/notification-tables';
import { nowIso } from '../../domain/time';

import type { ServiceContext } from '../context';

import { deliver } from './delivery';
import { outgoingFor, type Notice } from './outgoing';

/** Sends a notice to one notifier through its Apprise URL and records how it went. */
export async function notify(
  ctx: ServiceContext,
  notifier: EventNotifierRow,
  notice: Notice,
  retry: boolean,
): Promise<LastDelivery> {
  const target = parseAppriseUrl(notifier.appriseUrl);
  const result =
    'error' in target
      ? { at: nowIso(), ok: false, status: null, error: target.error, attempts: 0 }
      : await deliver(
          ctx,
          outgoingFor(target, notice, ctx.notifications.settings.discordApiUrl),
          retry,
        );
  await setNotifierDelivery(ctx.db, notifier.id, JSON.stringify(result));
  return result;
}
