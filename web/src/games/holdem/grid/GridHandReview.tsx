// A grid hand in the Last hand review: the arrangement it scored with (its
// contributing cards placed as the server chose them) and, when its Best
// possible is opened, an optimal arrangement on the same panel.
import type { ReviewSeat } from '../types';
import type { Board } from './arrangement';
import { BoardArrangement } from './GridArrangementView';

export function GridHandReview({ board, seat, showBest, testid }: { board: Board; seat: ReviewSeat; showBest: boolean; testid: string }) {
  const used = seat.used?.placements;
  const best = seat.best_example?.placements;
  return (
    <div class="grid-hand-review">
      {used && <BoardArrangement board={board} arrangement={used} label={`Scored ${seat.score ?? 0} with cards ${seat.used?.cards.join(', ') || 'none'}`} testid={`${testid}-used-${seat.seat}`} />}
      {showBest && best && (
        <div>
          <span class="hint">Best possible: {seat.best_possible}</span>
          <BoardArrangement board={board} arrangement={best} label={`Best possible ${seat.best_possible ?? 0} with cards ${seat.best_example?.cards.join(', ') || 'none'}`} testid={`${testid}-best-${seat.seat}`} />
        </div>
      )}
    </div>
  );
}
