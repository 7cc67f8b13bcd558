import { describe, expect, it } from 'vitest';

import { mealieRevisions, since } from '../../../../server/backups/mealie-revisions';
import { checkMealieRevision, mealieFilePath } from '../../../../server/backups/mealie-source';
import {
  asGuid,
  asMoment,
  derivedGuid,
  MealieValues,
} from '../../../../server/backups/mealie-values';

const dashed = '4e9e95b6-bd7c-4a9d-9b6e-9f4d5a6b7c85';

describe("Mealie's values as Larder stores them", () => {
  it('takes GUIDs as SQLite (32 hex digits) and PostgreSQL (dashed) wrote them', () => {
    expect(asGuid(dashed.replaceAll('-', ''))).toBe(dashed);
    expect(asGuid(dashed.toUpperCase())).toBe(dashed);
    expect(asGuid(dashed)).toBe(dashed);
    expect(asGuid('4e9e95b6bd7c4a9d9b6e9f4d5a6b7c8')).toBeNull();
    expect(asGuid('../4e9e95b6bd7c4a9d9b6e9f4d5a6b7c85')).toBeNull();
  });

  it('reads datetimes with and without a zone (naive ones are UTC)', () => {
    expect(asMoment('2024-03-18T02:28:15.896959')).toBe('2024-03-18T02:28:15.896Z');
    expect(asMoment('2024-03-18 02:28:15')).toBe('2024-03-18T02:28:15.000Z');
    expect(asMoment('2024-03-18T02:28:15.5+02:00')).toBe('2024-03-18T00:28:15.500Z');
    expect(asMoment('2024-03-18T02:28:15-0130')).toBe('2024-03-18T03:58:15.000Z');
    expect(asMoment('2024-03-18T02:28Z')).toBe('2024-03-18T02:28:00.000Z');
    expect(asMoment('2024-02-30T99:00:00')).toBeNull();
    expect(asMoment('yesterday')).toBeNull();
  });

  it('reads booleans as true/false or 0/1, refusing anything else', () => {
    const v = new MealieValues('users');
    expect([true, 1, '1', false, 0, '0', null].map((b) => v.bool('admin', b))).toEqual([
      1,
      1,
      1,
      0,
      0,
      0,
      null,
    ]);
    expect(() => v.bool('admin', 'yes')).toThrow(
      /users\.admin holds "yes", which is not a boolean/,
    );
  });

  it('reads times of day with or without seconds', () => {
    const v = new MealieValues('webhook_urls');
    expect(v.time('time', '17:45')).toBe('17:45:00');
    expect(v.time('scheduled_time', '07:05:09.123')).toBe('07:05:09');
    expect(() => v.time('time', '25:00')).toThrow(/not a time of day/);
  });

  it('derives the same GUID for the same row, a different one for another', () => {
    expect(derivedGuid('notes', '3')).toBe(derivedGuid('notes', '3'));
    expect(derivedGuid('notes', '3')).not.toBe(derivedGuid('notes', '4'));
    expect(asGuid(derivedGuid('notes', '3'))).toBe(derivedGuid('notes', '3'));
  });
});

describe("Mealie's data folders in Larder's layout", () => {
  it('keeps recipe pictures, timeline pictures, assets and profile pictures', () => {
    const hex = dashed.replaceAll('-', '');
    expect(mealieFilePath(`recipes/${hex}/images/original.webp`)).toBe(
      `recipes/${dashed}/images/original.webp`,
    );
    expect(mealieFilePath(`recipes/${dashed}/images/timeline/${hex}/original.webp`)).toBe(
      `recipes/${dashed}/images/timeline/${dashed}/original.webp`,
    );
    expect(mealieFilePath(`recipes/${dashed}/assets/card.pdf`)).toBe(
      `recipes/${dashed}/assets/card.pdf`,
    );
    expect(mealieFilePath(`users/${dashed}/profile.webp`)).toBe(`users/${dashed}/profile.webp`);
  });

  it('leaves out everything else', () => {
    for (const other of [
      'mealie_2024.06.01.bak.db',
      'templates/recipes.md',
      `recipes/not-a-guid/images/original.webp`,
      `recipes/${dashed}/other/file`,
      `recipes/${dashed}/images/timeline/not-a-guid/original.webp`,
      `users/${dashed}/nested/profile.webp`,
    ]) {
      expect(mealieFilePath(other)).toBeNull();
    }
  });
});

describe("Mealie's revisions", () => {
  it('lists each v1 revision once, oldest first, from the first to the last before households', () => {
    const ids = mealieRevisions.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const dates = mealieRevisions.map((r) => r.date);
    expect([...dates].sort()).toEqual(dates);
    expect(ids[0]).toBe('6b0f5f32d602');
    expect(ids.at(-1)).toBe('32d69327997b');
    expect(since('d7c6efd2de42', '04ac51cbe9a4')).toBe(true);
    expect(since('04ac51cbe9a4', 'd7c6efd2de42')).toBe(false);
  });

  it('refuses v2 and unknown revisions by name', () => {
    expect(checkMealieRevision('32d69327997b')).toBe('32d69327997b');
    expect(() => checkMealieRevision('feecc8ffb956')).toThrow(/Mealie v2 .*"feecc8ffb956"/);
    expect(() => checkMealieRevision('ffffffffffff')).toThrow(/"ffffffffffff", which is neither/);
  });
});
