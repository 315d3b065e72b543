import { describe, expect, it } from 'vitest';
import type { BidlockReplay, RoundRecord } from './types';
import { applyRound, buildSteps, clampStep, ranking, roundOutcome, seatCount } from './replay';

function round(
  n: number,
  pot: number[],
  bids: number[],
  winner: number | null,
  extra: Partial<RoundRecord> = {},
): RoundRecord {
  const clashed = bids.map((b) => bids.filter((x) => x === b).length > 1);
  return {
    round: n,
    pot,
    value: pot.reduce((a, b) => a + b, 0),
    bids,
    clashed,
    decidedBy: bids.map(() => 'player'),
    winner,
    carried: winner === null,
    discarded: false,
    ...extra,
  };
}

const players = [
  { seat: 0, name: 'Ada (bot)', kind: 'bot' },
  { seat: 1, name: 'Me', kind: 'human' },
  { seat: 2, name: 'Grace (bot)', kind: 'bot' },
];

describe('buildSteps', () => {
  it('accumulates running scores, negatives and won cards', () => {
    const replay: BidlockReplay = {
      code: 'ABCDE',
      status: 'finished',
      players,
      rounds: [
        round(1, [-2], [4, 5, 6], 0),
        round(2, [7], [12, 6, 2], 0),
        round(3, [6], [2, 2, 5], 2),
      ],
    };
    const steps = buildSteps(replay);
    expect(steps).toHaveLength(3);
    expect(steps[0]?.after.map((t) => t.score)).toEqual([-2, 0, 0]);
    expect(steps[1]?.after.map((t) => t.score)).toEqual([5, 0, 0]);
    expect(steps[2]?.after.map((t) => t.score)).toEqual([5, 0, 6]);
    expect(steps[2]?.after[0]?.negatives).toBe(1);
    expect(steps[2]?.after[0]?.won).toEqual([-2, 7]);
    expect(steps[2]?.after[2]?.won).toEqual([6]);
    // Chips: spent chips leave the hand, clashed ones too.
    expect(steps[2]?.after[1]?.chips).toEqual([1, 3, 4, 7, 8, 9, 10, 11, 12, 13]);
    expect(steps[2]?.before[1]?.chips).toEqual([1, 2, 3, 4, 7, 8, 9, 10, 11, 12, 13]);
  });

  it('gives nothing for a carried pot and the whole pot to the next winner', () => {
    // Round 1 clashes (9 and 9); round 2's pot is 3 + -4 = -1, so the lowest chip (seat 0's 1) gets it.
    const steps = buildSteps({
      players: players.slice(0, 2),
      rounds: [round(1, [3], [9, 9], null), round(2, [3, -4], [1, 8], 0)],
    });
    expect(steps[0]?.after.map((t) => t.score)).toEqual([0, 0]);
    expect(steps[1]?.after[0]).toMatchObject({ score: -1, negatives: 1, won: [3, -4] });
    expect(steps[1]?.after[1]).toMatchObject({ score: 0, negatives: 0, won: [] });
  });

  it('ignores a discarded last pot', () => {
    const steps = buildSteps({
      players: players.slice(0, 2),
      rounds: [round(13, [5], [7, 7], null, { discarded: true, carried: false })],
    });
    expect(steps[0]?.after.map((t) => t.score)).toEqual([0, 0]);
  });

  it('does not mutate earlier steps', () => {
    const steps = buildSteps({ players, rounds: [round(1, [4], [1, 2, 3], 2), round(2, [5], [4, 5, 6], 2)] });
    expect(steps[0]?.after[2]?.score).toBe(4);
    expect(steps[1]?.after[2]?.score).toBe(9);
    expect(steps[1]?.before[2]?.score).toBe(4);
  });

  it('handles a replay with no rounds', () => {
    expect(buildSteps({ players, rounds: [] })).toEqual([]);
    expect(buildSteps({ players })).toEqual([]);
  });

  it('counts seats from bids when the players list is short', () => {
    expect(seatCount({ players: [], rounds: [round(1, [1], [1, 2, 3, 4], 3)] })).toBe(4);
  });

  it('reproduces a real 13-round match result', () => {
    // Recorded from a real Gavel match (3 seats).
    const rounds = [
      round(1, [-2], [4, 5, 6], 0),
      round(2, [7], [12, 6, 2], 0),
      round(3, [2], [8, 1, 7], 0),
      round(4, [6], [2, 2, 5], 2),
      round(5, [1], [5, 3, 1], 0),
      round(6, [4], [11, 4, 3], 0),
      round(7, [9], [9, 7, 10], 2),
      round(8, [-4], [10, 8, 8], 0),
      round(9, [3], [1, 9, 13], 2),
      round(10, [5], [6, 10, 11], 2),
      round(11, [8], [3, 11, 4], 1),
      round(12, [-1], [13, 12, 9], 2),
      round(13, [-3], [7, 13, 12], 0),
    ];
    const steps = buildSteps({ players, rounds });
    const last = steps[steps.length - 1];
    expect(last?.after.map((t) => t.score)).toEqual([5, 8, 22]);
    expect(last?.after.map((t) => t.negatives)).toEqual([3, 0, 1]);
    expect(last?.after.every((t) => t.chips.length === 0)).toBe(true);
    expect(ranking(last?.after ?? [])).toEqual([
      { seat: 2, place: 1 },
      { seat: 1, place: 2 },
      { seat: 0, place: 3 },
    ]);
  });
});

describe('ranking', () => {
  it('breaks ties on fewer negatives, then shares the place', () => {
    const t = (seat: number, score: number, negatives: number) => ({
      seat,
      score,
      negatives,
      won: [],
      chips: [],
    });
    expect(ranking([t(0, 5, 1), t(1, 5, 0), t(2, 5, 1), t(3, 2, 0)])).toEqual([
      { seat: 1, place: 1 },
      { seat: 0, place: 2 },
      { seat: 2, place: 2 },
      { seat: 3, place: 4 },
    ]);
  });
});

describe('misc', () => {
  it('clamps step indexes', () => {
    expect(clampStep(-1, 13)).toBe(0);
    expect(clampStep(20, 13)).toBe(12);
    expect(clampStep(4, 13)).toBe(4);
    expect(clampStep(3, 0)).toBe(0);
  });

  it('describes outcomes', () => {
    const names = ['Ada', 'Me', 'Grace'];
    expect(roundOutcome(round(1, [7], [12, 6, 2], 0), names)).toBe('Ada takes +7 with chip 12');
    expect(roundOutcome(round(1, [-2], [4, 5, 6], 0), names)).toBe(
      'Ada is stuck with \u22122 (chip 4)',
    );
    expect(roundOutcome(round(1, [3], [5, 5, 5], null), names)).toMatch(/carries over/);
    expect(
      roundOutcome(round(13, [3], [5, 5, 5], null, { discarded: true, carried: false }), names),
    ).toMatch(/discarded/);
  });

  it('applyRound skips seats it does not know', () => {
    const out = applyRound([], round(1, [4], [1, 2], 1));
    expect(out).toEqual([]);
  });
});
