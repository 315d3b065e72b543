// A game's rating history as an SVG line (scaling in logic/chart.ts): the
// top and bottom of the scale with one decimal, the first and last game's
// dates below.
import { type ChartBox, chartDate, scaleLine } from '../logic/chart';
import { formatRating } from '../logic/rating';

const BOX: ChartBox = { width: 320, height: 120, pad: 12 };

interface Props {
  values: number[];
  label: string;
  testid: string;
  /** When the first and the last rated game finished (ms). */
  dates?: { first: number; last: number } | null;
}

export function RatingChart({ values, label, testid, dates }: Props) {
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
        <text x={BOX.pad} y={BOX.pad - 2} class="axis" data-testid={`${testid}-max`}>
          {formatRating(line.max)}
        </text>
        <text x={BOX.pad} y={BOX.height - 2} class="axis" data-testid={`${testid}-min`}>
          {formatRating(line.min)}
        </text>
        <polyline points={line.polyline} class="series" />
        {last && <circle cx={last.x} cy={last.y} r={3.5} class="dot-end" />}
      </svg>
      {dates && (
        <figcaption class="chart-dates hint" data-testid={`${testid}-dates`}>
          <span>{chartDate(dates.first)}</span>
          <span>{chartDate(dates.last)}</span>
        </figcaption>
      )}
    </figure>
  );
}
