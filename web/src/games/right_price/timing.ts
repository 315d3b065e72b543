// When The Right Price's board moves, kept pure so it is unit-tested: the
// settlement animation's speed-up or skip within the server-timed break, and
// when the podium may show.

// ------------------------------------------------------ the animation's time

/**
 * Normal speed: the table as it was, then one transfer every STEP_MS, one
 * more STEP_MS to read the last one, then the re-sort takes SORT_MS.
 */
export const STEP_MS = 550;
export const SORT_MS = 800;
/** The animation should end this long before the next round is funded. */
export const END_MARGIN_MS = 300;
/** Less time than this for the whole animation is not worth showing: jump to the settled table. */
export const MIN_USEFUL_MS = 900;

export interface AnimationPlan {
  /** false: show the settled table at once. */
  play: boolean;
  /** 1 = normal speed; 0.5 = twice as fast. */
  scale: number;
  stepMs: number;
  sortMs: number;
  totalMs: number;
}

/**
 * How to show a settlement the page has just received, `serverNow` being the
 * server's clock now (skew-corrected). The break is server-timed from the
 * settlement, so when less of it remains than the animation's normal length
 * the animation is sped up proportionally; when too little remains the page
 * jumps to the settled table. After the final round the animation keeps its
 * normal speed (the podium waits for it), unless the break is already over.
 */
export function animationPlan({
  steps,
  serverNow,
  breakEndsAt,
  finalRound,
}: {
  steps: number;
  serverNow: number;
  breakEndsAt: number | null;
  finalRound: boolean;
}): AnimationPlan {
  const normal = (steps + 1) * STEP_MS + SORT_MS;
  const skip: AnimationPlan = { play: false, scale: 0, stepMs: 0, sortMs: 0, totalMs: 0 };
  const at = (scale: number): AnimationPlan => ({
    play: true,
    scale,
    stepMs: Math.round(STEP_MS * scale),
    sortMs: Math.round(SORT_MS * scale),
    totalMs: Math.round(normal * scale),
  });
  if (breakEndsAt === null) return finalRound ? at(1) : skip;
  const remaining = breakEndsAt - serverNow;
  if (remaining <= 0) return skip;
  if (finalRound) return at(1);
  const available = remaining - END_MARGIN_MS;
  if (available >= normal) return at(1);
  if (available < MIN_USEFUL_MS) return skip;
  return at(available / normal);
}

/** The server's clock now, from a state's serverTime and when it arrived (see clock.ts). */
export function serverNow(serverTime: number | undefined, receivedAt: number, now: number): number {
  return typeof serverTime === 'number' ? serverTime + Math.max(0, now - receivedAt) : now;
}

/** The podium and final statistics show once the game is over, the countdown is done and no animation runs. */
export function podiumReady({ finished, countdownMs, animating }: { finished: boolean; countdownMs: number | null; animating: boolean }): boolean {
  return finished && (countdownMs === null || countdownMs <= 0) && !animating;
}
