// The room's grid board for drawing a card as its piece wherever a card
// shows (the seats, the board, the review), without threading it through
// every component: the game's Board and Replay provide it (withGridCards),
// PlayingCard reads it.
import { createContext, type ComponentType } from 'preact';
import { useContext } from 'preact/hooks';
import type { HoldemState } from '../types';
import type { Board } from './arrangement';
import { gridBoard } from './board';
import { shapeUnits, unitsTiles } from './geometry';
import { PieceSvg } from './GridSvg';

export const GridCardContext = createContext<Board | null>(null);

/** The piece of a grid card, drawn small inside its card face; null under other card types. */
export function GridCardFace({ card }: { card: number }) {
  const board = useContext(GridCardContext);
  const piece = board?.pieces.find((p) => p.card === card);
  if (!board || !piece) return null;
  return (
    <span class="grid-card-face" aria-hidden="true">
      <PieceSvg kind={board.kind} tiles={unitsTiles(board.kind, shapeUnits(board.kind, piece.shape))} colour="#c98a3a" scale={6} />
    </span>
  );
}

/** A component with the grid board of the State it draws provided to every card inside it. */
export function withGridCards<P extends object>(Component: ComponentType<P>, stateOf: (props: P) => Partial<HoldemState> | null | undefined): ComponentType<P> {
  return function WithGridCards(props: P) {
    const state = stateOf(props);
    return (
      <GridCardContext.Provider value={state ? gridBoard(state) : null}>
        <Component {...props} />
      </GridCardContext.Provider>
    );
  };
}
