import { describe, expect, it } from 'vitest';

import { nearestRank, summarize } from '../../../bench/stats';

describe('summarize', () => {
  it('gives median, p90, min and max of unsorted runs', () => {
    expect(summarize([300, 100, 200, 500, 400, 700, 600])).toEqual({
      median: 400,
      p90: 700,
      min: 100,
      max: 700,
    });
  });

  it('averages the two middle runs for an even count', () => {
    expect(summarize([4, 1, 3, 2]).median).toBe(2.5);
  });

  it('handles a single run', () => {
    expect(summarize([42])).toEqual({ median: 42, p90: 42, min: 42, max: 42 });
  });

  it('refuses an empty list', () => {
    expect(() => summarize([])).toThrow();
  });
});

describe('nearestRank', () => {
  const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

  it('takes the value at rank ceil(p × n)', () => {
    expect(nearestRank(ten, 0.9)).toBe(9);
    expect(nearestRank(ten, 0.5)).toBe(5);
    expect(nearestRank([...ten, 11], 0.9)).toBe(10);
  });

  it('stays within the list at the edges', () => {
    expect(nearestRank(ten, 0)).toBe(1);
    expect(nearestRank(ten, 1)).toBe(10);
  });
});
