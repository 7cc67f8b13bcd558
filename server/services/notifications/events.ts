import { GroupEventNotifierOptions, type NotifierEvent } from '../../contract/event-notifiers';
import { defaultLocale, LocaleCode } from '../../contract/locales';
import { listEnabledNotifiers } from '../../db/repos/event-notifiers.repo';
import { findPreferences } from '../../db/repos/groups.repo';
import { loadLocale, translate } from '../../i18n/translate';

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
    if (listening.length === 0) return;
    const notice = noticeOf(ctx, event, await householdLocale(ctx, groupId));
    await Promise.all(listening.map((notifier) => notify(ctx, notifier, notice, true)));
  });
}

/**
 * The language a household's notifications are written in: its default language (household
 * settings), else American English. They reach the whole household, not the person who acted.
 */
async function householdLocale(ctx: ServiceContext, groupId: string): Promise<LocaleCode> {
  const preferences = await findPreferences(ctx.db, groupId);
  const locale = LocaleCode.safeParse(preferences?.defaultLocale).data ?? defaultLocale;
  await loadLocale(locale);
  return locale;
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
