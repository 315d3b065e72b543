import { describe, expect, it } from 'vitest';
import { capacityChoices, guestMaxSeats } from './games';
import type { GameInfo } from './types';

/** A game as GET /api lists it (guestMaxPlayers is maxPlayers when guests have no lower limit). */
function game(minPlayers: number, maxPlayers: number, guestMaxPlayers: number): GameInfo {
  return {
    name: 'g',
    title: 'G',
    minSeats: minPlayers,
    maxSeats: maxPlayers,
    bots: ['house'],
    room: { minPlayers, maxPlayers, maxBots: maxPlayers - 1, guestMaxPlayers },
    defaults: {},
  };
}

describe('the create form capacities', () => {
  it('offers 2–8 players, and 2 only in a guest room limited to 2', () => {
    expect(capacityChoices(game(2, 8, 2), false)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(capacityChoices(game(2, 8, 2), true)).toEqual([2]);
    expect(capacityChoices(game(2, 4, 4), true)).toEqual([2, 3, 4]);
  });
  it('names a guest limit only when it is below the game maximum', () => {
    expect(guestMaxSeats(game(2, 8, 2))).toBe(2);
    expect(guestMaxSeats(game(2, 4, 4))).toBeNull();
  });
});
