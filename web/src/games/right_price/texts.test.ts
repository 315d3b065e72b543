import { describe, expect, it } from 'vitest';
import { ev, settledRound1 } from './testFixtures';
import { eventText, finalRows, fundingText, itemWonText, podiumSteps, revealText, settlementText } from './texts';

describe('the words and the final table', () => {
  const names = ['Ann', 'Bot1', 'Cy'];
  const nameOf = (s: number) => names[s] ?? '?';
  it('describes the funding', () => {
    const funding = { round: 2, bankBefore: 0, charge: 150, steps: [], eliminated: [], endedGame: false };
    expect(fundingText(funding, 300, nameOf)).toBe('Round 2 funded: each active player paid 150 for the prize pool of 300.');
    expect(fundingText({ ...funding, charge: 0 }, 300, nameOf)).toMatch(/bank already held/);
    expect(fundingText({ ...funding, eliminated: [2] }, 300, nameOf)).toMatch(/Cy could not pay and was eliminated/);
    expect(fundingText({ ...funding, eliminated: [0, 2], endedGame: true }, 300, nameOf)).toMatch(/ended the game.*Ann and Cy/);
    expect(fundingText(null, 300, nameOf)).toBe('');
  });
  it('describes the settlement and each transfer', () => {
    const s = {
      round: 1,
      items: settledRound1.items,
      winners: [1],
      pool: 792,
      share: 792,
      remainder: 0,
      redistributedEach: 0,
    } as unknown as Parameters<typeof settlementText>[0];
    expect(settlementText(s, nameOf)).toBe('Round 1 values: #1 10, #2 19. Bot1 wins the pool of 792.');
    expect(settlementText({ ...s, winners: [0, 1], share: 396, remainder: 0 }, nameOf)).toMatch(/Ann and Bot1 split the pool of 792: 396 each/);
    expect(settlementText({ ...s, winners: [], redistributedEach: 264 }, nameOf)).toMatch(/Nobody held an item.*pays 264/);
    expect(eventText(ev('prize', 1, 792, 'pool', 'seat'), nameOf)).toBe('Bot1 receives the prize: 792.');
    expect(eventText(ev('payment', 0, 100, 'seat', 'pool', 2), nameOf)).toBe('Ann pays 100 for item 2 to the pool.');
  });
  it('lists the final rows by place with ELO results, none for the bot', () => {
    const rows = finalRows(
      [
        { seat: 1, place: 1, capital: 1400 },
        { seat: 0, place: 2, capital: 600 },
      ],
      1000,
      [{ seat: 0, old: 1500, new: 1500, change: 0 }],
    );
    expect(rows.map((r) => r.seat)).toEqual([1, 0]);
    expect(rows[0]).toMatchObject({ capital: 1400, gain: 400, eloChange: null, eloNew: null });
    expect(rows[1]).toMatchObject({ gain: -400, eloOld: 1500, eloNew: 1500, eloChange: 0 });
    expect(finalRows([{ seat: 0, place: 1, capital: 5 }], 10, null)[0]!.eloChange).toBeNull();
  });
  it('puts shared places on one podium step', () => {
    expect(
      podiumSteps([
        { seat: 0, place: 1 },
        { seat: 2, place: 1 },
        { seat: 1, place: 3 },
        { seat: 3, place: 4 },
      ]),
    ).toEqual([
      { place: 1, seats: [0, 2] },
      { place: 3, seats: [1] },
    ]);
  });
});

describe('the result moment and the stages in words', () => {
  const nameOf = (seat: number) => ['Rita', 'Bot1'][seat] ?? `Seat ${seat + 1}`;
  it('names who won an item and for how much, speaking to the player', () => {
    expect(itemWonText({ number: 2, winner: 1, price: 190 }, nameOf, 0)).toBe('Bot1 won item 2 for 190');
    expect(itemWonText({ number: 2, winner: 0, price: 40 }, nameOf, 0)).toBe('You won item 2 for 40');
    expect(itemWonText({ number: 3, winner: null, price: null }, nameOf, 0)).toBe('Nobody won item 3');
  });

  it('reveals one item with who held it', () => {
    expect(revealText({ number: 1, lo: 20, hi: 60, status: 'won', winner: 1, price: 30, value: 44 }, nameOf)).toBe('Item 1 is worth 44 (Bot1 paid 30).');
    expect(revealText({ number: 2, lo: 20, hi: 60, status: 'unawarded', winner: null, price: null, value: 50 }, nameOf)).toBe('Item 2 is worth 50 (not awarded).');
  });
});
