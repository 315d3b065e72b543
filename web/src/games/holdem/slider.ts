// The Raise-to (or Bet) slider's scale, as the rulebook shapes it: the scale
// runs from 0 to a maximum that adapts whenever the chosen total leaves the
// middle 20–80 % of it, re-aiming for the middle (40–60 %). The maximum is a
// positive whole number, at least 1.2x the pot (rounded up) when the player
// can afford that, never above the player's total (stack + bet this round);
// the chip ceiling wins over the pot floor, and both over the aim.

export interface SliderInput {
  /** The total the player has chosen. */
  selected: number;
  /** The scale's maximum so far, or null for a new slider. */
  currentMax: number | null;
  /** The chips in the pot this hand. */
  pot: number;
  /** The player's available total: stack plus chips already bet this round. */
  total: number;
}

/** The lowest maximum the pot asks for, unless the chips cannot reach it. */
function potFloor(pot: number, total: number): number {
  return Math.min(Math.ceil(1.2 * pot - 1e-9), total);
}

function clamp(value: number, low: number, high: number): number {
  return Math.max(low, Math.min(high, value));
}

/** The slider's maximum after the player chose `selected`. */
export function sliderMax({ selected, currentMax, pot, total }: SliderInput): number {
  const ceiling = Math.max(1, Math.floor(total));
  const floor = Math.max(1, potFloor(pot, ceiling));
  const keep = currentMax !== null && currentMax > 0 && selected >= 0.2 * currentMax && selected <= 0.8 * currentMax;
  // Re-aimed so the selection sits at half of the scale.
  const wanted = keep ? currentMax : Math.round(selected * 2);
  return clamp(wanted, floor, ceiling);
}

/** Where a value lies on the scale, in percent (for the thumb and the "pot size" marker). */
export function percentOf(value: number, max: number): number {
  if (max <= 0) return 0;
  return Math.round((value / max) * 1000) / 10;
}

/** The "pot size" marker's place, or null when the pot lies beyond the scale. */
export function potMarker(pot: number, max: number): number | null {
  return pot > 0 && pot <= max ? percentOf(pot, max) : null;
}

/** A typed total read as a legal one: a whole number within [min, max], else null. */
export function typedTotal(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= min && n <= max ? n : null;
}
