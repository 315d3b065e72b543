// Bidlock's replay: steps through the round records (first, previous, next,
// last, a slider and the arrow keys) with the running scores rebuilt in the
// browser (./replay.ts), then the final standings.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { signed } from '../../logic/format';
import { CardRow, PotView, RoundTable, StandingsList } from './Cards';
import { buildSteps, clampStep } from './replay';
import type { BidlockReplay as Replay } from './types';

export function BidlockReplay({ data }: { data: Replay }) {
  const [step, setStep] = useState(0);
  const steps = useMemo(() => buildSteps(data), [data]);
  const count = steps.length;
  const index = clampStep(step, count);
  const go = (to: number) => setStep(clampStep(to, count));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName)) return;
      if (event.key === 'ArrowRight') setStep((s) => clampStep(s + 1, count));
      if (event.key === 'ArrowLeft') setStep((s) => clampStep(s - 1, count));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [count]);

  const names = data.players.map((p) => p.name);
  const current = steps[index];
  const atEnd = index === count - 1;

  if (count === 0 || !current) {
    return (
      <section class="panel">
        <p data-testid="replay-empty">No rounds have been played yet.</p>
      </section>
    );
  }
  return (
    <>
      <nav class="panel stepper" aria-label="Replay controls">
        <button type="button" class="btn ghost" onClick={() => go(0)} disabled={index === 0} data-testid="replay-first" aria-label="First round">
          «
        </button>
        <button type="button" class="btn" onClick={() => go(index - 1)} disabled={index === 0} data-testid="replay-prev">
          Previous
        </button>
        <span class="round-indicator" data-testid="round" aria-live="polite" aria-atomic="true">
          Round {current.record.round} of {count}
        </span>
        <button type="button" class="btn" onClick={() => go(index + 1)} disabled={atEnd} data-testid="replay-next" data-main-action>
          Next
        </button>
        <button type="button" class="btn ghost" onClick={() => go(count - 1)} disabled={atEnd} data-testid="replay-last" aria-label="Last round">
          »
        </button>
        <label class="scrub">
          <span class="sr-only">Jump to round</span>
          <input
            type="range"
            min={1}
            max={count}
            value={index + 1}
            onInput={(e) => go(Number(e.currentTarget.value) - 1)}
            data-testid="replay-slider"
          />
        </label>
      </nav>

      <section class="panel" aria-label={`Round ${current.record.round}`}>
        <h2>Round {current.record.round}: the pot</h2>
        <PotView cards={current.record.pot} value={current.record.value} />
        <h3 class="sub">Bids</h3>
        <RoundTable record={current.record} names={names} testid="replay-round" showHead={false} />
      </section>

      <section class="panel" aria-labelledby="running-title">
        <h2 id="running-title">Scores after round {current.record.round}</h2>
        <table class="scores" data-testid="running-scores">
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Score</th>
              <th scope="col">Won</th>
            </tr>
          </thead>
          <tbody>
            {current.after.map((t) => {
              const before = current.before[t.seat]?.score ?? 0;
              const delta = t.score - before;
              return (
                <tr key={t.seat} data-testid={`running-${t.seat}`}>
                  <th scope="row">{names[t.seat] ?? `Seat ${t.seat + 1}`}</th>
                  <td>
                    <strong>{signed(t.score)}</strong>
                    {delta !== 0 && <span class={delta < 0 ? 'neg-text' : 'pos-text'}> ({signed(delta)})</span>}
                  </td>
                  <td>
                    <CardRow cards={t.won} small empty="–" />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>

      {atEnd && data.result && (
        <section class="panel" aria-labelledby="replay-final">
          <h2 id="replay-final">Final standings</h2>
          <StandingsList standings={data.result.standings} winners={data.result.winners} names={names} />
        </section>
      )}
    </>
  );
}
