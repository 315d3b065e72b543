import { describe, expect, it } from 'vitest';
import { finishText } from './FinalBanner';

const standings = [
  { seat: 1, place: 1 },
  { seat: 0, place: 2 },
  { seat: 2, place: 2 },
  { seat: 3, place: 4 },
];

describe('finishText', () => {
  it('names the place, shared or not', () => {
    expect(finishText(standings, 1)).toBe('You won');
    expect(finishText(standings, 0)).toBe('You finished 2nd (shared)');
    expect(finishText(standings, 3)).toBe('You finished 4th');
  });

  it('says nothing to a spectator', () => {
    expect(finishText(standings, null)).toBeNull();
  });
});
