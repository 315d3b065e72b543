// Blind Auction's words, kept pure so they are unit-tested: message length
// as the server counts it, the reveal's line, the ranking's places and the
// end's verification hint.
import { joinNames, ordinal } from '../../logic/format';
import type { AuctionRecord, Payouts, RankingRow } from './types';

/**
 * A message's length as the server counts it: Unicode code points after
 * trimming the surrounding whitespace (an emoji is one, "é" is one).
 */
export function messageLength(text: string): number {
  return [...text.trim()].length;
}

/** Why a message cannot be sent, or null: 1 to `max` code points after trimming. */
export function messageProblem(text: string, max: number, optional: boolean): string | null {
  const n = messageLength(text);
  if (n === 0) return optional ? null : 'Write something first, or pass.';
  if (n > max) return `${n - max} too many: at most ${max} characters.`;
  return null;
}

/** "You", or the seat's name. */
function who(seat: number, nameOf: (seat: number) => string, me: number | null): string {
  return seat === me ? 'You' : nameOf(seat);
}

/** The reveal's one line: "Ann won item 3 for 41", "Item 3 went unsold". */
export function revealText(record: AuctionRecord, nameOf: (seat: number) => string, me: number | null): string {
  if (record.winner === null || record.winner === undefined) return `Item ${record.item} went unsold: every bid was 0`;
  return `${who(record.winner, nameOf, me)} won item ${record.item} for ${record.price ?? 0}`;
}

/** The dice's line when they settled a tie at the top, else null. */
export function tieText(record: AuctionRecord, nameOf: (seat: number) => string, me: number | null): string | null {
  if (!record.tie_break || !record.tied?.length) return null;
  const top = Math.max(...record.bids.map((b) => b.amount));
  return `${joinNames(record.tied.map((s) => who(s, nameOf, me)))} tied at ${top}: the dice chose ${who(record.winner ?? 0, nameOf, me)}`;
}

/** Under second price, why the price is not the winner's bid. */
export function priceNote(record: AuctionRecord, pricing: string | undefined): string | null {
  if (pricing !== 'second' || record.winner === null || record.winner === undefined) return null;
  const bid = record.bids.find((b) => b.seat === record.winner)?.amount;
  return `Second price: bid ${bid ?? '?'}, pays the highest other bid, ${record.price ?? 0}`;
}

/** A ranking place in words: "1st", "2nd (shared)". */
export function placeText(rows: readonly RankingRow[], row: RankingRow): string {
  const shared = rows.filter((r) => r.rank === row.rank).length > 1;
  return `${ordinal(row.rank)}${shared ? ' (shared)' : ''}`;
}

/** The rows as FinalBanner's standings. */
export function standingsOf(rows: readonly RankingRow[]): { seat: number; place: number }[] {
  return rows.map((r) => ({ seat: r.seat, place: r.rank }));
}

/** A paid table's settlement in one line: the pot, the rake, what was paid out and how. */
export function payoutText(payouts: Payouts, stake: number | undefined): string {
  const paid = payouts.paid.reduce((a, b) => a + b, 0);
  const each = stake ? ` (${stake} from each seat)` : '';
  return `Pot ${payouts.pot}${each}, rake ${payouts.rake}: ${paid} paid out in proportion to positive profit (the top-ranked share it when nobody profited).`;
}

/** How anyone checks the match without trusting the server. */
export function verifyHint(code: string): string {
  return `Anyone can re-run this match: save /api/replay/${code} and run python3 tools/verify_auction.py replay.json (it checks that the seed hashes to the commit, then every value, bid and payout).`;
}
