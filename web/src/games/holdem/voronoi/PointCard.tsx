// A Point-Voronoi card face: a small square with the card's point where it
// lies, its coordinates in the title (the card number stays in data-card,
// as for every card).
import { cardPoint, pointText } from './geometry';
import './voronoi.css';

export function PointCard({ card, small, selected, testid }: { card: number; small: boolean; selected: boolean; testid?: string }) {
  const at = cardPoint(card) ?? { x: 0.5, y: 0.5 };
  return (
    <span class={`hcard point${small ? ' small' : ''}${selected ? ' selected' : ''}`} data-testid={testid} data-card={card} title={`point ${pointText(card)}`} aria-label={`point ${pointText(card)}`}>
      <svg viewBox="0 0 20 20" aria-hidden="true">
        <rect x="0.5" y="0.5" width="19" height="19" class="vo-card-frame" />
        <circle cx={0.5 + at.x * 19} cy={0.5 + at.y * 19} r="2" class="vo-card-dot" />
      </svg>
    </span>
  );
}
