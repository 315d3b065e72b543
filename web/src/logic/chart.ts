// The rating-history line chart: pure scaling from ratings to SVG points.
import type { RatingChange } from '../types';

export interface ChartBox {
  width: number;
  height: number;
  pad: number;
}

export interface ScaledLine {
  points: { x: number; y: number; value: number }[];
  /** The value range drawn: the data's, widened when it is flat. */
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

/**
 * Evenly spaced points across the box (x = game number), higher ratings
 * nearer the top. A flat series is drawn through the middle.
 */
export function scaleLine(values: readonly number[], box: ChartBox): ScaledLine {
  if (values.length === 0) return { points: [], min: 0, max: 0, polyline: '' };
  let min = Math.min(...values);
  let max = Math.max(...values);
  if (max - min < 1e-9) {
    min -= 10;
    max += 10;
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
