// Hold'em's part of the State and of its replay: the seat's view as
// docs/games/holdem.md "The view" has it, field for field; the room's
// fields are in ../../types.ts. A card is its Value-sum number; null is a
// card this viewer may not see.
import type { Player, ReplayBase, RoomState, You } from '../../types';
import type { GridFrame, GridPiece, Placement, Tile } from './grid/geometry';

export type HoldemPhase = 'betting' | 'selection' | 'break' | 'over';
export type Street = 'preflop' | 'flop' | 'turn' | 'showdown';
export type Card = number | null;

export interface HoldemSettings {
  seats?: number;
  card_type?: string;
  max_sum?: number;
  starting_chips?: number;
  big_blind?: number;
  progression?: string;
  ante?: number;
  action_seconds?: number;
  submission?: 'manual' | 'automatic';
  selection_seconds?: number;
  break_seconds?: number;
  /** Grid types: the room's panel, tiles in the type's JSON form. */
  panel?: Tile[];
}

export interface HoldemPlayer extends Player {
  stack?: number;
  bet?: number;
  committed?: number;
  dealt?: boolean;
  folded?: boolean;
  all_in?: boolean;
  retired?: boolean;
  eliminated?: boolean;
  continue?: 'auto' | 'manual';
  agreed?: boolean;
  finalized?: boolean;
  cards?: Card[];
}

export interface HandAction {
  street: Street;
  seat: number;
  kind: string;
  amount: number;
  origin?: string;
}

export interface ReviewSeat {
  seat: number;
  cards: Card[];
  shown: boolean[];
  folded: boolean;
  returned: number;
  won: number;
  score?: number;
  used?: { cards: number[]; placements?: Placement[] };
  best_possible?: number;
  best_example?: { cards: number[]; placements?: Placement[] };
}

export interface PotResult {
  amount: number;
  eligible: number[];
  winners: number[];
  share: number;
  discarded: number;
}

export interface LastHand {
  hand: number;
  big_blind: number;
  ante: number;
  button: number;
  small_blind_seat: number | null;
  big_blind_seat: number;
  board: number[];
  showdown: boolean;
  seats: ReviewSeat[];
  pots: PotResult[];
  discarded: number;
  actions: HandAction[];
}

export interface HoldemYou extends You {
  reveal_at_end?: boolean[];
  /** The best selection saved so far (Manual showdown), only in its owner's view. */
  saved?: { cards: number[]; placements?: Placement[] } | null;
  saved_score?: number | null;
  to_call?: number;
  may_raise?: boolean;
  all_in?: boolean;
}

/** The engine's legal action: the move itself (exact moves carry their fields), bet and raise as ranges in `params`. */
export interface LegalAction {
  action: string;
  params?: Record<string, { type: string; min?: number; max?: number }>;
  [field: string]: unknown;
}

export interface HoldemState extends RoomState<'holdem', HoldemPlayer, HoldemYou> {
  settings?: HoldemSettings | null;
  your_seat?: number | null;
  phase?: HoldemPhase;
  street?: Street;
  hand?: number;
  button?: number;
  small_blind_seat?: number | null;
  big_blind_seat?: number;
  big_blind?: number;
  small_blind?: number;
  hands_to_next_level?: number;
  next_big_blind?: number;
  board?: number[];
  pot?: number;
  current_bet?: number;
  min_raise_to?: number;
  to_act?: number | null;
  actions?: HandAction[];
  last_hand?: LastHand | null;
  continue_auto?: { auto: number; eligible: number };
  discarded?: number;
  discarded_by_hand?: number[];
  gone?: number;
  /** Grid types: the frame and the catalog, in card order. */
  grid?: { frame: GridFrame; pieces: GridPiece[] };
  places?: number[];
  result?: { winners: number[]; standings: { seat: number; place: number; chips: number }[] };
}

/** GET /api/replay/{code}: the record and the final view. */
export interface HoldemReplay extends ReplayBase<'holdem'> {
  record?: { settings?: Record<string, unknown>; seed?: string; inputs?: unknown[] } | null;
  final?: Partial<HoldemState> | null;
}
