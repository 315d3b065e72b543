import { describe, expect, it } from 'vitest';
import { messageLength, messageProblem, payoutText, placeText, priceNote, revealText, tieText, verifyHint } from './texts';
import type { AuctionRecord, RankingRow } from './types';

const names = ['Ann', 'Bob', 'Cy', 'Dee'];
const nameOf = (s: number) => names[s] ?? `Seat ${s + 1}`;

describe('messageLength', () => {
  it('counts code points, not UTF-16 units or bytes', () => {
    expect(messageLength('hello')).toBe(5);
    expect(messageLength('é'.repeat(280))).toBe(280);
    expect('😀'.length).toBe(2);
    expect(messageLength('😀😀')).toBe(2);
  });
  it('counts after trimming, as the server does', () => {
    expect(messageLength('  hi \n')).toBe(2);
    expect(messageLength('   ')).toBe(0);
  });
});

describe('messageProblem', () => {
  it('refuses an empty say but not an empty optional bid message', () => {
    expect(messageProblem('  ', 280, false)).toMatch(/Write something/);
    expect(messageProblem('', 280, true)).toBeNull();
  });
  it('refuses more than the limit and never truncates', () => {
    expect(messageProblem('x'.repeat(280), 280, false)).toBeNull();
    expect(messageProblem('😀'.repeat(281), 280, false)).toBe('1 too many: at most 280 characters.');
  });
});

describe('revealText', () => {
  const won: AuctionRecord = { item: 3, bids: [{ seat: 0, amount: 41 }, { seat: 1, amount: 12 }], winner: 0, price: 41 };
  it('names the winner and the price', () => {
    expect(revealText(won, nameOf, null)).toBe('Ann won item 3 for 41');
    expect(revealText(won, nameOf, 0)).toBe('You won item 3 for 41');
  });
  it('says when an item went unsold', () => {
    const unsold: AuctionRecord = { item: 2, bids: [{ seat: 0, amount: 0 }], winner: null, unsold: true };
    expect(revealText(unsold, nameOf, 0)).toBe('Item 2 went unsold: every bid was 0');
  });
  it('shows the dice only when they settled a tie', () => {
    expect(tieText(won, nameOf, null)).toBeNull();
    const tie: AuctionRecord = { item: 1, bids: [{ seat: 0, amount: 30 }, { seat: 1, amount: 30 }, { seat: 2, amount: 5 }], winner: 1, price: 30, tie_break: true, tied: [0, 1] };
    expect(tieText(tie, nameOf, 0)).toBe('You and Bob tied at 30: the dice chose Bob');
  });
});

describe('priceNote', () => {
  const won: AuctionRecord = { item: 1, bids: [{ seat: 0, amount: 41 }, { seat: 1, amount: 12 }], winner: 0, price: 12 };
  it('explains a second price and says nothing under first price or when unsold', () => {
    expect(priceNote(won, 'second')).toBe('Second price: bid 41, pays the highest other bid, 12');
    expect(priceNote(won, 'first')).toBeNull();
    expect(priceNote({ item: 1, bids: [], winner: null, unsold: true }, 'second')).toBeNull();
  });
});

describe('placeText', () => {
  const rows: RankingRow[] = [
    { seat: 2, rank: 1, score: 20, profit: 20, credits: 70 },
    { seat: 0, rank: 2, score: 5, profit: 5, credits: 90 },
    { seat: 1, rank: 2, score: 5, profit: 5, credits: 90 },
    { seat: 3, rank: 4, score: -3, profit: -3, credits: 60 },
  ];
  it('shares a rank between equal rows', () => {
    expect(rows.map((r) => placeText(rows, r))).toEqual(['1st', '2nd (shared)', '2nd (shared)', '4th']);
  });
});

describe('payoutText', () => {
  it('says the pot, the rake and what was paid out', () => {
    expect(payoutText({ pot: 30, rake: 1, paid: [0, 0, 29] }, 10)).toMatch(/^Pot 30 \(10 from each seat\), rake 1: 29 paid out/);
    expect(payoutText({ pot: 30, rake: 0, paid: [10, 20, 0] }, undefined)).toMatch(/^Pot 30, rake 0: 30 paid out/);
  });
});

describe('verifyHint', () => {
  it('names the replay and the standalone verifier', () => {
    expect(verifyHint('K7Q2M')).toContain('/api/replay/K7Q2M');
    expect(verifyHint('K7Q2M')).toContain('tools/verify_auction.py');
  });
});
