import { GroupEventNotifierOptions, type NotifierEvent } from '../../contract/event-notifiers';
import { listEnabledNotifiers } from '../../db/repos/event-notifiers.repo';
import { defaultLocale } from '../../contract/locales';
import { translate } from '../../i18n/translate';

import type { ServiceContext } from '../context';

import { notify } from './notifier-delivery';

/** Something that happened in a group, as its notifiers hear it. */
export interface GroupEvent {
  type: NotifierEvent;
  /** What it is about ("Tomato soup"), quoted in the message. */
  subject: string;
  /** Where to see it, from the server's base URL; omitted for things without a page. */
  path?: string;
}

/** The notifier's message about `event`, in `locale`. */
export function noticeOf(ctx: ServiceContext, event: GroupEvent, locale: string) {
  const title = translate(locale, `notifier.events.${event.type}`);
  const link = event.path ? `\n${ctx.settings.baseUrl}${event.path}` : '';
  return {
    title,
    body: translate(locale, 'notifier.notice', { title, subject: event.subject }) + link,
  };
}

export function optionsOf(json: string): GroupEventNotifierOptions {
  const parsed = GroupEventNotifierOptions.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : GroupEventNotifierOptions.parse({});
}

/**
 * The event bus: a service reports what happened in a group, and every enabled notifier of the
 * group whose switch for it is on hears of it, after the request is answered (with retries).
 */
export function publishEvent(ctx: ServiceContext, groupId: string, event: GroupEvent): void {
  ctx.notifications.later(ctx.logger, async () => {
    const listening = (await listEnabledNotifiers(ctx.db, groupId)).filter(
      (notifier) => optionsOf(notifier.options)[event.type],
    );
    const notice = noticeOf(ctx, event, defaultLocale);
    await Promise.all(listening.map((notifier) => notify(ctx, notifier, notice, true)));
  });
}

/** Tags and categories have notifier switches; tools have none. */
export function publishOrganizerEvent(
  ctx: ServiceContext,
  groupId: string,
  kind: 'categories' | 'tags' | 'tools',
  change: 'Created' | 'Updated' | 'Deleted',
  name: string,
): void {
  if (kind === 'tools') return;
  const type = `${kind === 'tags' ? 'tag' : 'category'}${change}` as const;
  publishEvent(ctx, groupId, { type, subject: name });
}
