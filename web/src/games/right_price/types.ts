// The Right Price's part of the State and of its replay
// (docs/games/right-price.md "The view"); the room's fields are in ../../types.ts.
import type { Player, ReplayBase, RoomState, You } from '../../types';

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

export interface RpPlayer extends Player {
  capital: number;
  eliminated: boolean;
  acted: boolean;
  items: number[];
  winTenths: number | null;
  movement: RpMovement;
}

export interface RpYou extends You {
  capital: number;
  acted: boolean;
  bid: number | null;
  skipped: boolean;
  leading: boolean;
  canBid: boolean;
  minBid: number | null;
  maxBid: number | null;
  canSkip: boolean;
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

/** A Right Price room's State: the room's fields plus the game's view (absent in the lobby, hence the board's guard). */
export interface RpState extends RoomState<'right_price', RpPlayer, RpYou> {
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
  tableOrder: number[];
  previousTableOrder: number[];
  settlement: RpSettlement | null;
  history: RpRoundHistory[] | null;
  result: RpResult | null;
}

export interface RpReplay extends ReplayBase<'right_price'> {
  rounds?: RpRoundHistory[];
  result?: RpResult | null;
}
