// The rating-history line chart: pure scaling from ratings to SVG points.
import type { RatingChange } from '../types';

export interface ChartBox {
  width: number;
  height: number;
  pad: number;
}

/**
 * The least rating range the chart's height stands for: a smaller change is
 * drawn small, centred, instead of being stretched over the full height.
 */
export const MIN_RATING_SPAN = 20;

export interface ScaledLine {
  points: { x: number; y: number; value: number }[];
  /** The value range drawn: the data's, widened to at least MIN_RATING_SPAN around its middle. */
  min: number;
  max: number;
  /** "x,y x,y …" for <polyline points>. */
  polyline: string;
}

/**
 * A game's ratings in play order: the rating before its first rated game,
 * then after each game. `history` is newest first, as the server sends it.
 */
export function ratingSeries(history: readonly RatingChange[], game: string): number[] {
  const games = history.filter((h) => h.game === game).reverse();
  const first = games[0];
  if (!first) return [];
  return [first.old, ...games.map((h) => h.new)];
}

/** When the first and the last rated game of `game` finished (ms), or null without games. */
export function ratingDates(history: readonly RatingChange[], game: string): { first: number; last: number } | null {
  const games = history.filter((h) => h.game === game);
  if (games.length === 0) return null;
  const times = games.map((h) => h.at);
  return { first: Math.min(...times), last: Math.max(...times) };
}

/** A date as YYYY-MM-DD (UTC), the same on every machine. */
export function chartDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Evenly spaced points across the box (x = game number), higher ratings
 * nearer the top. The height stands for at least `minSpan` rating points
 * around the data's middle, so a flat series runs through the middle and a
 * 0.3 change stays a small step.
 */
export function scaleLine(values: readonly number[], box: ChartBox, minSpan: number = MIN_RATING_SPAN): ScaledLine {
  if (values.length === 0) return { points: [], min: 0, max: 0, polyline: '' };
  let min = Math.min(...values);
  let max = Math.max(...values);
  if (max - min < minSpan) {
    const middle = (max + min) / 2;
    min = middle - minSpan / 2;
    max = middle + minSpan / 2;
  }
  const innerW = Math.max(0, box.width - 2 * box.pad);
  const innerH = Math.max(0, box.height - 2 * box.pad);
  const steps = values.length - 1;
  const points = values.map((value, i) => {
    const x = steps === 0 ? box.width / 2 : box.pad + (innerW * i) / steps;
    const y = box.pad + innerH * (1 - (value - min) / (max - min));
    return { x: round2(x), y: round2(y), value };
  });
  return { points, min, max, polyline: points.map((p) => `${p.x},${p.y}`).join(' ') };
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
