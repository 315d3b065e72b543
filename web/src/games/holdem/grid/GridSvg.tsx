// SVG drawing of grid tiles: a piece on its own (the tray, the review) and
// the panel with pieces on it. One length unit is a cell's or a triangle's
// side; pieces take a colour by their place in the arrangement.
import type { ComponentChildren } from 'preact';
import { frameBox, tilePolygon, tilesBox, type GridFrame, type GridKind, type Tile } from './geometry';
import './grid.css';

export const PIECE_COLOURS = ['#e0864a', '#4a90d9', '#5bb36a', '#b26fd1', '#d9b84a', '#4ac2c2'];

export const pointsOf = (kind: GridKind, tile: Tile) =>
  tilePolygon(kind, tile)
    .map(([x, y]) => `${x.toFixed(3)},${y.toFixed(3)}`)
    .join(' ');

/** Tiles as polygons, one group (a piece, the panel, a ghost). */
export function TilesGroup({ kind, tiles, class: cls, fill, testid }: { kind: GridKind; tiles: readonly Tile[]; class: string; fill?: string; testid?: string }) {
  return (
    <g class={cls} data-testid={testid} style={fill ? { fill } : undefined}>
      {tiles.map((t) => (
        <polygon key={t.join(',')} points={pointsOf(kind, t)} data-tile={t.join('-')} />
      ))}
    </g>
  );
}

/** One piece drawn alone, sized to its tiles (scale: page pixels per unit). */
export function PieceSvg({ kind, tiles, colour, scale = 14, label }: { kind: GridKind; tiles: readonly Tile[]; colour: string; scale?: number; label?: string }) {
  const [x0, y0, x1, y1] = tilesBox(kind, tiles);
  const pad = 0.08;
  const w = x1 - x0 + 2 * pad;
  const h = y1 - y0 + 2 * pad;
  return (
    <svg class="grid-piece-svg" viewBox={`${x0 - pad} ${y0 - pad} ${w} ${h}`} width={w * scale} height={h * scale} role="img" aria-label={label} aria-hidden={label ? undefined : 'true'}>
      <TilesGroup kind={kind} tiles={tiles} class="grid-piece" fill={colour} />
    </svg>
  );
}

/** The panel area: the frame's outline, the panel's tiles and whatever is drawn on them. */
export function PanelSvg({ kind, frame, label, children, testid }: { kind: GridKind; frame: GridFrame; label: string; children: ComponentChildren; testid?: string }) {
  const [w, h] = frameBox(kind, frame);
  const pad = 0.1;
  return (
    <svg class="grid-panel-svg" viewBox={`${-pad} ${-pad} ${w + 2 * pad} ${h + 2 * pad}`} role="img" aria-label={label} data-testid={testid}>
      {children}
    </svg>
  );
}
