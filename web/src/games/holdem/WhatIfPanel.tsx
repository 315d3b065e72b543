// "ELO changes" during rated play: a proposed finishing order and what it
// would do to every rating, by the server's own rule (POST what-if, which
// saves nothing). Players still in can be swapped with their neighbours;
// players out keep their place, arrows hidden. Reopening starts afresh.
import { useEffect, useState } from 'preact/hooks';
import { errorText } from '../../hooks';
import { formatChange, formatRating } from '../../logic/rating';
import { request } from '../../api';
import type { HoldemState } from './types';
import { openRanking, placesOf, swapDown, updateRanking, type WhatIfRanking } from './whatIf';

interface Entry {
  seat: number;
  bot?: boolean;
  old?: number;
  new?: number;
  change?: number;
}

function askWhatIf(code: string, places: number[]): Promise<{ entries: Entry[] }> {
  return request('POST', `/api/rooms/${encodeURIComponent(code)}/what-if`, { body: { places } });
}

function Table({ state, nameOf }: { state: HoldemState; nameOf: (seat: number) => string }) {
  const players = state.players;
  const [ranking, setRanking] = useState<WhatIfRanking>(() => openRanking(players, state.places ?? []));
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A seat that goes out meanwhile locks; the rest keep the viewer's order.
  useEffect(() => setRanking((r) => updateRanking(r, state.players, state.places ?? [])), [state.version]);
  const places = placesOf(ranking, players.length);
  const key = places.join(',');
  useEffect(() => {
    let alive = true;
    askWhatIf(state.code, places)
      .then((reply) => alive && (setEntries(reply.entries), setError(null)))
      .catch((e) => alive && setError(errorText(e)));
    return () => {
      alive = false;
    };
  }, [state.code, key]);
  const bySeat = new Map((entries ?? []).map((e) => [e.seat, e]));
  const rows = [...players].sort((a, b) => places[a.seat]! - places[b.seat]! || a.seat - b.seat);
  return (
    <>
      <table class="final-stats holdem-what-if" data-testid="what-if-table">
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Ranking</th>
            <th scope="col">Current ELO</th>
            <th scope="col">ELO change</th>
            <th scope="col">New ELO</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => {
            const at = ranking.order.indexOf(p.seat);
            const e = bySeat.get(p.seat);
            const bot = e?.bot || p.bot || p.kind === 'bot';
            const down = at >= 0 && at + 1 < ranking.order.length;
            const up = at > 0;
            return (
              <tr key={p.seat} data-testid={`what-if-${p.seat}`}>
                <th scope="row">{nameOf(p.seat)}</th>
                <td class="what-if-rank">
                  <button type="button" class="btn small" aria-label={`move ${nameOf(p.seat)} down`} style={{ visibility: down ? 'visible' : 'hidden' }} disabled={!down} data-testid={`what-if-down-${p.seat}`} onClick={() => setRanking(swapDown(ranking, at))}>
                    ↓
                  </button>
                  <span data-testid={`what-if-place-${p.seat}`}>{places[p.seat]}</span>
                  <button type="button" class="btn small" aria-label={`move ${nameOf(p.seat)} up`} style={{ visibility: up ? 'visible' : 'hidden' }} disabled={!up} data-testid={`what-if-up-${p.seat}`} onClick={() => setRanking(swapDown(ranking, at - 1))}>
                    ↑
                  </button>
                </td>
                <td>{bot ? '–' : formatRating(e?.old)}</td>
                <td data-testid={`what-if-change-${p.seat}`}>{bot ? '–' : e ? formatChange(e.change) : '…'}</td>
                <td>{bot ? '–' : formatRating(e?.new)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/** Shown only in rated play; closed, it costs nothing. */
export function WhatIfPanel({ state, nameOf }: { state: HoldemState; nameOf: (seat: number) => string }) {
  const [open, setOpen] = useState(false);
  if (!state.room?.rated || state.status !== 'playing') return null;
  return (
    <section class="panel holdem-what-if-panel" aria-label="ELO changes" data-testid="what-if">
      <button type="button" class="btn small" aria-expanded={open} data-testid="what-if-toggle" onClick={() => setOpen(!open)}>
        ELO changes
      </button>
      {open && <Table state={state} nameOf={nameOf} />}
    </section>
  );
}
