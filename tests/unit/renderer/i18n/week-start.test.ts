import { afterEach, describe, expect, it, vi } from 'vitest';

import { localeFirstDay } from '../../../../renderer/i18n/week-start';

describe('the first day of the week from the locale', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['en-US', 0],
    ['ja-JP', 0],
    ['pt-BR', 0],
    ['de-DE', 1],
    ['en-GB', 1],
    ['fr-FR', 1],
  ])('%s starts on day %d (0 = Sunday)', (locale, day) => {
    expect(localeFirstDay(locale)).toBe(day);
  });

  it('falls back to Sunday for the US and Monday elsewhere where Intl has no week data', () => {
    class NoWeekInfo {
      constructor(readonly tag: string) {}
    }
    vi.stubGlobal('Intl', { ...Intl, Locale: NoWeekInfo });
    expect(localeFirstDay('en-US')).toBe(0);
    expect(localeFirstDay('ko-KR')).toBe(0);
    expect(localeFirstDay('de-DE')).toBe(1);
    expect(localeFirstDay('sv-SE')).toBe(1);
  });

  it('reads getWeekInfo() where the engine has it', () => {
    class WithGetter {
      getWeekInfo() {
        return { firstDay: 6 };
      }
    }
    vi.stubGlobal('Intl', { ...Intl, Locale: WithGetter });
    expect(localeFirstDay('ar-SA')).toBe(6);
  });
});
