import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

/**
 * Contract checks against Mealie v1's OpenAPI document in `../shared/reference/` (beside the
 * clone, as CI lays it out): a response must validate against the named component schema.
 */
const specFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../shared/reference/mealie-v1-openapi.json',
);

const ajv = new Ajv2020({ strict: false, allErrors: true });
const addFormats = addFormatsModule as unknown as (instance: Ajv2020) => void;
addFormats(ajv);
// Pydantic writes `time` fields without a zone ("17:30:00"); ajv-formats' RFC 3339 `time` needs one.
ajv.addFormat('time', /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/i);
ajv.addFormat('uuid4', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
ajv.addSchema({ ...(JSON.parse(readFileSync(specFile, 'utf8')) as object), $id: 'mealie' });

const cache = new Map<string, ValidateFunction>();

/** Errors of `value` against `components.schemas[name]`, or an empty list when it conforms. */
export function contractErrors(name: string, value: unknown): string[] {
  let validate = cache.get(name);
  if (!validate) {
    validate = ajv.compile({ $ref: `mealie#/components/schemas/${name}` });
    cache.set(name, validate);
  }
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
}
