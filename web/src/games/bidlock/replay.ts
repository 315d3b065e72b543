// Rebuilds what the table looked like after each round from the round
// records alone: running scores, negative cards, won cards, chips left.
import type { BidlockReplay, RoundRecord } from './types';

export const ALL_CHIPS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];

export interface SeatTally {
  seat: number;
  score: number;
  negatives: number;
  won: number[];
  chips: number[];
}

export interface ReplayStep {
  index: number; // 0-based position in the rounds list
  record: RoundRecord;
  /** Each seat after this round resolved. */
  after: SeatTally[];
  /** Each seat before this round (its chips in hand when bidding). */
  before: SeatTally[];
}

function freshTally(seat: number): SeatTally {
  return { seat, score: 0, negatives: 0, won: [], chips: [...ALL_CHIPS] };
}

function copyTally(t: SeatTally): SeatTally {
  return { ...t, won: [...t.won], chips: [...t.chips] };
}

/** Applies one resolved round to the tallies (returns new objects). */
export function applyRound(tallies: readonly SeatTally[], record: RoundRecord): SeatTally[] {
  const next = tallies.map(copyTally);
  record.bids.forEach((chip, seat) => {
    const tally = next[seat];
    if (tally) tally.chips = tally.chips.filter((c) => c !== chip);
  });
  const winner = record.winner;
  if (winner !== null && winner !== undefined && !record.carried && !record.discarded) {
    const tally = next[winner];
    if (tally) {
      tally.score += record.value;
      tally.negatives += record.pot.filter((card) => card < 0).length;
      tally.won = [...tally.won, ...record.pot];
    }
  }
  return next;
}

/** Number of seats: from the players list, else from the widest bid list. */
export function seatCount(replay: Pick<BidlockReplay, 'players' | 'rounds'>): number {
  const fromRounds = Math.max(0, ...(replay.rounds ?? []).map((r) => r.bids.length));
  return Math.max(replay.players.length, fromRounds);
}

export function buildSteps(replay: Pick<BidlockReplay, 'players' | 'rounds'>): ReplayStep[] {
  const seats = seatCount(replay);
  let tallies: SeatTally[] = Array.from({ length: seats }, (_, seat) => freshTally(seat));
  const steps: ReplayStep[] = [];
  (replay.rounds ?? []).forEach((record, index) => {
    const before = tallies;
    tallies = applyRound(tallies, record);
    steps.push({ index, record, before, after: tallies });
  });
  return steps;
}

/** Seats ordered by the rulebook's ranking: score, then fewer negatives. */
export function ranking(tallies: readonly SeatTally[]): { seat: number; place: number }[] {
  const sorted = [...tallies].sort(
    (a, b) => b.score - a.score || a.negatives - b.negatives || a.seat - b.seat,
  );
  const out: { seat: number; place: number }[] = [];
  sorted.forEach((t, i) => {
    const prev = sorted[i - 1];
    const prevPlace = out[i - 1]?.place;
    const tied = prev && prev.score === t.score && prev.negatives === t.negatives;
    out.push({ seat: t.seat, place: tied && prevPlace !== undefined ? prevPlace : i + 1 });
  });
  return out;
}

/** Clamps a step index into range (0 when there are no steps). */
export function clampStep(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.trunc(index)));
}

/** Short human description of how a round ended. */
export function roundOutcome(record: RoundRecord, names: readonly string[]): string {
  if (record.discarded) return 'Every chip clashed in the last round: the pot is discarded';
  if (record.carried || record.winner === null) return 'Every chip clashed: the pot carries over';
  const who = names[record.winner] ?? `Seat ${record.winner + 1}`;
  const chip = record.bids[record.winner];
  const v = record.value;
  const sign = v > 0 ? `+${v}` : v < 0 ? `\u2212${Math.abs(v)}` : '0';
  return record.value < 0
    ? `${who} is stuck with ${sign} (chip ${chip})`
    : `${who} takes ${sign} with chip ${chip}`;
}
