// Countdown arithmetic. The server sends `deadline` (epoch ms on its clock),
// `serverTime` (its clock when it rendered the state) and `secondsLeft`.
// The browser's clock may be off by any amount, so the deadline is turned into
// a time left on the server's clock and then counted down on ours.

export interface ClockSample {
  deadline?: number | null;
  serverTime?: number;
  secondsLeft?: number | null;
}

/** How far the server's clock is ahead of ours (ms; negative if behind). */
export function clockOffset(serverTime: number, receivedAt: number): number {
  return serverTime - receivedAt;
}

/**
 * Milliseconds left until the deadline at local time `now`, for a state that
 * arrived at local time `receivedAt`. Null when there is no running clock.
 * Never negative.
 */
export function msLeft(sample: ClockSample, receivedAt: number, now: number): number | null {
  const elapsed = Math.max(0, now - receivedAt);
  if (typeof sample.deadline === 'number' && typeof sample.serverTime === 'number') {
    // deadline - serverNow, with serverNow = now + offset.
    const atReceipt = sample.deadline - sample.serverTime;
    return Math.max(0, atReceipt - elapsed);
  }
  if (typeof sample.secondsLeft === 'number') {
    return Math.max(0, sample.secondsLeft * 1000 - elapsed);
  }
  return null;
}

/** The deadline on the local clock (epoch ms), for timers. */
export function localDeadline(sample: ClockSample, receivedAt: number): number | null {
  const left = msLeft(sample, receivedAt, receivedAt);
  return left === null ? null : receivedAt + left;
}

/** Fraction of the turn still left, 0..1, for the progress bar. */
export function fractionLeft(ms: number | null, turnSeconds: number | undefined): number {
  if (ms === null || !turnSeconds || turnSeconds <= 0) return 0;
  return Math.min(1, Math.max(0, ms / (turnSeconds * 1000)));
}

/**
 * The thresholds (in whole seconds) announced to screen readers. Returns the
 * threshold crossed between two readings, or null.
 */
export function crossedThreshold(
  beforeMs: number | null,
  afterMs: number | null,
  thresholds: readonly number[] = [10, 5],
): number | null {
  if (beforeMs === null || afterMs === null) return null;
  for (const seconds of thresholds) {
    const at = seconds * 1000;
    if (beforeMs > at && afterMs <= at) return seconds;
  }
  return null;
}

/** Delay before reconnect attempt `attempt` (0-based): 0.5 s doubling to a cap, with jitter. */
export function backoffMs(attempt: number, random: number = Math.random(), capMs = 10000): number {
  const base = Math.min(capMs, 500 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.75 + 0.5 * random));
}
