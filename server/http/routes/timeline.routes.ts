import { Router } from 'express';
import { z } from 'zod';

import { PaginationQuery } from '../../contract/common';
import { ImageUploadFields } from '../../contract/media';
import { paths } from '../../contract/paths';
import { RecipeTimelineEventIn, RecipeTimelineEventUpdate } from '../../contract/timeline';
import type { ServiceContext } from '../../services/context';
import { maxImageBytes } from '../../services/recipes/recipe-images.service';
import {
  createTimelineEvent,
  deleteTimelineEventOf,
  getTimelineEvent,
  listTimelineEvents,
  setTimelineEventImage,
  updateTimelineEventOf,
} from '../../services/recipes/timeline.service';
import { singleFileUpload, uploadedFile } from '../uploads';
import { parseBody, parseForm, parsePath, parseQuery } from '../validate';

const IdParams = z.object({ id: z.uuid() });

/** A recipe's timeline: "made it" notes, comments and the server's own events. */
export function timelineRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get(paths.timelineEvents, async (req, res) => {
    res.json(
      await listTimelineEvents(ctx, req.actor, parseQuery(PaginationQuery, req.query), req.path),
    );
  });
  router.post(paths.timelineEvents, async (req, res) => {
    const input = parseBody(RecipeTimelineEventIn, req.body);
    res.status(201).json(await createTimelineEvent(ctx, req.actor, input));
  });
  router.get(paths.timelineEvent(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    res.json(await getTimelineEvent(ctx, req.actor, id));
  });
  router.put(paths.timelineEvent(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    const input = parseBody(RecipeTimelineEventUpdate, req.body);
    res.json(await updateTimelineEventOf(ctx, req.actor, id, input));
  });
  router.delete(paths.timelineEvent(':id'), async (req, res) => {
    const { id } = parsePath(IdParams, req.params);
    res.json(await deleteTimelineEventOf(ctx, req.actor, id));
  });
  router.put(
    paths.timelineEventImage(':id'),
    ...singleFileUpload('image', maxImageBytes),
    async (req, res) => {
      const { id } = parsePath(IdParams, req.params);
      parseForm(ImageUploadFields, req.body);
      res.json(await setTimelineEventImage(ctx, req.actor, id, uploadedFile(req, 'image')));
    },
  );
  return router;
}
