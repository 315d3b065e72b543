// How ratings read on the page: one decimal, signed changes, dashes where
// there is no rating (bots, guests, unrated games).

const DASH = '–';

/** +12.3, -4.0, +0.0 (a change that rounds to zero is "+0.0", never "-0.0"). */
export function formatChange(change: number | null | undefined): string {
  if (change === null || change === undefined || !Number.isFinite(change)) return DASH;
  const tenths = Math.round(change * 10);
  const text = (Math.abs(tenths) / 10).toFixed(1);
  return tenths < 0 ? `-${text}` : `+${text}`;
}

/**
 * How a change reads at a glance, by its one-decimal value: up (green), down
 * (red), same (+0.0: white), or none (a dash: no rating).
 */
export function changeTone(change: number | null | undefined): 'up' | 'down' | 'same' | 'none' {
  if (change === null || change === undefined || !Number.isFinite(change)) return 'none';
  const tenths = Math.round(change * 10);
  return tenths > 0 ? 'up' : tenths < 0 ? 'down' : 'same';
}

/** 1512.3, or a dash. */
export function formatRating(rating: number | null | undefined): string {
  if (rating === null || rating === undefined || !Number.isFinite(rating)) return DASH;
  return (Math.round(rating * 10) / 10).toFixed(1);
}

/** The rounded ELO shown on cards and in the lobby, or null when not shown. */
export function roundedElo(elo: number | null | undefined): number | null {
  return elo === null || elo === undefined || !Number.isFinite(elo) ? null : Math.round(elo);
}
