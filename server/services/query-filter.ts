import type {
  FilterFieldType,
  FilterNode,
  FilterValue,
  RawValue,
  ResolvedFilter,
} from '../domain/query-filter';

import { parseFilterText } from './query-filter-parser';
import { filterError } from './query-filter-tokens';

/** The attributes a list may be filtered on (snake_case, dotted for relations) and their types. */
type FilterFields = Readonly<Record<string, { readonly type: FilterFieldType }>>;

/**
 * Parses a `queryFilter` and checks it against a resource's whitelist: unknown attributes,
 * operators a type does not support and values of the wrong type are an `InvalidQueryError`.
 * Attributes may be camelCase or snake_case (`lastMade`, `last_made`, `recipeCategory.slug`).
 * Blank text means no filter.
 */
export function parseQueryFilter(
  text: string | undefined,
  fields: FilterFields,
): ResolvedFilter | null {
  if (text === undefined) return null;
  const tree = parseFilterText(text);
  return tree && resolve(tree, fields);
}

function resolve(node: FilterNode, fields: FilterFields): ResolvedFilter {
  if (node.kind !== 'condition') {
    return { kind: node.kind, items: node.items.map((item) => resolve(item, fields)) };
  }
  const field = toSnakeCase(node.attribute);
  const type = fields[field]?.type;
  if (!type) throw filterError(`unknown attribute "${node.attribute}"`);
  if ((node.operator === 'LIKE' || node.operator === 'NOT LIKE') && type !== 'text') {
    throw filterError(`${node.operator} can only be used with text attributes, not "${field}"`);
  }
  const check = (raw: RawValue) => toFieldValue(raw, type, field);
  const value =
    node.value === null
      ? null
      : Array.isArray(node.value)
        ? node.value.map(check)
        : check(node.value);
  return { kind: 'condition', field, operator: node.operator, value };
}

/** `recipeCategory.createdAt` → `recipe_category.created_at`; `orgURL` → `org_url`. */
export function toSnakeCase(attribute: string): string {
  return attribute
    .split('.')
    .map((part) => part.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase())
    .join('.');
}

function toFieldValue(raw: RawValue, type: FilterFieldType, field: string): FilterValue {
  const { text } = raw;
  if (!raw.quoted && /^(null|none)$/i.test(text)) {
    throw filterError(`compare "${field}" with NULL using IS NULL or IS NOT NULL`);
  }
  const invalid = (what: string) => filterError(`"${text}" is not ${what} (for "${field}")`);
  switch (type) {
    case 'text':
      return text;
    case 'number': {
      const number = Number(text);
      if (text.trim() === '' || !Number.isFinite(number)) throw invalid('a number');
      return number;
    }
    case 'boolean': {
      const flag = /^(true|t|yes|y|1)$/i.test(text)
        ? 1
        : /^(false|f|no|n|0)$/i.test(text)
          ? 0
          : null;
      if (flag === null) throw invalid('true or false');
      return flag;
    }
    case 'uuid': {
      const hex = text.replace(/-/g, '').toLowerCase();
      if (!/^[0-9a-f]{32}$/.test(hex)) throw invalid('a valid UUID');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    }
    case 'date':
    case 'datetime': {
      const iso = toIsoValue(text, type);
      if (iso === null) throw invalid('a date (YYYY-MM-DD) or date-time (ISO 8601)');
      return iso;
    }
  }
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateTimePattern =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * Dates become `YYYY-MM-DD`; date-times the UTC `toISOString()` form the server stores, so both
 * compare as strings. A date alone means midnight UTC; a date-time without a zone is UTC (as Mealie).
 */
function toIsoValue(text: string, type: 'date' | 'datetime'): string | null {
  const trimmed = text.trim();
  const dateOnly = datePattern.exec(trimmed);
  const dateTime = dateOnly ? null : dateTimePattern.exec(trimmed);
  const day = dateOnly ? trimmed : dateTime?.[1];
  if (!day || !isRealDay(day)) return null;
  if (type === 'date') return day;
  const time = dateTime?.[2] ?? '00:00';
  const zone = (dateTime?.[3] ?? 'Z').toUpperCase();
  const parsed = new Date(
    `${day}T${time}${zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone}`,
  );
  return Number.isNaN(parsed.getTime()) ? null : parsed.toISOString();
}

/** Rejects days such as 2024-02-31 that `Date` would roll over into March. */
function isRealDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}
