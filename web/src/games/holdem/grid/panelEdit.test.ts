import { describe, expect, it } from 'vitest';
import { parsePanel, toggleTile } from './panelEdit';

describe('the Edit panel', () => {
  it('toggles a square cell off and on again', () => {
    const panel = [
      [0, 0],
      [1, 0],
    ];
    expect(toggleTile('square', panel, [1, 0])).toEqual([[0, 0]]);
    expect(toggleTile('square', [[1, 0]], [0, 0])).toEqual([
      [0, 0],
      [1, 0],
    ]);
  });
  it('cycles a polyabolo cell through gap, the four halves and full', () => {
    let panel: number[][] = [];
    const seen: (number | undefined)[] = [];
    for (let i = 0; i < 6; i++) {
      panel = toggleTile('polyabolo', panel, [2, 1]);
      seen.push(panel[0]?.[2]);
    }
    expect(seen).toEqual([0, 1, 2, 3, 4, undefined]);
  });
  it('accepts only a stored panel inside the frame', () => {
    expect(parsePanel('triangular', '[[11,3]]')).toEqual([[11, 3]]);
    expect(parsePanel('triangular', '[[12,3]]')).toBeNull();
    expect(parsePanel('polyabolo', '[[0,0,5]]')).toBeNull();
    expect(parsePanel('square', '[]')).toBeNull();
    expect(parsePanel('square', 'nonsense')).toBeNull();
  });
});
