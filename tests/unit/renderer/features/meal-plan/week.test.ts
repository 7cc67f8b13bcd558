import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ReadPlanEntry } from '../../../../../renderer/api/meal-plans';
import {
  plannedRecipes,
  slotsToFill,
} from '../../../../../renderer/features/meal-plan/random-fill';
import {
  addDays,
  ruleDayOf,
  startOfWeek,
  toIsoDate,
  weekDates,
} from '../../../../../renderer/features/meal-plan/week';

function entry(date: string, entryType: ReadPlanEntry['entryType'], recipeId: string | null) {
  return { id: 1, date, entryType, recipeId, title: '', text: '' } as ReadPlanEntry;
}

describe('planner week arithmetic', () => {
  const originalTz = process.env.TZ;
  // A zone with a daylight-saving change inside the tested weeks (1 November 2026).
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    process.env.TZ = originalTz;
  });

  it('starts the week on the group first day, Sunday or Monday', () => {
    expect(startOfWeek('2026-11-22', 0)).toBe('2026-11-22');
    expect(startOfWeek('2026-11-22', 1)).toBe('2026-11-16');
    expect(startOfWeek('2026-11-23', 1)).toBe('2026-11-23');
    expect(startOfWeek('2026-11-28', 6)).toBe('2026-11-28');
  });

  it('counts days across daylight-saving changes and month and year ends', () => {
    expect(weekDates('2026-10-29')).toEqual([
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
    ]);
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('reads today in local time, not UTC', () => {
    // 23:30 in New York is already the next day in UTC.
    expect(toIsoDate(new Date(2026, 10, 22, 23, 30))).toBe('2026-11-22');
  });

  it('names the rule day of a date', () => {
    expect(ruleDayOf('2026-11-23')).toBe('monday');
    expect(ruleDayOf('2026-11-22')).toBe('sunday');
  });
});

describe('random fill slots and the week shopping', () => {
  const dates = ['2026-11-23', '2026-11-24'];
  const entries = [entry('2026-11-23', 'dinner', 'a'), entry('2026-11-24', 'lunch', 'b')];

  it('skips meals that are already planned when only open ones are wanted', () => {
    expect(slotsToFill(dates, ['dinner'], entries, true)).toEqual([
      { date: '2026-11-24', entryType: 'dinner' },
    ]);
    expect(slotsToFill(dates, ['dinner', 'lunch'], entries, false)).toHaveLength(4);
  });

  it('counts each recipe as often as it is planned and ignores notes', () => {
    const week = [
      ...entries,
      entry('2026-11-25', 'dinner', 'a'),
      entry('2026-11-26', 'side', null),
    ];
    expect(plannedRecipes(week)).toEqual([
      { recipeId: 'a', times: 2 },
      { recipeId: 'b', times: 1 },
    ]);
  });
});
