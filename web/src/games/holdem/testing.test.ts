import { describe, expect, it } from 'vitest';
import { testingOrder, togglePick } from './testing';

describe('the Value-sum testing area', () => {
  it('shows your cards and the board first, then 1-20 in order', () => {
    const order = testingOrder([18, 4, 7]);
    expect(order.slice(0, 4)).toEqual([18, 4, 7, 1]);
    expect(order).toHaveLength(20);
    expect(testingOrder([]).slice(0, 3)).toEqual([1, 2, 3]);
  });

  it('keeps the selected sum within the maximum', () => {
    expect(togglePick([18], 7, 30)).toEqual([18, 7]);
    expect(togglePick([18, 7], 6, 30)).toEqual([18, 7]);
    expect(togglePick([18, 7], 18, 30)).toEqual([7]);
  });
});
