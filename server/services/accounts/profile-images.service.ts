import type { SuccessResponse } from '../../contract/common';
import { findUserById, updateUser } from '../../db/repos/users.repo';
import { ForbiddenError, NotFoundError } from '../../domain/errors';
import { profileImageName } from '../../domain/file-names';
import { nowIso } from '../../domain/time';
import { profileImagePath } from '../../files/media-paths';
import { translate } from '../../i18n/translate';

import type { Actor, ServiceContext } from '../context';
import { requireUser } from '../guards';
import { saveProfileImage } from '../image-store';
import { userImageFile, type MediaFile } from '../recipes/media.service';
import { newCacheKey } from './user-rows';
import { getUser } from './users.service';

/**
 * `POST /api/users/{id}/image`: people change their own picture, admins anyone's. The new cache
 * key in `UserOut.cacheKey` makes clients fetch it afresh (`profile.webp?cacheKey=`).
 */
export async function uploadProfileImage(
  ctx: ServiceContext,
  actor: Actor,
  userId: string,
  bytes: Uint8Array,
  locale: string,
): Promise<SuccessResponse> {
  const me = requireUser(actor);
  if (me.id !== userId && !me.admin) throw new ForbiddenError();
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new NotFoundError();
  await saveProfileImage(profileImagePath(ctx.files, user.id), bytes);
  await updateUser(ctx.db, user.id, { cacheKey: newCacheKey(), updateAt: nowIso() });
  return { message: translate(locale, 'success.accounts.profileImageUpdated'), error: false };
}

/**
 * `GET /api/users/{id}/image`: the picture for whoever may read the user (themselves, their
 * group, admins); 404 alike for people out of sight and for no picture. Only the caller's
 * browser keeps it, and asks again each time.
 */
export async function getProfileImage(
  ctx: ServiceContext,
  actor: Actor,
  userId: string,
): Promise<MediaFile> {
  const user = await getUser(ctx, actor, userId);
  const file = await userImageFile(ctx, user.id, profileImageName);
  return { ...file, maxAgeSeconds: 0, isPublic: false };
}
