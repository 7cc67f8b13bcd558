import { randomUUID } from 'node:crypto';

import type { Db } from '../../db/database';
import { insertTimelineEvent } from '../../db/repos/timeline.repo';
import { nowIso } from '../../domain/time';

/** Events the server writes on its own, such as "Recipe Created" (Mealie's `system` type). */
export async function addSystemEvent(
  db: Db,
  event: { recipeId: string; userId: string; subject: string; message?: string },
): Promise<void> {
  const now = nowIso();
  await insertTimelineEvent(db, {
    id: randomUUID(),
    recipeId: event.recipeId,
    userId: event.userId,
    subject: event.subject,
    message: event.message ?? null,
    eventType: 'system',
    image: 'does not have image',
    timestamp: now,
    createdAt: now,
    updateAt: now,
  });
}
