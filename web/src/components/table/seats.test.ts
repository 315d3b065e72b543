import { describe, expect, it } from 'vitest';
import { seatSpots } from './seats';

describe('seatSpots', () => {
  it('puts the viewer at the bottom centre', () => {
    const spots = seatSpots([0, 1, 2, 3], 2);
    const mine = spots.find((s) => s.seat === 2)!;
    expect(mine.x).toBeCloseTo(50, 1);
    expect(mine.y).toBeGreaterThan(80);
  });

  it('goes clockwise from the viewer: the next seat is on the left, the one after at the top', () => {
    const spots = seatSpots([0, 1, 2, 3], 0);
    expect(spots[1]!.x).toBeLessThan(20);
    expect(spots[2]!.y).toBeLessThan(20);
    expect(spots[3]!.x).toBeGreaterThan(80);
  });

  it('starts from the first seat for a spectator and keeps every seat apart', () => {
    const spots = seatSpots([0, 1, 2, 3, 4], null);
    expect(spots[0]!.y).toBeGreaterThan(80);
    const keys = new Set(spots.map((s) => `${s.x},${s.y}`));
    expect(keys.size).toBe(5);
  });

  it('has no spots for no seats', () => {
    expect(seatSpots([], null)).toEqual([]);
  });
});
