// The create form's Edit panel as pure steps: each grid type's frame (the
// server's, docs/games/holdem.md), toggling a tile (Polyabolo cycles a cell
// gap -> the four half squares -> full square -> gap), and the panel saved
// in this browser per card type, which a new room sends as `panel`.
import { frameTiles, gridKindOf, type GridFrame, type GridKind, type Tile } from './geometry';

export const FRAMES: Record<GridKind, GridFrame> = {
  square: { width: 8, height: 5 },
  triangular: { width: 6, height: 4 },
  polyabolo: { width: 4, height: 4 },
};

/** The panel after toggling the cell (square, polyabolo: [x, y]) or triangle ([col, row]). */
export function toggleTile(kind: GridKind, panel: readonly Tile[], at: Tile): Tile[] {
  const [a, b] = at;
  const index = panel.findIndex((t) => t[0] === a && t[1] === b);
  if (kind !== 'polyabolo') return index >= 0 ? panel.filter((_, i) => i !== index) : sortTiles([...panel, [a!, b!]]);
  if (index < 0) return sortTiles([...panel, [a!, b!, 0]]);
  const k = panel[index]![2] ?? 4;
  if (k === 4) return panel.filter((_, i) => i !== index);
  return panel.map((t, i) => (i === index ? [a!, b!, k + 1] : t));
}

function sortTiles(tiles: Tile[]): Tile[] {
  return tiles.sort((p, q) => p[1]! - q[1]! || p[0]! - q[0]!);
}

const storeKey = (cardType: string) => `gavel.holdem.panel.${cardType}`;

/** A stored panel if it is a list of tiles inside the type's frame, else null. */
export function parsePanel(kind: GridKind, text: string | null): Tile[] | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value) || !value.length) return null;
    const frame = FRAMES[kind];
    const width = kind === 'triangular' ? 2 * frame.width : frame.width;
    const arity = kind === 'polyabolo' ? 3 : 2;
    const ok = value.every(
      (t) => Array.isArray(t) && t.length === arity && t.every((n) => Number.isInteger(n)) && t[0] >= 0 && t[0] < width && t[1] >= 0 && t[1] < frame.height && (arity === 2 || (t[2] >= 0 && t[2] <= 4)),
    );
    return ok ? (value as Tile[]) : null;
  } catch {
    return null;
  }
}

/** This browser's saved panel for a card type, or null (the suggested one applies). */
export function savedPanel(cardType: string): Tile[] | null {
  const kind = gridKindOf(cardType);
  if (!kind) return null;
  try {
    return parsePanel(kind, window.localStorage.getItem(storeKey(cardType)));
  } catch {
    return null;
  }
}

export function savePanel(cardType: string, panel: readonly Tile[]): void {
  try {
    window.localStorage.setItem(storeKey(cardType), JSON.stringify(panel));
  } catch {
    // Storage is unavailable: the panel lasts while the form is open.
  }
}

/** The panel the form shows and sends: the saved one, else the suggested one. */
export function panelFor(cardType: string): Tile[] {
  const kind = gridKindOf(cardType);
  if (!kind) return [];
  return savedPanel(cardType) ?? frameTiles(kind, FRAMES[kind]);
}
