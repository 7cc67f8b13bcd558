import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

import { buildOpenApiDocument } from '../../server/http/openapi/document';

const addFormats = addFormatsModule as unknown as (instance: Ajv2020) => void;

/**
 * A checker of values against the component schemas of OpenAPI documents, each under an id:
 * `check('larder', 'UserOut', body)` lists the errors, empty when the value conforms.
 */
export function schemaChecker(documents: Record<string, object>) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // Pydantic writes `time` fields without a zone ("17:30:00"); ajv-formats' RFC 3339 `time` needs one.
  ajv.addFormat('time', /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/i);
  ajv.addFormat('uuid4', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  for (const [id, document] of Object.entries(documents)) ajv.addSchema({ ...document, $id: id });
  const cache = new Map<string, ValidateFunction>();
  return (documentId: string, name: string, value: unknown): string[] => {
    const ref = `${documentId}#/components/schemas/${name}`;
    let validate = cache.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      cache.set(ref, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
  };
}

/** Larder's own OpenAPI document, built from the contract as `/openapi.json` serves it. */
export const larderDocument = buildOpenApiDocument();
const check = schemaChecker({ larder: larderDocument });

/** Errors of `value` against Larder's `components.schemas[name]`, or an empty list when it conforms. */
export function contractErrors(name: string, value: unknown): string[] {
  return check('larder', name, value);
}
