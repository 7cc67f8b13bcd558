import { z } from 'zod';

import { LastDelivery } from './deliveries';
import { validationText } from './validation-text';

/** Mealie's time format: "HH:MM" or "HH:MM:SS", optionally with fractions of a second. */
const TimeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?$/, validationText('timeOfDay'))
  .transform((time) => (time.length === 5 ? `${time}:00` : time.slice(0, 8)));

const WebhookUrl = z.url({ protocol: /^https?$/, error: validationText('httpUrl') }).max(2048);

/** `CreateWebhook`; also the body of `PUT /api/groups/webhooks/{id}`. */
export const CreateWebhook = z.object({
  enabled: z.boolean().default(true),
  name: z.string().trim().max(200).default(''),
  url: WebhookUrl,
  webhookType: z.literal('mealplan').default('mealplan'),
  scheduledTime: TimeOfDay,
});
export type CreateWebhook = z.infer<typeof CreateWebhook>;

export const ReadWebhook = z.object({
  id: z.string(),
  groupId: z.string(),
  /** Mealie v2: the group's one household has the group's id. */
  householdId: z.string(),
  enabled: z.boolean(),
  name: z.string(),
  url: z.string(),
  webhookType: z.literal('mealplan'),
  scheduledTime: z.string(),
  /** Larder: how its last call went, null before the first. */
  lastDelivery: LastDelivery.nullable(),
});
export type ReadWebhook = z.infer<typeof ReadWebhook>;
