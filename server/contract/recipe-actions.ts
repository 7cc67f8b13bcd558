import { z } from 'zod';

import { fillActionUrl } from './recipe-action-url';
import { validationText } from './validation-text';

const ActionType = z.enum(['link', 'post']);

/** A URL template: filled with a sample recipe, it must be an http(s) URL. */
const ActionUrl = z
  .string()
  .trim()
  .min(1, validationText('urlRequired'))
  .max(2048)
  .refine(
    (template) => {
      const sample = { id: 'id', slug: 'slug', name: 'name', url: 'https://example.com/r' };
      return /^https?:\/\/[^/\s]/i.test(fillActionUrl(template, sample));
    },
    { message: validationText('httpUrlTemplate', { example: '{{recipe.slug}}' }) },
  );

/** `CreateGroupRecipeAction`; also the body of `PUT …/{id}` (Mealie's `SaveGroupRecipeAction`). */
export const CreateGroupRecipeAction = z.object({
  actionType: ActionType,
  title: z.string().trim().min(1, validationText('titleRequired')).max(200),
  url: ActionUrl,
  groupId: z.string().optional(),
  householdId: z.string().optional(),
});
export type CreateGroupRecipeAction = z.infer<typeof CreateGroupRecipeAction>;

export const GroupRecipeActionOut = z.object({
  actionType: ActionType,
  title: z.string(),
  url: z.string(),
  groupId: z.string(),
  householdId: z.string(),
  id: z.string(),
});
export type GroupRecipeActionOut = z.infer<typeof GroupRecipeActionOut>;
