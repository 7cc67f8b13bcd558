import { z } from 'zod';

/**
 * `POST /api/users/{id}/ratings/{slug}`. An absent field keeps its value; `rating: null`
 * clears the rating (Mealie ignores null; clearing is the useful reading). 0 means "no stars".
 */
export const UserRatingUpdate = z.object({
  rating: z.number().min(0).max(5).nullish(),
  isFavorite: z.boolean().nullish(),
});
export type UserRatingUpdate = z.infer<typeof UserRatingUpdate>;

export const UserRatingSummary = z.object({
  recipeId: z.string(),
  rating: z.number().nullable(),
  isFavorite: z.boolean(),
});
export type UserRatingSummary = z.infer<typeof UserRatingSummary>;

export const UserRatingOut = UserRatingSummary.extend({ userId: z.string(), id: z.string() });
export type UserRatingOut = z.infer<typeof UserRatingOut>;

export interface UserRatings<T> {
  ratings: T[];
}
/** The schema of `UserRatings<rating>`. */
export function userRatings<T extends z.ZodType>(rating: T) {
  return z.object({ ratings: z.array(rating) });
}
