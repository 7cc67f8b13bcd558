import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { expect } from 'vitest';

import { repoRoot } from './repo-root';

/**
 * Checks against Mealie v2's OpenAPI document in `../shared/reference/`, the schema today's
 * clients (Home Assistant) are written against. Where the document is not beside the clone,
 * `hasMealieV2Schema` is false and the checks that need it say so.
 */
const specFile = path.join(
  process.env.LARDER_MEALIE_REFERENCE ?? path.resolve(repoRoot, '../shared/reference'),
  'mealie-v2-openapi.json',
);

export const hasMealieV2Schema = existsSync(specFile);
if (!hasMealieV2Schema) {
  console.warn(
    `Mealie v2 schema checks skipped: ${specFile} is not there (answers are still checked against Larder's own OpenAPI document).`,
  );
}

let ajv: Ajv2020 | null = null;
const cache = new Map<string, ValidateFunction>();

function validator(name: string): ValidateFunction {
  if (!ajv) {
    ajv = new Ajv2020({ strict: false, allErrors: true });
    (addFormatsModule as unknown as (instance: Ajv2020) => void)(ajv);
    ajv.addFormat('time', /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/i);
    ajv.addFormat('uuid4', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
    ajv.addSchema({ ...(JSON.parse(readFileSync(specFile, 'utf8')) as object), $id: 'mealie-v2' });
  }
  let validate = cache.get(name);
  if (!validate) {
    validate = ajv.compile({ $ref: `mealie-v2#/components/schemas/${name}` });
    cache.set(name, validate);
  }
  return validate;
}

/** Errors of `value` against v2's `components.schemas[name]`; none when it conforms. */
export function v2ContractErrors(name: string, value: unknown): string[] {
  const validate = validator(name);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
}

/** Asserts `value` conforms to v2's schema `name` where the document is present. */
export function expectV2(name: string, value: unknown): void {
  if (hasMealieV2Schema) expect(v2ContractErrors(name, value)).toEqual([]);
}
