import { describe, expect, it } from 'vitest';
import { stageAt, stageCount } from './stages';

describe('the settlement stages', () => {
  it('takes one step per item, one for the winner and one per transfer', () => {
    expect(stageCount(3, 4)).toBe(8);
  });

  it('reveals nothing before the first step', () => {
    expect(stageAt(0, 3, 4)).toEqual({ revealed: 0, winnerNamed: false, transfers: 0 });
  });

  it('reveals the values one at a time, with no winner and no money yet', () => {
    expect(stageAt(2, 3, 4)).toEqual({ revealed: 2, winnerNamed: false, transfers: 0 });
    expect(stageAt(3, 3, 4)).toEqual({ revealed: 3, winnerNamed: false, transfers: 0 });
  });

  it('names the winner before any money moves', () => {
    expect(stageAt(4, 3, 4)).toEqual({ revealed: 3, winnerNamed: true, transfers: 0 });
  });

  it('then moves the money one transfer at a time, and stops at the last', () => {
    expect(stageAt(5, 3, 4).transfers).toBe(1);
    expect(stageAt(8, 3, 4).transfers).toBe(4);
    expect(stageAt(20, 3, 4).transfers).toBe(4);
  });
});
