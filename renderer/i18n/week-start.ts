/** 0 = Sunday … 6 = Saturday, as `Date.getDay()` and Mealie's `firstDayOfWeek`. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Where `Intl.Locale` cannot say: the shipped locales whose calendars start on Sunday. */
const sundayFirst = new Set(['en-US', 'fr-CA', 'he-IL', 'ja-JP', 'ko-KR', 'pt-BR', 'zh-TW']);

interface WeekInfo {
  /** 1 = Monday … 7 = Sunday. */
  firstDay: number;
}

/** `getWeekInfo()` (newer engines) or the `weekInfo` getter (older V8), when either exists. */
function weekInfoOf(locale: string): WeekInfo | null {
  try {
    const tag = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => WeekInfo;
      weekInfo?: WeekInfo;
    };
    return tag.getWeekInfo?.() ?? tag.weekInfo ?? null;
  } catch {
    return null;
  }
}

/** The day a week starts on in the locale's calendar. */
export function localeFirstDay(locale: string): Weekday {
  const info = weekInfoOf(locale);
  if (info && info.firstDay >= 1 && info.firstDay <= 7) return (info.firstDay % 7) as Weekday;
  return sundayFirst.has(locale) ? 0 : 1;
}
