// A completed hand's review: the community cards, each participant's cards
// (as much as this viewer may see), scores with the cards used and any Best
// possible example, chips returned and won, the pots and the actions in
// order, grouped by betting stage.
import { useState } from 'preact/hooks';
import { PlayingCard } from './Card';
import { STREET_NAMES, actionText, cardsText, potText } from './texts';
import type { LastHand, Street } from './types';
import { VoronoiReview } from './voronoi/VoronoiReview';
import type { Board } from './grid/arrangement';
import { GridHandReview } from './grid/GridHandReview';

const STAGES: Street[] = ['preflop', 'flop', 'turn', 'showdown'];

export function LastHandReview({ hand, nameOf, testid = 'last-hand', grid = null }: { hand: LastHand; nameOf: (seat: number) => string; testid?: string; grid?: Board | null }) {
  const [example, setExample] = useState<number | null>(null);
  return (
    <div class="holdem-review" data-testid={testid} data-hand={hand.hand}>
      <h3>
        Hand {hand.hand} · big blind {hand.big_blind}
        {hand.ante > 0 ? ` · ante ${hand.ante}` : ''}
      </h3>
      <p class="row">
        Board{' '}
        {hand.board.length ? hand.board.map((c, i) => <PlayingCard key={i} card={c} small />) : <span class="hint">not dealt</span>}
      </p>
      <table class="final-stats">
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Cards</th>
            <th scope="col">Score</th>
            <th scope="col">Won</th>
          </tr>
        </thead>
        <tbody>
          {hand.seats.map((s) => (
            <tr key={s.seat} data-testid={`${testid}-seat-${s.seat}`}>
              <th scope="row">{nameOf(s.seat)}</th>
              <td>
                {s.cards.map((c, i) => (
                  <PlayingCard key={i} card={c} small />
                ))}
                {s.folded ? ' folded' : ''}
              </td>
              <td>
                {s.score !== undefined ? `${s.score}${s.used ? ` (${cardsText(s.used.cards)})` : ''}` : '–'}
                {s.best_possible !== undefined && (
                  <button type="button" class="btn small" data-testid={`best-possible-${s.seat}`} aria-pressed={example === s.seat} onClick={() => setExample(example === s.seat ? null : s.seat)} onKeyDown={(e) => e.key === 'Escape' && setExample(null)}>
                    Best possible: {s.best_possible}
                  </button>
                )}
                {example === s.seat && s.best_example && <span class="hint"> {cardsText(s.best_example.cards)}</span>}
                {grid && <GridHandReview board={grid} seat={s} showBest={example === s.seat} testid={testid} />}
              </td>
              <td>
                {s.won}
                {s.returned > 0 ? ` (+${s.returned} returned)` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <VoronoiReview hand={hand} nameOf={nameOf} testid={testid} />
      <ul class="holdem-pots">
        {hand.pots.map((pot, i) => (
          <li key={i}>{potText(pot, i, nameOf)}</li>
        ))}
      </ul>
      {STAGES.map((stage) => {
        const actions = hand.actions.filter((a) => a.street === stage);
        if (!actions.length) return null;
        return (
          <div key={stage} class="holdem-stage">
            <strong>{STREET_NAMES[stage]}</strong>
            <ol>
              {actions.map((a, i) => (
                <li key={i}>{actionText(a, nameOf)}</li>
              ))}
            </ol>
          </div>
        );
      })}
    </div>
  );
}
