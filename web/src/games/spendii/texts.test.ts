import { describe, expect, it } from 'vitest';
import { actionText, adviceText, chipTotal, chipsText, endReasonText, placeText, placesOf, stageText, statusText, submittedText } from './texts';
import type { SpendiiState } from './types';

const nameOf = (seat: number) => ['Ann', 'Bot1'][seat]!;

function state(part: Partial<SpendiiState>): SpendiiState {
  return { code: 'X', game: 'spendii', status: 'playing', version: 1, players: [], you: { seat: 0, name: 'Ann', host: true, mustMove: true }, ...part } as SpendiiState;
}

describe("Spendii's words", () => {
  it('says advice naming the card', () => {
    expect(adviceText({ action: 'buy', card: 12 })).toBe('Buy card 12');
    expect(adviceText({ action: 'buy', card: 3, payment: { blue: 1, gold: 2 } })).toBe('Buy card 3, paying 1 blue, 2 gold');
    expect(adviceText({ action: 'hold', card: 7 })).toBe('Hold card 7');
    expect(adviceText({ action: 'hold', tier: 2 })).toBe('Hold the top of tier 2');
    expect(adviceText({ action: 'take', chips: ['white', 'blue'] })).toBe('Take 1 white, 1 blue');
  });
  it("names a turn's stages for the advice's look back", () => {
    expect(['main', 'return', 'tile'].map(stageText)).toEqual(['Main action', 'Return', 'Tile']);
  });
  it('says chips in colour order, zeros left out', () => {
    expect(chipsText(['red', 'white', 'red'])).toBe('1 white, 2 red');
    expect(chipsText({ gold: 2, blue: 1, green: 0 })).toBe('1 blue, 2 gold');
    expect(chipsText({})).toBe('none');
    expect(chipTotal({ white: 3, gold: 2 })).toBe(5);
  });
  it('labels each kind of move', () => {
    expect(actionText({ action: 'take', chips: ['white', 'blue'] })).toBe('Take 1 white, 1 blue');
    expect(actionText({ action: 'buy', card: 7, payment: { blue: 1, gold: 2 } })).toBe('Pay 1 blue, 2 gold');
    expect(actionText({ action: 'hold', tier: 3 })).toBe('Hold the top of tier 3');
    expect(actionText({ action: 'return', chips: { white: 1 } })).toBe('Return 1 white');
    expect(actionText({ action: 'tile', tile: 4 })).toBe('Claim tile 4');
  });
  it('tells the viewer the stage of their turn, or who is to move', () => {
    expect(statusText(state({ phase: 'play', round: 2, mover: 0, stage: 'main', legalActions: [{ action: 'pass' }] }), nameOf)).toBe('Round 2: your turn: take chips, hold a card, buy one or pass.');
    expect(statusText(state({ phase: 'play', round: 2, mover: 0, stage: 'return', excess: 2 }), nameOf)).toBe('Round 2: you hold more than 10 chips; return 2.');
    expect(statusText(state({ phase: 'play', round: 3, finalRound: true, mover: 1, stage: 'main' }), nameOf)).toBe('Round 3 (final round): Bot1 to move.');
    expect(statusText(state({ phase: 'selecting', rank: 1, legalActions: [{ action: 'select', position: 'A' }] }), nameOf)).toBe('Rank 1: choose one of your highlighted positions.');
    expect(statusText(state({ phase: 'over', endReason: 'target' }), nameOf)).toBe('The game is over: the target score was reached.');
  });
  it('reads the places of the result, shared ones marked', () => {
    const places = placesOf({ winners: [1], standings: [{ seat: 1, place: 1, points: 6 }, { seat: 0, place: 2, points: 4 }] });
    expect(places).toEqual([{ seat: 1, place: 1, points: 6 }, { seat: 0, place: 2, points: 4 }]);
    expect(placeText([{ place: 1 }, { place: 1 }], 1)).toBe('1st (shared)');
    expect(placeText(places, 2)).toBe('2nd');
    expect(endReasonText('cleanPass')).toBe('a whole round of passes');
  });
  it('says the bid time in whole seconds, only once submitted and shown', () => {
    expect(submittedText({ submitted: true, submittedMs: 12_999 })).toBe('Submitted in 12s');
    expect(submittedText({ submitted: true, submittedMs: 480 })).toBe('Submitted in 0s');
    expect(submittedText({ submitted: false })).toBeNull();
    expect(submittedText({})).toBeNull();
    expect(submittedText({ submitted: true })).toBeNull();
  });
});
