import { z } from 'zod';

export const TimelineEventType = z.enum(['system', 'info', 'comment']);
export const TimelineEventImage = z.enum(['has image', 'does not have image']);

const Subject = z.string().trim().min(1).max(500);
const EventMessage = z.string().max(10_000).nullish();
const DateTime = z.iso.datetime({ offset: true, local: true }).or(z.iso.date());

/**
 * `POST /api/recipes/timeline/events`. `userId` is read and ignored: events are always the
 * caller's. `timestamp` defaults to now.
 */
export const RecipeTimelineEventIn = z.object({
  recipeId: z.uuid(),
  userId: z.uuid().nullish(),
  subject: Subject,
  eventType: TimelineEventType,
  eventMessage: EventMessage,
  image: TimelineEventImage.nullish(),
  timestamp: DateTime.nullish(),
});
export type RecipeTimelineEventIn = z.infer<typeof RecipeTimelineEventIn>;

/** `PUT /api/recipes/timeline/events/{id}`. `timestamp` is Larder's: Mealie keeps the time. */
export const RecipeTimelineEventUpdate = z.object({
  subject: Subject,
  eventMessage: EventMessage,
  image: TimelineEventImage.nullish(),
  timestamp: DateTime.nullish(),
});
export type RecipeTimelineEventUpdate = z.infer<typeof RecipeTimelineEventUpdate>;

export const RecipeTimelineEventOut = z.object({
  id: z.string(),
  recipeId: z.string(),
  userId: z.string(),
  subject: z.string(),
  eventType: TimelineEventType,
  eventMessage: z.string().nullable(),
  image: TimelineEventImage,
  timestamp: z.string(),
  createdAt: z.string(),
  updateAt: z.string(),
});
export type RecipeTimelineEventOut = z.infer<typeof RecipeTimelineEventOut>;
