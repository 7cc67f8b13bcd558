import { z } from 'zod';

import { parseAppriseUrl } from './apprise-url';
import { LastDelivery } from './deliveries';
import { validationText } from './validation-text';

/** Mealie's event switches, in its order (`GroupEventNotifierOptions`). */
export const notifierEvents = [
  'testMessage',
  'webhookTask',
  'recipeCreated',
  'recipeUpdated',
  'recipeDeleted',
  'userSignup',
  'dataMigrations',
  'dataExport',
  'dataImport',
  'mealplanEntryCreated',
  'shoppingListCreated',
  'shoppingListUpdated',
  'shoppingListDeleted',
  'cookbookCreated',
  'cookbookUpdated',
  'cookbookDeleted',
  'tagCreated',
  'tagUpdated',
  'tagDeleted',
  'categoryCreated',
  'categoryUpdated',
  'categoryDeleted',
] as const;
export type NotifierEvent = (typeof notifierEvents)[number];

const switchOf = z.boolean().default(false);

export const GroupEventNotifierOptions = z.object(
  Object.fromEntries(notifierEvents.map((event) => [event, switchOf])) as Record<
    NotifierEvent,
    typeof switchOf
  >,
);
export type GroupEventNotifierOptions = z.infer<typeof GroupEventNotifierOptions>;

const NotifierName = z.string().trim().min(1, validationText('nameRequired')).max(200);

/** An Apprise URL of a kind Larder sends itself; anything else is refused when saved. */
const AppriseUrl = z
  .string()
  .trim()
  .max(2048)
  .superRefine((url, check) => {
    const parsed = parseAppriseUrl(url);
    if ('error' in parsed) check.addIssue({ code: 'custom', message: parsed.error });
  });

export const GroupEventNotifierCreate = z.object({
  name: NotifierName,
  appriseUrl: AppriseUrl,
});
export type GroupEventNotifierCreate = z.infer<typeof GroupEventNotifierCreate>;

/** `PUT …/{id}`: without an Apprise URL (absent, null or empty) the saved one stays. */
export const GroupEventNotifierUpdate = z.object({
  name: NotifierName,
  appriseUrl: z
    .union([AppriseUrl, z.literal(''), z.null()])
    .optional()
    .transform((url) => url || null),
  enabled: z.boolean().default(true),
  groupId: z.string().optional(),
  householdId: z.string().optional(),
  id: z.string().optional(),
  options: GroupEventNotifierOptions.default(GroupEventNotifierOptions.parse({})),
});
export type GroupEventNotifierUpdate = z.infer<typeof GroupEventNotifierUpdate>;

/** Mealie's answer holds no Apprise URL: it carries tokens and passwords. */
export const GroupEventNotifierOut = z.object({
  id: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  groupId: z.string(),
  householdId: z.string(),
  options: GroupEventNotifierOptions.extend({ id: z.string() }),
  /** Larder: the kind of service it posts to (`ntfy`, `discord`, …), for the screen. */
  service: z.string(),
  lastDelivery: LastDelivery.nullable(),
});
export type GroupEventNotifierOut = z.infer<typeof GroupEventNotifierOut>;
