import { describe, expect, it } from 'vitest';

import {
  classifyNavigation,
  isAppUrl,
  isPermissionAllowed,
  isTrustedSenderUrl,
  originOf,
} from '../../../main/origin';

const app = 'http://127.0.0.1:41234';

describe('originOf', () => {
  it('gives scheme, host and port', () => {
    expect(originOf('http://127.0.0.1:41234/recipe/soup?edit=true')).toBe(app);
    expect(originOf('https://example.org/x')).toBe('https://example.org');
  });

  it('gives null for URLs without an origin and for garbage', () => {
    expect(originOf('about:blank')).toBeNull();
    expect(originOf('file:///etc/passwd')).toBeNull();
    expect(originOf('not a url')).toBeNull();
  });
});

describe('isAppUrl', () => {
  it('accepts only the exact origin of the server', () => {
    expect(isAppUrl(`${app}/`, app)).toBe(true);
    expect(isAppUrl('http://127.0.0.1:41235/', app)).toBe(false);
    expect(isAppUrl('http://localhost:41234/', app)).toBe(false);
    expect(isAppUrl('https://127.0.0.1:41234/', app)).toBe(false);
    expect(isAppUrl('http://127.0.0.1:41234.evil.example/', app)).toBe(false);
  });
});

describe('classifyNavigation', () => {
  it.each([
    [`${app}/shopping-lists`, 'stay'],
    [`${app}/api/utils/download?token=abc`, 'stay'],
    ['https://www.example.org/recipe', 'open-externally'],
    ['http://192.168.1.20:9925/', 'open-externally'],
    ['file:///home/me/.ssh/id_rsa', 'drop'],
    ['javascript:alert(1)', 'drop'],
    ['mailto:someone@example.org', 'drop'],
    ['smb://nas/share', 'drop'],
    ['data:text/html,<script>1</script>', 'drop'],
    ['', 'drop'],
  ] as const)('%s → %s', (url, action) => {
    expect(classifyNavigation(url, app)).toBe(action);
  });
});

describe('isTrustedSenderUrl', () => {
  it('trusts frames showing our pages only', () => {
    expect(isTrustedSenderUrl(`${app}/recipe/soup`, app)).toBe(true);
    expect(isTrustedSenderUrl('https://www.youtube.com/embed/x', app)).toBe(false);
    expect(isTrustedSenderUrl('about:blank', app)).toBe(false);
    expect(isTrustedSenderUrl(null, app)).toBe(false);
    expect(isTrustedSenderUrl(undefined, app)).toBe(false);
  });
});

describe('isPermissionAllowed', () => {
  it('grants clipboard writing and fullscreen to our pages', () => {
    expect(isPermissionAllowed('clipboard-sanitized-write', `${app}/`, app)).toBe(true);
    expect(isPermissionAllowed('fullscreen', `${app}/recipe/soup`, app)).toBe(true);
  });

  it('refuses everything else, and everything to other origins', () => {
    expect(isPermissionAllowed('media', `${app}/`, app)).toBe(false);
    expect(isPermissionAllowed('geolocation', `${app}/`, app)).toBe(false);
    expect(isPermissionAllowed('clipboard-read', `${app}/`, app)).toBe(false);
    expect(isPermissionAllowed('fullscreen', 'https://www.youtube.com/embed/x', app)).toBe(false);
  });
});
