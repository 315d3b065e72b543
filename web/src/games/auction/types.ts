// Blind Auction's part of the State and of its replay: the seat's view is the
// rulebook's visible_state, field for field (docs/games/blind-auction.md);
// the room's fields are in ../../types.ts.
import type { Player, ReplayBase, RoomState, You } from '../../types';

export type AuctionPhase = 'talk' | 'bid' | 'over';

export interface AuctionBid {
  seat: number;
  amount: number;
  /** The deadline (or leaving) bid 0 for the seat. */
  timeout?: boolean;
  /** 0 credits: the seat had no turn. */
  no_turn?: boolean;
}

/** A finished item: every bid face up, the winner and price, or unsold. */
export interface AuctionRecord {
  item: number;
  bids: AuctionBid[];
  winner: number | null;
  price?: number;
  unsold?: boolean;
  tie_break?: boolean;
  tied?: number[];
  /** The viewer's own value of the item (a seat only). */
  your_value?: number;
  /** Only on items the viewer won. */
  value?: number;
  profit?: number;
}

export interface TalkLine {
  item: number;
  seat: number;
  phase: AuctionPhase;
  text: string;
}

export interface AuctionPlayer extends Player {
  credits?: number;
  profit?: number;
  items_won?: number;
  left?: boolean;
}

export interface RankingRow {
  seat: number;
  rank: number;
  score: number;
  profit: number;
  credits: number;
}

export interface Payouts {
  pot: number;
  rake: number;
  paid: number[];
}

export interface AuctionLimits {
  value_min: number;
  value_max: number;
  talk_rounds: number;
  turn_deadline_ms: number;
  max_message_chars: number;
  starting_credits: number;
  seats?: number;
  stake?: number;
  rake_pct?: number;
}

/** The engine's form of a legal action: its name and typed parameters. */
export interface LegalAction {
  action: string;
  params?: Record<string, { type: string; min?: number; max?: number; max_chars?: number; optional?: boolean }>;
}

export interface AuctionState extends RoomState<'auction', AuctionPlayer, You> {
  /** The room's settings as created (the game's view carries its parsed ones in `limits`). */
  settings?: Record<string, unknown> | null;
  rules_version?: string;
  items_total?: number;
  item?: number;
  phase?: AuctionPhase;
  pricing?: 'first' | 'second';
  commit?: string;
  your_seat?: number;
  your_value?: number;
  your_credits?: number;
  your_profit?: number;
  your_items?: number[];
  bids_in?: number;
  talk?: TalkLine[];
  history?: AuctionRecord[];
  limits?: AuctionLimits;
  turn?: { turn: number; seat: number; phase: AuctionPhase } | null;
  // Once over.
  ranking?: RankingRow[];
  seed?: string;
  /** [item − 1][seat]: every value, public after the end. */
  values?: number[][];
  payouts?: Payouts;
}

export interface ReplayEvent {
  version?: number;
  type: string;
  item?: number;
  at?: number;
  data?: Record<string, unknown>;
}

/** GET /api/replay/{code}: the record (settings, seed, inputs), the events and the final view. */
export interface AuctionReplay extends ReplayBase<'auction'> {
  record?: { settings?: Record<string, unknown>; seed?: string; inputs?: unknown[] } | null;
  events?: ReplayEvent[];
  final?: Partial<AuctionState> | null;
}
