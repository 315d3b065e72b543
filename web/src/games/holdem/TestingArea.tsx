// The testing area beside the table, per card type; Value-sum's here: cards 1–20 to try sums with,
// within the room's Maximum sum. Local only: it changes nothing at the
// table, survives community reveals and resets with each new hand.
import { useEffect, useState } from 'preact/hooks';
import { testingOrder, togglePick } from './testing';
import { sumOf } from './texts';
import { myPlayer } from './viewer';
import type { HoldemState } from './types';
import { VoronoiTesting } from './voronoi/VoronoiTesting';
import { gridBoard } from './grid/board';
import { GridTestingArea } from './grid/GridTestingArea';

/** The testing area of the room's card type. */
export function TestingArea({ state }: { state: HoldemState }) {
  if (gridBoard(state)) return <GridTestingArea state={state} />;
  if (state.settings?.card_type === 'point_voronoi') {
    return <VoronoiTesting state={state} nameOf={(seat) => state.players.find((p) => p.seat === seat)?.name ?? `Seat ${seat + 1}`} />;
  }
  return <ValueSumTesting state={state} />;
}

function ValueSumTesting({ state }: { state: HoldemState }) {
  const me = myPlayer(state);
  const own = (me?.cards ?? []).filter((c): c is number => c !== null);
  // A seat sees its cards and the revealed board first; a spectator the plain number order (rulebook).
  const known = me ? [...own, ...(state.board ?? [])] : [];
  const max = state.settings?.max_sum ?? 30;
  const [picked, setPicked] = useState<number[]>([]);
  useEffect(() => setPicked([]), [state.hand]);
  return (
    <section class="panel holdem-testing" aria-labelledby="testing-title" data-testid="testing-area">
      <h2 id="testing-title">Testing</h2>
      <p data-testid="testing-sum">
        Selected sum <strong>{sumOf(picked)}</strong> / {max}
      </p>
      <div class="holdem-testing-cards">
        {testingOrder(known).map((card) => (
          <button
            key={card}
            type="button"
            class={`hcard test${picked.includes(card) ? ' selected' : ''}${known.includes(card) ? ' known' : ''}`}
            aria-pressed={picked.includes(card)}
            data-testid={`test-card-${card}`}
            onClick={() => setPicked((now) => togglePick(now, card, max))}
          >
            {card}
          </button>
        ))}
      </div>
      <button type="button" class="btn small" data-testid="testing-reset" onClick={() => setPicked([])}>
        Reset
      </button>
    </section>
  );
}
