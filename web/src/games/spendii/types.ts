// Spendii's part of the State and of its replay, as docs/games/spendii.md
// "View" lists it; the room's fields are in ../../types.ts.
import type { Player, ReplayBase, RoomState, You } from '../../types';

export const GEM_COLOURS = ['white', 'blue', 'green', 'red', 'black'] as const;
export const CHIP_COLOURS = [...GEM_COLOURS, 'gold'] as const;
export type GemColour = (typeof GEM_COLOURS)[number];
export type ChipColour = (typeof CHIP_COLOURS)[number];
export type Chips = Partial<Record<ChipColour, number>>;

export interface Card {
  id: number;
  tier: number;
  bonus: GemColour;
  points: number;
  cost: Partial<Record<GemColour, number>>;
}

export interface MarketTier {
  tier: number;
  /** Hidden cards left in the tier's deck. */
  deck: number;
  cards: (Card | null)[];
}

export interface Tile {
  id: number;
  points: number;
  need: Partial<Record<GemColour, number>>;
}

export interface HeldCard {
  tier: number;
  hidden: boolean;
  /** Null for another player's card held from a deck. */
  card: Card | null;
}

export interface SpendiiPlayer extends Player {
  position?: string | null;
  noPlay?: boolean;
  chips?: Chips;
  bonuses?: Chips;
  cards?: Card[];
  held?: HeldCard[];
  /** Ids of the tiles claimed (a claimed tile leaves the table's list). */
  tiles?: number[];
  points?: number;
  startPoints?: number;
  forfeited?: boolean;
  clockMs?: number;
  turns?: number;
  submitted?: boolean;
  submittedMs?: number;
  bids?: number[];
  choice?: string | null;
}

export interface SpendiiSettings {
  target?: number;
  clock?: { minutes: number; increment: number } | string;
  deck?: string;
  positions?: string;
  hideIdentities?: string;
  noPlay?: boolean;
  chips?: number;
  gold?: number;
  payment?: string;
  moveAdvice?: boolean;
}

export interface SpendiiResult {
  winners?: number[];
  standings?: { seat: number; place?: number; rank?: number; points?: number }[];
}

/** One exact move of the legal list (docs/games/spendii.md "Moves"). */
export interface SpendiiAction {
  action: string;
  chips?: string[] | Chips;
  card?: number;
  tier?: number;
  payment?: Chips;
  tile?: number;
  bids?: number[];
  position?: string;
}

export interface SpendiiState extends RoomState<'spendii', SpendiiPlayer, You> {
  settings?: SpendiiSettings | null;
  phase?: 'bidding' | 'selecting' | 'play' | 'over';
  stage?: 'main' | 'return' | 'tile';
  round?: number;
  finalRound?: boolean;
  mover?: number | null;
  excess?: number;
  /** Ids of the tiles the mover may claim now (stage tile). */
  claimable?: number[];
  repetition?: number;
  order?: number[];
  market?: MarketTier[];
  bank?: Chips;
  tiles?: Tile[];
  columns?: number[][];
  rank?: number;
  choosable?: string[];
  endReason?: string;
  result?: SpendiiResult;
  legalActions?: SpendiiAction[];
}

export interface SpendiiReplay extends ReplayBase<'spendii'> {
  final?: Partial<SpendiiState> | null;
  record?: { settings?: Record<string, unknown>; seed?: string; inputs?: unknown[] } | null;
}
