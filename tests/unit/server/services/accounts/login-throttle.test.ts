import { describe, expect, it } from 'vitest';

import { throttleKeyOf } from '../../../../../server/domain/ip-address';
import {
  freeFailuresPerAddress,
  LoginThrottle,
} from '../../../../../server/services/accounts/login-throttle';

describe('LoginThrottle', () => {
  it('lets an address fail ten times, then doubles its wait up to five minutes', () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle(() => now);
    for (let i = 0; i < freeFailuresPerAddress - 1; i += 1) throttle.failedFrom('a');
    expect(throttle.waitSeconds('a')).toBe(0);
    throttle.failedFrom('a');
    expect(throttle.waitSeconds('a')).toBe(1);
    throttle.failedFrom('a');
    expect(throttle.waitSeconds('a')).toBe(2);
    now += 1500;
    expect(throttle.waitSeconds('a')).toBe(1);
    for (let i = 0; i < 20; i += 1) throttle.failedFrom('a');
    expect(throttle.waitSeconds('a')).toBe(300);
    expect(throttle.waitSeconds('b')).toBe(0);
    throttle.succeededFrom('a');
    expect(throttle.waitSeconds('a')).toBe(0);
  });

  it('forgets an address an hour after its last failure', () => {
    let now = 0;
    const throttle = new LoginThrottle(() => now);
    for (let i = 0; i < freeFailuresPerAddress + 3; i += 1) throttle.failedFrom('a');
    now += 60 * 60 * 1000 + 1;
    expect(throttle.waitSeconds('a')).toBe(0);
  });

  it('counts unknown names case-insensitively', () => {
    const throttle = new LoginThrottle();
    throttle.failedUnknownName('Nobody');
    expect(throttle.failedUnknownName('NOBODY')).toBe(2);
    expect(throttle.unknownNameFailures('nobody')).toBe(2);
  });
});

describe('throttleKeyOf', () => {
  it('keeps IPv4 addresses, also mapped ones, and counts IPv6 by its /64 network', () => {
    expect(throttleKeyOf('192.168.1.20')).toBe('192.168.1.20');
    expect(throttleKeyOf('::ffff:192.168.1.20')).toBe('192.168.1.20');
    expect(throttleKeyOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(throttleKeyOf('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
  });
});
