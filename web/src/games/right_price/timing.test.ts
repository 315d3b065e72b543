import { describe, expect, it } from 'vitest';
import { END_MARGIN_MS, MIN_USEFUL_MS, SORT_MS, STEP_MS, animationPlan, podiumReady, serverNow } from './timing';

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
