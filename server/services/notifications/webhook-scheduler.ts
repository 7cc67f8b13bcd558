import type { Cron } from 'croner';

import { claimWebhookRun, listDueWebhooks } from '../../db/repos/webhooks.repo';

import type { ServiceContext } from '../context';
import { localToday } from '../meal-plans/meal-plan-views';

import { fireWebhook } from './webhook-fire';

/** `HH:MM:SS` of a moment on the server's clock (the household's time zone). */
export function localTimeOfDay(at: Date): string {
  return [at.getHours(), at.getMinutes(), at.getSeconds()]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
}

/**
 * The meal-plan webhooks' timer (croner, every 5 minutes): each tick fires every enabled webhook
 * whose time of day has passed and that has not fired today, once, and marks the day. Start runs a
 * tick at once, so a day missed while the app was closed fires once, not once per missed tick.
 */
export class WebhookScheduler {
  private cron: Cron | null = null;
  private stopped = false;

  constructor(private readonly pattern: string) {}

  async start(ctx: ServiceContext): Promise<void> {
    const { Cron } = await import('croner');
    if (this.stopped) return;
    this.cron = new Cron(this.pattern, { protect: true, unref: true }, () => this.tick(ctx));
    await this.tick(ctx);
  }

  async tick(ctx: ServiceContext): Promise<void> {
    const now = ctx.notifications.now();
    const today = localToday(now);
    for (const webhook of await listDueWebhooks(ctx.db, today, localTimeOfDay(now))) {
      if (this.stopped) return;
      if (!(await claimWebhookRun(ctx.db, webhook.id, today))) continue;
      ctx.notifications.later(ctx.logger, async () => {
        await fireWebhook(ctx, webhook, true);
      });
    }
  }

  stop(): void {
    this.stopped = true;
    this.cron?.stop();
    this.cron = null;
  }
}
