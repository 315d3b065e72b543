import { describe, expect, it } from 'vitest';
import type { RpEvent, RpItem, RpMovement } from '../types';
import {
  END_MARGIN_MS,
  MIN_USEFUL_MS,
  SORT_MS,
  STEP_MS,
  type TableFrame,
  adjustBet,
  animatedEvents,
  animationPlan,
  applyTransfer,
  betFromInput,
  betFromSlider,
  bidProblem,
  clampBet,
  eventText,
  finalRows,
  flipOffsets,
  fundingText,
  initialBet,
  markerFractions,
  movementTotals,
  parseProbability,
  plainInt,
  podiumReady,
  podiumSteps,
  positionCss,
  positionPx,
  probabilityText,
  probabilityTotalTenths,
  serverNow,
  settlementFrames,
  settlementText,
  sliderFraction,
  snapToSlider,
  stableSortByCapital,
  stepSlider,
  valueAtPointer,
} from './rightPrice';

const mv = (toBank: number, auctionPayments: number, prize: number, fromBank: number): RpMovement => ({
  toBank,
  auctionPayments,
  prize,
  fromBank,
  roundChanges: toBank + auctionPayments + prize + fromBank,
});

const ev = (kind: RpEvent['kind'], seat: number | null, amount: number, from: RpEvent['from'], to: RpEvent['to'], item: number | null = null): RpEvent => ({
  kind,
  seat,
  amount,
  from,
  to,
  item,
});

describe('the bet input', () => {
  it('keeps whole bets from 0 to the capital', () => {
    expect(clampBet(120, 850)).toBe(120);
    expect(clampBet(-5, 850)).toBe(0);
    expect(clampBet(12.7, 850)).toBe(12);
    expect(clampBet(9999, 850)).toBe(850);
    expect(clampBet(Number.NaN, 850)).toBe(0);
  });
  it('resets a typed amount above the capital to the capital', () => {
    expect(betFromInput('9999', 850)).toBe(850);
    expect(betFromInput('851', 850)).toBe(850);
    expect(betFromInput('850', 850)).toBe(850);
    expect(betFromInput('120', 850)).toBe(120);
  });
  it('keeps digits only and lets the input be empty', () => {
    expect(betFromInput('', 850)).toBeNull();
    expect(betFromInput('abc', 850)).toBeNull();
    expect(betFromInput('1a2', 850)).toBe(12);
    expect(betFromInput('-40', 850)).toBe(40);
    expect(betFromInput('007', 850)).toBe(7);
  });
  it('moves by the ± buttons within 0 … capital', () => {
    expect(adjustBet(100, 10, 850)).toBe(110);
    expect(adjustBet(100, -5, 850)).toBe(95);
    expect(adjustBet(3, -10, 850)).toBe(0);
    expect(adjustBet(845, 10, 850)).toBe(850);
    expect(adjustBet(null, 1, 850)).toBe(1);
    expect(adjustBet(null, -1, 850)).toBe(0);
  });
  it('starts each item at the lowest acceptable bid, within the capital', () => {
    expect(initialBet(0, 850)).toBe(0);
    expect(initialBet(40, 850)).toBe(40);
    expect(initialBet(900, 850)).toBe(850);
    expect(initialBet(null, 850)).toBe(0);
  });
  it('says why Bid is not possible', () => {
    expect(bidProblem(null, 0, 850)).toMatch(/Enter/);
    expect(bidProblem(30, 40, 850)).toMatch(/at least 40/);
    expect(bidProblem(900, 0, 850)).toMatch(/at most 850/);
    expect(bidProblem(40, 40, 850)).toBeNull();
    expect(bidProblem(0, null, null)).toBeNull();
  });
});

describe('the slider', () => {
  it('snaps to multiples of 50 and to the pool itself', () => {
    expect(snapToSlider(0, 300)).toBe(0);
    expect(snapToSlider(24, 300)).toBe(0);
    expect(snapToSlider(26, 300)).toBe(50);
    expect(snapToSlider(149, 300)).toBe(150);
    expect(snapToSlider(300, 300)).toBe(300);
    expect(snapToSlider(400, 300)).toBe(300);
    expect(snapToSlider(-10, 300)).toBe(0);
    // A pool that is not a multiple of 50: the last step is shorter.
    expect(snapToSlider(760, 792)).toBe(750);
    expect(snapToSlider(775, 792)).toBe(792);
    expect(snapToSlider(792, 792)).toBe(792);
    expect(snapToSlider(30, 20)).toBe(20);
    expect(snapToSlider(8, 20)).toBe(0);
    expect(snapToSlider(12, 20)).toBe(20);
  });
  it('steps with the arrow keys', () => {
    expect(stepSlider(0, 300, 1)).toBe(50);
    expect(stepSlider(120, 300, 1)).toBe(150);
    expect(stepSlider(120, 300, -1)).toBe(100);
    expect(stepSlider(150, 300, -1)).toBe(100);
    expect(stepSlider(300, 300, 1)).toBe(300);
    expect(stepSlider(0, 300, -1)).toBe(0);
    expect(stepSlider(750, 792, 1)).toBe(792);
    expect(stepSlider(792, 792, -1)).toBe(750);
  });
  it('follows a typed bet and stops at the ends outside its range', () => {
    expect(sliderFraction(150, 300)).toBe(0.5);
    expect(sliderFraction(0, 300)).toBe(0);
    expect(sliderFraction(null, 300)).toBe(0);
    expect(sliderFraction(800, 300)).toBe(1);
    expect(sliderFraction(10, 0)).toBe(0);
  });
  it('never gives a bet above the capital', () => {
    expect(betFromSlider(300, 250)).toBe(250);
    expect(betFromSlider(150, 250)).toBe(150);
  });
  it('puts the thumb centre half a thumb in from each end of the slider', () => {
    expect(positionPx(0, 400, 24)).toBe(12);
    expect(positionPx(1, 400, 24)).toBe(388);
    expect(positionPx(0.5, 400, 24)).toBe(200);
    expect(positionPx(2, 400, 24)).toBe(388);
    expect(positionCss(0, 24)).toBe('calc(12px + 0% - 0px)');
    expect(positionCss(1, 24)).toBe('calc(12px + 100% - 24px)');
    expect(positionCss(0.25, 24)).toBe('calc(12px + 25% - 6px)');
  });
  it('reads the stop under the pointer with the same geometry', () => {
    expect(valueAtPointer(12, 400, 24, 300)).toBe(0);
    expect(valueAtPointer(0, 400, 24, 300)).toBe(0);
    expect(valueAtPointer(388, 400, 24, 300)).toBe(300);
    expect(valueAtPointer(399, 400, 24, 300)).toBe(300);
    expect(valueAtPointer(200, 400, 24, 300)).toBe(150);
    // Every stop's position maps back to that stop.
    for (const stop of [0, 50, 100, 150, 200, 250, 300]) {
      expect(valueAtPointer(positionPx(stop / 300, 400, 24), 400, 24, 300)).toBe(stop);
    }
  });
  it('places the markers at lo and hi as a share of 100', () => {
    expect(markerFractions(8, 20)).toEqual({ lo: 0.08, hi: 0.2 });
    expect(markerFractions(1, 100)).toEqual({ lo: 0.01, hi: 1 });
    expect(markerFractions(57, 57)).toEqual({ lo: 0.57, hi: 0.57 });
  });
});

describe('the capital table', () => {
  it('writes probabilities with one decimal, a dash for none', () => {
    expect(probabilityText(123)).toBe('12.3%');
    expect(probabilityText(1000)).toBe('100.0%');
    expect(probabilityText(0)).toBe('0.0%');
    expect(probabilityText(null)).toBe('—');
    expect(parseProbability('12.3%')).toBe(123);
    expect(parseProbability('—')).toBeNull();
  });
  it('totals the shown probabilities', () => {
    expect(probabilityTotalTenths([18, 982])).toBe(1000);
    expect(probabilityTotalTenths([0, 333, 334, 333])).toBe(1000);
    expect(probabilityTotalTenths([null, null])).toBeNull();
    expect(probabilityText(probabilityTotalTenths([null, null]))).toBe('—');
    expect(probabilityText(probabilityTotalTenths([500, 500]))).toBe('100.0%');
  });
  it('writes plain integers without a plus sign', () => {
    expect(plainInt(250)).toBe('250');
    expect(plainInt(-150)).toBe('-150');
    expect(plainInt(0)).toBe('0');
    expect(plainInt(-0)).toBe('0');
  });
  it('totals the change columns', () => {
    expect(movementTotals([mv(-150, -100, 0, 0), mv(-150, -392, 792, 0)])).toEqual(mv(-300, -492, 792, 0));
  });
});

// The server's round 1 from a real game: Alice paid 100 for item 1, the bot
// 392 for item 2 (at the settlement), the bot won the pool of 792.
const settledRound1 = {
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
const settledFrame: TableFrame = {
  capital: [750, 1250],
  movement: [mv(-150, -100, 0, 0), mv(-150, -392, 792, 0)],
  pool: 0,
  bank: 0,
};

describe('the settlement', () => {
  it('animates the last item payment, the prizes and the bank, not funding or earlier payments', () => {
    expect(animatedEvents(settledRound1).map((e) => `${e.kind}:${e.seat}`)).toEqual(['payment:1', 'prize:1']);
  });
  it('leaves out transfers of 0', () => {
    const zero = { items: settledRound1.items, events: [ev('payment', 1, 0, 'seat', 'pool', 2), ev('prize', 0, 300, 'pool', 'seat')] };
    expect(animatedEvents(zero).map((e) => e.kind)).toEqual(['prize']);
  });
  it('applies one transfer to capital, its column, Round changes, the pool and the bank', () => {
    const before: TableFrame = { capital: [750, 1000], movement: [mv(-150, -100, 0, 0), mv(-150, 0, 0, 0)], pool: 400, bank: 0 };
    const paid = applyTransfer(before, ev('payment', 1, 392, 'seat', 'pool', 2));
    expect(paid.capital).toEqual([750, 608]);
    expect(paid.movement[1]).toEqual(mv(-150, -392, 0, 0));
    expect(paid.pool).toBe(792);
    const won = applyTransfer(paid, ev('prize', 1, 792, 'pool', 'seat'));
    expect(won.capital).toEqual([750, 1400]);
    expect(won.movement[1]).toEqual(mv(-150, -392, 792, 0));
    expect(won.movement[1]!.roundChanges).toBe(250);
    expect(won.pool).toBe(0);
    // Taking it back restores the frame; the input is never changed.
    expect(applyTransfer(won, ev('prize', 1, 792, 'pool', 'seat'), -1)).toEqual(paid);
    expect(before.capital).toEqual([750, 1000]);
  });
  it('puts redistribution in From bank and eliminations in To bank', () => {
    const f: TableFrame = { capital: [10, 20], movement: [mv(0, 0, 0, 0), mv(0, 0, 0, 0)], pool: 0, bank: 7 };
    const r = applyTransfer(f, ev('redistribution', 0, 3, 'bank', 'seat'));
    expect(r.movement[0]).toEqual(mv(0, 0, 0, 3));
    expect(r.bank).toBe(4);
    const e = applyTransfer(f, ev('elimination', 1, 20, 'seat', 'bank'));
    expect(e.capital[1]).toBe(0);
    expect(e.movement[1]).toEqual(mv(-20, 0, 0, 0));
    const rem = applyTransfer(f, ev('remainder', null, 1, 'pool', 'bank'));
    expect(rem.capital).toEqual([10, 20]);
    expect(rem.bank).toBe(8);
  });
  it('builds frames from the table before the settlement to the settled table', () => {
    const frames = settlementFrames(settledFrame, animatedEvents(settledRound1));
    expect(frames).toHaveLength(3);
    expect(frames[0]!.capital).toEqual([750, 850]);
    expect(frames[0]!.movement[1]).toEqual(mv(-150, 0, 0, 0));
    expect(frames[0]!.pool).toBe(400);
    expect(frames[1]!.capital).toEqual([750, 458]);
    expect(frames[1]!.movement[1]!.roundChanges).toBe(-542);
    expect(frames[2]).toEqual(settledFrame);
  });
  it('re-sorts by capital, equal capitals keeping their order', () => {
    expect(stableSortByCapital([0, 1], [750, 1250])).toEqual([1, 0]);
    expect(stableSortByCapital([2, 0, 1, 3], [500, 500, 500, 900])).toEqual([3, 2, 0, 1]);
    expect(stableSortByCapital([1, 0, 2], [100, 100, 100])).toEqual([1, 0, 2]);
    expect(stableSortByCapital([0, 1, 2], [0, 300, 300])).toEqual([1, 2, 0]);
  });
  it('shifts moved rows back to where they were (FLIP)', () => {
    const before = new Map([
      [0, 0],
      [1, 40],
      [2, 80],
    ]);
    const after = new Map([
      [1, 0],
      [0, 40],
      [2, 80],
    ]);
    expect([...flipOffsets(before, after)]).toEqual([
      [1, 40],
      [0, -40],
    ]);
  });
});

describe('the animation time', () => {
  const normal = (steps: number) => (steps + 1) * STEP_MS + SORT_MS;
  const t0 = 1_000_000;
  it('plays at normal speed when the break leaves enough time', () => {
    const plan = animationPlan({ steps: 2, serverNow: t0, breakEndsAt: t0 + 5000, finalRound: false });
    expect(plan).toMatchObject({ play: true, scale: 1, stepMs: STEP_MS, sortMs: SORT_MS, totalMs: normal(2) });
  });
  it('speeds up proportionally when less of the break is left', () => {
    const left = normal(4) / 2 + END_MARGIN_MS;
    const plan = animationPlan({ steps: 4, serverNow: t0, breakEndsAt: t0 + left, finalRound: false });
    expect(plan.play).toBe(true);
    expect(plan.scale).toBeCloseTo(0.5, 6);
    expect(plan.stepMs).toBe(Math.round(STEP_MS / 2));
    expect(plan.totalMs).toBeLessThanOrEqual(left - END_MARGIN_MS + 1);
  });
  it('jumps to the settled table when too little is left', () => {
    expect(animationPlan({ steps: 4, serverNow: t0, breakEndsAt: t0 + END_MARGIN_MS + MIN_USEFUL_MS - 1, finalRound: false }).play).toBe(false);
    expect(animationPlan({ steps: 4, serverNow: t0, breakEndsAt: t0 - 10, finalRound: false }).play).toBe(false);
    expect(animationPlan({ steps: 4, serverNow: t0, breakEndsAt: null, finalRound: false }).play).toBe(false);
  });
  it('keeps normal speed after the final round, unless its break is over', () => {
    expect(animationPlan({ steps: 10, serverNow: t0, breakEndsAt: t0 + 1000, finalRound: true })).toMatchObject({ play: true, scale: 1 });
    expect(animationPlan({ steps: 10, serverNow: t0, breakEndsAt: t0 - 1, finalRound: true }).play).toBe(false);
  });
  it('reads the server clock from serverTime and the time since the state arrived', () => {
    expect(serverNow(5000, 100, 350)).toBe(5250);
    expect(serverNow(undefined, 100, 350)).toBe(350);
    expect(serverNow(5000, 100, 50)).toBe(5000);
  });
  it('shows the podium only after the countdown and the animation', () => {
    expect(podiumReady({ finished: true, countdownMs: 0, animating: false })).toBe(true);
    expect(podiumReady({ finished: true, countdownMs: null, animating: false })).toBe(true);
    expect(podiumReady({ finished: true, countdownMs: 1200, animating: false })).toBe(false);
    expect(podiumReady({ finished: true, countdownMs: 0, animating: true })).toBe(false);
    expect(podiumReady({ finished: false, countdownMs: 0, animating: false })).toBe(false);
  });
});

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
