import { describe, expect, it } from 'vitest';
import { openRanking, placesOf, swapDown, updateRanking } from './whatIf';
import type { HoldemPlayer } from './types';

function player(seat: number, out = false): HoldemPlayer {
  return { seat, name: `P${seat}`, kind: "human", host: false, eliminated: out };
}

describe('the what-if ranking', () => {
  // Seat 1 is out in 4th place; seats 0, 2, 3 are still in, ranked 3, 1, 2 by chips.
  const players = [player(0), player(1, true), player(2), player(3)];
  const places = [3, 4, 1, 2];

  it('opens from the latest chips, the players out fixed', () => {
    const r = openRanking(players, places);
    expect(r.order).toEqual([2, 3, 0]);
    expect([...r.fixed]).toEqual([[1, 4]]);
    expect(placesOf(r, 4)).toEqual([3, 4, 1, 2]);
  });

  it('swaps neighbours and never moves a fixed place', () => {
    const r = swapDown(openRanking(players, places), 0);
    expect(r.order).toEqual([3, 2, 0]);
    expect(placesOf(r, 4)).toEqual([3, 4, 2, 1]);
    expect(swapDown(r, 2)).toBe(r); // the last rank has nobody below it
  });

  it('locks a player who goes out and keeps the others in the viewer\'s order', () => {
    const arranged = swapDown(openRanking(players, places), 1); // 2, 0, 3
    const later = updateRanking(arranged, [player(0), player(1, true), player(2), player(3, true)], [1, 4, 2, 3]);
    expect(later.order).toEqual([2, 0]);
    expect(placesOf(later, 4)).toEqual([2, 4, 1, 3]);
  });
});
