import { beforeAll, describe, expect, it } from 'vitest';

import type {
  UserRatingOut,
  UserRatings,
  UserRatingSummary,
} from '../../../server/contract/ratings';
import type { Recipe } from '../../../server/contract/recipes';
import type { UserOut } from '../../../server/contract/users';
import { contractErrors } from '../../helpers/contract';
import type { ApiClient } from '../../helpers/http-client';
import { unique } from '../../helpers/test-server';
import { createRecipe, useTwoGroups } from '../../helpers/two-groups';

const s = useTwoGroups();
const ids = {} as Record<'admin' | 'member' | 'outsider', string>;

beforeAll(async () => {
  for (const role of ['admin', 'member', 'outsider'] as const) {
    ids[role] = (await s[role].get<UserOut>('/api/users/self')).body.id;
  }
});

const newRecipe = () => createRecipe(s.admin, { name: unique('Rated dish ') });
const rate = (client: ApiClient, userId: string, slug: string, body: object) =>
  client.post<UserRatingOut>(`/api/users/${userId}/ratings/${slug}`, body);
const ratingOf = async (recipe: Recipe) =>
  (await s.admin.get<Recipe>(`/api/recipes/${recipe.slug}`)).body.rating;

describe('ratings', () => {
  it('keeps the recipe’s rating at the average of its people’s ratings above 0', async () => {
    const recipe = await newRecipe();
    const mine = await rate(s.admin, ids.admin, recipe.slug, { rating: 5 });
    expect(mine.status).toBe(200);
    expect(contractErrors('UserRatingOut', mine.body)).toEqual([]);
    expect(mine.body).toMatchObject({ recipeId: recipe.id, userId: ids.admin, rating: 5 });
    expect(await ratingOf(recipe)).toBe(5);
    await rate(s.member, ids.member, recipe.slug, { rating: 2 });
    expect(await ratingOf(recipe)).toBe(3.5);
    await rate(s.member, ids.member, recipe.slug, { rating: 0 });
    expect(await ratingOf(recipe)).toBe(5);
    await rate(s.member, ids.member, recipe.slug, { rating: 4, isFavorite: true });
    expect(await ratingOf(recipe)).toBe(4.5);
    // an absent rating keeps the value; null clears it
    await rate(s.admin, ids.admin, recipe.slug, { isFavorite: true });
    expect(await ratingOf(recipe)).toBe(4.5);
    await rate(s.admin, ids.admin, recipe.slug, { rating: null });
    expect(await ratingOf(recipe)).toBe(4);
    await rate(s.member, ids.member, recipe.slug, { rating: null });
    expect(await ratingOf(recipe)).toBeNull();
  });

  it('refuses ratings outside 0–5', async () => {
    const recipe = await newRecipe();
    expect((await rate(s.admin, ids.admin, recipe.slug, { rating: 6 })).status).toBe(422);
    expect((await rate(s.admin, ids.admin, recipe.slug, { rating: -1 })).status).toBe(422);
  });

  it('lets people change only their own ratings and favourites', async () => {
    const recipe = await newRecipe();
    expect((await rate(s.visitor, ids.member, recipe.slug, { rating: 1 })).status).toBe(401);
    expect((await rate(s.member, ids.admin, recipe.slug, { rating: 1 })).status).toBe(403);
    expect((await rate(s.admin, ids.member, recipe.slug, { rating: 1 })).status).toBe(403);
    expect((await rate(s.outsider, ids.outsider, recipe.slug, { rating: 1 })).status).toBe(404);
    const fav = `/api/users/${ids.admin}/favorites/${recipe.slug}`;
    expect((await s.member.post(fav)).status).toBe(403);
    expect(
      (await s.outsider.post(`/api/users/${ids.outsider}/favorites/${recipe.slug}`)).status,
    ).toBe(404);
    expect(await ratingOf(recipe)).toBeNull();
  });
});

describe('favourites and rating lists', () => {
  it('adds and removes favourites and lists them for the person and admins', async () => {
    const { client: cook, user } = await s.t.createMember(s.admin);
    const loved = await newRecipe();
    const rated = await newRecipe();
    const base = `/api/users/${user.id}`;
    expect((await cook.post(`${base}/favorites/${loved.slug}`)).status).toBe(200);
    await rate(cook, user.id, rated.slug, { rating: 3 });

    const favorites = await cook.get<UserRatings<UserRatingOut>>(`${base}/favorites`);
    expect(contractErrors('UserRatings_UserRatingOut_', favorites.body)).toEqual([]);
    expect(favorites.body.ratings.map((r) => r.recipeId)).toEqual([loved.id]);
    const ratings = await cook.get<UserRatings<UserRatingOut>>(`${base}/ratings`);
    expect(contractErrors('UserRatings_UserRatingOut_', ratings.body)).toEqual([]);
    expect(ratings.body.ratings.map((r) => [r.recipeId, r.rating, r.isFavorite])).toEqual([
      [loved.id, null, true],
      [rated.id, 3, false],
    ]);

    const selfFavorites = await cook.get<UserRatings<UserRatingSummary>>(
      '/api/users/self/favorites',
    );
    expect(contractErrors('UserRatings_UserRatingSummary_', selfFavorites.body)).toEqual([]);
    expect(selfFavorites.body.ratings).toEqual([
      { recipeId: loved.id, rating: null, isFavorite: true },
    ]);
    const selfRatings = await cook.get<UserRatings<UserRatingSummary>>('/api/users/self/ratings');
    expect(contractErrors('UserRatings_UserRatingSummary_', selfRatings.body)).toEqual([]);
    expect(selfRatings.body.ratings).toHaveLength(2);
    const one = await cook.get<UserRatingSummary>(`/api/users/self/ratings/${rated.id}`);
    expect(contractErrors('UserRatingSummary', one.body)).toEqual([]);
    expect(one.body).toEqual({ recipeId: rated.id, rating: 3, isFavorite: false });
    // Not rated yet: 200 with no rating (the schema allows it), not a 404 per recipe page.
    const unrated = await s.member.get<UserRatingSummary>(`/api/users/self/ratings/${rated.id}`);
    expect(unrated.status).toBe(200);
    expect(contractErrors('UserRatingSummary', unrated.body)).toEqual([]);
    expect(unrated.body).toEqual({ recipeId: rated.id, rating: null, isFavorite: false });
    // Another household's recipe, or none at all, is still not found.
    expect((await s.outsider.get(`/api/users/self/ratings/${rated.id}`)).status).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await s.member.get(`/api/users/self/ratings/${unknown}`)).status).toBe(404);

    const self = await cook.get<UserOut>('/api/users/self');
    expect(contractErrors('UserOut', self.body)).toEqual([]);
    expect(self.body.favoriteRecipes).toEqual([loved.slug]);

    expect((await s.admin.get(`${base}/favorites`)).status).toBe(200);
    expect((await s.outsider.get(`${base}/favorites`)).status).toBe(403);
    expect((await s.outsider.get(`${base}/ratings`)).status).toBe(403);
    expect((await s.visitor.get('/api/users/self/ratings')).status).toBe(401);

    expect((await cook.delete(`${base}/favorites/${loved.slug}`)).status).toBe(200);
    const after = await cook.get<UserRatings<UserRatingOut>>(`${base}/favorites`);
    expect(after.body.ratings).toEqual([]);
    expect((await cook.get<UserOut>('/api/users/self')).body.favoriteRecipes).toEqual([]);
  });
});
