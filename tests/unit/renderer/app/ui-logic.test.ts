import { describe, expect, it } from 'vitest';

import { loginPathFor, safeRedirectTarget } from '../../../../renderer/app/guards/login-redirect';
import { mainLinks, visibleLinks } from '../../../../renderer/app/layouts/nav-links';
import { themeToCss } from '../../../../renderer/app/theme/theme-css';
import { defaultTheme } from '../../../../server/contract/app';
import { loginFailureKey } from '../../../../renderer/features/auth/login-messages';
import { moveSelection } from '../../../../renderer/components/useActiveOption';
import { isTypingTarget } from '../../../../renderer/features/search/search-keys';

describe('login redirects', () => {
  it('round-trips the page a visitor asked for', () => {
    expect(loginPathFor('/admin/site-settings?tab=1')).toBe(
      '/login?redirect=%2Fadmin%2Fsite-settings%3Ftab%3D1',
    );
    expect(safeRedirectTarget('/admin/site-settings?tab=1')).toBe('/admin/site-settings?tab=1');
  });

  it.each([null, '', 'https://evil.example', '//evil.example', '/\\evil.example', '/login'])(
    'sends %s home',
    (redirect) => {
      expect(safeRedirectTarget(redirect)).toBe('/');
    },
  );
});

describe('sidebar links', () => {
  it('hides restricted links from visitors', () => {
    const labels = (isLoggedIn: boolean) =>
      visibleLinks(mainLinks, isLoggedIn).map((link) => link.to);
    expect(labels(false)).toEqual(['/', '/recipes/categories', '/recipes/tags', '/recipes/tools']);
    expect(labels(true)).toHaveLength(7);
  });
});

describe('login failure wording', () => {
  it('maps 401, 423 and 429 to their messages, other statuses to none', () => {
    expect(loginFailureKey(401)).toBe('auth.invalidCredentials');
    expect(loginFailureKey(423)).toBe('auth.accountLocked');
    expect(loginFailureKey(429)).toBe('auth.tooManyAttempts');
    expect(loginFailureKey(500)).toBeNull();
  });
});

describe('search keys', () => {
  it('treats inputs, text areas, selects and contenteditable as typing', () => {
    expect(isTypingTarget({ tagName: 'INPUT' })).toBe(true);
    expect(isTypingTarget({ tagName: 'textarea' })).toBe(true);
    expect(isTypingTarget({ tagName: 'SELECT' })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isTypingTarget({ tagName: 'BODY', isContentEditable: false })).toBe(false);
    expect(isTypingTarget({ tagName: 'INPUT', readOnly: true })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });

  it('moves the highlight with wrap-around', () => {
    expect(moveSelection(-1, 1, 3)).toBe(0);
    expect(moveSelection(2, 1, 3)).toBe(0);
    expect(moveSelection(0, -1, 3)).toBe(2);
    expect(moveSelection(-1, -1, 3)).toBe(2);
    expect(moveSelection(1, -1, 3)).toBe(0);
    expect(moveSelection(0, 1, 0)).toBe(-1);
  });
});

describe('theme CSS', () => {
  it('puts light colours on :root and dark ones under the dark class', () => {
    const css = themeToCss(
      { ...defaultTheme, lightPrimary: '#112233', darkPrimary: '#445566' },
      'bp6-dark',
    );
    expect(css).toContain(':root { --larder-primary: #112233;');
    expect(css).toContain('.bp6-dark { --larder-primary: #445566;');
    expect(css).toContain('--larder-error: #EF5350;');
  });

  it('keeps the default for anything that is not a hex colour', () => {
    const css = themeToCss({ ...defaultTheme, lightAccent: 'red; } body { display: none' }, 'd');
    expect(css).toContain(`--larder-accent: ${defaultTheme.lightAccent};`);
    expect(css).not.toContain('display: none');
  });
});
