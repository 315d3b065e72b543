// The settlement's stages, kept pure so they are unit-tested: each item's
// value is revealed on its range bar one at a time, then the round's winner
// is named, then the money moves one transfer at a time (table.ts). A step
// index (0 … steps) says how far the break has come; nothing of the result
// shows before its step.

export interface StagePoint {
  /** Items (in the settlement's order) whose value shows. */
  revealed: number;
  /** The round's winner is named. */
  winnerNamed: boolean;
  /** Transfers applied so far. */
  transfers: number;
}

/** How many steps a settlement of `items` items and `transfers` transfers takes. */
export function stageCount(items: number, transfers: number): number {
  return items + 1 + transfers;
}

/** What shows after `step` steps (step ≥ stageCount: everything). */
export function stageAt(step: number, items: number, transfers: number): StagePoint {
  const s = Math.max(0, step);
  return {
    revealed: Math.min(items, s),
    winnerNamed: s > items,
    transfers: Math.max(0, Math.min(transfers, s - items - 1)),
  };
}

/** Everything shown: the settled table. */
export const SETTLED: StagePoint = { revealed: Number.POSITIVE_INFINITY, winnerNamed: true, transfers: Number.POSITIVE_INFINITY };
