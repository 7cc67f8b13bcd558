type Json = Record<string, unknown>;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);

const anchor = (name: string) => `schema-${name.replace(/[^A-Za-z0-9_-]/g, '_')}`;

const refLink = (ref: string) => {
  const name = ref.replace('#/components/schemas/', '');
  return `<a href="#${anchor(name)}">${escape(name)}</a>`;
};

/** A short type: `string | null`, `IngredientFood[]` (linked), `"dinner" | "lunch"`. */
function typeHtml(schema: unknown): string {
  if (!schema || typeof schema !== 'object') return 'any';
  const s = schema as Json;
  if (typeof s.$ref === 'string') return refLink(s.$ref);
  if (Array.isArray(s.anyOf)) return s.anyOf.map(typeHtml).join(' | ');
  if (Array.isArray(s.enum)) return s.enum.map((v) => escape(JSON.stringify(v))).join(' | ');
  if ('const' in s) return escape(JSON.stringify(s.const));
  if (Array.isArray(s.type)) {
    return (s.type as unknown[]).map((t) => typeHtml({ ...s, type: t })).join(' | ');
  }
  if (s.type === 'array') return `${typeHtml(s.items)}[]`;
  if (s.type === 'object' && !s.properties && s.additionalProperties) {
    return `map of ${typeHtml(s.additionalProperties)}`;
  }
  return typeof s.type === 'string' ? escape(s.type) : 'any';
}

/** A component: its fields with their types, or what it stands for. */
function componentHtml(name: string, schema: Json): string {
  let body: string;
  if (typeof schema.$ref === 'string') {
    body = `<p>Another name for ${refLink(schema.$ref)}.</p>`;
  } else if (schema.properties && typeof schema.properties === 'object') {
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const rows = Object.entries(schema.properties as Record<string, unknown>).map(
      ([field, type]) =>
        `<tr><td><code>${escape(field)}</code>${required.has(field) ? '' : ' <small>optional</small>'}</td><td>${typeHtml(type)}</td></tr>`,
    );
    body = `<table>${rows.join('')}</table>`;
  } else {
    body = `<pre>${escape(JSON.stringify(schema, null, 2))}</pre>`;
  }
  return `<section id="${anchor(name)}"><h3>${escape(name)}</h3>${body}</section>`;
}

/** A `$ref` as a link to the schema further down the page, anything else as its JSON. */
function schemaHtml(schema: unknown): string {
  const ref = (schema as Json | undefined)?.$ref;
  if (typeof ref === 'string') return refLink(ref);
  if ((schema as Json | undefined)?.type === 'array') return typeHtml(schema);
  return `<details><summary>schema</summary><pre>${escape(JSON.stringify(schema, null, 2))}</pre></details>`;
}

function contentHtml(label: string, content: unknown): string {
  if (!content || typeof content !== 'object') return '';
  return Object.entries(content as Record<string, Json>)
    .map(
      ([type, media]) =>
        `<div>${label} <code>${escape(type)}</code> ${media.schema ? schemaHtml(media.schema) : ''}</div>`,
    )
    .join('');
}

function operationHtml(method: string, path: string, operation: Json): string {
  const params = ((operation.parameters ?? []) as Json[])
    .map(
      (p) =>
        `<code>${escape(String(p.name))}</code> <small>(${escape(String(p.in))}${p.required ? ', required' : ''})</small>`,
    )
    .join(', ');
  const body = operation.requestBody as Json | undefined;
  const responses = Object.entries(operation.responses as Record<string, Json>)
    .map(([status, response]) =>
      response.content
        ? contentHtml(`<b>${escape(status)}</b>`, response.content)
        : `<div><b>${escape(status)}</b> ${escape(String(response.description))}</div>`,
    )
    .join('');
  const admin = operation['x-larder-access'] === 'admin';
  const access = admin ? 'administrators' : operation.security ? 'signed in' : 'public';
  return `<li class="op"><span class="method ${escape(method)}">${escape(method.toUpperCase())}</span> <code>${escape(path)}</code> ${escape(String(operation.summary))} <small>· ${access}</small>
${params ? `<div>Parameters: ${params}</div>` : ''}${body ? contentHtml('Body', body.content) : ''}${responses}</li>`;
}

/** `/docs`: the document as one plain page (no scripts, so the site's CSP holds). */
export function docsPage(document: Json): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(
    document.paths as Record<string, Record<string, Json>>,
  )) {
    for (const [method, operation] of Object.entries(item)) {
      const tag = ((operation.tags as string[] | undefined) ?? ['Other'])[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, operation)]);
    }
  }
  const info = document.info as Json;
  const schemas = (document.components as Json).schemas as Record<string, unknown>;
  const tags = [...byTag.keys()].sort();
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(String(info.title))} API</title>
<style>
body{font:15px/1.45 system-ui,sans-serif;margin:0 auto;max-width:70rem;padding:1rem;color:#1c2127}
h2{border-bottom:1px solid #ccc;margin-top:2rem}ul{list-style:none;padding:0}
.op{padding:.5rem 0;border-bottom:1px solid #eee;overflow-wrap:anywhere}
.method{display:inline-block;min-width:4.5rem;font-weight:600;font-family:monospace}
.get{color:#0d6f3c}.post{color:#1f5fa8}.put,.patch{color:#a05a00}.delete{color:#b02a2a}
pre{background:#f6f7f9;padding:.5rem;overflow:auto;max-height:30rem}
nav a{display:inline-block;white-space:nowrap;margin-right:.75rem}
table{border-collapse:collapse}td{border-bottom:1px solid #eee;padding:.15rem .75rem .15rem 0;vertical-align:top}
</style></head><body>
<h1>${escape(String(info.title))} API <small>${escape(String(info.version))}</small></h1>
<p>${escape(String(info.description))} The machine-readable document is <a href="/openapi.json">/openapi.json</a> (OpenAPI ${escape(String(document.openapi))}).</p>
<nav>${tags.map((tag, i) => `<a href="#tag-${String(i)}">${escape(tag)}</a>`).join(' ')} <a href="#schemas">Schemas</a></nav>
${tags.map((tag, i) => `<h2 id="tag-${String(i)}">${escape(tag)}</h2><ul>${(byTag.get(tag) ?? []).join('\n')}</ul>`).join('\n')}
<h2 id="schemas">Schemas</h2>
${Object.entries(schemas)
  .map(([name, schema]) => componentHtml(name, schema as Json))
  .join('\n')}
</body></html>
`;
}
