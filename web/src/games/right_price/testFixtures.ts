// Shared by this folder's tests: a movement row, a transfer, and a real
// game's round-1 settlement.
import type { RpEvent, RpItem, RpMovement } from './types';

export const mv = (toBank: number, auctionPayments: number, prize: number, fromBank: number): RpMovement => ({
  toBank,
  auctionPayments,
  prize,
  fromBank,
  roundChanges: toBank + auctionPayments + prize + fromBank,
});

export const ev = (kind: RpEvent['kind'], seat: number | null, amount: number, from: RpEvent['from'], to: RpEvent['to'], item: number | null = null): RpEvent => ({
  kind,
  seat,
  amount,
  from,
  to,
  item,
});

// The server's round 1 from a real game: Alice paid 100 for item 1, the bot
// 392 for item 2 (at the settlement), the bot won the pool of 792.
export const settledRound1 = {
  items: [
    { number: 1, lo: 8, hi: 20, status: 'won', winner: 0, price: 100, value: 10 },
    { number: 2, lo: 18, hi: 36, status: 'won', winner: 1, price: 392, value: 19 },
  ] as RpItem[],
  events: [
    ev('charge', 0, 150, 'seat', 'bank'),
    ev('charge', 1, 150, 'seat', 'bank'),
    ev('poolFunding', null, 300, 'bank', 'pool'),
    ev('payment', 0, 100, 'seat', 'pool', 1),
    ev('payment', 1, 392, 'seat', 'pool', 2),
    ev('prize', 1, 792, 'pool', 'seat'),
  ],
};
