import { describe, expect, it } from 'vitest';
import { breakLeft, mayAgree, podiumSteps } from './ending';

describe('podiumSteps', () => {
  it('keeps places 1 to 3 and puts shared places on one step', () => {
    const standings = [
      { seat: 2, place: 3, chips: 0 },
      { seat: 0, place: 1, chips: 120 },
      { seat: 3, place: 3, chips: 0 },
      { seat: 1, place: 2, chips: 0 },
      { seat: 4, place: 5, chips: 0 },
    ];
    expect(podiumSteps(standings)).toEqual([
      { place: 1, seats: [0] },
      { place: 2, seats: [1] },
      { place: 3, seats: [2, 3] },
    ]);
  });
  it('has no third step when two share second place', () => {
    const standings = [
      { seat: 0, place: 1, chips: 90 },
      { seat: 1, place: 2, chips: 0 },
      { seat: 2, place: 2, chips: 0 },
      { seat: 3, place: 4, chips: 0 },
    ];
    expect(podiumSteps(standings)).toEqual([
      { place: 1, seats: [0] },
      { place: 2, seats: [1, 2] },
    ]);
  });
});

describe('the final-results break', () => {
  const brk = { until: 31_000, eligible: [0, 2], agreed: [2], everyoneAgreed: false };
  it('counts down on the server clock', () => {
    expect(breakLeft(brk, 1_000, 500, 500)).toBe(30_000);
    expect(breakLeft(brk, 1_000, 500, 10_500)).toBe(20_000);
    expect(breakLeft(brk, 1_000, 500, 99_000)).toBe(0);
  });
  it('is over once everyone agreed, or when there is none', () => {
    expect(breakLeft({ ...brk, everyoneAgreed: true }, 1_000, 0, 0)).toBe(0);
    expect(breakLeft(null, 1_000, 0, 0)).toBe(0);
  });
  it('lets an eligible seat agree once, while it runs', () => {
    expect(mayAgree(brk, 0, 1000)).toBe(true);
    expect(mayAgree(brk, 2, 1000)).toBe(false);
    expect(mayAgree(brk, 1, 1000)).toBe(false);
    expect(mayAgree(brk, 0, 0)).toBe(false);
    expect(mayAgree(brk, null, 1000)).toBe(false);
  });
});
