import { describe, expect, it } from 'vitest';
import { cardTypeOf, freshSeed, practicePath, winnersText } from './practice';

describe('Practice', () => {
  it('reads the card type, value_sum by default', () => {
    expect(cardTypeOf({ card_type: 'point_voronoi' })).toBe('point_voronoi');
    expect(cardTypeOf({})).toBe('value_sum');
    expect(cardTypeOf(null)).toBe('value_sum');
  });

  it('picks a fresh whole seed, never the previous one', () => {
    const values = [0.5, 0.5, 0.25];
    const random = () => values.shift()!;
    expect(freshSeed(null, () => 0.5)).toBe(2 ** 31);
    expect(freshSeed(2 ** 31, random)).toBe(2 ** 30);
  });

  it('asks the room with the seed', () => {
    expect(practicePath('AB CD', 7)).toBe('/api/rooms/AB%20CD/practice?seed=7');
  });

  it('names the winners as the server gives them', () => {
    expect(winnersText([1])).toBe('Hand 2 wins');
    expect(winnersText([0, 2])).toBe('Hands 1 and 3 tie and split');
    expect(winnersText([0, 1, 3])).toBe('Hands 1, 2 and 4 tie and split');
    expect(winnersText([])).toBe('No winner');
  });
});
