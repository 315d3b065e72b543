import { describe, expect, it } from 'vitest';
import { handAt, replayHands, type ReplayEvent } from './replay';

const ev = (type: string, item: number, data: Record<string, unknown>): ReplayEvent => ({ type, item, data });

// Hand 1: blinds, a call and a check, the flop, two checks, the turn, all-in
// and call, hands shown, seat 1 wins. Hand 2: a fold, then a reveal.
const events = [
  ev('tournament_start', 0, { seats: 2 }),
  ev('hand_start', 1, { hand: 1, button: 0, big_blind: 10, big_blind_seat: 1 }),
  ev('action', 1, { seat: 0, kind: 'small_blind', amount: 5, origin: 'auto' }),
  ev('action', 1, { seat: 1, kind: 'big_blind', amount: 10, origin: 'auto' }),
  ev('action', 1, { seat: 0, kind: 'call', amount: 5, origin: 'player' }),
  ev('action', 1, { seat: 1, kind: 'check', amount: 0, origin: 'bot' }),
  ev('board', 1, { street: 'flop', card: 7 }),
  ev('action', 1, { seat: 1, kind: 'check', amount: 0, origin: 'bot' }),
  ev('action', 1, { seat: 0, kind: 'check', amount: 0, origin: 'player' }),
  ev('board', 1, { street: 'turn', card: 12 }),
  ev('action', 1, { seat: 1, kind: 'all_in', amount: 30, origin: 'bot' }),
  ev('action', 1, { seat: 0, kind: 'call', amount: 30, origin: 'player' }),
  ev('hands_shown', 1, { hands: [{ seat: 0, cards: [3, 4] }, { seat: 1, cards: [9, 11] }] }),
  ev('hand_end', 1, { won: [0, 80], discarded: 0 }),
  ev('hand_start', 2, { hand: 2, button: 1, big_blind: 10, big_blind_seat: 0 }),
  ev('action', 2, { seat: 1, kind: 'small_blind', amount: 5, origin: 'auto' }),
  ev('action', 2, { seat: 0, kind: 'big_blind', amount: 10, origin: 'auto' }),
  ev('action', 2, { seat: 1, kind: 'fold', amount: 0, origin: 'timeout' }),
  ev('hand_end', 2, { won: [15, 0], discarded: 0 }),
  ev('revealed', 2, { seat: 1, card: 0, value: 20 }),
];

describe('the replay hands', () => {
  const hands = replayHands(events);
  it('has every hand with its actions by street', () => {
    expect(hands.map((h) => h.hand)).toEqual([1, 2]);
    expect(hands[0]!.actions.map((a) => `${a.street}:${a.kind}`)).toEqual(['preflop:small_blind', 'preflop:big_blind', 'preflop:call', 'preflop:check', 'flop:check', 'flop:check', 'turn:all_in', 'turn:call']);
    expect(hands[1]!.actions[2]).toEqual({ street: 'preflop', seat: 1, kind: 'fold', amount: 0, origin: 'timeout' });
  });
  it('deals the board and shows the hands at their moment', () => {
    const h = hands[0]!;
    expect(handAt(h, 3).board).toEqual([]);
    expect(handAt(h, 4).board).toEqual([7]);
    expect(handAt(h, 6).board).toEqual([7, 12]);
    expect(handAt(h, 7).shown.size).toBe(0);
    expect(handAt(h, 8).shown.get(1)).toEqual([9, 11]);
    expect(handAt(h, 7).won).toBeNull();
    expect(handAt(h, 8).won).toEqual([0, 80]);
  });
  it('shows a later reveal and nothing else of a win by folds', () => {
    const end = handAt(hands[1]!, 3);
    expect(end.board).toEqual([]);
    expect(end.shown.get(1)).toEqual([20, null]);
    expect(end.shown.has(0)).toBe(false);
    expect(end.won).toEqual([15, 0]);
  });
});
