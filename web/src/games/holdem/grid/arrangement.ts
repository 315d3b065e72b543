// A draft arrangement being made by hand, as pure steps: pick a piece up
// (from the tray or off the panel), turn, mirror and move it, place it where
// it fits, return it. The page (GridArranger) only calls these; a placement
// that would leave the panel or overlap is never added to the draft.
import { anchorAt, checkArrangement, placedUnits, turnedOrientation, type ArrangementProblem, type GridFrame, type GridKind, type GridPiece, type Placement, type Tile, type Unit } from './geometry';

/** A piece the player may use: one of their cards, a community card or (testing) any catalog piece. */
export interface PoolPiece {
  id: string;
  card: number;
  label: string;
}

export interface DraftPlacement extends Placement {
  id: string;
}

export interface Draft {
  placed: DraftPlacement[];
  held: DraftPlacement | null;
}

export interface Board {
  kind: GridKind;
  frame: GridFrame;
  panel: readonly Tile[];
  pieces: readonly GridPiece[];
}

export const EMPTY_DRAFT: Draft = { placed: [], held: null };

const shapeOf = (board: Board, card: number) => board.pieces.find((p) => p.card === card)?.shape ?? [];

/** What is wrong with the held piece where it is, or null when it may be placed there. */
export function heldProblem(board: Board, draft: Draft): ArrangementProblem | null {
  if (!draft.held) return null;
  const { problems } = checkArrangement(board.kind, board.panel, board.pieces, [...draft.placed, draft.held]);
  return problems.find((p) => p.card === draft.held!.card) ?? problems[0] ?? null;
}

/** The first position (row by row) where an orientation fits beside the placed pieces, else [0, 0]. */
export function firstFit(board: Board, placed: readonly Placement[], card: number, orientation: number): [number, number] {
  for (let dy = -1; dy <= board.frame.height; dy++) {
    for (let dx = -2; dx <= board.frame.width; dx++) {
      const probe: Placement = { card, orientation, at: [dx, dy] };
      if (!checkArrangement(board.kind, board.panel, board.pieces, [...placed, probe]).problems.length) return [dx, dy];
    }
  }
  return [0, 0];
}

/** Picks up a pool piece (or the placed one with that id); a piece already held goes back to the tray. */
export function pickUp(board: Board, draft: Draft, piece: PoolPiece): Draft {
  const onPanel = draft.placed.find((p) => p.id === piece.id);
  if (onPanel) return { placed: draft.placed.filter((p) => p.id !== piece.id), held: onPanel };
  if (draft.held?.id === piece.id) return draft;
  return { placed: draft.placed, held: { id: piece.id, card: piece.card, orientation: 0, at: firstFit(board, draft.placed, piece.card, 0) } };
}

export function turnHeld(board: Board, draft: Draft, how: 'rotate' | 'reflect'): Draft {
  if (!draft.held) return draft;
  const orientation = turnedOrientation(board.kind, shapeOf(board, draft.held.card), draft.held.orientation, how);
  return { ...draft, held: { ...draft.held, orientation } };
}

export function moveHeld(draft: Draft, dx: number, dy: number): Draft {
  if (!draft.held) return draft;
  const [x, y] = draft.held.at;
  return { ...draft, held: { ...draft.held, at: [x + dx, y + dy] } };
}

/** Moves the held piece so that it sits on a panel tile (its first unit of that tile's kind there). */
export function moveHeldOnto(board: Board, draft: Draft, target: Unit): Draft {
  if (!draft.held) return draft;
  const units = placedUnits(board.kind, shapeOf(board, draft.held.card), draft.held.orientation, [0, 0]);
  return { ...draft, held: { ...draft.held, at: anchorAt(board.kind, units, target) } };
}

/** Places the held piece if it fits; otherwise the draft stays as it is. */
export function placeHeld(board: Board, draft: Draft): Draft {
  if (!draft.held || heldProblem(board, draft)) return draft;
  return { placed: [...draft.placed, draft.held], held: null };
}

export function returnHeld(draft: Draft): Draft {
  return { ...draft, held: null };
}

export function returnPlaced(draft: Draft, id: string): Draft {
  return { ...draft, placed: draft.placed.filter((p) => p.id !== id) };
}

/** The draft's placements as the select move sends them. */
export function placementsOf(draft: Draft): Placement[] {
  return draft.placed.map(({ card, orientation, at }) => ({ card, orientation, at: [at[0], at[1]] }));
}

/** The tiles the draft covers (the score a valid selection would get). */
export function draftScore(board: Board, draft: Draft): number {
  return checkArrangement(board.kind, board.panel, board.pieces, draft.placed).score;
}

/** Words for a problem, naming the card. */
export function problemText(problem: ArrangementProblem): string {
  if (problem.kind === 'outside') return `Card ${problem.card} does not fit there: part of it is outside the panel.`;
  if (problem.kind === 'overlap') return `Card ${problem.card} does not fit there: it overlaps a placed piece.`;
  return `Card ${problem.card} has no such orientation.`;
}
