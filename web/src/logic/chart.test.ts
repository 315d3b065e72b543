import { describe, expect, it } from 'vitest';
import type { RatingChange } from '../types';
import { chartDate, ratingDates, ratingSeries, scaleLine } from './chart';

const box = { width: 200, height: 100, pad: 10 };

describe('ratingSeries', () => {
  const h = (game: string, match: string, old: number, next: number, at: number): RatingChange => ({
    game,
    match,
    old,
    new: next,
    change: next - old,
    at,
  });
  it('starts from the first rating and follows each game, oldest first', () => {
    // Newest first, as the server sends it.
    const history = [h('hearts', 'C', 1510, 1495, 3), h('other', 'X', 1500, 1520, 2), h('hearts', 'A', 1500, 1510, 1)];
    expect(ratingSeries(history, 'hearts')).toEqual([1500, 1510, 1495]);
    expect(ratingSeries(history, 'other')).toEqual([1500, 1520]);
    expect(ratingSeries(history, 'none')).toEqual([]);
  });
});

describe('scaleLine', () => {
  it('spans the box inside the padding, highest value at the top', () => {
    const line = scaleLine([1500, 1520, 1510], box);
    expect(line.points.map((p) => p.x)).toEqual([10, 100, 190]);
    expect(line.points.map((p) => p.y)).toEqual([90, 10, 50]);
    expect(line.min).toBe(1500);
    expect(line.max).toBe(1520);
    expect(line.polyline).toBe('10,90 100,10 190,50');
  });
  it('draws a flat series through the middle', () => {
    const line = scaleLine([1500, 1500], box);
    expect(line.points.map((p) => p.y)).toEqual([50, 50]);
    expect(line.min).toBeLessThan(1500);
    expect(line.max).toBeGreaterThan(1500);
  });
  it('centres a single point and handles no data', () => {
    expect(scaleLine([1500], box).points).toEqual([{ x: 100, y: 50, value: 1500 }]);
    expect(scaleLine([], box)).toEqual({ points: [], min: 0, max: 0, polyline: '' });
  });
  it('keeps every point inside the box', () => {
    const line = scaleLine([1, 1000, -50, 3000, 7], box);
    for (const p of line.points) {
      expect(p.x).toBeGreaterThanOrEqual(10);
      expect(p.x).toBeLessThanOrEqual(190);
      expect(p.y).toBeGreaterThanOrEqual(10);
      expect(p.y).toBeLessThanOrEqual(90);
    }
  });
});

describe('a small change stays small', () => {
  it('draws a 0.3 change as a small step around the middle, not the full height', () => {
    const line = scaleLine([1500, 1499.7], box);
    const [a, b] = line.points.map((p) => p.y);
    expect(Math.abs(b! - a!)).toBeLessThan(5); // of 80 px
    expect(line.max - line.min).toBe(20);
    expect(line.max).toBeCloseTo(1509.85, 5);
    expect(line.min).toBeCloseTo(1489.85, 5);
  });
  it('labels the axis with distinct values', () => {
    const line = scaleLine([1500, 1499.7], box);
    expect(line.max).not.toBe(line.min);
  });
});

describe('the chart dates', () => {
  const at = (game: string, ms: number): RatingChange => ({ game, match: 'M', old: 1500, new: 1501, change: 1, at: ms });
  it('spans the first and last game of the game', () => {
    const history = [at('g', Date.UTC(2026, 10, 30)), at('x', 0), at('g', Date.UTC(2026, 10, 2))];
    const dates = ratingDates(history, 'g')!;
    expect(chartDate(dates.first)).toBe('2026-11-02');
    expect(chartDate(dates.last)).toBe('2026-11-30');
    expect(ratingDates(history, 'none')).toBeNull();
  });
});
