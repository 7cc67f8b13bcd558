import type { QueryFilterJson, QueryFilterJsonPart } from '../contract/cookbooks';
import type { FilterNode, FilterOperator, RawValue } from '../domain/query-filter';

import { parseFilterText } from './query-filter-parser';

const relational: Partial<Record<FilterOperator, { operator: string; value: string }>> = {
  'IS NULL': { operator: 'IS', value: 'NULL' },
  'IS NOT NULL': { operator: 'IS NOT', value: 'NULL' },
};

/**
 * Mealie v2's `queryFilter`: a filter text as the flat list of its conditions, each with the
 * AND/OR before it and the parentheses it opens or closes, as v2's cookbook editor reads it.
 * The text must already be valid (it is checked when saved).
 */
export function toQueryFilterJson(text: string): QueryFilterJson {
  const tree = text.trim() ? parseFilterText(text) : null;
  const parts: QueryFilterJsonPart[] = [];
  if (tree) flatten(tree, null, parts, false);
  return { parts };
}

function flatten(
  node: FilterNode,
  joiner: 'AND' | 'OR' | null,
  parts: QueryFilterJsonPart[],
  nested: boolean,
): void {
  if (node.kind === 'condition') {
    const keyword = relational[node.operator];
    parts.push({
      leftParenthesis: null,
      rightParenthesis: null,
      logicalOperator: joiner,
      attributeName: node.attribute,
      relationalOperator: keyword?.operator ?? node.operator,
      value: keyword?.value ?? valueText(node.value),
    });
    return;
  }
  const first = parts.length;
  node.items.forEach((item, index) => {
    flatten(item, index === 0 ? joiner : node.kind === 'and' ? 'AND' : 'OR', parts, true);
  });
  const opening = parts[first];
  const closing = parts.at(-1);
  if (!nested || !opening || !closing) return;
  opening.leftParenthesis = `(${opening.leftParenthesis ?? ''}`;
  closing.rightParenthesis = `${closing.rightParenthesis ?? ''})`;
}

function valueText(value: RawValue | RawValue[] | null): string | string[] | null {
  if (value === null) return null;
  return Array.isArray(value) ? value.map((one) => one.text) : value.text;
}
