import { setTimeout as wait } from 'node:timers/promises';

import type { LastDelivery } from '../../contract/deliveries';
import { sendMail } from '../../mail/mailer';
import { postRemote, type PostOutcome } from '../../net/post-remote';
import { nowIso } from '../../domain/time';

import type { ServiceContext } from '../context';
import { fetchableAddress } from '../site/site-settings.service';

import type { Outgoing } from './outgoing';

/** How outgoing calls behave; tests shorten the waits and point Discord at a local receiver. */
export interface DeliverySettings {
  /** Each attempt's time budget. */
  timeoutMs: number;
  /** The waits before each retry of a failed delivery; as many retries as entries. */
  retryDelaysMs: number[];
  /** Discord's API root; `discord://` URLs post to `{this}/webhooks/{id}/{token}`. */
  discordApiUrl: string;
}

export const defaultDeliverySettings: DeliverySettings = {
  timeoutMs: 10_000,
  retryDelaysMs: [5_000, 30_000, 120_000],
  discordApiUrl: 'https://discord.com/api',
};

async function post(
  ctx: ServiceContext,
  outgoing: Extract<Outgoing, { kind: 'http' }>,
  stopped: AbortSignal,
): Promise<PostOutcome> {
  // One signal for the attempt's time budget and the server closing, its listener removed after.
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, ctx.notifications.settings.timeoutMs);
  stopped.addEventListener('abort', abort, { once: true });
  try {
    return await postRemote(outgoing.url, {
      isAllowedAddress: await fetchableAddress(ctx),
      signal: controller.signal,
      headers: outgoing.headers,
      body: outgoing.body,
    });
  } finally {
    clearTimeout(timer);
    stopped.removeEventListener('abort', abort);
  }
}

async function attempt(
  ctx: ServiceContext,
  outgoing: Outgoing,
  stopped: AbortSignal,
): Promise<PostOutcome & { ok: boolean }> {
  if (outgoing.kind === 'mail') {
    try {
      const message = { subject: outgoing.subject, text: outgoing.text, html: outgoing.html };
      await sendMail(ctx.settings.smtp, outgoing.to.join(', '), message);
      return { ok: true, status: null, error: null };
    } catch (error) {
      return { ok: false, status: null, error: (error as Error).message };
    }
  }
  const outcome = await post(ctx, outgoing, stopped);
  const ok = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
  if (!ok && outcome.status !== null) {
    return { ...outcome, ok, error: `The receiver answered HTTP ${outcome.status}` };
  }
  return { ...outcome, ok };
}

/** Waits `ms`, or less when the server closes. */
const pause = (ms: number, signal: AbortSignal) =>
  wait(ms, undefined, { signal }).catch(() => undefined);

/**
 * Makes one outgoing call, retrying a failure after each of the configured waits when `retry`,
 * and answers how the last attempt went. Stops early when the server closes.
 */
export async function deliver(
  ctx: ServiceContext,
  outgoing: Outgoing,
  retry: boolean,
): Promise<LastDelivery> {
  const stopped = ctx.notifications.stopped;
  const delays = retry ? ctx.notifications.settings.retryDelaysMs : [];
  let attempts = 0;
  for (;;) {
    attempts += 1;
    const outcome = await attempt(ctx, outgoing, stopped);
    const waitMs = delays[attempts - 1];
    if (outcome.ok || waitMs === undefined || stopped.aborted) {
      return {
        at: nowIso(),
        ok: outcome.ok,
        status: outcome.status,
        error: outcome.error,
        attempts,
      };
    }
    await pause(waitMs, stopped);
  }
}
