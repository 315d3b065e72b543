// Bidlock's number keys: typing a held chip's number locks it. A digit that
// could still become a longer held chip ("1" while 10–13 are held) waits for
// the next digit (CHIP_KEY_WAIT_MS), so "1" "3" is chip 13 and "1" alone is
// chip 1 a moment later.

/** How long a digit that may start a longer chip number waits for the next. */
export const CHIP_KEY_WAIT_MS = 500;

/**
 * What the digits typed so far mean for the held `chips`: `play` a chip now,
 * `wait` for another digit (then `fallback` is played when none comes), or
 * neither (no held chip starts with them: the digits are dropped).
 */
export function chipFromDigits(digits: string, chips: readonly number[]): { play: number | null; wait: boolean; fallback: number | null } {
  if (!/^\d+$/.test(digits)) return { play: null, wait: false, fallback: null };
  const exact = chips.find((c) => String(c) === digits) ?? null;
  const longer = chips.some((c) => String(c).length > digits.length && String(c).startsWith(digits));
  if (longer) return { play: null, wait: true, fallback: exact };
  return { play: exact, wait: false, fallback: null };
}
