import { describe, expect, it } from 'vitest';
import { addChip, bidProblem, buysOf, canGrowTo, chipsKey, holdOfCard, holdOfDeck, matchingChipMove, positionNames } from './moves';
import type { SpendiiAction } from './types';

const legal: SpendiiAction[] = [
  { action: 'take', chips: ['white'] },
  { action: 'take', chips: ['white', 'blue'] },
  { action: 'take', chips: ['red', 'red'] },
  { action: 'hold', card: 3 },
  { action: 'hold', tier: 2 },
  { action: 'buy', card: 7, payment: { blue: 1, gold: 2 } },
  { action: 'buy', card: 7, payment: { blue: 3 } },
  { action: 'buy', card: 9 },
  { action: 'pass' },
];

describe("Spendii's legal moves as the table offers them", () => {
  it('keys chips the same from a list or from counts, in colour order', () => {
    expect(chipsKey(['blue', 'white'])).toBe('white:1,blue:1');
    expect(chipsKey({ gold: 1, white: 2, red: 0 })).toBe('white:2,gold:1');
    expect(chipsKey([])).toBe('');
  });
  it('finds the take that is exactly the selection, and only a legal one', () => {
    expect(matchingChipMove(legal, 'take', { blue: 1, white: 1 })).toEqual({ action: 'take', chips: ['white', 'blue'] });
    expect(matchingChipMove(legal, 'take', addChip(addChip({}, 'red'), 'red'))).toEqual({ action: 'take', chips: ['red', 'red'] });
    expect(matchingChipMove(legal, 'take', { green: 1 })).toBeUndefined();
    expect(matchingChipMove(legal, 'take', {})).toBeUndefined();
  });
  it('offers a chip only while the selection can still become a legal take or return', () => {
    expect(canGrowTo(legal, 'take', { white: 1 })).toBe(true);
    expect(canGrowTo(legal, 'take', { white: 2 })).toBe(false);
    expect(canGrowTo(legal, 'take', { red: 2 })).toBe(true);
    const returns: SpendiiAction[] = [
      { action: 'return', chips: { white: 1, gold: 1 } },
      { action: 'return', chips: { white: 2 } },
    ];
    expect(canGrowTo(returns, 'return', { gold: 1 })).toBe(true);
    expect(canGrowTo(returns, 'return', { blue: 1 })).toBe(false);
    expect(matchingChipMove(returns, 'return', { gold: 1, white: 1 })).toEqual(returns[0]);
  });
  it('lists one buy per payment (manual payment) and finds holds of a card and of a deck', () => {
    expect(buysOf(legal, 7)).toHaveLength(2);
    expect(buysOf(legal, 9)).toEqual([{ action: 'buy', card: 9 }]);
    expect(buysOf(legal, 3)).toEqual([]);
    expect(holdOfCard(legal, 3)).toEqual({ action: 'hold', card: 3 });
    expect(holdOfCard(legal, 9)).toBeUndefined();
    expect(holdOfDeck(legal, 2)).toEqual({ action: 'hold', tier: 2 });
    expect(holdOfDeck(legal, 1)).toBeUndefined();
  });
  it('names the positions A first and NO PLAY last', () => {
    expect(positionNames(3, false)).toEqual(['A', 'B', 'C']);
    expect(positionNames(3, true)).toEqual(['A', 'B', 'NO PLAY']);
  });
  it('accepts bids of whole numbers within the target that sum to 0', () => {
    expect(bidProblem(['-1', '1'], 6)).toBeNull();
    expect(bidProblem(['1', '0'], 6)).toBe('The bids sum to 1; they must sum to 0.');
    expect(bidProblem(['-7', '7'], 6)).toBe('Each bid is from −6 to 6.');
    expect(bidProblem(['0.5', '-0.5'], 6)).toBe('Every bid is a whole number.');
    expect(bidProblem(['', '0'], 6)).toBe('Every bid is a whole number.');
  });
});
