// A finished Right Price match's record (GET /api/replay/{code}): each round's
// items (range, buyer, price, value), its winners and every player's round
// changes, then the final standings. The Bidlock replay's chip-by-chip
// stepper does not apply to this game.
import { ordinal } from '../../logic/format';
import { plainInt } from './table';
import type { RpReplay } from './types';

export function RightPriceReplay({ data }: { data: RpReplay }) {
  // A round without items is not this game's record (a replay the registry fell back on).
  const rounds = (data.rounds ?? []).filter((r) => Array.isArray(r.items));
  const result = data.result ?? null;
  const nameOf = (seat: number) => data.players.find((p) => p.seat === seat)?.name ?? `Seat ${seat + 1}`;
  return (
    <>
      {rounds.length === 0 && (
        <section class="panel">
          <p data-testid="replay-empty">No rounds have been played yet.</p>
        </section>
      )}
      {rounds.map((r) => (
        <section key={r.round} class="panel" aria-labelledby={`rp-replay-${r.round}`} data-testid={`rp-replay-round-${r.round}`}>
          <h2 id={`rp-replay-${r.round}`}>Round {r.round}</h2>
          <ul class="rp-items">
            {r.items.map((item) => (
              <li key={item.number}>
                <strong>#{item.number}</strong> {item.lo}–{item.hi}
                {item.winner !== null ? ` · ${nameOf(item.winner)} paid ${item.price ?? 0}` : ' · not awarded'}
                {item.value !== null && ` · value ${item.value}`}
              </li>
            ))}
          </ul>
          <p class="hint">{r.winners.length ? `Won by ${r.winners.map(nameOf).join(' and ')}.` : 'Nobody held an item.'}</p>
          <div class="table-scroll">
            <table class="capital-table">
              <thead>
                <tr>
                  <th scope="col">Player</th>
                  <th scope="col">To bank</th>
                  <th scope="col">Auction payments</th>
                  <th scope="col">Prize</th>
                  <th scope="col">From bank</th>
                  <th scope="col">Round changes</th>
                </tr>
              </thead>
              <tbody>
                {r.movement.map((m, seat) => (
                  <tr key={seat}>
                    <th scope="row">{nameOf(seat)}</th>
                    <td class="num">{plainInt(m.toBank)}</td>
                    <td class="num">{plainInt(m.auctionPayments)}</td>
                    <td class="num">{plainInt(m.prize)}</td>
                    <td class="num">{plainInt(m.fromBank)}</td>
                    <td class="num">{plainInt(m.roundChanges)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
      {result && (
        <section class="panel" aria-labelledby="rp-replay-final">
          <h2 id="rp-replay-final">Final standings</h2>
          <ol class="standings" data-testid="standings">
            {result.standings.map((s) => (
              <li key={s.seat} class="standing" data-testid={`standing-${s.seat}`}>
                <span class="place">{ordinal(s.place)}</span> <span class="standing-name">{nameOf(s.seat)}</span>{' '}
                <strong>{plainInt(s.capital)}</strong>
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}
