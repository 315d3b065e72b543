// The shapes the Gavel server sends for Bidlock (rulebook "State object",
// src/server/room.cpp Room::state and src/games/bidlock/view.cpp).

export type Status = 'lobby' | 'playing' | 'finished';

export interface LogLine {
  at: number;
  text: string;
}

export interface Player {
  seat: number;
  name: string;
  kind: string; // "bot" | "human" | "agent"
  host: boolean;
  // Game fields: absent in the lobby.
  score?: number;
  negatives?: number;
  chips?: number[];
  won?: number[];
  locked?: boolean;
  timeouts?: number;
}

export interface You {
  seat: number;
  name: string;
  host: boolean;
  chips?: number[];
  lockedChip?: number | null;
  mustMove: boolean;
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

export interface MatchState {
  code: string;
  game?: string;
  status: Status;
  version: number;
  seats?: number;
  botLevel?: string;
  public?: boolean;
  createdAt?: number;
  serverTime?: number;
  turnSeconds?: number;
  secondsLeft?: number | null;
  deadline?: number | null;
  round?: number;
  totalRounds?: number;
  pot?: Pot;
  unseenPrizes?: number[];
  players: Player[];
  you: You | null;
  lastRound?: RoundRecord | null;
  history?: RoundRecord[];
  result?: Result | null;
  legalActions?: unknown[];
  log?: LogLine[];
}

export interface ReplayPlayer {
  seat: number;
  name: string;
  kind: string;
}

export interface ReplayData {
  code: string;
  game?: string;
  status: Status;
  players: ReplayPlayer[];
  rounds?: RoundRecord[];
  result?: Result | null;
  log?: LogLine[];
}

export interface OpenMatch {
  code: string;
  game?: string;
  seats: number;
  filled: number;
  players: string[];
  turnSeconds?: number;
  createdAt?: number;
}
