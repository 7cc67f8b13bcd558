import { LastDelivery } from '../../contract/deliveries';

/** The recorded last delivery of a webhook or notifier, when there is one. */
export function lastDeliveryOf(json: string | null): LastDelivery | null {
  if (!json) return null;
  const parsed = LastDelivery.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
}
