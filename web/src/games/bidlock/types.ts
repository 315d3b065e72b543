// Bidlock's part of the State and of its replay (the rulebook's "State
// object", src/games/bidlock/view.cpp); the room's fields are in ../../types.ts.
import type { Player, ReplayBase, RoomState, You } from '../../types';

export interface BidlockPlayer extends Player {
  // Game fields: absent in the lobby.
  score?: number;
  negatives?: number;
  chips?: number[];
  won?: number[];
  locked?: boolean;
  timeouts?: number;
}

export interface BidlockYou extends You {
  chips?: number[];
  lockedChip?: number | null;
}

export interface RoundRecord {
  round: number;
  pot: number[];
  value: number;
  bids: number[];
  clashed: boolean[];
  decidedBy?: string[]; // "player" | "bot" | "timeout" | "auto"
  winner: number | null;
  carried: boolean;
  discarded?: boolean;
}

export interface Standing {
  seat: number;
  place: number;
  score: number;
  negatives: number;
}

export interface Result {
  winners: number[];
  standings: Standing[];
}

export interface Pot {
  cards: number[];
  value: number;
}

export interface BidlockState extends RoomState<'bidlock', BidlockPlayer, BidlockYou> {
  round?: number;
  totalRounds?: number;
  pot?: Pot;
  unseenPrizes?: number[];
  lastRound?: RoundRecord | null;
  history?: RoundRecord[];
  result?: Result | null;
  settings?: Record<string, unknown> | null;
}

export interface BidlockReplay extends ReplayBase<'bidlock'> {
  rounds?: RoundRecord[];
  result?: Result | null;
}
