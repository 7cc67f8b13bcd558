import { describe, expect, it } from 'vitest';

import { isLoopbackRequest } from '../../../../server/http/loopback';

describe('isLoopbackRequest', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])('accepts %s', (address) => {
    expect(isLoopbackRequest(address, {})).toBe(true);
  });

  it.each([
    '192.168.1.2',
    '10.0.0.1',
    '::ffff:192.168.1.2',
    'fe80::1',
    '0.0.0.0',
    '1127.0.0.1',
    undefined,
  ])('refuses %s', (address) => {
    expect(isLoopbackRequest(address, {})).toBe(false);
  });

  it('refuses requests relayed by a proxy on this machine', () => {
    expect(isLoopbackRequest('127.0.0.1', { 'x-forwarded-for': '192.168.1.2' })).toBe(false);
    expect(isLoopbackRequest('127.0.0.1', { forwarded: 'for=192.168.1.2' })).toBe(false);
  });
});
