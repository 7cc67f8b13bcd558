/** A schema.org thing as found on a page (JSON-LD, microdata or RDFa): loosely typed. */
export type SchemaNode = Record<string, unknown>;

export const isNode = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `@type` as a list of bare type names: "http://schema.org/Recipe" and "schema:Recipe" → "Recipe". */
function typesOf(node: SchemaNode): string[] {
  const raw = node['@type'] ?? node.type;
  const list = Array.isArray(raw) ? (raw as unknown[]) : [raw];
  return list
    .filter((t): t is string => typeof t === 'string')
    .map((t) =>
      t
        .replace(/^.*[/:#]/, '')
        .trim()
        .toLowerCase(),
    );
}

export const hasType = (node: SchemaNode, type: string) =>
  typesOf(node).includes(type.toLowerCase());

/** Every object inside a value, depth first (the value itself first). */
export function allNodes(value: unknown, out: SchemaNode[] = [], depth = 0): SchemaNode[] {
  if (depth > 12) return out;
  if (Array.isArray(value)) {
    for (const item of value as unknown[]) allNodes(item, out, depth + 1);
  } else if (isNode(value)) {
    out.push(value);
    for (const inner of Object.values(value)) allNodes(inner, out, depth + 1);
  }
  return out;
}

/** Property values as a list, whatever the page gave (one value, a list, nothing). */
export const asList = (value: unknown): unknown[] =>
  value === undefined || value === null
    ? []
    : Array.isArray(value)
      ? (value as unknown[])
      : [value];
