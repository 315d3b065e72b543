import { describe, expect, it } from 'vitest';
import { GRID, cardPoint, pointText, clipHalfPlane, gridPoint, polygonArea, scalePolygon, UNIT_SQUARE, voronoiRegions } from './geometry';

describe('Point-Voronoi card numbers', () => {
  it('names grid points: c - 1 = x * 32768 + y', () => {
    expect(cardPoint(1)).toEqual({ x: 0, y: 0 });
    expect(cardPoint(2)).toEqual({ x: 0, y: 1 / 32768 });
    expect(cardPoint(32769)).toEqual({ x: 1 / 32768, y: 0 });
    // x = 16384, y = 8192: (0.5, 0.25)
    expect(cardPoint(16384 * 32768 + 8192 + 1)).toEqual({ x: 0.5, y: 0.25 });
    expect(cardPoint(GRID * GRID)).toEqual({ x: 32767 / 32768, y: 32767 / 32768 });
  });

  it('writes a point in words', () => {
    expect(pointText(8192 * 32768 + 24576 + 1)).toBe('(0.250, 0.750)');
    expect(pointText(0)).toBe('0');
  });

  it('refuses what is no point', () => {
    expect(cardPoint(0)).toBeUndefined();
    expect(cardPoint(-3)).toBeUndefined();
    expect(cardPoint(GRID * GRID + 1)).toBeUndefined();
    expect(cardPoint(2.5)).toBeUndefined();
  });

  it('scales the diagram: grid units and millionths', () => {
    expect(gridPoint(8192, 24576)).toEqual({ x: 0.25, y: 0.75 });
    expect(scalePolygon([[0, 0], [500000, 0], [500000, 1000000]], 1000000)).toEqual([
      { x: 0, y: 0 },
      { x: 0.5, y: 0 },
      { x: 0.5, y: 1 },
    ]);
  });
});

describe('the local Voronoi preview', () => {
  it('measures areas', () => {
    expect(polygonArea(UNIT_SQUARE)).toBe(1);
    expect(polygonArea([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 }])).toBe(0.5);
  });

  it('clips a half-plane', () => {
    // x <= 0.25 keeps a 0.25 x 1 strip
    const strip = clipHalfPlane(UNIT_SQUARE, 1, 0, 0.25);
    expect(polygonArea(strip)).toBeCloseTo(0.25, 15);
    expect(strip).toEqual([
      { x: 0, y: 0 },
      { x: 0.25, y: 0 },
      { x: 0.25, y: 1 },
      { x: 0, y: 1 },
    ]);
    expect(clipHalfPlane(UNIT_SQUARE, 1, 0, -1)).toEqual([]);
  });

  it('gives one point the whole square', () => {
    expect(polygonArea(voronoiRegions([{ x: 0.3, y: 0.8 }])[0]!)).toBe(1);
  });

  it('halves the square between two points', () => {
    const [a, b] = voronoiRegions([{ x: 0.25, y: 0.5 }, { x: 0.75, y: 0.5 }]);
    expect(polygonArea(a!)).toBeCloseTo(0.5, 15);
    expect(polygonArea(b!)).toBeCloseTo(0.5, 15);
  });

  it('gives quadrant centres a quarter each', () => {
    const areas = voronoiRegions([
      { x: 0.25, y: 0.25 },
      { x: 0.75, y: 0.25 },
      { x: 0.25, y: 0.75 },
      { x: 0.75, y: 0.75 },
    ]).map(polygonArea);
    for (const a of areas) expect(a).toBeCloseTo(0.25, 15);
  });

  it('cuts a corner triangle: (0,0) against (0.5,0.5) keeps x + y <= 0.5', () => {
    const [corner, rest] = voronoiRegions([{ x: 0, y: 0 }, { x: 0.5, y: 0.5 }]).map(polygonArea);
    expect(corner).toBeCloseTo(0.125, 15);
    expect(rest).toBeCloseTo(0.875, 15);
  });

  it('sums to 1 on random point sets of 2 to 20', () => {
    let seed = 12345;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let round = 0; round < 200; round++) {
      const count = 2 + (round % 19);
      const sites = Array.from({ length: count }, () => ({ x: next(), y: next() }));
      const areas = voronoiRegions(sites).map(polygonArea);
      for (const a of areas) expect(a).toBeGreaterThan(0);
      expect(areas.reduce((s, a) => s + a, 0)).toBeCloseTo(1, 12);
    }
  });

  it('gives a repeated point no second region', () => {
    const areas = voronoiRegions([{ x: 0.2, y: 0.2 }, { x: 0.2, y: 0.2 }, { x: 0.8, y: 0.8 }]).map(polygonArea);
    expect(areas[1]).toBe(0);
    expect(areas[0]! + areas[2]!).toBeCloseTo(1, 15);
  });
});
