// The Right Price's bet, kept pure so it is unit-tested: the bet input and
// its ± buttons, the slider (steps of 50 from 0 to the prize pool, thumb and
// labels on the same line as the track's ends) and the item's markers.

/** The slider moves in steps of this many dollars (the last step may be shorter). */
export const SLIDER_STEP = 50;
/** The highest value an item can have; the markers are lo and hi as a share of it. */
export const MAX_ITEM_VALUE = 100;
/** The ± buttons, in the order they are shown. */
export const BET_DELTAS = [-10, -5, -1, 1, 5, 10] as const;

// ------------------------------------------------------------------ the bet

/** A whole bet from 0 to the capital. */
export function clampBet(value: number, capital: number): number {
  const top = Math.max(0, Math.floor(capital));
  if (!Number.isFinite(value)) return 0;
  return Math.min(top, Math.max(0, Math.floor(value)));
}

/**
 * What the bet input holds after typing `text`: digits only; an empty input
 * stays empty (null); an amount above the capital resets to the capital.
 */
export function betFromInput(text: string, capital: number): number | null {
  const digits = text.replace(/[^0-9]/g, '');
  if (digits === '') return null;
  return clampBet(Number(digits), capital);
}

/** A ± button: the bet moved by `delta`, kept within 0 … capital (an empty bet counts as 0). */
export function adjustBet(bet: number | null, delta: number, capital: number): number {
  return clampBet((bet ?? 0) + delta, capital);
}

/** The bet a new item starts from: the lowest acceptable bid (0 in Blind mode), within the capital. */
export function initialBet(minBid: number | null | undefined, capital: number): number {
  return clampBet(minBid ?? 0, capital);
}

/** Why Bid is not possible with this bet, or null when it is. */
export function bidProblem(bet: number | null, minBid: number | null | undefined, maxBid: number | null | undefined): string | null {
  if (bet === null) return 'Enter a bet.';
  if (typeof maxBid === 'number' && bet > maxBid) return `You can bet at most ${maxBid}.`;
  if (typeof minBid === 'number' && bet < minBid) return `The bid must be at least ${minBid}.`;
  return null;
}

/**
 * Open mode: the bet once the lowest acceptable bid is `minBid`. A bet still
 * as the item started (not `touched`) follows the minimum; a bet the player
 * typed or set is never changed behind their back: it stays, and when it is
 * now too low the notice says so (Bid stays off until it is raised).
 */
export function betAfterMinimum(
  bet: number | null,
  touched: boolean,
  minBid: number | null | undefined,
  capital: number,
): { bet: number | null; notice: string | null } {
  if (typeof minBid !== 'number' || (bet !== null && bet >= minBid)) return { bet, notice: null };
  if (!touched) return { bet: initialBet(minBid, capital), notice: null };
  if (bet === null) return { bet, notice: null };
  return { bet, notice: `Another bid raised the minimum to ${minBid}, above your ${bet}: raise your bet or skip.` };
}

// ---------------------------------------------------------------- the slider

/** The slider's nearest stop to `raw`: a multiple of 50, or the pool itself (its far end). */
export function snapToSlider(raw: number, pool: number, step: number = SLIDER_STEP): number {
  const top = Math.max(0, pool);
  if (!Number.isFinite(raw) || raw <= 0 || top === 0) return 0;
  if (raw >= top) return top;
  const lastStop = Math.floor(top / step) * step;
  if (raw > lastStop) return top - raw < raw - lastStop ? top : lastStop;
  return Math.min(lastStop, Math.round(raw / step) * step);
}

/** The next stop up (direction +1) or down (−1) from `value`, for the arrow keys. */
export function stepSlider(value: number, pool: number, direction: 1 | -1, step: number = SLIDER_STEP): number {
  const top = Math.max(0, pool);
  const v = Math.min(top, Math.max(0, value));
  if (direction > 0) return Math.min(top, Math.floor(v / step) * step + step);
  return Math.max(0, Math.ceil(v / step) * step - step);
}

/**
 * Where the thumb sits for a bet, 0…1 along the track: the bet itself when it
 * is within the slider's range, else the nearest end (the bet may be above
 * the pool while the slider stops at the pool).
 */
export function sliderFraction(bet: number | null, pool: number): number {
  if (pool <= 0 || bet === null || bet <= 0) return 0;
  return Math.min(1, bet / pool);
}

/** The bet a slider value gives: the slider's stop, never above the capital. */
export function betFromSlider(sliderValue: number, capital: number): number {
  return clampBet(sliderValue, capital);
}

/**
 * The centre of the thumb (and of any label or marker at that value), in px
 * from the slider's left edge. The thumb's centre runs from half a thumb in
 * from the left to half a thumb in from the right, and the visible track is
 * drawn between exactly those two points, so at 0 and at the pool the thumb,
 * the end labels and the track's ends line up.
 */
export function positionPx(fraction: number, widthPx: number, thumbPx: number): number {
  const f = Math.min(1, Math.max(0, fraction));
  return thumbPx / 2 + f * Math.max(0, widthPx - thumbPx);
}

/** The same position as a CSS length, for `left:` (the element is centred on it with translateX(-50%)). */
export function positionCss(fraction: number, thumbPx: number): string {
  const f = Math.min(1, Math.max(0, fraction));
  const pct = Number((f * 100).toFixed(4));
  return `calc(${thumbPx / 2}px + ${pct}% - ${Number((f * thumbPx).toFixed(4))}px)`;
}

/** The slider stop under a pointer at `offsetPx` from the slider's left edge. */
export function valueAtPointer(offsetPx: number, widthPx: number, thumbPx: number, pool: number, step: number = SLIDER_STEP): number {
  const usable = widthPx - thumbPx;
  if (usable <= 0 || pool <= 0) return 0;
  const fraction = Math.min(1, Math.max(0, (offsetPx - thumbPx / 2) / usable));
  return snapToSlider(fraction * pool, pool, step);
}

/** The item's markers on the track: its lowest and highest value as shares of the maximum item value. */
export function markerFractions(lo: number, hi: number, maxValue: number = MAX_ITEM_VALUE): { lo: number; hi: number } {
  const f = (v: number) => (maxValue > 0 ? Math.min(1, Math.max(0, v / maxValue)) : 0);
  return { lo: f(lo), hi: f(hi) };
}
