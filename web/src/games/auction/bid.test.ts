import { describe, expect, it } from 'vitest';
import { parseBid, stepBid } from './bid';

describe('parseBid', () => {
  it('takes whole numbers in the legal range only', () => {
    expect(parseBid('0', 0, 83)).toBe(0);
    expect(parseBid(' 83 ', 0, 83)).toBe(83);
    expect(parseBid('84', 0, 83)).toBeNull();
    expect(parseBid('2.5', 0, 83)).toBeNull();
    expect(parseBid('-1', 0, 83)).toBeNull();
    expect(parseBid('', 0, 83)).toBeNull();
  });
});

describe('stepBid', () => {
  it('steps from the typed bid, or from the minimum when empty', () => {
    expect(stepBid('', 5, 0, 83)).toBe('5');
    expect(stepBid('10', -1, 0, 83)).toBe('9');
  });
  it('stays inside the range', () => {
    expect(stepBid('81', 5, 0, 83)).toBe('83');
    expect(stepBid('2', -5, 0, 83)).toBe('0');
  });
});
