import { Router } from 'express';
import { z } from 'zod';

import { CategoryIn, ReferenceListQuery, TagIn, ToolIn } from '../../contract/organizers';
import { paths } from '../../contract/paths';
import type { OrganizerKind } from '../../contract/organizers';
import type { ServiceContext } from '../../services/context';
import {
  createOrganizer,
  deleteOrganizer,
  getOrganizer,
  getOrganizerBySlug,
  listEmpty,
  listOrganizers,
  updateOrganizer,
} from '../../services/organizers/organizers.service';
import { parseBody, parsePath, parseQuery } from '../validate';

const IdParams = z.object({ id: z.uuid() });
const SlugParams = z.object({ slug: z.string().min(1).max(300) });
const inputOf = { categories: CategoryIn, tags: TagIn, tools: ToolIn } as const;

/** `/api/organizers/{categories|tags|tools}`: the same endpoints for each kind. */
export function organizersRoutes(ctx: ServiceContext): Router {
  const router = Router();
  for (const kind of ['categories', 'tags', 'tools'] as const satisfies OrganizerKind[]) {
    const Input = inputOf[kind];
    router.get(paths.organizers(kind), async (req, res) => {
      res.json(
        await listOrganizers(
          ctx,
          req.actor,
          kind,
          parseQuery(ReferenceListQuery, req.query),
          req.path,
        ),
      );
    });
    router.post(paths.organizers(kind), async (req, res) => {
      res.status(201).json(await createOrganizer(ctx, req.actor, kind, parseBody(Input, req.body)));
    });
    if (kind !== 'tools') {
      router.get(paths.organizersEmpty(kind), async (req, res) => {
        res.json(await listEmpty(ctx, req.actor, kind));
      });
    }
    router.get(paths.organizerBySlug(kind, ':slug'), async (req, res) => {
      const { slug } = parsePath(SlugParams, req.params);
      res.json(await getOrganizerBySlug(ctx, req.actor, kind, slug));
    });
    router.get(paths.organizer(kind, ':id'), async (req, res) => {
      const { id } = parsePath(IdParams, req.params);
      res.json(await getOrganizer(ctx, req.actor, kind, id));
    });
    router.put(paths.organizer(kind, ':id'), async (req, res) => {
      const { id } = parsePath(IdParams, req.params);
      res.json(await updateOrganizer(ctx, req.actor, kind, id, parseBody(Input, req.body)));
    });
    router.delete(paths.organizer(kind, ':id'), async (req, res) => {
      const { id } = parsePath(IdParams, req.params);
      res.json(await deleteOrganizer(ctx, req.actor, kind, id));
    });
  }
  return router;
}
