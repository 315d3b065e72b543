import { describe, expect, it } from 'vitest';
import {
  type TableFrame,
  animatedEvents,
  applyTransfer,
  flipOffsets,
  movementTotals,
  parseProbability,
  plainInt,
  probabilityText,
  probabilityTotalTenths,
  settlementFrames,
  stableSortByCapital,
} from './table';
import { ev, mv, settledRound1 } from './testFixtures';

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
