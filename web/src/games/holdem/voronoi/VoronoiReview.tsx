// A settled Point-Voronoi showdown in the Last hand review: the official
// diagram and each hand's share, the winners as the pots name them.
import type { LastHand } from '../types';
import { diagramOf, officialDrawing, shareOf } from './diagram';
import { VoronoiDrawing } from './VoronoiDrawing';
import { VoronoiShares } from './VoronoiShares';

export function VoronoiReview({ hand, nameOf, testid }: { hand: LastHand; nameOf: (seat: number) => string; testid: string }) {
  const diagram = diagramOf(hand);
  if (!diagram) return null;
  const winners = new Set(hand.pots.flatMap((p) => p.winners));
  return (
    <div class="vo-review" data-testid={`${testid}-voronoi`}>
      <VoronoiDrawing drawing={officialDrawing(diagram)} nameOf={nameOf} label={`Hand ${hand.hand}: the official Voronoi diagram`} testid={`${testid}-diagram`} />
      <VoronoiShares
        testid={`${testid}-shares`}
        rows={hand.seats
          .filter((s) => shareOf(s).share_ppb !== undefined)
          .map((s) => ({ owner: s.seat, name: nameOf(s.seat), percent: shareOf(s).share_percent, ppb: shareOf(s).share_ppb, winner: winners.has(s.seat) }))}
      />
    </div>
  );
}
