// One Value-sum card: its number face up, or a back when this viewer may not
// see it (a null in the State: the page never guesses a hidden card).
import { useContext } from 'preact/hooks';
import { CardTypeContext } from './cardTypeContext';
import type { Card } from './types';
import { PointCard } from './voronoi/PointCard';
import { VORONOI } from './voronoi/settings';
import { GridCardFace } from './grid/GridCardContext';

export function PlayingCard({ card, small = false, selected = false, testid }: { card: Card; small?: boolean; selected?: boolean; testid?: string }) {
  const cardType = useContext(CardTypeContext);
  if (card !== null && cardType === VORONOI) return <PointCard card={card} small={small} selected={selected} testid={testid} />;
  if (card === null) {
    return <span class={`hcard back${small ? ' small' : ''}`} aria-label="hidden card" data-testid={testid} data-card="hidden" />;
  }
  return (
    <span class={`hcard${small ? ' small' : ''}${selected ? ' selected' : ''}`} data-testid={testid} data-card={card}>
      <GridCardFace card={card} />
      {card}
    </span>
  );
}
