// The break's settlement, staged (stages.ts): each item's value is revealed
// in turn, then the round's winner is named, then the transfers the page has
// not shown yet (the last item's payment, the prizes, the redistribution)
// are applied one at a time with the ranking held, then the rows re-sort by
// capital. The timing comes from the server's clock (settledAt / breakEndsAt
// with the serverTime skew correction): sped up when less of the break is
// left than the normal length, skipped when too little is left, normal speed
// after the final round (the podium waits for it). See logic/rightPrice.ts.
import { useEffect, useRef, useState } from 'preact/hooks';
import { type TableFrame, animatedEvents, settlementFrames, stableSortByCapital, zeroMovement } from './table';
import { type AnimationPlan, animationPlan, serverNow } from './timing';
import { SETTLED, type StagePoint, stageAt, stageCount } from './stages';
import type { RpEvent, RpState } from './types';

export interface SettlementView {
  /** The numbers to show, or null for the state's own. */
  frame: TableFrame | null;
  /** The capital table's row order (seats). */
  order: number[];
  /** An animation is running (the podium waits). */
  running: boolean;
  /** The transfer just applied, for the Info box and the row highlight. */
  event: RpEvent | null;
  /** How long the rows take to move to their new places (0: at once). */
  sortMs: number;
  /** How far the stages have come (SETTLED when no animation runs). */
  stage: StagePoint;
}

/** The table's numbers as the state has them. */
export function frameOf(state: RpState): TableFrame {
  const size = state.players.reduce((most, p) => Math.max(most, p.seat + 1), 0);
  const capital = Array.from({ length: size }, () => 0);
  const movement = Array.from({ length: size }, zeroMovement);
  for (const p of state.players) {
    capital[p.seat] = p.capital;
    movement[p.seat] = { ...p.movement };
  }
  return { capital, movement, pool: state.pool, bank: state.bank };
}

interface Running {
  key: string;
  frames: TableFrame[];
  events: RpEvent[];
  plan: AnimationPlan;
  /** Steps taken so far (0 … stageCount). */
  index: number;
  items: number;
  sorted: boolean;
}

function settlementKey(state: RpState): string | null {
  const s = state.settlement;
  if (!s || state.phase === 'betting') return null;
  return `${s.round}:${s.settledAt}`;
}

export function useSettlement(state: RpState, receivedAt: number): SettlementView {
  const run = useRef<Running | null>(null);
  const seen = useRef<string | null>(null);
  const [, redraw] = useState(0);
  const key = settlementKey(state);

  // A new settlement: decide at once (in this render, so the table never
  // shows the new order before the transfers) how and whether to show it.
  if (key !== seen.current) {
    seen.current = key;
    run.current = null;
    const s = state.settlement;
    if (key && s) {
      const events = animatedEvents(s);
      const plan = animationPlan({
        steps: stageCount(s.items.length, events.length),
        serverNow: serverNow(state.serverTime, receivedAt, Date.now()),
        breakEndsAt: s.breakEndsAt ?? state.breakEndsAt,
        finalRound: state.status === 'finished',
      });
      if (plan.play) run.current = { key, frames: settlementFrames(frameOf(state), events), events, plan, index: 0, items: s.items.length, sorted: false };
    }
  }

  // Its clock: one stage per step, then the re-sort, then the settled state.
  const runningKey = run.current?.key ?? null;
  useEffect(() => {
    const current = run.current;
    if (!current) return undefined;
    const { stepMs, sortMs } = current.plan;
    const n = stageCount(current.items, current.events.length);
    const timers: ReturnType<typeof setTimeout>[] = [];
    const at = (ms: number, change: (r: Running) => Running | null) =>
      timers.push(
        setTimeout(() => {
          if (run.current !== null && run.current.key === current.key) {
            run.current = change(run.current);
            redraw((x) => x + 1);
          }
        }, ms),
      );
    for (let i = 1; i <= n; i += 1) at(i * stepMs, (r) => ({ ...r, index: i }));
    at((n + 1) * stepMs, (r) => ({ ...r, sorted: true }));
    at((n + 1) * stepMs + sortMs, () => null);
    return () => timers.forEach(clearTimeout);
  }, [runningKey]);

  // The server's order after the settlement; the same rule (by capital, ties
  // keeping the previous order) rebuilds it if a state lacks it.
  const settledOrder = state.tableOrder?.length
    ? state.tableOrder
    : stableSortByCapital(state.previousTableOrder ?? state.players.map((p) => p.seat), frameOf(state).capital);
  const current = run.current;
  if (!current) return { frame: null, order: settledOrder, running: false, event: null, sortMs: 0, stage: SETTLED };
  const stage = stageAt(current.index, current.items, current.events.length);
  return {
    frame: current.frames[stage.transfers] ?? null,
    order: current.sorted ? settledOrder : (state.previousTableOrder ?? settledOrder),
    running: true,
    event: stage.transfers > 0 ? (current.events[stage.transfers - 1] ?? null) : null,
    sortMs: current.plan.sortMs,
    stage,
  };
}
