import { describe, expect, it } from 'vitest';
import type { RatingChange } from '../types';
import { ratingSeries, scaleLine } from './chart';

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
