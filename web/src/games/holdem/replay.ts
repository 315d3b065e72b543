// The replay's hands, rebuilt from the match's public events (the replay's
// "events"): every hand with its blinds, its actions by street, the board,
// the hands shown at showdown, later reveals and what each seat won. Only
// public facts are in those events, so the replay shows no card that was
// never shown.
import type { Street } from './types';

export interface ReplayEvent {
  type: string;
  item: number;
  data: Record<string, unknown>;
}

export interface ReplayAction {
  street: Street;
  seat: number;
  kind: string;
  amount: number;
  origin: string;
}

export interface ReplayHand {
  hand: number;
  button: number;
  bigBlind: number;
  bigBlindSeat: number;
  actions: ReplayAction[];
  /** The board card dealt on each street, with the number of actions before it. */
  board: { street: Street; card: number; after: number }[];
  /** Cards shown at showdown (and revealed later), by seat; null for a card never shown. */
  shown: Map<number, (number | null)[]>;
  /** The number of actions before the showdown's hands were shown; null when none were. */
  shownAfter: number | null;
  won: number[] | null;
  discarded: number;
}

function num(value: unknown, fallback = 0): number {
  return typeof value === 'number' ? value : fallback;
}

export function replayHands(events: ReplayEvent[]): ReplayHand[] {
  const hands: ReplayHand[] = [];
  let street: Street = 'preflop';
  const find = (n: number) => hands.find((h) => h.hand === n);
  for (const e of events) {
    const d = e.data ?? {};
    if (e.type === 'hand_start') {
      street = 'preflop';
      hands.push({ hand: num(d.hand, e.item), button: num(d.button), bigBlind: num(d.big_blind), bigBlindSeat: num(d.big_blind_seat), actions: [], board: [], shown: new Map(), shownAfter: null, won: null, discarded: 0 });
      continue;
    }
    const hand = find(e.item);
    if (!hand) continue;
    if (e.type === 'action') {
      hand.actions.push({ street, seat: num(d.seat), kind: String(d.kind ?? ''), amount: num(d.amount), origin: String(d.origin ?? '') });
    } else if (e.type === 'board') {
      street = d.street === 'flop' || d.street === 'turn' ? d.street : street === 'preflop' ? 'flop' : 'turn';
      hand.board.push({ street, card: num(d.card), after: hand.actions.length });
    } else if (e.type === 'hands_shown') {
      for (const h of (d.hands as { seat: number; cards: number[] }[] | undefined) ?? []) hand.shown.set(h.seat, [...h.cards]);
      hand.shownAfter = hand.actions.length;
    } else if (e.type === 'revealed') {
      const seat = num(d.seat);
      const cards = hand.shown.get(seat) ?? [null, null];
      cards[num(d.card)] = num(d.value);
      hand.shown.set(seat, cards);
    } else if (e.type === 'hand_end') {
      hand.won = ((d.won as number[] | undefined) ?? []).map((w) => num(w));
      hand.discarded = num(d.discarded);
    }
  }
  return hands;
}

/** What a hand looks like after its first `step` actions: the board dealt so far and the cards shown by then. */
export function handAt(hand: ReplayHand, step: number) {
  const done = step >= hand.actions.length;
  return {
    actions: hand.actions.slice(0, step),
    board: hand.board.filter((b) => b.after <= step).map((b) => b.card),
    shown: hand.shownAfter !== null && hand.shownAfter <= step ? hand.shown : done ? hand.shown : new Map<number, (number | null)[]>(),
    won: done ? hand.won : null,
  };
}
