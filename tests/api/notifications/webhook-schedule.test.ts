import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { LastDelivery } from '../../../server/contract/deliveries';
import type { ReadWebhook } from '../../../server/contract/webhooks';
import { startReceiver, type Receiver } from '../../helpers/receiver';
import { adminCredentials, startTestServer, type TestServer } from '../../helpers/test-server';

/**
 * The webhook schedule on a fake clock: the server reads `clock.now` and ticks every second
 * instead of every five minutes, so the test moves the day and the hour by hand.
 */
const clock = { now: new Date(2031, 4, 6, 7, 0, 0) };
const dataDir = mkdtempSync(path.join(tmpdir(), 'larder-schedule-'));
let receiver: Receiver;

const start = () =>
  startTestServer({
    dataDir,
    allowPrivateFetch: true,
    notifications: { now: () => clock.now, tickPattern: '* * * * * *', retryDelaysMs: [] },
  });

const ticks = (n: number) => new Promise((resolve) => setTimeout(resolve, n * 1000 + 200));

let t: TestServer;
beforeAll(async () => {
  receiver = await startReceiver();
  t = await start();
  await t.setupAdmin();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the webhook schedule', () => {
  it('fires once at its time, not on later ticks; a day missed while closed fires once at start', async () => {
    const admin = await t.login(adminCredentials.username, adminCredentials.password);
    const made = await admin.post<ReadWebhook>('/api/groups/webhooks', {
      name: 'Morning',
      url: `${receiver.url}/morning`,
      scheduledTime: '08:00',
    });
    expect(made.status).toBe(201);
    // saved after its time today: starts tomorrow
    await admin.post('/api/groups/webhooks', {
      name: 'Too late today',
      url: `${receiver.url}/late`,
      scheduledTime: '06:30',
    });

    await ticks(2);
    expect(receiver.to('/morning')).toHaveLength(0);

    clock.now = new Date(2031, 4, 6, 8, 0, 30);
    await receiver.nth('/morning', 1);
    await ticks(2);
    expect(receiver.to('/morning')).toHaveLength(1);
    expect(receiver.to('/late')).toHaveLength(0);
    const read = await admin.get<ReadWebhook>(`/api/groups/webhooks/${made.body.id}`);
    expect(read.body.lastDelivery).toMatchObject<Partial<LastDelivery>>({ ok: true, status: 200 });

    // closed for two days, opened after the time: one run for today, none for the missed days
    await t.close();
    clock.now = new Date(2031, 4, 9, 9, 15, 0);
    t = await start();
    await receiver.nth('/morning', 2);
    await receiver.nth('/late', 1);
    await ticks(2);
    expect(receiver.to('/morning')).toHaveLength(2);
    expect(receiver.to('/late')).toHaveLength(1);

    // a disabled webhook stays quiet the next day
    const again = await t.login(adminCredentials.username, adminCredentials.password);
    await again.put(`/api/groups/webhooks/${made.body.id}`, {
      name: 'Morning',
      url: `${receiver.url}/morning`,
      scheduledTime: '08:00',
      enabled: false,
    });
    clock.now = new Date(2031, 4, 10, 8, 5, 0);
    await receiver.nth('/late', 2);
    await ticks(1);
    expect(receiver.to('/morning')).toHaveLength(2);
  });

  it('does not call private addresses unless the administrator allows them', async () => {
    const strict = await startTestServer();
    try {
      const admin = (await strict.setupAdmin()).client;
      const made = await admin.post<ReadWebhook>('/api/groups/webhooks', {
        name: 'Loopback',
        url: `${receiver.url}/private`,
        scheduledTime: '23:59',
      });
      const tested = await admin.post<LastDelivery>(`/api/groups/webhooks/${made.body.id}/test`);
      expect(tested.body).toMatchObject({ ok: false, status: null });
      expect(tested.body.error).toMatch(/not an address the server may call/);
      expect(receiver.to('/private')).toHaveLength(0);
    } finally {
      await strict.close();
    }
  });
});
