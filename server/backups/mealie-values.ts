import { createHash } from 'node:crypto';

import { UnsafeArchiveError } from '../files/safe-zip';

import type { Scalar } from './database-json';

/**
 * Mealie's column values as Larder stores them. Mealie's `database.json` holds what its database
 * held: GUIDs as 32 hexadecimal digits (SQLite) or with dashes (PostgreSQL), datetimes with or
 * without a zone (naive ones are UTC), booleans as true/false or 0/1. A value of the wrong kind
 * refuses the archive with the table and column.
 */
export class MealieValues {
  constructor(private readonly table: string) {}

  private fail(column: string, value: Scalar, expected: string): never {
    throw new UnsafeArchiveError('errors.backups.databaseJsonHoldsWhichIs', {
      table: this.table,
      column,
      stringify: JSON.stringify(value),
      expected,
    });
  }

  /** A GUID as Larder writes ids (lower case, dashed), or null. */
  guid(column: string, value: Scalar | undefined): string | null {
    if (value === null || value === undefined) return null;
    const id = typeof value === 'string' ? asGuid(value) : null;
    return id ?? this.fail(column, value, 'a GUID');
  }

  text(column: string, value: Scalar | undefined): string | null {
    if (value === null || value === undefined) return null;
    if (typeof value === 'string') return value;
    if (typeof value === 'number') return String(value);
    return this.fail(column, value, 'text');
  }

  number(column: string, value: Scalar | undefined): number | null {
    if (value === null || value === undefined) return null;
    if (typeof value === 'number') return value;
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
      return Number(value);
    }
    return this.fail(column, value, 'a number');
  }

  integer(column: string, value: Scalar | undefined): number | null {
    const number = this.number(column, value);
    if (number === null) return null;
    return Number.isSafeInteger(number) ? number : this.fail(column, number, 'a whole number');
  }

  /** 0 or 1, as SQLite keeps booleans. */
  bool(column: string, value: Scalar | undefined): 0 | 1 | null {
    if (value === null || value === undefined) return null;
    if (value === true || value === 1 || value === '1' || value === 'true') return 1;
    if (value === false || value === 0 || value === '0' || value === 'false') return 0;
    return this.fail(column, value, 'a boolean');
  }

  /** A moment as ISO 8601 in UTC (`2024-03-18T02:28:15.896Z`). */
  datetime(column: string, value: Scalar | undefined): string | null {
    if (value === null || value === undefined) return null;
    const moment = typeof value === 'string' ? asMoment(value) : null;
    return moment ?? this.fail(column, value, 'a date and time');
  }

  /** A calendar day (`2024-03-18`); a datetime gives its day. */
  date(column: string, value: Scalar | undefined): string | null {
    if (value === null || value === undefined) return null;
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) {
      const day = value.slice(0, 10);
      if (!Number.isNaN(Date.parse(`${day}T00:00:00Z`))) return day;
    }
    return this.fail(column, value, 'a date');
  }

  /** A time of day as `HH:MM:SS`. */
  time(column: string, value: Scalar | undefined): string | null {
    if (value === null || value === undefined) return null;
    const match =
      typeof value === 'string' ? /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?/.exec(value) : null;
    if (!match) return this.fail(column, value, 'a time of day');
    return `${match[1]}:${match[2]}:${match[3] ?? '00'}`;
  }
}

const hex32 = /^[0-9a-f]{32}$/;
const dashed = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `value` as a lower-case dashed GUID, or null when it is not one in either of Mealie's forms. */
export function asGuid(value: string): string | null {
  const lower = value.toLowerCase();
  if (dashed.test(lower)) return lower;
  if (!hex32.test(lower)) return null;
  return `${lower.slice(0, 8)}-${lower.slice(8, 12)}-${lower.slice(12, 16)}-${lower.slice(16, 20)}-${lower.slice(20)}`;
}

const momentPattern =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)(?:\.(\d+))?(Z|[+-]\d{2}:?\d{2})?$/;

/** An ISO 8601 datetime, zone or not (naive means UTC, as Mealie writes them), in UTC. */
export function asMoment(value: string): string | null {
  const match = momentPattern.exec(value.trim());
  if (!match) return null;
  const [, day, clock, fraction = '0', zone = 'Z'] = match;
  const millis = fraction.padEnd(3, '0').slice(0, 3);
  const offset =
    zone === 'Z' ? 'Z' : zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  const time = Date.parse(
    `${day}T${clock?.length === 5 ? `${clock}:00` : clock}.${millis}${offset}`,
  );
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/**
 * A stable GUID for a row Mealie keys by a number (notes, assets, ingredients) or not at all:
 * the same archive restores to the same ids (a UUID v5-like hash of `parts`).
 */
export function derivedGuid(...parts: string[]): string {
  const hash = createHash('sha1')
    .update(`mealie:${parts.join('\0')}`)
    .digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  return asGuid(hash.subarray(0, 16).toString('hex')) as string;
}
