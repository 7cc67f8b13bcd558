import { Router } from 'express';
import { z } from 'zod';

import { paths } from '../../contract/paths';
import { imageNames } from '../../domain/file-names';
import type { ServiceContext } from '../../services/context';
import {
  recipeAssetFile,
  recipeImageFile,
  timelineImageFile,
  userImageFile,
} from '../../services/recipes/media.service';
import { sendMedia } from '../send-media';
import { parsePath } from '../validate';

const Id = z.uuid().transform((id) => id.toLowerCase());
const ImageParams = z.object({ recipeId: Id, name: z.enum(imageNames) });
const TimelineImageParams = ImageParams.extend({ eventId: Id });
const AssetParams = z.object({ recipeId: Id, fileName: z.string().max(300) });
const UserFileParams = z.object({ userId: Id, fileName: z.string().max(300) });

/** Public by design, as in Mealie: the ids are random UUIDs. */
export function mediaRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get(paths.mediaRecipeImage(':recipeId', ':name'), async (req, res) => {
    const { recipeId, name } = parsePath(ImageParams, req.params);
    await sendMedia(res, await recipeImageFile(ctx, recipeId, name));
  });
  router.get(paths.mediaTimelineImage(':recipeId', ':eventId', ':name'), async (req, res) => {
    const { recipeId, eventId, name } = parsePath(TimelineImageParams, req.params);
    await sendMedia(res, await timelineImageFile(ctx, recipeId, eventId, name));
  });
  router.get(paths.mediaRecipeAsset(':recipeId', ':fileName'), async (req, res) => {
    const { recipeId, fileName } = parsePath(AssetParams, req.params);
    await sendMedia(res, await recipeAssetFile(ctx, recipeId, fileName));
  });
  router.get(paths.mediaUser(':userId', ':fileName'), async (req, res) => {
    const { userId, fileName } = parsePath(UserFileParams, req.params);
    await sendMedia(res, await userImageFile(ctx, userId, fileName));
  });
  return router;
}
