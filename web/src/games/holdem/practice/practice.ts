// Practice in the waiting room (note 94): the server deals a scenario of
// sample hands for the room's settings and the participants now in it,
// from a seed the page picks, so the page keeps what it got (joins and
// departures change nothing) until Generate scenario asks again with a
// fresh seed, or the card type changes.
import type { GridFrame, GridPiece, Placement, Tile } from '../grid/geometry';
import type { Diagram } from '../voronoi/diagram';

export interface PracticeHand {
  cards: number[];
  score?: number;
  used?: number[];
  share_ppb?: number;
  share_percent?: string;
  /** Grid types: where the used pieces lie on the room's panel. */
  placements?: Placement[];
}

/** Grid types: the catalog the placements name and the room's panel. */
export interface PracticeGrid {
  frame: GridFrame;
  pieces: GridPiece[];
  panel: Tile[];
}

export interface PracticeScenario {
  hands: PracticeHand[];
  board: number[];
  /** Hand indexes, as the server awards them (ties list every winner). */
  winners: number[];
  diagram?: Diagram;
  grid?: PracticeGrid;
}

/** GET /api/rooms/{code}/practice?seed=S */
export interface PracticeReply {
  seed: number;
  players: number;
  scenario: PracticeScenario;
}

export const DEFAULT_CARD_TYPE = 'value_sum';

/** The room's card type, from its settings (the game's default when absent). */
export function cardTypeOf(settings: Record<string, unknown> | null | undefined): string {
  const type = settings?.card_type;
  return typeof type === 'string' && type ? type : DEFAULT_CARD_TYPE;
}

/** The seeds the server takes are whole numbers; a fresh one never repeats the previous one. */
export function freshSeed(previous: number | null, random: () => number = Math.random): number {
  for (;;) {
    const seed = Math.floor(random() * 2 ** 32);
    if (seed !== previous) return seed;
  }
}

export function practicePath(code: string, seed: number): string {
  return `/api/rooms/${encodeURIComponent(code)}/practice?seed=${seed}`;
}

/** "Hand 1 wins", "Hands 1 and 3 tie": the server's winners, never recomputed here. */
export function winnersText(winners: readonly number[]): string {
  const names = winners.map((w) => String(w + 1));
  if (names.length === 0) return 'No winner';
  if (names.length === 1) return `Hand ${names[0]} wins`;
  return `Hands ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]} tie and split`;
}
