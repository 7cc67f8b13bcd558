/**
 * The vocabulary of Mealie's `queryFilter` language, shared by the parser (services) and the SQL
 * compiler (db): `name = "Soup" AND (rating >= 4 OR tags.slug IN ["quick", "easy"])`.
 */

export type ComparisonOperator = '=' | '<>' | '>' | '<' | '>=' | '<=';

type KeywordOperator =
  'IS NULL' | 'IS NOT NULL' | 'IN' | 'NOT IN' | 'CONTAINS ALL' | 'LIKE' | 'NOT LIKE';

export type FilterOperator = ComparisonOperator | KeywordOperator;

/** A value as written: quoted strings stay strings; `true`, `12`, `NULL` unquoted are words. */
export type RawValue = { quoted: boolean; text: string };

/** The parsed filter, before its attributes are checked against a resource. */
export type FilterNode =
  | { kind: 'and' | 'or'; items: FilterNode[] }
  | {
      kind: 'condition';
      attribute: string;
      operator: FilterOperator;
      /** One value, a list (IN, NOT IN, CONTAINS ALL) or none (IS NULL, IS NOT NULL). */
      value: RawValue | RawValue[] | null;
    };

/** How a resource's attribute compares; decides which values and operators it accepts. */
export type FilterFieldType = 'text' | 'number' | 'boolean' | 'uuid' | 'date' | 'datetime';

/**
 * A value checked against its field: text as given (compared without regard to case), numbers,
 * booleans as 0/1, uuids lower-cased, dates and datetimes as ISO strings in the stored format.
 */
export type FilterValue = string | number;

/** The filter after resolution: attributes are whitelisted field keys, values are typed. */
export type ResolvedFilter =
  | { kind: 'and' | 'or'; items: ResolvedFilter[] }
  | {
      kind: 'condition';
      field: string;
      operator: FilterOperator;
      value: FilterValue | FilterValue[] | null;
    };
