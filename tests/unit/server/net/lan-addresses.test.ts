import { describe, expect, it, vi } from 'vitest';

// A laptop on Wi-Fi with Docker: the operating system's answer, not Larder's.
vi.mock('node:os', async (importOriginal) => ({
  ...(await importOriginal<typeof import('node:os')>()),
  networkInterfaces: () => ({
    lo: [
      { address: '127.0.0.1', family: 'IPv4', internal: true },
      { address: '::1', family: 'IPv6', internal: true },
    ],
    wlan0: [
      { address: '192.168.1.20', family: 'IPv4', internal: false },
      { address: 'fe80::1c2b:3aff:fe4d:5e6f', family: 'IPv6', internal: false },
      { address: 'fd12:3456::20', family: 'IPv6', internal: false },
    ],
    docker0: [{ address: '172.17.0.1', family: 'IPv4', internal: false }],
    'br-5f2a': [{ address: '172.18.0.1', family: 'IPv4', internal: false }],
    eth0: [{ address: '10.0.0.5', family: 'IPv4', internal: false }],
  }),
}));

const { addressUrl, lanAddresses, preferredUrl } =
  await import('../../../../server/net/lan-addresses');

describe('LAN addresses', () => {
  it('lists the addresses a browser can open: no link-local IPv6, no container bridges', () => {
    expect(lanAddresses()).toEqual(['192.168.1.20', 'fd12:3456::20', '10.0.0.5']);
  });

  it('writes IPv6 addresses in brackets', () => {
    expect(addressUrl('192.168.1.20', 9925)).toBe('http://192.168.1.20:9925/');
    expect(addressUrl('fd12:3456::20', 9925)).toBe('http://[fd12:3456::20]:9925/');
  });

  it('hands out an IPv4 address when there is one', () => {
    expect(preferredUrl(['http://[fd12::20]:1/', 'http://10.0.0.2:1/'])).toBe('http://10.0.0.2:1/');
    expect(preferredUrl(['http://[fd12::20]:1/'])).toBe('http://[fd12::20]:1/');
    expect(preferredUrl([])).toBeNull();
  });
});
