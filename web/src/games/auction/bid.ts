// The bid input's arithmetic, kept pure so it is unit-tested: what typed
// text is a legal bid, and where the ± buttons take it (never out of range).

/** The typed bid as a number in range, or null. */
export function parseBid(text: string, min: number, max: number): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= min && n <= max ? n : null;
}

/** A ± step from the typed bid (empty counts as the minimum), kept in range. */
export function stepBid(text: string, delta: number, min: number, max: number): string {
  const n = /^\d+$/.test(text.trim()) ? Number(text.trim()) : min;
  return String(Math.min(max, Math.max(min, n + delta)));
}
