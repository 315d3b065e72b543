import { describe, expect, it } from 'vitest';
// The server's generated catalogs, read as text: the page's orientations must count what the server's do.
import catalogText from '../../../../../src/games/holdem/grid_catalog_data.inc?raw';
import {
  anchorAt,
  checkArrangement,
  frameBox,
  frameTiles,
  gridKindOf,
  orientations,
  panelTiles,
  placedUnits,
  shapeUnits,
  tileAt,
  tilePolygon,
  turnedOrientation,
  unitsTiles,
  type GridKind,
  type GridPiece,
  type Tile,
} from './geometry';

const S = Math.sqrt(3) / 2;
const round = (pts: [number, number][]) => pts.map(([x, y]) => [Math.round(x * 1000) / 1000, Math.round(y * 1000) / 1000]);

/** The server's generated catalogs (units "x,y,k"), turned into the view's tile form. */
function catalog(kind: GridKind, name: string): Tile[][] {
  const block = catalogText.split(`${name}[] = {`)[1]!.split('};')[0]!;
  return [...block.matchAll(/"([^"]+)"/g)].map((m) =>
    unitsTiles(
      kind,
      m[1]!.split(' ').map((u: string) => {
        const [x, y, k] = u.split(',').map(Number);
        return { x: x!, y: y!, k: k! };
      }),
    ),
  );
}

describe('tiles and units', () => {
  it('names the lattice of each card type', () => {
    expect(gridKindOf('square_grid')).toBe('square');
    expect(gridKindOf('polyabolo_grid')).toBe('polyabolo');
    expect(gridKindOf('value_sum')).toBeNull();
  });
  it('turns a polyabolo half into its two quarters and back', () => {
    expect(shapeUnits('polyabolo', [[1, 2, 0]])).toEqual([
      { x: 1, y: 2, k: 0 },
      { x: 1, y: 2, k: 3 },
    ]);
    expect(unitsTiles('polyabolo', shapeUnits('polyabolo', [[0, 0, 2], [1, 0, 4]]))).toEqual([
      [0, 0, 2],
      [1, 0, 4],
    ]);
  });
  it('turns a triangular column into rhombus and triangle', () => {
    expect(shapeUnits('triangular', [[5, 3]])).toEqual([{ x: 2, y: 3, k: 1 }]);
    expect(unitsTiles('triangular', [{ x: 2, y: 3, k: 1 }])).toEqual([[5, 3]]);
  });
});

describe('orientations', () => {
  it('numbers the L tromino as the server does', () => {
    // [[0,0],[1,0],[0,1]]: a quarter turn (x, y) -> (-y, x) gives [[0,0],[1,0],[1,1]].
    const all = orientations('square', [[0, 0], [1, 0], [0, 1]]);
    expect(all.length).toBe(4);
    expect(unitsTiles('square', all[1]!)).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
    ]);
  });
  it('reproduces the fixed-piece counts 91 and 155 from the catalogs', () => {
    const sum = (kind: GridKind, name: string) => catalog(kind, name).reduce((n, shape) => n + orientations(kind, shape).length, 0);
    expect(catalog('square', 'kSquarePieces').length).toBe(21);
    expect(sum('square', 'kSquarePieces')).toBe(91);
    expect(catalog('triangular', 'kTriangularPieces').length).toBe(22);
    expect(sum('triangular', 'kTriangularPieces')).toBe(155);
  });
  it('gives a polyabolo half square four orientations and a full square one', () => {
    const half = orientations('polyabolo', [[0, 0, 0]]).map((o) => unitsTiles('polyabolo', o));
    expect(half).toEqual([[[0, 0, 0]], [[0, 0, 1]], [[0, 0, 2]], [[0, 0, 3]]]);
    expect(orientations('polyabolo', [[0, 0, 4]]).length).toBe(1);
  });
  it('gives the single triangle its two fixed forms, point down then point up', () => {
    expect(orientations('triangular', [[0, 0]]).map((o) => unitsTiles('triangular', o))).toEqual([[[0, 0]], [[1, 0]]]);
  });
  it('rotates and reflects through the orientation list', () => {
    const L: Tile[] = [[0, 0], [1, 0], [0, 1]];
    expect(turnedOrientation('square', L, 0, 'rotate')).toBe(1);
    expect(turnedOrientation('square', L, 3, 'rotate')).toBe(0);
    // The L tromino is its own mirror image up to a turn: a reflection stays in the four.
    expect(turnedOrientation('square', L, 0, 'reflect')).toBeLessThan(4);
    const half: Tile[] = [[0, 0, 0]];
    expect(turnedOrientation('polyabolo', half, 0, 'rotate')).toBe(1);
    // Mirroring x: the NW half becomes the NE half.
    expect(turnedOrientation('polyabolo', half, 0, 'reflect')).toBe(1);
  });
});

describe('placements', () => {
  const pieces: GridPiece[] = [
    { card: 2, tiles: 2, shape: [[0, 0], [1, 0]] },
    { card: 3, tiles: 3, shape: [[0, 0], [1, 0], [2, 0]] },
  ];
  const panel = frameTiles('square', { width: 3, height: 2 });
  it('moves an orientation by at', () => {
    expect(placedUnits('square', pieces[0]!.shape, 1, [2, 0])).toEqual([
      { x: 2, y: 0, k: 0 },
      { x: 2, y: 1, k: 0 },
    ]);
  });
  it('scores a valid arrangement and names the problems of others', () => {
    expect(checkArrangement('square', panel, pieces, [{ card: 3, orientation: 0, at: [0, 1] }, { card: 2, orientation: 0, at: [1, 0] }])).toEqual({ score: 5, problems: [] });
    expect(checkArrangement('square', panel, pieces, [{ card: 3, orientation: 0, at: [1, 1] }]).problems).toEqual([{ kind: 'outside', card: 3 }]);
    expect(checkArrangement('square', panel, pieces, [{ card: 3, orientation: 0, at: [0, 0] }, { card: 2, orientation: 1, at: [0, 0] }]).problems).toEqual([{ kind: 'overlap', card: 2 }]);
    expect(checkArrangement('square', panel, pieces, [{ card: 2, orientation: 5, at: [0, 0] }]).problems).toEqual([{ kind: 'orientation', card: 2 }]);
  });
  it('counts polyabolo tiles as unit triangles and fits two halves in one square', () => {
    const ps: GridPiece[] = [
      { card: 1, tiles: 1, shape: [[0, 0, 0]] },
      { card: 9, tiles: 1, shape: [[0, 0, 0]] },
    ];
    const full = [[0, 0, 4]];
    expect(panelTiles('polyabolo', full)).toBe(2);
    expect(checkArrangement('polyabolo', full, ps, [{ card: 1, orientation: 0, at: [0, 0] }, { card: 9, orientation: 2, at: [0, 0] }])).toEqual({ score: 2, problems: [] });
    expect(checkArrangement('polyabolo', full, ps, [{ card: 1, orientation: 0, at: [0, 0] }, { card: 9, orientation: 1, at: [0, 0] }]).problems).toEqual([{ kind: 'overlap', card: 9 }]);
    expect(checkArrangement('polyabolo', [[0, 0, 0]], ps, [{ card: 1, orientation: 1, at: [0, 0] }]).problems).toEqual([{ kind: 'outside', card: 1 }]);
  });
  it('moves a triangular piece by whole rhombi', () => {
    expect(unitsTiles('triangular', placedUnits('triangular', [[0, 0], [1, 0]], 0, [2, 1]))).toEqual([
      [4, 1],
      [5, 1],
    ]);
  });
});

describe('drawing', () => {
  it('draws square and polyabolo tiles', () => {
    expect(tilePolygon('square', [2, 1])).toEqual([
      [2, 1],
      [3, 1],
      [3, 2],
      [2, 2],
    ]);
    expect(tilePolygon('polyabolo', [1, 1, 2])).toEqual([
      [2, 1],
      [2, 2],
      [1, 2],
    ]);
    expect(tilePolygon('polyabolo', [0, 0, 3])).toEqual([
      [0, 0],
      [1, 1],
      [0, 1],
    ]);
  });
  it('draws triangles with row r shifted r/2 and points down for even columns', () => {
    expect(round(tilePolygon('triangular', [0, 0]))).toEqual(round([[0, 0], [1, 0], [0.5, S]]));
    expect(round(tilePolygon('triangular', [1, 0]))).toEqual(round([[1, 0], [1.5, S], [0.5, S]]));
    expect(round(tilePolygon('triangular', [2, 1]))).toEqual(round([[1.5, S], [2.5, S], [2, 2 * S]]));
    expect(round([frameBox('triangular', { width: 6, height: 4 }) as [number, number]])).toEqual(round([[8, 4 * S]]));
  });
  it('finds the tile under a point', () => {
    expect(tileAt('square', { width: 8, height: 5 }, 2.5, 4.9)).toEqual({ x: 2, y: 4, k: 0 });
    expect(tileAt('square', { width: 8, height: 5 }, 8.1, 1)).toBeNull();
    expect(tileAt('triangular', { width: 6, height: 4 }, 0.5, 0.2)).toEqual({ x: 0, y: 0, k: 0 });
    expect(tileAt('triangular', { width: 6, height: 4 }, 1.0, 0.8)).toEqual({ x: 0, y: 0, k: 1 });
    expect(tileAt('triangular', { width: 6, height: 4 }, 2.0, 1.3)).toEqual({ x: 1, y: 1, k: 0 });
  });
  it('anchors a placement on the clicked tile', () => {
    expect(anchorAt('square', [{ x: 0, y: 0, k: 0 }], { x: 3, y: 2, k: 0 })).toEqual([3, 2]);
    expect(anchorAt('triangular', [{ x: 0, y: 0, k: 0 }, { x: 0, y: 0, k: 1 }], { x: 2, y: 1, k: 1 })).toEqual([2, 1]);
  });
  it('lists the suggested panels', () => {
    expect(frameTiles('triangular', { width: 6, height: 4 }).length).toBe(48);
    expect(panelTiles('polyabolo', frameTiles('polyabolo', { width: 4, height: 4 }))).toBe(32);
  });
});
