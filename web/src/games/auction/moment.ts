// When the last item's reveal happened, for the table's result moment
// (logic/moment.ts): the state carries no deadline, only the seconds left of
// the turn under way, which began when the item resolved (or soon after, if
// a bot has already moved: the moment then runs a little long, never late).
import { turnStartedAt } from '../../logic/moment';
import type { AuctionState } from './types';

export function revealedAt(state: AuctionState): number | null {
  if (state.status !== 'playing' || typeof state.secondsLeft !== 'number' || typeof state.serverTime !== 'number') return null;
  const turnMs = state.limits?.turn_deadline_ms;
  if (!turnMs) return null;
  return turnStartedAt(state.serverTime + state.secondsLeft * 1000, turnMs / 1000);
}
