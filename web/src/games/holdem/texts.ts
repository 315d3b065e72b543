// Hold'em's words: a hand's actions as the review lists them, the status
// line, a pot's result, the Continue count. Pure, so they are unit-tested.
import type { HandAction, HoldemState, PotResult, Street } from './types';
import { mySeat } from './viewer';

export const STREET_NAMES: Record<Street, string> = { preflop: 'Pre-flop', flop: 'Flop', turn: 'Turn', showdown: 'Showdown' };

const ORIGIN_NOTES: Record<string, string> = { timeout: ' (time ran out)', resigned: ' (resigned)' };

/** One action of a hand in words: "Ann raises to 40", "Bot1 posts the big blind 10". */
export function actionText(action: HandAction, nameOf: (seat: number) => string): string {
  const who = nameOf(action.seat);
  const note = ORIGIN_NOTES[action.origin ?? ''] ?? '';
  const n = action.amount;
  switch (action.kind) {
    case 'ante':
      return `${who} posts the ante ${n}`;
    case 'small_blind':
      return `${who} posts the small blind ${n}`;
    case 'dead_small_blind':
      return 'The small blind is dead';
    case 'big_blind':
      return `${who} posts the big blind ${n}`;
    case 'check':
      return `${who} checks${note}`;
    case 'call':
      return `${who} calls ${n}${note}`;
    case 'bet':
      return `${who} bets ${n}${note}`;
    case 'raise':
      return `${who} raises to ${n}${note}`;
    case 'all_in':
      return `${who} goes all-in (${n})${note}`;
    case 'fold':
      return `${who} folds${note}`;
    case 'returned':
      return `${n} returned to ${who}`;
    default:
      return `${who}: ${action.kind} ${n}`;
  }
}

/** A pot's result: "Pot 80: Bot2 wins 80" or shared, with the odd chips discarded. */
export function potText(pot: PotResult, index: number, nameOf: (seat: number) => string): string {
  const label = index === 0 ? 'Main pot' : `Side pot ${index}`;
  const names = pot.winners.map(nameOf).join(' and ');
  const win = pot.winners.length === 1 ? `${names} wins ${pot.share}` : `${names} share it, ${pot.share} each`;
  const odd = pot.discarded > 0 ? ` (${pot.discarded} discarded)` : '';
  return `${label} ${pot.amount}: ${win}${odd}`;
}

/** The line above the table: whose turn, or what the table waits for. */
export function statusText(state: HoldemState, nameOf: (seat: number) => string): string {
  const me = mySeat(state);
  if (state.status === 'finished' || state.phase === 'over') {
    const winners = state.result?.winners ?? [];
    return winners.length ? `The tournament is over: ${winners.map((s) => (s === me ? 'you win' : `${nameOf(s)} wins`)).join(', ')}.` : 'The tournament is over.';
  }
  switch (state.phase) {
    case 'betting': {
      const seat = state.to_act;
      if (seat === null || seat === undefined) return 'Dealing…';
      const street = STREET_NAMES[state.street ?? 'preflop'];
      return seat === me ? `${street}: your move.` : `${street}: ${nameOf(seat)} to act.`;
    }
    case 'selection':
      return 'Showdown: every hand picks its cards.';
    case 'break':
      return `Break before hand ${(state.hand ?? 0) + 1}.`;
    default:
      return '';
  }
}

/** How many break-eligible players continue on Auto: "Auto 2/3". */
export function continueText(counts: { auto: number; eligible: number } | undefined): string {
  return counts ? `Auto ${counts.auto}/${counts.eligible}` : '';
}

/** Cards in words: "4 + 18", or "none". */
export function cardsText(cards: readonly number[]): string {
  return cards.length ? cards.join(' + ') : 'none';
}

/** The sum of the cards. */
export function sumOf(cards: readonly number[]): number {
  return cards.reduce((a, b) => a + b, 0);
}
