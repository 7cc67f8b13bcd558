import { describe, expect, it } from 'vitest';

import {
  isWebAddress,
  webAddressesIn,
} from '../../../../../../renderer/features/recipe/create/web-address';

describe('web addresses for import', () => {
  it('accepts only absolute http(s) addresses', () => {
    expect(isWebAddress('https://cook.example/tart')).toBe(true);
    expect(isWebAddress('http://192.168.1.5:8080/r')).toBe(true);
    expect(isWebAddress('cook.example/tart')).toBe(false);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('file:///etc/passwd')).toBe(false);
    expect(isWebAddress('')).toBe(false);
  });

  it('splits a pasted block into distinct addresses and rejected lines', () => {
    expect(
      webAddressesIn(' https://a.example/1 \r\n\nhttps://b.example/2\nhttps://a.example/1\nnotes'),
    ).toEqual({ addresses: ['https://a.example/1', 'https://b.example/2'], rejected: ['notes'] });
  });
});
