import { randomBytes } from 'node:crypto';

import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  readToken,
  signAccessToken,
  signApiToken,
  verifiedTokenCapacity,
} from '../../../../../server/services/accounts/tokens';

const user = { id: 'a1b2', sessionEpoch: 3 };
const newSecret = () => new Uint8Array(randomBytes(32));

afterEach(() => {
  vi.useRealTimers();
});

describe('readToken', () => {
  it('checks a token’s signature once and answers from memory afterwards', async () => {
    const secret = newSecret();
    const { token } = await signAccessToken(secret, user, { rememberMe: false });
    const first = await readToken(secret, token);
    expect(first).toMatchObject({ kind: 'session', userId: 'a1b2', epoch: 3 });
    expect(await readToken(secret, token)).toBe(first);
  });

  it('still ends a remembered token when it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
    const secret = newSecret();
    const expiresAt = Math.floor(Date.now() / 1000) + 60;
    const { token } = await signAccessToken(secret, user, { expiresAt });
    expect(await readToken(secret, token)).toMatchObject({ expiresAt });
    vi.setSystemTime(new Date('2026-03-01T12:00:59Z'));
    expect(await readToken(secret, token)).toMatchObject({ expiresAt });
    vi.setSystemTime(new Date('2026-03-01T12:01:00Z'));
    expect(await readToken(secret, token)).toBeNull();
  });

  it('does not take a token remembered by one installation for another’s', async () => {
    const mine = newSecret();
    const theirs = newSecret();
    const api = await signApiToken(mine, user.id, 'tablet', 'generic');
    expect(await readToken(mine, api)).toEqual({ kind: 'api', userId: 'a1b2' });
    expect(await readToken(theirs, api)).toBeNull();
  });

  it('refuses tampered and foreign tokens, and does not remember them', async () => {
    const secret = newSecret();
    const { token } = await signAccessToken(secret, user, { rememberMe: false });
    const [header, , signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: 'admin', iss: 'mealie' })).toString('base64url')}.${signature}`;
    expect(await readToken(secret, forged)).toBeNull();
    expect(await readToken(secret, forged)).toBeNull();
    expect(await readToken(secret, 'not a token')).toBeNull();
  });

  it('remembers a bounded number of tokens, forgetting the least recently used', async () => {
    const secret = newSecret();
    const tokens = await Promise.all(
      Array.from({ length: verifiedTokenCapacity + 1 }, (_, i) =>
        signApiToken(secret, `user-${i}`, 'bulk', 'generic'),
      ),
    );
    const oldest = await readToken(secret, tokens[0] ?? '');
    const kept = await readToken(secret, tokens[1] ?? '');
    for (const token of tokens.slice(2)) await readToken(secret, token);
    expect(await readToken(secret, tokens[1] ?? '')).toBe(kept);
    const again = await readToken(secret, tokens[0] ?? '');
    expect(again).toEqual(oldest);
    expect(again).not.toBe(oldest);
  });
});
