import { describe, expect, it } from 'vitest';
import { actionText, cardsText, continueText, potText, statusText, sumOf } from './texts';
import type { HoldemState } from './types';

const names = ['Ann', 'Bot1', 'Bot2'];
const nameOf = (seat: number) => names[seat] ?? `Seat ${seat + 1}`;

function state(over: Partial<HoldemState>): HoldemState {
  return { code: 'X', game: 'holdem', status: 'playing', version: 1, players: [], you: { seat: 0, name: 'Ann', host: true, mustMove: false }, ...over };
}

describe("Hold'em texts", () => {
  it('tells actions in words, with their origin', () => {
    expect(actionText({ street: 'preflop', seat: 1, kind: 'small_blind', amount: 5 }, nameOf)).toBe('Bot1 posts the small blind 5');
    expect(actionText({ street: 'flop', seat: 2, kind: 'raise', amount: 40 }, nameOf)).toBe('Bot2 raises to 40');
    expect(actionText({ street: 'preflop', seat: 0, kind: 'fold', amount: 0, origin: 'timeout' }, nameOf)).toBe('Ann folds (time ran out)');
    expect(actionText({ street: 'turn', seat: 0, kind: 'returned', amount: 7 }, nameOf)).toBe('7 returned to Ann');
  });

  it('tells pots, shared and discarded chips', () => {
    expect(potText({ amount: 80, eligible: [1, 2], winners: [2], share: 80, discarded: 0 }, 0, nameOf)).toBe('Main pot 80: Bot2 wins 80');
    expect(potText({ amount: 101, eligible: [0, 1, 2], winners: [0, 1], share: 50, discarded: 1 }, 1, nameOf)).toBe('Side pot 1 101: Ann and Bot1 share it, 50 each (1 discarded)');
  });

  it('says whose turn it is', () => {
    expect(statusText(state({ phase: 'betting', street: 'flop', to_act: 0 }), nameOf)).toBe('Flop: your move.');
    expect(statusText(state({ phase: 'betting', street: 'preflop', to_act: 2 }), nameOf)).toBe('Pre-flop: Bot2 to act.');
    expect(statusText(state({ phase: 'break', hand: 3 }), nameOf)).toBe('Break before hand 4.');
    expect(statusText(state({ status: 'finished', phase: 'over', result: { winners: [1], standings: [] } }), nameOf)).toBe('The tournament is over: Bot1 wins.');
  });

  it('counts Continue Auto and sums cards', () => {
    expect(continueText({ auto: 2, eligible: 3 })).toBe('Auto 2/3');
    expect(cardsText([4, 18])).toBe('4 + 18');
    expect(cardsText([])).toBe('none');
    expect(sumOf([4, 18, 7])).toBe(29);
  });
});
