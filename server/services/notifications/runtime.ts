import { setMaxListeners } from 'node:events';

import type { Logger } from '../../log';

import { defaultDeliverySettings, type DeliverySettings } from './delivery';
import { WebhookScheduler } from './webhook-scheduler';

/** How a server's notifications run; tests give a fake clock, a faster tick and short waits. */
export interface NotificationOptions extends Partial<DeliverySettings> {
  /** The clock the webhook schedule reads (default: the real one). */
  now?: () => Date;
  /** The schedule's croner pattern (default: every 5 minutes). */
  tickPattern?: string;
}

/**
 * Per-server state of outgoing notifications: the delivery settings, the webhook schedule, and
 * the deliveries under way, which run after the request that caused them and are stopped (and
 * waited for) when the server closes.
 */
export class NotificationRuntime {
  readonly settings: DeliverySettings;
  readonly now: () => Date;
  readonly scheduler: WebhookScheduler;
  readonly #controller = new AbortController();
  readonly #pending = new Set<Promise<void>>();

  constructor(options: NotificationOptions = {}) {
    this.settings = {
      timeoutMs: options.timeoutMs ?? defaultDeliverySettings.timeoutMs,
      retryDelaysMs: options.retryDelaysMs ?? defaultDeliverySettings.retryDelaysMs,
      discordApiUrl: options.discordApiUrl ?? defaultDeliverySettings.discordApiUrl,
    };
    this.now = options.now ?? (() => new Date());
    this.scheduler = new WebhookScheduler(options.tickPattern ?? '*/5 * * * *');
    // Every delivery under way listens for the close (and stops listening when done); a busy
    // household has more than Node's default of 10 at once, which is no leak.
    setMaxListeners(0, this.#controller.signal);
  }

  /** Aborted when the server closes: deliveries stop waiting and retrying. */
  get stopped(): AbortSignal {
    return this.#controller.signal;
  }

  /** Runs `work` once the current request is answered; failures are logged, never thrown. */
  later(logger: Logger, work: () => Promise<void>): void {
    if (this.stopped.aborted) return;
    const running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => logger.error({ err: error }, 'a notification failed'))
      .finally(() => this.#pending.delete(running));
    this.#pending.add(running);
  }

  /** Resolves when every delivery under way has finished. */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all([...this.#pending]);
  }

  async stop(): Promise<void> {
    this.scheduler.stop();
    this.#controller.abort();
    await this.idle();
  }
}
