import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { maxLoginAttempts } from '../../../server/services/accounts/auth.service';
import { freeFailuresPerAddress } from '../../../server/services/accounts/login-throttle';
import type { ApiClient } from '../../helpers/http-client';
import {
  adminCredentials,
  fromAnotherDevice,
  startTestServer,
  unique,
  type TestServer,
} from '../../helpers/test-server';

let t: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestServer();
  admin = (await t.setupAdmin()).client;
});
afterAll(() => t.close());

/** A password login as the API sees it; `from` picks the device (another one by default). */
async function signIn(
  username: string,
  password: string,
  from: 'another device' | 'this computer' = 'another device',
) {
  const res = await fetch(new URL('/api/auth/token', t.url), {
    method: 'POST',
    body: new URLSearchParams({ username, password }),
    headers: from === 'another device' ? fromAnotherDevice : {},
  });
  return { status: res.status, text: await res.text(), retryAfter: res.headers.get('retry-after') };
}

/** A success clears the address's record of failures, so each test starts with a clean slate. */
beforeEach(async () => {
  expect((await signIn('ada', adminCredentials.password)).status).toBe(200);
});

describe('account lock-out', () => {
  it('locks the account however many wrong passwords arrive at once: exactly five are checked', async () => {
    const { user, password } = await t.createMember(admin);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => signIn(user.username ?? '', 'not the password')),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(maxLoginAttempts);
    expect(statuses.filter((s) => s === 423)).toHaveLength(200 - maxLoginAttempts);
    expect((await signIn(user.username ?? '', password)).status).toBe(423);
  });

  it('answers a name nobody has exactly as a locked account, byte for byte', async () => {
    const { user } = await t.createMember(admin);
    const nobody = unique('nobody');
    for (let i = 0; i < maxLoginAttempts; i += 1) {
      expect((await signIn(user.username ?? '', 'wrong one')).status).toBe(401);
    }
    const real = await signIn(user.username ?? '', 'wrong one');
    expect((await signIn('ada', adminCredentials.password)).status).toBe(200);
    for (let i = 0; i < maxLoginAttempts; i += 1) {
      expect((await signIn(nobody, 'wrong one')).status).toBe(401);
    }
    const unknown = await signIn(nobody, 'wrong one');
    expect(real.status).toBe(423);
    expect(unknown).toEqual(real);
  });

  it('never locks the owner out at the computer running Larder, where signing in lifts the lock', async () => {
    const { user, password } = await t.createMember(admin);
    for (let i = 0; i < maxLoginAttempts; i += 1) await signIn(user.email, 'wrong one');
    expect((await signIn(user.email, password)).status).toBe(423);
    expect((await signIn(user.email, 'wrong again', 'this computer')).status).toBe(401);
    expect((await signIn(user.email, password, 'this computer')).status).toBe(200);
    expect((await signIn(user.email, password)).status).toBe(200);
  });
});

describe('per-address back-off', () => {
  it('makes an address that keeps failing wait, without locking anyone, and lets this computer in', async () => {
    for (let i = 0; i < freeFailuresPerAddress; i += 1) {
      expect((await signIn(unique('guess'), 'guess')).status).toBe(401);
    }
    const slowed = await signIn('ada', adminCredentials.password);
    expect(slowed.status).toBe(429);
    expect(Number(slowed.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(slowed.text)).toEqual({
      detail: expect.stringMatching(/^Too many failed sign-ins from this address/) as unknown,
    });
    expect((await signIn('ada', adminCredentials.password, 'this computer')).status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, Number(slowed.retryAfter) * 1000 + 100));
    expect((await signIn('ada', adminCredentials.password)).status).toBe(200);
    // a success clears the address's record: the next mistake is heard at once
    expect((await signIn('ada', 'one typo')).status).toBe(401);
  });
});
