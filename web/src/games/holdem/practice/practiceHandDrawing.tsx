// One Practice hand (or the scenario's board) drawn for its card type:
// Value-sum as cards, Point-Voronoi as points in words beside the hand's
// colour, grid types as their pieces where the solver laid them on the
// room's panel (the board as its cards, each drawn as its piece).
import type { JSX } from 'preact';
import { PlayingCard } from '../Card';
import { GridArrangementView } from '../grid/GridArrangementView';
import { ownerClass } from '../voronoi/diagram';
import { pointText } from '../voronoi/geometry';
import { VORONOI } from '../voronoi/settings';
import type { PracticeHand, PracticeScenario } from './practice';

/** The board's cards as a practice hand, so one function draws both. */
export function boardHand(scenario: PracticeScenario): PracticeHand {
  return { cards: scenario.board };
}

/** `owner` is the hand's index, or 'board'. */
export function practiceHandDrawing(cardType: string, hand: PracticeHand, scenario: PracticeScenario, owner: number | 'board' = 'board'): JSX.Element {
  if (cardType === VORONOI) {
    return (
      <span class="practice-points">
        <span class={`vo-swatch ${ownerClass(owner)}`} aria-hidden="true" />
        {hand.cards.map((c) => (
          <span key={c} class="practice-point" data-card={c}>
            {pointText(c)}
          </span>
        ))}
      </span>
    );
  }
  if (cardType === 'value_sum') {
    return (
      <span class="practice-cards">
        {hand.cards.map((c, i) => (
          <PlayingCard key={i} card={c} small selected={hand.used?.includes(c) ?? false} />
        ))}
      </span>
    );
  }
  const grid = scenario.grid;
  return (
    <span class="practice-grid">
      <span class="practice-cards">
        {hand.cards.map((c, i) => (
          <PlayingCard key={i} card={c} small selected={hand.used?.includes(c) ?? false} />
        ))}
      </span>
      {grid && hand.placements && (
        <GridArrangementView
          cardType={cardType}
          frame={grid.frame}
          panel={grid.panel}
          pieces={grid.pieces}
          arrangement={hand.placements}
          testid={typeof owner === 'number' ? `practice-arrangement-${owner}` : undefined}
        />
      )}
    </span>
  );
}
