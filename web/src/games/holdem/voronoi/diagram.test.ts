import { describe, expect, it } from 'vitest';
import { cardsAsPoints, officialDrawing, ownerClass } from './diagram';
import { polygonArea } from './geometry';

describe('the official diagram as drawn', () => {
  // Two hands' points split the square's left half; the board holds the right half.
  const diagram = {
    grid: 32768,
    polygon_scale: 1000000,
    regions: [
      { card: 8192 * 32768 + 8192 + 1, x: 8192, y: 8192, seat: 0, share_ppb: 250000000, polygon: [[0, 0], [500000, 0], [500000, 500000], [0, 500000]] },
      { card: 8192 * 32768 + 24576 + 1, x: 8192, y: 24576, seat: 2, share_ppb: 250000000, polygon: [[0, 500000], [500000, 500000], [500000, 1000000], [0, 1000000]] },
      { card: 24576 * 32768 + 16384 + 1, x: 24576, y: 16384, seat: null, share_ppb: 500000000, polygon: [[500000, 0], [1000000, 0], [1000000, 1000000], [500000, 1000000]] },
    ],
  };

  it('scales sites and polygons and keeps their owners (the board neutral)', () => {
    const drawn = officialDrawing(diagram);
    expect(drawn.points.map((p) => [p.at.x, p.at.y, p.owner])).toEqual([
      [0.25, 0.25, 0],
      [0.25, 0.75, 2],
      [0.75, 0.5, 'board'],
    ]);
    expect(drawn.regions.map((r) => r.owner)).toEqual([0, 2, 'board']);
    expect(drawn.regions.map((r) => polygonArea(r.polygon))).toEqual([0.25, 0.25, 0.5]);
    expect(drawn.regions[2]!.polygon[1]).toEqual({ x: 1, y: 0 });
  });

  it('colours seats by seat and the board neutrally', () => {
    expect(ownerClass(2)).toBe('vo-seat-2');
    expect(ownerClass(11)).toBe('vo-seat-2');
    expect(ownerClass('board')).toBe('vo-board');
  });

  it('draws only cards that name points, each once', () => {
    const points = cardsAsPoints([
      { card: null, owner: 1 },
      { card: 0, owner: 1 },
      { card: 5, owner: 0 },
      { card: 5, owner: 'board' },
    ]);
    expect(points).toEqual([{ key: '5', at: { x: 0, y: 4 / 32768 }, owner: 0 }]);
  });
});
