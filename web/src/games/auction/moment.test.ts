import { describe, expect, it } from 'vitest';
import { revealedAt } from './moment';
import type { AuctionState } from './types';

const base = { status: 'playing', serverTime: 100_000, secondsLeft: 4, limits: { turn_deadline_ms: 5000 } } as unknown as AuctionState;

describe('revealedAt', () => {
  it('is when the turn under way began: its deadline less the turn', () => {
    expect(revealedAt(base)).toBe(99_000);
  });
  it('is unknown without a running clock (the end, or no limits)', () => {
    expect(revealedAt({ ...base, status: 'finished' } as AuctionState)).toBeNull();
    expect(revealedAt({ ...base, secondsLeft: null } as AuctionState)).toBeNull();
    expect(revealedAt({ ...base, limits: undefined } as AuctionState)).toBeNull();
  });
});
