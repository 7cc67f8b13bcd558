import { z } from 'zod';

export const CommentText = z.string().trim().min(1).max(10_000);

/** `POST /api/comments`. */
export const RecipeCommentCreate = z.object({ recipeId: z.uuid(), text: CommentText });
export type RecipeCommentCreate = z.infer<typeof RecipeCommentCreate>;

/** `POST /api/recipes/{slug}/comments`: the recipe comes from the path. */
export const RecipeCommentText = z.object({ text: CommentText });

/** `PUT /api/comments/{id}`: Mealie sends the id again in the body; it must match. */
export const RecipeCommentUpdate = z.object({ id: z.uuid().optional(), text: CommentText });
export type RecipeCommentUpdate = z.infer<typeof RecipeCommentUpdate>;

export type { RecipeCommentOut } from './recipes';
