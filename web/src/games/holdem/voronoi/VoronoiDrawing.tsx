// The unit square as an SVG: each region filled in its owner's colour
// (the board's regions neutral), each point as a marker (the board's as
// squares, hands' as dots, trial points hollow). y grows downwards, as in
// the diagram's numbers. A click on the square reports where, for the
// testing area's trial points.
import type { Point } from './geometry';
import { type Drawing, type Owner, ownerClass } from './diagram';
import './voronoi.css';

const SIZE = 100;

function pathOf(polygon: readonly Point[]): string {
  return polygon.map((p, i) => `${i ? 'L' : 'M'}${(p.x * SIZE).toFixed(3)} ${(p.y * SIZE).toFixed(3)}`).join(' ') + ' Z';
}

function ownerText(owner: Owner, nameOf: (owner: number) => string): string {
  if (owner === 'board') return 'community';
  if (owner === 'trial') return 'trial point';
  return nameOf(owner);
}

export function VoronoiDrawing({
  drawing,
  nameOf,
  label,
  testid,
  onPick,
}: {
  drawing: Drawing;
  nameOf: (owner: number) => string;
  label: string;
  testid: string;
  onPick?: (at: Point) => void;
}) {
  const pick = (e: MouseEvent) => {
    if (!onPick) return;
    const box = (e.currentTarget as SVGSVGElement).getBoundingClientRect();
    if (box.width <= 0 || box.height <= 0) return;
    const x = (e.clientX - box.left) / box.width;
    const y = (e.clientY - box.top) / box.height;
    if (x >= 0 && x < 1 && y >= 0 && y < 1) onPick({ x, y });
  };
  return (
    <svg
      class={`voronoi-square${onPick ? ' pickable' : ''}`}
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-label={label}
      data-testid={testid}
      data-points={drawing.points.length}
      data-regions={drawing.regions.length}
      onClick={pick}
    >
      <rect class="vo-frame" x="0" y="0" width={SIZE} height={SIZE} />
      {drawing.regions.map((r, i) =>
        r.polygon.length ? <path key={`r${i}`} class={`vo-region ${ownerClass(r.owner)}`} d={pathOf(r.polygon)} data-owner={String(r.owner)} /> : null,
      )}
      {drawing.points.map((p) => {
        const cx = p.at.x * SIZE;
        const cy = p.at.y * SIZE;
        const common = { class: `vo-point ${ownerClass(p.owner)}`, 'data-testid': `vpoint-${p.key}`, 'data-owner': String(p.owner) };
        return p.owner === 'board' ? (
          <rect key={p.key} {...common} x={cx - 1.6} y={cy - 1.6} width="3.2" height="3.2">
            <title>{ownerText(p.owner, nameOf)}</title>
          </rect>
        ) : (
          <circle key={p.key} {...common} cx={cx} cy={cy} r="1.7">
            <title>{ownerText(p.owner, nameOf)}</title>
          </circle>
        );
      })}
    </svg>
  );
}
