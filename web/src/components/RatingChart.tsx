// A game's rating history as an SVG line (scaling in logic/chart.ts).
import { type ChartBox, scaleLine } from '../logic/chart';
import { formatRating } from '../logic/rating';

const BOX: ChartBox = { width: 320, height: 120, pad: 12 };

export function RatingChart({ values, label, testid }: { values: number[]; label: string; testid: string }) {
  const line = scaleLine(values, BOX);
  if (line.points.length === 0) return null;
  const last = line.points[line.points.length - 1];
  return (
    <figure class="rating-chart">
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        role="img"
        aria-label={`${label}: from ${formatRating(values[0])} to ${formatRating(values[values.length - 1])} over ${values.length - 1} games`}
        data-testid={testid}
      >
        <line x1={BOX.pad} x2={BOX.width - BOX.pad} y1={BOX.pad} y2={BOX.pad} class="grid" />
        <line x1={BOX.pad} x2={BOX.width - BOX.pad} y1={BOX.height - BOX.pad} y2={BOX.height - BOX.pad} class="grid" />
        <text x={BOX.pad} y={BOX.pad - 2} class="axis">
          {Math.round(line.max)}
        </text>
        <text x={BOX.pad} y={BOX.height - 2} class="axis">
          {Math.round(line.min)}
        </text>
        <polyline points={line.polyline} class="series" />
        {last && <circle cx={last.x} cy={last.y} r={3.5} class="dot-end" />}
      </svg>
    </figure>
  );
}
