/**
 * Calendar arithmetic for the planner. Dates are local `yyyy-MM-dd` strings (the meal plan's own
 * format); they are never passed through UTC, so a late-evening visit cannot shift a day.
 */

import type { Weekday } from '../../i18n/week-start';

export function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${String(date.getFullYear())}-${month}-${day}`;
}

/** Noon local time: far from midnight, so daylight-saving changes never move the day. */
export function fromIsoDate(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1, 12);
}

export function addDays(iso: string, days: number): string {
  const date = fromIsoDate(iso);
  date.setDate(date.getDate() + days);
  return toIsoDate(date);
}

/** The first day of the week holding `iso`. */
export function startOfWeek(iso: string, firstDayOfWeek: Weekday): string {
  const offset = (fromIsoDate(iso).getDay() - firstDayOfWeek + 7) % 7;
  return addDays(iso, -offset);
}

/** The seven dates of the week starting at `start`. */
export function weekDates(start: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(start, index));
}

/** Mealie's rule day names, indexed like `Date.getDay()`. */
const ruleDays = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;

export function ruleDayOf(iso: string): (typeof ruleDays)[number] {
  return ruleDays[fromIsoDate(iso).getDay()] ?? 'sunday';
}

export function isWeekday(value: unknown): value is Weekday {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 6;
}
