import { describe, expect, it } from 'vitest';
import { bestListed, matchingSelection, sameCards } from './selection';

describe('the Manual selection', () => {
  it('matches picks in any order', () => {
    expect(sameCards([4, 18], [18, 4])).toBe(true);
    expect(sameCards([4, 18], [4])).toBe(false);
    expect(matchingSelection([7, 4], [[4, 7], [18]])).toEqual([4, 7]);
    expect(matchingSelection([4, 18, 7, 16], [[4, 7], [18]])).toBeUndefined();
  });

  it('finds the listed selection with the highest sum', () => {
    expect(bestListed([[4, 7], [18, 7], [16]])).toEqual([18, 7]);
    expect(bestListed([])).toBeUndefined();
  });
});
