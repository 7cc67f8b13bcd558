/** Summary figures for a handful of timed runs. */
export interface Summary {
  median: number;
  p90: number;
  min: number;
  max: number;
}

export function summarize(values: readonly number[]): Summary {
  if (values.length === 0) throw new Error('Nothing to summarize.');
  const sorted = [...values].sort((a, b) => a - b);
  return {
    median: median(sorted),
    p90: nearestRank(sorted, 0.9),
    min: sorted[0] ?? NaN,
    max: sorted[sorted.length - 1] ?? NaN,
  };
}

/** The middle value, or the mean of the two middle values for an even count. */
function median(sorted: readonly number[]): number {
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? NaN) + upper) / 2;
}

/**
 * The nearest-rank percentile: the smallest value with at least `fraction` of the runs at or below
 * it. It is always a measured value; with fewer than ten runs the p90 is the slowest run.
 */
export function nearestRank(sorted: readonly number[], fraction: number): number {
  const rank = Math.max(1, Math.ceil(fraction * sorted.length));
  return sorted[rank - 1] ?? NaN;
}
