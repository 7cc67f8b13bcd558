import type { Cron } from 'croner';

import { readSiteSettings } from '../../db/repos/site-settings.repo';

import type { ServiceContext } from '../context';

/**
 * The nightly backup's timer (croner, loaded on first use), planned from the site settings: at
 * the set time of day, server local time. `apply` plans it afresh; call it at start, after the
 * settings change and after a restore (which brings the archive's settings).
 */
export class BackupSchedule {
  private cron: Cron | null = null;
  private generation = 0;

  constructor(private readonly run: (ctx: ServiceContext) => Promise<void>) {}

  async apply(ctx: ServiceContext): Promise<void> {
    const generation = ++this.generation;
    const settings = await readSiteSettings(ctx.db);
    const { Cron } = await import('croner');
    // A later call (or `stop`) overtook this one while it waited: that one decides.
    if (generation !== this.generation) return;
    this.cron?.stop();
    this.cron = null;
    if (settings.backupEnabled !== 1) return;
    const [hours = 3, minutes = 0, seconds = 0] = settings.backupTime.split(':').map(Number);
    this.cron = new Cron(
      `${seconds} ${minutes} ${hours} * * *`,
      { protect: true, unref: true },
      () => this.run(ctx),
    );
  }

  nextRun(): string | null {
    return this.cron?.nextRun()?.toISOString() ?? null;
  }

  stop(): void {
    this.generation += 1;
    this.cron?.stop();
    this.cron = null;
  }
}
