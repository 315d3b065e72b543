// Point-Voronoi's testing area: the Visible points preview (your points
// while your hand is in, the revealed board; a local diagram of only those,
// so it is not the result), with trial points you click into the square to
// try guesses; at a showdown the official diagram and shares replace it.
// Local only: it sends nothing. Trial points survive reveals and reset with
// each new hand.
import { useEffect, useState } from 'preact/hooks';
import type { HoldemState } from '../types';
import { type Drawing, officialDrawing, previewDrawing, shareOf } from './diagram';
import type { Point } from './geometry';
import { VoronoiDrawing } from './VoronoiDrawing';
import { VoronoiShares } from './VoronoiShares';
import { addTrial, officialDiagram, trialPoints, visiblePoints } from './visible';

export function VoronoiTesting({ state, nameOf }: { state: HoldemState; nameOf: (seat: number) => string }) {
  const [trials, setTrials] = useState<Point[]>([]);
  useEffect(() => setTrials([]), [state.hand]);
  const official = officialDiagram(state);
  const last = state.last_hand;
  let drawing: Drawing;
  if (official) drawing = officialDrawing(official);
  else drawing = previewDrawing([...visiblePoints(state), ...trialPoints(trials)]);
  const winners = new Set((last?.pots ?? []).flatMap((p) => p.winners));
  return (
    <section class="panel holdem-testing" aria-labelledby="testing-title" data-testid="testing-area" data-mode={official ? 'official' : 'preview'}>
      <h2 id="testing-title">Testing</h2>
      {official && last ? (
        <>
          <p class="hint">Hand {last.hand}: the official diagram.</p>
          <VoronoiDrawing drawing={drawing} nameOf={nameOf} label="The official Voronoi diagram" testid="voronoi-official" />
          <VoronoiShares
            testid="testing-shares"
            rows={last.seats
              .filter((s) => shareOf(s).share_ppb !== undefined)
              .map((s) => ({ owner: s.seat, name: nameOf(s.seat), percent: shareOf(s).share_percent, ppb: shareOf(s).share_ppb, winner: winners.has(s.seat) }))}
          />
        </>
      ) : (
        <>
          <p class="hint">Visible points preview: hidden hands are left out, so this is not the final result. Click the square to add trial points.</p>
          <VoronoiDrawing drawing={drawing} nameOf={nameOf} label="Visible points preview" testid="voronoi-preview" onPick={(at) => setTrials((now) => addTrial(now, at))} />
          <button type="button" class="btn small" data-testid="testing-reset" onClick={() => setTrials([])}>
            Reset
          </button>
        </>
      )}
    </section>
  );
}
