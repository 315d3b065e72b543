// What the match page hands a game's board (games/<game>/, picked by
// games/registry.ts from the State's `game`).
import type { ComponentChildren } from 'preact';
import type { LiveMatch } from '../live';

/** A state and the local time it arrived (for the skew-corrected clocks). */
export interface Snapshot<S> {
  state: S;
  receivedAt: number;
}

export interface BoardProps<S> {
  snapshot: Snapshot<S>;
  /** An agent table's seat token; rooms find the seat from the cookie identity. */
  token: string | null;
  /** The live link, so a move's reply state is shown at once. */
  live: { current: LiveMatch | null };
  /** A room's page offers "Create same room" instead of the agent-table Play again. */
  inRoom: boolean;
  /** The room's after-game part (ratings, Create same room), placed by the board. */
  children?: ComponentChildren;
}
