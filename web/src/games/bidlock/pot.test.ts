import { describe, expect, it } from 'vitest';
import { potCards, potRule } from './pot';

describe('potCards', () => {
  it('marks every card but the newest as carried', () => {
    expect(potCards([3, 6, -1])).toEqual([
      { value: 3, carried: true },
      { value: 6, carried: true },
      { value: -1, carried: false },
    ]);
  });
  it('a single card is not carried', () => {
    expect(potCards([5])).toEqual([{ value: 5, carried: false }]);
    expect(potCards([])).toEqual([]);
  });
});

describe('potRule', () => {
  it('describes the pot rule by sign, zero going high', () => {
    expect(potRule(-3)).toMatch(/lowest/);
    expect(potRule(0)).toMatch(/highest/);
    expect(potRule(5)).toMatch(/highest/);
  });
});
