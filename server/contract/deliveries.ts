import { z } from 'zod';

/**
 * Larder's addition to webhooks and notifiers: how their last outgoing call went, after its
 * retries. `status` is the receiver's HTTP status when it answered; `error` says why it failed.
 */
export const LastDelivery = z.object({
  at: z.string(),
  ok: z.boolean(),
  status: z.number().int().nullable(),
  error: z.string().nullable(),
  attempts: z.number().int(),
});
export type LastDelivery = z.infer<typeof LastDelivery>;
