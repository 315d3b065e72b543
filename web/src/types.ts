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
  // Room fields (docs/rooms.md "The State's room fields"); absent on old servers.
  ready?: boolean;
  online?: boolean;
  resigned?: boolean;
  bot?: boolean;
  guest?: boolean;
  elo?: number;
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
  room?: RoomInfo | null;
  viewer?: Viewer | null;
  settings?: Record<string, unknown> | null;
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
  endedBy?: string | null;
  ratings: RatingResult[] | null;
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

/** One game of GET /api. */
export interface GameInfo {
  name: string;
  title: string;
  minSeats: number;
  maxSeats: number;
  bots: string[];
  /** The game's room limits (GET /api). */
  room?: { minPlayers: number; maxPlayers: number; maxBots: number; guestMaxPlayers: number };
  /** The administrator's defaults for new rooms; {} when none were set. */
  defaults?: Record<string, unknown>;
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

// ---------------------------------------------------------------- The Right Price
// docs/games/right-price.md "The view": the game's part of the State.

/** A seat's round movement (the capital table's change columns). */
export interface RpMovement {
  toBank: number;
  auctionPayments: number;
  prize: number;
  fromBank: number;
  roundChanges: number;
}

export interface RpItem {
  number: number;
  lo: number;
  hi: number;
  status: 'bidding' | 'won' | 'unawarded';
  winner: number | null;
  price: number | null;
  value: number | null;
}

export interface RpFunding {
  round: number;
  bankBefore: number;
  charge: number;
  steps: { shortfall: number; charge: number; eliminated: number[] }[];
  eliminated: number[];
  endedGame: boolean;
}

export interface RpAuction {
  item: number;
  lo: number;
  hi: number;
  deadline: number;
  highBid: number | null;
  highBidder: number | null;
  minBid: number;
}

export type RpEventKind =
  | 'charge'
  | 'elimination'
  | 'poolFunding'
  | 'payment'
  | 'prize'
  | 'remainder'
  | 'unclaimed'
  | 'redistribution';

export type RpPlace = 'seat' | 'pool' | 'bank';

export interface RpEvent {
  kind: RpEventKind;
  seat: number | null;
  amount: number;
  from: RpPlace;
  to: RpPlace;
  item: number | null;
}

export interface RpSettlement {
  round: number;
  funding: RpFunding;
  items: RpItem[];
  scores: (number | null)[];
  winners: number[];
  pool: number;
  share: number;
  remainder: number;
  unclaimed: number;
  redistributedEach: number;
  recipients: number[];
  bankLeft: number;
  settledAt: number;
  breakEndsAt: number;
  movement: RpMovement[];
  events: RpEvent[];
}

export interface RpPlayer {
  seat: number;
  name: string;
  kind: string;
  host: boolean;
  bot?: boolean;
  guest?: boolean;
  elo?: number;
  online?: boolean;
  resigned?: boolean;
  capital: number;
  eliminated: boolean;
  acted: boolean;
  items: number[];
  winTenths: number | null;
  movement: RpMovement;
}

export interface RpYou {
  seat: number;
  name: string;
  host: boolean;
  capital: number;
  acted: boolean;
  bid: number | null;
  skipped: boolean;
  leading: boolean;
  canBid: boolean;
  minBid: number | null;
  maxBid: number | null;
  canSkip: boolean;
  resigned?: boolean;
  mustMove: boolean;
}

export interface RpSettings {
  startingCapital: number;
  basePrizePool: number;
  itemsPerRound: number;
  rounds: number;
  bettingMode: 'blind' | 'open';
  minIncrease: number;
  paymentsTo: 'pool' | 'bank';
  bettingSeconds: number;
  roundBreakSeconds: number;
}

export interface RpRoundHistory {
  round: number;
  items: RpItem[];
  winners: number[];
  movement: RpMovement[];
}

export interface RpResult {
  winners: number[];
  standings: { seat: number; place: number; capital: number }[];
  bank: number;
  pool: number;
}

/** A Right Price room's State: the shared fields plus the game's view. */
export interface RpState {
  code: string;
  game?: string;
  status: Status;
  version: number;
  serverTime?: number;
  secondsLeft?: number | null;
  phase: 'betting' | 'break' | 'finished';
  settings: RpSettings;
  round: number;
  totalRounds: number;
  itemsPerRound: number;
  totalMoney: number;
  pool: number;
  bank: number;
  deadline: number | null;
  breakEndsAt: number | null;
  funding: RpFunding | null;
  shownRound: number;
  items: RpItem[];
  currentItem: number | null;
  auction: RpAuction | null;
  players: RpPlayer[];
  tableOrder: number[];
  previousTableOrder: number[];
  settlement: RpSettlement | null;
  history: RpRoundHistory[] | null;
  you: RpYou | null;
  result: RpResult | null;
  log?: LogLine[];
  room?: RoomInfo | null;
  viewer?: Viewer | null;
}
