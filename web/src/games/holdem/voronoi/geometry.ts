// Point-Voronoi's geometry in the page: a card number names a grid point
// (docs/games/holdem.md "Point-Voronoi cards"), the server's polygons come in
// whole millionths, and the testing area's preview is a local diagram of the
// visible points only, computed here by clipping the unit square with one
// bisector half-plane per other point. The preview never scores anything:
// the official shares are always the server's.

/** Grid units per side of the square: card c names x = (c-1) div GRID, y = (c-1) mod GRID. */
export const GRID = 32768;

export interface Point {
  x: number;
  y: number;
}

/** The point a card names, in the unit square; undefined for a card that is no point (0, hidden, out of range). */
export function cardPoint(card: number): Point | undefined {
  if (!Number.isInteger(card) || card < 1 || card > GRID * GRID) return undefined;
  const n = card - 1;
  return { x: Math.floor(n / GRID) / GRID, y: (n % GRID) / GRID };
}

/** A point given in grid units (the diagram's `x`, `y`), in the unit square. */
export function gridPoint(x: number, y: number, grid = GRID): Point {
  return { x: x / grid, y: y / grid };
}

/** The diagram's polygon corners (whole numbers out of `scale`) in the unit square. */
export function scalePolygon(corners: readonly (readonly number[])[], scale: number): Point[] {
  return corners.map(([x = 0, y = 0]) => ({ x: x / scale, y: y / scale }));
}

/** The polygon's area by the shoelace formula (positive for counter-clockwise in x-right, y-up terms). */
export function polygonArea(polygon: readonly Point[]): number {
  let twice = 0;
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % polygon.length]!;
    twice += a.x * b.y - b.x * a.y;
  }
  return Math.abs(twice) / 2;
}

export const UNIT_SQUARE: Point[] = [
  { x: 0, y: 0 },
  { x: 1, y: 0 },
  { x: 1, y: 1 },
  { x: 0, y: 1 },
];

/**
 * The part of a convex polygon where a·p <= c (a = normal), one Sutherland-
 * Hodgman pass: corners inside are kept, and each edge that crosses the
 * line adds its crossing.
 */
export function clipHalfPlane(polygon: readonly Point[], ax: number, ay: number, c: number): Point[] {
  const out: Point[] = [];
  const side = (p: Point) => ax * p.x + ay * p.y - c;
  for (let i = 0; i < polygon.length; i++) {
    const p = polygon[i]!;
    const q = polygon[(i + 1) % polygon.length]!;
    const sp = side(p);
    const sq = side(q);
    if (sp <= 0) out.push(p);
    if ((sp < 0 && sq > 0) || (sp > 0 && sq < 0)) {
      const t = sp / (sp - sq);
      out.push({ x: p.x + t * (q.x - p.x), y: p.y + t * (q.y - p.y) });
    }
  }
  return out;
}

/**
 * Each site's Voronoi region inside the unit square, in site order: the
 * square cut by the half-plane of points nearer that site than each other
 * one. A repeated site gets an empty region (the server's sites never repeat).
 */
export function voronoiRegions(sites: readonly Point[]): Point[][] {
  return sites.map((s, i) => {
    let region: Point[] = UNIT_SQUARE;
    for (let j = 0; j < sites.length && region.length > 0; j++) {
      if (j === i) continue;
      const o = sites[j]!;
      if (o.x === s.x && o.y === s.y) {
        if (j < i) region = [];
        continue;
      }
      // |p - s|^2 <= |p - o|^2  <=>  2(o - s)·p <= |o|^2 - |s|^2
      region = clipHalfPlane(region, 2 * (o.x - s.x), 2 * (o.y - s.y), o.x * o.x + o.y * o.y - s.x * s.x - s.y * s.y);
    }
    return region;
  });
}

/** A card's point in words, three decimals per coordinate: "(0.250, 0.750)". */
export function pointText(card: number): string {
  const at = cardPoint(card);
  return at ? `(${at.x.toFixed(3)}, ${at.y.toFixed(3)})` : String(card);
}
