// Spendii's replay: the game's log line by line with Previous and Next, the
// standings, the table at any input of the record (ReplaySteps), then the
// final table (every held card face up, as the end shows it).
import { useState } from 'preact/hooks';
import { FinalPanel } from './FinalPanel';
import { ReplaySteps } from './ReplaySteps';
import { SpendiiTable } from './SpendiiTable';
import type { SpendiiReplay as Replay, SpendiiState } from './types';

const NO_MOVES = { legal: [], disabled: true, active: false, send: () => {}, choosePayment: () => {} };

export function SpendiiReplay({ data }: { data: Replay }) {
  const lines = data.log ?? [];
  const [index, setIndex] = useState(0);
  const nameOf = (seat: number) => data.players.find((p) => p.seat === seat)?.name ?? `Seat ${seat + 1}`;
  const final = data.final ?? null;
  const players = (final?.players ?? []).map((p) => ({ ...p, name: nameOf(p.seat), kind: data.players.find((r) => r.seat === p.seat)?.kind ?? p.kind }));
  const at = Math.min(index, Math.max(0, lines.length - 1));
  const finalState: Partial<SpendiiState> = { ...final, players, you: null };
  return (
    <>
      <section class="panel sp-replay" aria-labelledby="sp-replay-title" data-testid="spendii-replay" data-line={at}>
        <div class="round-line">
          <h2 id="sp-replay-title">
            Move {lines.length ? at + 1 : 0} of {lines.length}
          </h2>
          <span class="row">
            <button type="button" class="btn small" data-testid="replay-prev" disabled={at === 0} onClick={() => setIndex(at - 1)}>
              Previous
            </button>
            <button type="button" class="btn small" data-testid="replay-next" data-main-action disabled={at >= lines.length - 1} onClick={() => setIndex(at + 1)}>
              Next
            </button>
          </span>
        </div>
        <ol class="sp-replay-log" data-testid="replay-log">
          {lines.slice(0, at + 1).map((line, i) => (
            <li key={i} class={i === at ? 'current' : ''}>
              {line.text}
            </li>
          ))}
        </ol>
      </section>
      {final && <FinalPanel state={finalState} nameOf={nameOf} />}
      {data.status === 'finished' && (data.record?.inputs?.length ?? 0) > 0 && <ReplaySteps code={data.code} steps={data.record!.inputs!.length} nameOf={nameOf} />}
      {final && (
        <section class="panel" aria-label="The final table">
          <h2>The final table</h2>
          <SpendiiTable state={{ ...finalState, players }} moves={NO_MOVES} selection={{}} onSelect={() => {}} moverLeft={null} />
        </section>
      )}
    </>
  );
}
