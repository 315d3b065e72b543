// Position bidding (Betting rooms): first one bid per position summing to 0,
// then the grid of every seat's bids, each column ranked lowest bid first;
// at each rank the viewer's highlighted cells (the State's `choosable`) are
// the buttons that choose a position.
import { useState } from 'preact/hooks';
import { bidProblem, positionNames } from './moves';
import type { SpendiiAction, SpendiiState } from './types';

interface Props {
  state: SpendiiState;
  disabled: boolean;
  send: (move: SpendiiAction) => void;
  nameOf: (seat: number) => string;
}

function BidForm({ state, disabled, send, names }: Props & { names: string[] }) {
  const target = state.settings?.target ?? 15;
  const [bids, setBids] = useState<string[]>(() => names.map(() => '0'));
  const problem = bidProblem(bids, target);
  const sum = bids.reduce((a, b) => a + (Number(b) || 0), 0);
  // The server's own examples (all zeros, a premium on one position); any legal bid may be typed.
  const suggestions = (state.legalActions ?? []).filter((a) => a.action === 'bid');
  return (
    <form
      class="sp-bid-form"
      data-testid="bid-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!problem) send({ action: 'bid', bids: bids.map(Number) });
      }}
    >
      <div class="sp-bid-inputs">
        {names.map((name, i) => (
          <label key={name} class="field">
            <span>{name}</span>
            <input
              type="number"
              inputMode="numeric"
              step={1}
              min={-target}
              max={target}
              data-testid={`bid-${i}`}
              value={bids[i]}
              onInput={(e) => setBids(bids.map((b, j) => (j === i ? e.currentTarget.value : b)))}
            />
          </label>
        ))}
      </div>
      <p class="sp-bar-row">
        <span class="hint">Fill in:</span>
        {suggestions.map((a, i) => (
          <button key={i} type="button" class="btn small" data-testid={`suggest-${i}`} onClick={() => setBids((a.bids ?? []).map(String))}>
            {(a.bids ?? []).join(' / ')}
          </button>
        ))}
      </p>
      <p class={problem ? 'warn-text' : 'hint'} data-testid="bid-sum">
        Sum {sum}. {problem ?? 'A lower bid ranks first for a position; the bid for the position you get is your starting points.'}
      </p>
      <button type="submit" class="btn primary" data-testid="submit-bids" data-main-action disabled={disabled || problem !== null}>
        Submit bids
      </button>
    </form>
  );
}

function SelectionGrid({ state, disabled, send, nameOf, names }: Props & { names: string[] }) {
  const me = state.you?.seat ?? null;
  const columns = state.columns ?? [];
  const choosable = new Set(state.choosable ?? []);
  const takenBy = (name: string) => state.players.find((p) => p.position === name)?.seat;
  return (
    <table class="sp-grid" data-testid="bid-grid">
      <thead>
        <tr>
          <th scope="col">Player</th>
          {names.map((n) => (
            <th key={n} scope="col">
              {n}
              {takenBy(n) !== undefined && <span class="sp-taken"> → {nameOf(takenBy(n)!)}</span>}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {state.players.map((p) => (
          <tr key={p.seat} class={p.seat === me ? 'me' : ''}>
            <th scope="row">{p.name}</th>
            {names.map((n, i) => {
              const rank = (columns[i] ?? []).indexOf(p.seat) + 1;
              const bid = p.bids?.[i];
              const text = `${bid ?? '?'}${rank ? ` (#${rank})` : ''}`;
              const highlighted = p.seat === me && choosable.has(n);
              const mineNow = p.position === n;
              return (
                <td key={n} class={`${highlighted ? 'highlight' : ''}${mineNow ? ' chosen' : ''}`} data-testid={`cell-${p.seat}-${i}`}>
                  {highlighted ? (
                    <button type="button" class="btn small primary" data-testid={`choose-${i}`} disabled={disabled} onClick={() => send({ action: 'select', position: n })}>
                      {text} · choose
                    </button>
                  ) : (
                    text
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Bidding(props: Props) {
  const { state, nameOf } = props;
  const names = positionNames(state.players.length, state.settings?.noPlay === true);
  const canBid = (state.legalActions ?? []).some((a) => a.action === 'bid');
  // With identities hidden the view leaves others' `submitted` out; then nobody is named.
  const waiting = state.players.filter((p) => p.submitted === false).map((p) => nameOf(p.seat));
  return (
    <section class="panel sp-bidding" aria-labelledby="sp-bidding-title" data-testid="bidding" data-phase={state.phase}>
      <h2 id="sp-bidding-title">{state.phase === 'bidding' ? 'Bid for the positions' : `Choosing positions: rank ${state.rank}`}</h2>
      {state.phase === 'bidding' && canBid && <BidForm {...props} names={names} />}
      {state.phase === 'bidding' && !canBid && <p class="hint">Your bids are in. Waiting for {waiting.length ? waiting.join(', ') : 'the others'}.</p>}
      {state.phase === 'selecting' && <SelectionGrid {...props} names={names} />}
    </section>
  );
}
