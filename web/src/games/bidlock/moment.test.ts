import { describe, expect, it } from 'vitest';
import { momentText, seatTone } from './moment';
import type { RoundRecord } from './types';

const record = (over: Partial<RoundRecord>): RoundRecord => ({
  round: 1,
  pot: [7],
  value: 7,
  bids: [13, 4, 4],
  clashed: [false, true, true],
  winner: 0,
  carried: false,
  ...over,
});

const names = ['Ann', 'Bot1', 'Bot2'];

describe('momentText', () => {
  it('speaks to the winner', () => {
    expect(momentText(record({}), names, 0)).toBe('Clash! You take +7');
  });

  it('names another winner and signs a negative pot', () => {
    expect(momentText(record({ winner: 2, value: -3, pot: [-3], clashed: [false, false, false] }), names, 0)).toBe('Bot2 takes \u22123');
  });

  it('says a carried pot carries over', () => {
    expect(momentText(record({ winner: null, carried: true, clashed: [true, true, true] }), names, 0)).toBe('Clash! The pot carries over');
  });
});

describe('seatTone', () => {
  it('marks clashes and the winner', () => {
    const r = record({});
    expect(seatTone(r, 0)).toBe('win');
    expect(seatTone(r, 1)).toBe('clash');
  });

  it('marks no winner when the pot carries', () => {
    expect(seatTone(record({ carried: true }), 0)).toBe('');
  });
});
