import useSWR, { mutate } from 'swr';

import type { Paginated } from '../../server/contract/common';
import type { LastDelivery } from '../../server/contract/deliveries';
import type {
  GroupEventNotifierCreate,
  GroupEventNotifierOut,
  GroupEventNotifierUpdate,
} from '../../server/contract/event-notifiers';
import { paths } from '../../server/contract/paths';
import type {
  CreateGroupRecipeAction,
  GroupRecipeActionOut,
} from '../../server/contract/recipe-actions';
import type { CreateWebhook, ReadWebhook } from '../../server/contract/webhooks';

import { api, fetchJson } from './client';
import { withQuery } from './query';

/** Every item of a list at once: a household has a handful of each. */
const allOf = (path: string) => withQuery(path, { page: 1, perPage: -1 });

const webhooksKey = allOf(paths.webhooks);
const notifiersKey = allOf(paths.eventNotifiers);
const recipeActionsKey = allOf(paths.recipeActions);

/** The household's meal-plan webhooks (managers). */
export function useWebhooks() {
  return useSWR<Paginated<ReadWebhook>, Error>(webhooksKey, fetchJson);
}

export async function saveWebhook(id: string | null, body: CreateWebhook) {
  const result = id
    ? await api.put<ReadWebhook>(paths.webhook(id), { json: body })
    : await api.post<ReadWebhook>(paths.webhooks, { json: body });
  if (!result.error) await mutate(webhooksKey);
  return result;
}

export async function deleteWebhook(id: string) {
  const result = await api.delete<ReadWebhook>(paths.webhook(id));
  if (!result.error) await mutate(webhooksKey);
  return result;
}

/** Calls the webhook now; the list then shows the result as its last delivery. */
export async function testWebhook(id: string) {
  const result = await api.post<LastDelivery>(paths.webhookTest(id));
  await mutate(webhooksKey);
  return result;
}

/** The household's event notifiers (managers). */
export function useNotifiers() {
  return useSWR<Paginated<GroupEventNotifierOut>, Error>(notifiersKey, fetchJson);
}

/** Creates, then (to set the switches) updates: Mealie's create takes only a name and URL. */
export async function createNotifier(
  create: GroupEventNotifierCreate,
  update: GroupEventNotifierUpdate,
) {
  const created = await api.post<GroupEventNotifierOut>(paths.eventNotifiers, { json: create });
  if (!created.data) return created;
  return updateNotifier(created.data.id, update);
}

export async function updateNotifier(id: string, body: GroupEventNotifierUpdate) {
  const result = await api.put<GroupEventNotifierOut>(paths.eventNotifier(id), { json: body });
  await mutate(notifiersKey);
  return result;
}

export async function deleteNotifier(id: string) {
  const result = await api.delete<null>(paths.eventNotifier(id));
  if (!result.error) await mutate(notifiersKey);
  return result;
}

export async function testNotifier(id: string) {
  const result = await api.post<null>(paths.eventNotifierTest(id));
  await mutate(notifiersKey);
  return result;
}

/** The household's recipe actions: every member's recipe menu shows them. */
export function useRecipeActions() {
  return useSWR<Paginated<GroupRecipeActionOut>, Error>(recipeActionsKey, fetchJson, {
    revalidateOnFocus: false,
  });
}

export async function saveRecipeAction(id: string | null, body: CreateGroupRecipeAction) {
  const result = id
    ? await api.put<GroupRecipeActionOut>(paths.recipeAction(id), { json: body })
    : await api.post<GroupRecipeActionOut>(paths.recipeActions, { json: body });
  if (!result.error) await mutate(recipeActionsKey);
  return result;
}

export async function deleteRecipeAction(id: string) {
  const result = await api.delete<GroupRecipeActionOut>(paths.recipeAction(id));
  if (!result.error) await mutate(recipeActionsKey);
  return result;
}

export function triggerRecipeAction(id: string, slug: string) {
  return api.post<null>(paths.recipeActionTrigger(id, encodeURIComponent(slug)));
}

/** Fires again, in the background, today's webhooks whose time has come (the answer says how many). */
export function rerunWebhooks() {
  return api.post<{ message: string }>(paths.webhooksRerun);
}
