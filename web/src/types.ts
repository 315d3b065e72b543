// The shapes the Gavel server sends that are the same for every game
// (docs/rooms.md: the room part of every State, the lobby, players,
// ratings). Each game's own part of the State is in its folder
// (games/<game>/types.ts); games/registry.ts joins them into MatchState.

export type Status = 'lobby' | 'playing' | 'finished';
/** A room's own status adds `closed`: a waiting room whose last human left (never listed). */
export type RoomStatus = Status | 'closed';

export interface LogLine {
  at: number;
  text: string;
}

/** A seat as every game's State lists it; a game's view adds its own fields. */
export interface Player {
  seat: number;
  name: string;
  kind: string; // "bot" | "human" | "agent"
  host: boolean;
  // Room fields (docs/rooms.md "The State's room fields"); absent on old servers.
  ready?: boolean;
  online?: boolean;
  resigned?: boolean;
  bot?: boolean;
  guest?: boolean;
  elo?: number;
}

/** The viewer's own seat; a game's view adds what only its holder sees. */
export interface You {
  seat: number;
  name: string;
  host: boolean;
  mustMove: boolean;
  resigned?: boolean;
}

/**
 * The fields the room writes into every State, next to the game's view
 * (flat, as the published State object has them). `G` is the
 * game's name, the union's discriminant.
 */
export interface RoomState<G extends string, P extends Player = Player, Y extends You = You> {
  code: string;
  game: G;
  status: RoomStatus;
  version: number;
  seats?: number;
  botLevel?: string;
  public?: boolean;
  createdAt?: number;
  serverTime?: number;
  /** Copied by the room from the settings when they have it (agent tables' turn timer). */
  turnSeconds?: number;
  secondsLeft?: number | null;
  deadline?: number | null;
  players: P[];
  you: Y | null;
  legalActions?: unknown[];
  log?: LogLine[];
  room?: RoomInfo | null;
  viewer?: Viewer | null;
}

export interface ReplayPlayer {
  seat: number;
  name: string;
  kind: string;
}

/** The fields of GET /api/replay/{code} every game has; the game adds its rounds and result. */
export interface ReplayBase<G extends string> {
  code: string;
  /** Absent in replays stored by servers older than the game field; the registry reads the first game then. */
  game?: G;
  status: Status;
  players: ReplayPlayer[];
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

// ---------------------------------------------------------------- rooms
// docs/rooms.md: the room part of every State, the lobby, players, ratings.

export type Policy = 'open' | 'approval' | 'passcode';

export interface ChatLine {
  at: number;
  name: string;
  text: string;
}

/** One seat's rating result; the numbers are null for bots, guests and unrated games. */
export interface RatingResult {
  seat: number;
  old: number | null;
  new: number | null;
  change: number | null;
}

export interface JoinRequest {
  name: string;
  elo?: number | null;
}

export interface FinalBreak {
  until: number;
  eligible: number[];
  agreed: number[];
  everyoneAgreed: boolean;
}

export interface RoomInfo {
  flow: 'waiting' | 'table';
  policy: Policy;
  rated: boolean;
  guestRoom: boolean;
  showElo: boolean;
  capacity: number;
  minPlayers?: number;
  maxBots?: number;
  canStart: boolean;
  startHint: string | null;
  chat: ChatLine[];
  next: string | null;
  /** "admin" (the administrator ended it) or "abandoned" (nobody played for the server's limit); both unrated. */
  endedBy?: string | null;
  ratings: RatingResult[] | null;
  /** A finished waiting room's final-results break: until (server ms), who may agree and who has. */
  finalBreak?: FinalBreak | null;
  settings?: Record<string, unknown> | null;
  // Only the host sees these.
  passcode?: string | null;
  requests?: JoinRequest[];
  invited?: string[];
}

export interface Viewer {
  name: string;
  guest: boolean;
  admin?: boolean;
  seated: boolean;
  requested: boolean;
  invited: boolean;
  canChat: boolean;
}

export interface LobbyPlayer {
  name: string;
  bot: boolean;
  elo?: number;
}

export interface LobbyRoom {
  code: string;
  game: string;
  title?: string;
  status: Status;
  flow: 'waiting' | 'table';
  policy: Policy;
  guestRoom: boolean;
  rated: boolean;
  capacity: number;
  players: LobbyPlayer[];
  createdAt?: number;
}

/** GET /api/auth/me: a registered player, a guest, or nobody. */
export interface User {
  name: string;
  guest?: boolean;
  admin?: boolean;
}

/** A game's limits for rooms (GET /api games[].room); guestMaxPlayers is maxPlayers when guests have no lower limit. */
export interface RoomLimits {
  minPlayers: number;
  maxPlayers: number;
  maxBots: number;
  guestMaxPlayers: number;
}

/** One game of GET /api. */
export interface GameInfo {
  name: string;
  title: string;
  minSeats: number;
  maxSeats: number;
  bots: string[];
  /** The game's room limits (GET /api): the create form offers what they allow. */
  room: RoomLimits;
  /** The administrator's defaults for new rooms; {} when none were set. */
  defaults?: Record<string, unknown>;
  /** The server is a testing environment (GET /api's testing): test-only settings are offered. */
  testing?: boolean;
}

export interface GameRating {
  game: string;
  rating: number;
  games: number;
}

export interface RatingChange {
  game: string;
  match: string;
  old: number;
  new: number;
  change: number;
  at: number;
}

export interface PlayerProfile {
  name: string;
  ratings: GameRating[];
  history: RatingChange[];
}

export interface LeaderboardRow {
  rank: number;
  name: string;
  rating: number;
}

export interface Leaderboard {
  game: string;
  players: LeaderboardRow[];
}
