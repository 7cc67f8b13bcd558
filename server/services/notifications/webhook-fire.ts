import type { LastDelivery } from '../../contract/deliveries';
import type { WebhookRow } from '../../db/group-settings-tables';
import { setWebhookDelivery } from '../../db/repos/webhooks.repo';

import type { ServiceContext } from '../context';
import { localToday, planEntriesOn } from '../meal-plans/meal-plan-views';

import { deliver } from './delivery';

/**
 * POSTs the group's meal plan of the day (Mealie's webhook body: the day's entries with their
 * recipes, as JSON) to the webhook and records how it went.
 */
export async function fireWebhook(
  ctx: ServiceContext,
  webhook: WebhookRow,
  retry: boolean,
): Promise<LastDelivery> {
  const entries = await planEntriesOn(ctx.db, webhook.groupId, localToday(ctx.notifications.now()));
  const result = await deliver(
    ctx,
    {
      kind: 'http',
      url: webhook.url,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(entries),
    },
    retry,
  );
  await setWebhookDelivery(ctx.db, webhook.id, JSON.stringify(result));
  return result;
}
