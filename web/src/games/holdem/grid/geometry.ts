// The three grid lattices as the page draws and checks them, mirroring
// src/games/holdem/grid_geometry.* (docs/games/holdem.md "Grid pieces and
// panels"): tiles in their JSON form, the units they cover, the symmetries
// that number a piece's orientations, placements and their polygons.
// Pure: no DOM, no state.

export type GridKind = 'square' | 'triangular' | 'polyabolo';

/** A tile as the JSON has it: [x, y] (square), [col, row] (triangular), [x, y, k] (polyabolo). */
export type Tile = number[];

/** One lattice unit: a square cell (k 0), triangle k of rhombus (x, y), or quarter k (N E S W) of square (x, y). */
export interface Unit {
  x: number;
  y: number;
  k: number;
}

export interface Placement {
  card: number;
  orientation: number;
  at: [number, number];
}

export interface GridPiece {
  card: number;
  tiles: number;
  shape: Tile[];
}

export interface GridFrame {
  width: number;
  height: number;
}

const KINDS: Record<string, GridKind> = { square_grid: 'square', triangular_grid: 'triangular', polyabolo_grid: 'polyabolo' };

/** The lattice of a card type, or null for a type that is not a grid type. */
export function gridKindOf(cardType: string | undefined): GridKind | null {
  return (cardType && KINDS[cardType]) || null;
}

const floorDiv = (v: number, by: number) => Math.floor(v / by);
const floorMod = (v: number, by: number) => v - Math.floor(v / by) * by;

/** The quarters a polyabolo tile covers: half k takes quarter k and the one before it; 4 takes all. */
function tileQuarters(k: number): number[] {
  return k === 4 ? [0, 1, 2, 3] : [k, (k + 3) % 4];
}

export function tileUnits(kind: GridKind, tile: Tile): Unit[] {
  const [a = 0, b = 0, c = 0] = tile;
  if (kind === 'triangular') return [{ x: floorDiv(a, 2), y: b, k: floorMod(a, 2) }];
  if (kind === 'polyabolo') return tileQuarters(c).map((k) => ({ x: a, y: b, k }));
  return [{ x: a, y: b, k: 0 }];
}

export function shapeUnits(kind: GridKind, tiles: readonly Tile[]): Unit[] {
  return tiles.flatMap((t) => tileUnits(kind, t));
}

const byRow = (p: Unit, q: Unit) => p.y - q.y || p.x - q.x || p.k - q.k;

/** Units back to tiles (polyabolo quarters grouped by square: a half, or 4 for a full square), row-major. */
export function unitsTiles(kind: GridKind, units: readonly Unit[]): Tile[] {
  const sorted = [...units].sort(byRow);
  if (kind === 'triangular') return sorted.map((u) => [2 * u.x + u.k, u.y]);
  if (kind === 'square') return sorted.map((u) => [u.x, u.y]);
  const cells = new Map<string, { x: number; y: number; bits: number }>();
  for (const u of sorted) {
    const key = `${u.x},${u.y}`;
    const cell = cells.get(key) ?? { x: u.x, y: u.y, bits: 0 };
    cell.bits |= 1 << u.k;
    cells.set(key, cell);
  }
  return [...cells.values()].map(({ x, y, bits }) => {
    let k = 4;
    for (let h = 0; h < 4; h++) if (bits === ((1 << h) | (1 << ((h + 3) % 4)))) k = h;
    return [x, y, k];
  });
}

/** The square's group on a point: reflect a -> -a for t >= 4, then t mod 4 quarter turns (a, b) -> (-b, a). */
function squareSymmetry([a, b]: [number, number], t: number): [number, number] {
  let p: [number, number] = [t >= 4 ? -a : a, b];
  for (let r = 0; r < t % 4; r++) p = [-p[1], p[0]];
  return p;
}

/** The hexagonal group in the skewed basis: swap the axes for t >= 6, then t mod 6 sixth turns (a, b) -> (-b, a + b). */
function triangleSymmetry([a, b]: [number, number], t: number): [number, number] {
  let p: [number, number] = t >= 6 ? [b, a] : [a, b];
  for (let r = 0; r < t % 6; r++) p = [-p[1], p[0] + p[1]];
  return p;
}

const QUARTER_DX = [0, 1, 0, -1];
const QUARTER_DY = [-1, 0, 1, 0];

/** Symmetry t of one unit, acting on a point that names it exactly (the cell, 3 x a centroid, 4 x a quarter's centre). */
export function transformUnit(kind: GridKind, u: Unit, t: number): Unit {
  if (kind === 'square') {
    const [x, y] = squareSymmetry([u.x, u.y], t);
    return { x, y, k: 0 };
  }
  if (kind === 'triangular') {
    const [a, b] = triangleSymmetry([3 * u.x + 1 + u.k, 3 * u.y + 1 + u.k], t);
    return { x: floorDiv(a, 3), y: floorDiv(b, 3), k: floorMod(a, 3) - 1 };
  }
  const [a, b] = squareSymmetry([4 * u.x + 2 + QUARTER_DX[u.k]!, 4 * u.y + 2 + QUARTER_DY[u.k]!], t);
  const ma = floorMod(a, 4);
  const mb = floorMod(b, 4);
  if (ma === 2) return { x: floorDiv(a, 4), y: floorDiv(b, 4), k: mb === 1 ? 0 : 2 };
  return { x: floorDiv(a, 4), y: floorDiv(b, 4), k: ma === 3 ? 1 : 3 };
}

export function symmetryCount(kind: GridKind): number {
  return kind === 'triangular' ? 12 : 8;
}

/** Translated so the least x and y are 0, sorted row-major. */
export function normalize(units: readonly Unit[]): Unit[] {
  const minX = Math.min(...units.map((u) => u.x));
  const minY = Math.min(...units.map((u) => u.y));
  return units.map((u) => ({ x: u.x - minX, y: u.y - minY, k: u.k })).sort(byRow);
}

const sameUnits = (p: readonly Unit[], q: readonly Unit[]) => p.length === q.length && p.every((u, i) => byRow(u, q[i]!) === 0);

/** A piece's orientations: its distinct normalized images in symmetry order, orientation 0 first (its shape). */
export function orientations(kind: GridKind, shape: readonly Tile[]): Unit[][] {
  const units = shapeUnits(kind, shape);
  const out: Unit[][] = [];
  for (let t = 0; t < symmetryCount(kind); t++) {
    const image = normalize(units.map((u) => transformUnit(kind, u, t)));
    if (!out.some((o) => sameUnits(o, image))) out.push(image);
  }
  return out;
}

/** The orientation a turn (one step clockwise on the page) or a mirror of orientation `from` is. */
export function turnedOrientation(kind: GridKind, shape: readonly Tile[], from: number, how: 'rotate' | 'reflect'): number {
  const all = orientations(kind, shape);
  const current = all[from] ?? all[0]!;
  const t = how === 'reflect' ? symmetryCount(kind) / 2 : 1;
  const image = normalize(current.map((u) => transformUnit(kind, u, t)));
  const index = all.findIndex((o) => sameUnits(o, image));
  return index < 0 ? 0 : index;
}

/** The units a placement covers: its orientation moved by `at` (translations keep a triangle's k). */
export function placedUnits(kind: GridKind, shape: readonly Tile[], orientation: number, at: readonly [number, number]): Unit[] {
  const o = orientations(kind, shape)[orientation];
  if (!o) return [];
  return o.map((u) => ({ x: u.x + at[0], y: u.y + at[1], k: u.k }));
}

export const unitKey = (u: Unit) => `${u.x},${u.y},${u.k}`;

/** Tiles covered, as the rules count them: units, or for Polyabolo unit triangles (two quarters). */
export function tileCount(kind: GridKind, units: number): number {
  return kind === 'polyabolo' ? units / 2 : units;
}

export type ArrangementProblem = { kind: 'outside' | 'overlap' | 'orientation'; card: number };

/** Checks an arrangement on a panel: every placement inside it and none overlapping. */
export function checkArrangement(
  kind: GridKind,
  panel: readonly Tile[],
  pieces: readonly GridPiece[],
  arrangement: readonly Placement[],
): { score: number; problems: ArrangementProblem[] } {
  const inside = new Set(shapeUnits(kind, panel).map(unitKey));
  const taken = new Set<string>();
  const problems: ArrangementProblem[] = [];
  let covered = 0;
  for (const p of arrangement) {
    const piece = pieces.find((q) => q.card === p.card);
    const units = piece ? placedUnits(kind, piece.shape, p.orientation, p.at) : [];
    if (!units.length) {
      problems.push({ kind: 'orientation', card: p.card });
      continue;
    }
    const keys = units.map(unitKey);
    if (keys.some((k) => !inside.has(k))) problems.push({ kind: 'outside', card: p.card });
    else if (keys.some((k) => taken.has(k))) problems.push({ kind: 'overlap', card: p.card });
    for (const k of keys) taken.add(k);
    covered += keys.length;
  }
  return { score: problems.length ? 0 : tileCount(kind, covered), problems };
}

/** The panel's capacity in tiles. */
export function panelTiles(kind: GridKind, panel: readonly Tile[]): number {
  return tileCount(kind, shapeUnits(kind, panel).length);
}

// Drawing. One length unit is a square's side or a triangle's side; y grows down.
const SQRT3_2 = Math.sqrt(3) / 2;

/** A triangular lattice point (a, b) on the page. */
function latticePoint(a: number, b: number): [number, number] {
  return [a + b / 2, b * SQRT3_2];
}

/** A tile's outline as page points. */
export function tilePolygon(kind: GridKind, tile: Tile): [number, number][] {
  const [a = 0, b = 0, c = 0] = tile;
  if (kind === 'square') {
    return [
      [a, b],
      [a + 1, b],
      [a + 1, b + 1],
      [a, b + 1],
    ];
  }
  if (kind === 'triangular') {
    const x = floorDiv(a, 2);
    const corners: [number, number][] = floorMod(a, 2) === 0 ? [[x, b], [x + 1, b], [x, b + 1]] : [[x + 1, b], [x + 1, b + 1], [x, b + 1]];
    return corners.map(([p, q]) => latticePoint(p, q));
  }
  const nw: [number, number] = [a, b];
  const ne: [number, number] = [a + 1, b];
  const se: [number, number] = [a + 1, b + 1];
  const sw: [number, number] = [a, b + 1];
  switch (c) {
    case 0:
      return [nw, ne, sw];
    case 1:
      return [nw, ne, se];
    case 2:
      return [ne, se, sw];
    case 3:
      return [nw, se, sw];
    default:
      return [nw, ne, se, sw];
  }
}

/** The page box that holds a frame: [width, height]. */
export function frameBox(kind: GridKind, frame: GridFrame): [number, number] {
  if (kind === 'triangular') return [frame.width + frame.height / 2, frame.height * SQRT3_2];
  return [frame.width, frame.height];
}

/** The least box holding some tiles: [minX, minY, maxX, maxY]. */
export function tilesBox(kind: GridKind, tiles: readonly Tile[]): [number, number, number, number] {
  const pts = tiles.flatMap((t) => tilePolygon(kind, t));
  if (!pts.length) return [0, 0, 1, 1];
  return [Math.min(...pts.map((p) => p[0])), Math.min(...pts.map((p) => p[1])), Math.max(...pts.map((p) => p[0])), Math.max(...pts.map((p) => p[1]))];
}

/** Every tile of a frame: the suggested panel. */
export function frameTiles(kind: GridKind, frame: GridFrame): Tile[] {
  const out: Tile[] = [];
  for (let y = 0; y < frame.height; y++) {
    for (let x = 0; x < frame.width; x++) {
      if (kind === 'triangular') out.push([2 * x, y], [2 * x + 1, y]);
      else if (kind === 'polyabolo') out.push([x, y, 4]);
      else out.push([x, y]);
    }
  }
  return out;
}

/** The tile under a page point in a frame, or null (for placing by click). */
export function tileAt(kind: GridKind, frame: GridFrame, px: number, py: number): Unit | null {
  if (kind === 'triangular') {
    const b = py / SQRT3_2;
    const a = px - b / 2;
    const x = Math.floor(a);
    const y = Math.floor(b);
    if (x < 0 || y < 0 || x >= frame.width || y >= frame.height) return null;
    return { x, y, k: a - x + (b - y) < 1 ? 0 : 1 };
  }
  const x = Math.floor(px);
  const y = Math.floor(py);
  if (x < 0 || y < 0 || x >= frame.width || y >= frame.height) return null;
  return { x, y, k: 0 };
}

/** Where to put an orientation so that its first unit of the clicked tile's kind sits on the clicked tile. */
export function anchorAt(kind: GridKind, units: readonly Unit[], target: Unit): [number, number] {
  const anchor = (kind === 'triangular' ? units.find((u) => u.k === target.k) : undefined) ?? units[0] ?? { x: 0, y: 0, k: 0 };
  return [target.x - anchor.x, target.y - anchor.y];
}
