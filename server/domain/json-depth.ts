/** Far deeper than any Mealie shape (a recipe's ingredient → food → label is 4), extras included. */
export const maxJsonDepth = 64;

/**
 * How deeply a parsed JSON value nests (a scalar is 0, `[]` and `{}` are 1), walked without
 * recursion so that any input is safe to measure. Stops counting once past `limit`.
 */
export function jsonDepthExceeds(value: unknown, limit = maxJsonDepth): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop() as [unknown, number];
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const inner of Object.values(current)) {
      if (inner !== null && typeof inner === 'object') pending.push([inner, depth + 1]);
    }
  }
  return false;
}
