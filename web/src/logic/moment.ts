// The result moment after a resolution (a round, an item), kept pure so it
// is unit-tested: how long the table shows what was revealed before the next
// round takes input. A client that was not there when it happened (the tab
// was hidden, the page has just loaded, or the state came long after the
// resolution) skips it: replaying old news would only hold the player up.

/** How long the moment lasts when seen as it happens. */
export const MOMENT_MS = 1800;
/** A state that arrives later than this after the resolution skips the moment. */
export const LATE_MS = 1200;
/** Less than this left of the moment is not worth holding input for. */
export const MIN_MOMENT_MS = 400;

export interface MomentInput {
  /** When the resolution happened on the server's clock, or null if unknown. */
  resolvedAt: number | null;
  /** The server's clock now (skew-corrected). */
  serverNow: number;
  /** document.hidden when the state arrived. */
  hidden: boolean;
  /** The page had shown the table before this resolution (false on a fresh load). */
  sawBefore: boolean;
}

/** Milliseconds to show the moment for (0: skip it). */
export function momentLength({ resolvedAt, serverNow, hidden, sawBefore }: MomentInput): number {
  if (hidden || !sawBefore) return 0;
  if (resolvedAt === null) return MOMENT_MS;
  const late = Math.max(0, serverNow - resolvedAt);
  if (late > LATE_MS) return 0;
  const left = MOMENT_MS - late;
  return left < MIN_MOMENT_MS ? 0 : left;
}

/**
 * When a round-timed turn began, from its deadline and the turn's length:
 * the resolution that started it. Null when there is no running clock.
 */
export function turnStartedAt(deadline: number | null | undefined, turnSeconds: number | null | undefined): number | null {
  if (typeof deadline !== 'number' || typeof turnSeconds !== 'number' || turnSeconds <= 0) return null;
  return deadline - turnSeconds * 1000;
}

/** The server's clock now, from a state's serverTime and when it arrived (our clock otherwise). */
export function serverClockNow(serverTime: number | undefined, receivedAt: number, now: number): number {
  return typeof serverTime === 'number' ? serverTime + Math.max(0, now - receivedAt) : now;
}
