import { z } from 'zod';

import { authCookieName } from '../../contract/paths';
import { appVersion } from '../../version';

import { responseAliases, responseComponents } from './components';
import { operations, type Operation } from './operations';

type JsonSchema = Record<string, unknown>;

const componentRef = (name: string) => `#/components/schemas/${name}`;

/** zod's per-schema `$schema` and `$id` do not belong inside an OpenAPI document. */
function bare(schema: JsonSchema): JsonSchema {
  const rest = { ...schema };
  delete rest.$schema;
  delete rest.$id;
  return rest;
}

function componentSchemas(): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(responseComponents)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { uri: componentRef, unrepresentable: 'any' });
  const out: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(schemas)) out[name] = bare(schema);
  for (const [alias, name] of Object.entries(responseAliases))
    out[alias] = { $ref: componentRef(name) };
  return out;
}

/** A request body or query as its senders may write it (defaults optional, strings coerced). */
function inputSchema(schema: z.ZodType): JsonSchema {
  return bare(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));
}

function parameters(operation: Operation): JsonSchema[] {
  const inPath = [...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const query = operation.query
    ? Object.entries(operation.query.shape).map(([name, field]) => {
        const schema = inputSchema(field as z.ZodType);
        return {
          name,
          in: 'query',
          required: !(field as z.ZodType).safeParse(undefined).success,
          schema,
        };
      })
    : [];
  return [...inPath, ...query];
}

function requestBody(operation: Operation): JsonSchema | undefined {
  if (operation.body) {
    return {
      required: true,
      content: { 'application/json': { schema: inputSchema(operation.body) } },
    };
  }
  if (operation.urlencoded) {
    return {
      required: true,
      content: {
        'application/x-www-form-urlencoded': { schema: inputSchema(operation.urlencoded) },
      },
    };
  }
  if (operation.form) {
    return {
      required: true,
      content: { 'multipart/form-data': { schema: inputSchema(operation.form) } },
    };
  }
  return undefined;
}

function success(operation: Operation): JsonSchema {
  if (operation.produces === 'file') {
    return { description: 'The file', content: { 'application/octet-stream': {} } };
  }
  if (operation.produces === 'event-stream') {
    return { description: 'Server-sent events', content: { 'text/event-stream': {} } };
  }
  const ref = operation.response ? { $ref: componentRef(operation.response) } : {};
  const schema = operation.list ? { type: 'array', items: ref } : ref;
  return { description: 'Successful Response', content: { 'application/json': { schema } } };
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: componentRef('ErrorResponse') } } },
});

function responses(operation: Operation): JsonSchema {
  const out: JsonSchema = { [String(operation.status ?? 200)]: success(operation) };
  if (operation.body ?? operation.form ?? operation.urlencoded ?? operation.query) {
    out['422'] = {
      description: 'Validation Error',
      content: { 'application/json': { schema: { $ref: componentRef('HTTPValidationError') } } },
    };
  }
  if (operation.access !== 'public') out['401'] = errorResponse('Not signed in');
  if (operation.access === 'admin') out['403'] = errorResponse('Not an administrator');
  return out;
}

function operationId(operation: Operation): string {
  const words = operation.path
    .replace(/^\/api\//, '')
    .split('/')
    // `create-url` and `create/url` are different calls (v1's and v2's): `createUrl`, `create_url`.
    .map((word) =>
      word.replace(/[{}]/g, '').replace(/[-_](\w)/g, (_, c: string) => c.toUpperCase()),
    )
    .filter(Boolean);
  return [operation.method, ...words].join('_');
}

/** Larder's OpenAPI 3.1 document: every `/api` endpoint and the shapes it reads and answers. */
export function buildOpenApiDocument(): JsonSchema {
  const pathItems: Record<string, Record<string, JsonSchema>> = {};
  for (const operation of operations) {
    const item = (pathItems[operation.path] ??= {});
    const params = parameters(operation);
    const body = requestBody(operation);
    item[operation.method] = {
      tags: [operation.tag],
      summary: operation.summary,
      operationId: operationId(operation),
      ...(params.length > 0 && { parameters: params }),
      ...(body && { requestBody: body }),
      responses: responses(operation),
      ...(operation.access !== 'public' && { security: [{ bearer: [] }, { cookie: [] }] }),
      ...(operation.access === 'admin' && { 'x-larder-access': 'admin' }),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Larder',
      version: appVersion,
      description:
        'The API of Larder, a self-hosted recipe manager. It answers as Mealie v1 does, so Mealie clients work with it.',
    },
    paths: pathItems,
    components: {
      schemas: componentSchemas(),
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'A session or API token' },
        cookie: { type: 'apiKey', in: 'cookie', name: authCookieName },
      },
    },
  };
}
