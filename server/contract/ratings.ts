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

export interface UserRatingSummary {
  recipeId: string;
  rating: number | null;
  isFavorite: boolean;
}

export interface UserRatingOut extends UserRatingSummary {
  userId: string;
  id: string;
}

export interface UserRatings<T> {
  ratings: T[];
}
