import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, draftScore, firstFit, heldProblem, moveHeld, moveHeldOnto, pickUp, placeHeld, placementsOf, returnHeld, turnHeld, type Board } from './arrangement';
import { frameTiles } from './geometry';

const board: Board = {
  kind: 'square',
  frame: { width: 3, height: 2 },
  panel: frameTiles('square', { width: 3, height: 2 }),
  pieces: [
    { card: 2, tiles: 2, shape: [[0, 0], [1, 0]] },
    { card: 3, tiles: 3, shape: [[0, 0], [1, 0], [2, 0]] },
  ],
};
const domino = { id: 'own-0', card: 2, label: 'yours' };
const tromino = { id: 'board-0', card: 3, label: 'board' };

describe('a hand-made arrangement', () => {
  it('picks a piece up at the first place it fits and places it', () => {
    let d = pickUp(board, EMPTY_DRAFT, tromino);
    expect(d.held).toEqual({ id: 'board-0', card: 3, orientation: 0, at: [0, 0] });
    d = placeHeld(board, d);
    expect(placementsOf(d)).toEqual([{ card: 3, orientation: 0, at: [0, 0] }]);
    d = pickUp(board, d, domino);
    expect(d.held?.at).toEqual([0, 1]);
    expect(draftScore(board, placeHeld(board, d))).toBe(5);
  });
  it('refuses to place a piece outside the panel or on another', () => {
    let d = placeHeld(board, pickUp(board, EMPTY_DRAFT, tromino));
    d = pickUp(board, d, domino);
    d = moveHeld(d, 0, -1);
    expect(heldProblem(board, d)).toEqual({ kind: 'overlap', card: 2 });
    expect(placeHeld(board, d)).toBe(d);
    d = moveHeld(d, 2, 1);
    expect(heldProblem(board, d)).toEqual({ kind: 'outside', card: 2 });
    d = turnHeld(board, d, 'rotate');
    expect(d.held?.orientation).toBe(1);
    expect(returnHeld(d).held).toBeNull();
  });
  it('moves the held piece onto a clicked tile and picks a placed piece back up', () => {
    let d = moveHeldOnto(board, pickUp(board, EMPTY_DRAFT, domino), { x: 1, y: 1, k: 0 });
    expect(d.held?.at).toEqual([1, 1]);
    d = placeHeld(board, d);
    d = pickUp(board, d, domino);
    expect(d.placed).toEqual([]);
    expect(d.held?.at).toEqual([1, 1]);
  });
  it('finds no fit on a panel too small and starts at the origin', () => {
    expect(firstFit({ ...board, panel: [[0, 0]] }, [], 3, 0)).toEqual([0, 0]);
  });
});
