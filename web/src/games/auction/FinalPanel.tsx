// The end: the ranking by profit (then credits) with shared ranks, your row
// marked and your place said; the payouts when the table was paid; the seed
// (revealed now) beside the commit shown all match, and how to verify them.
import { linkClick } from '../../router';
import { FinalBanner } from '../../components/table/FinalBanner';
import { signed } from '../../logic/format';
import { payoutText, placeText, standingsOf, verifyHint } from './texts';
import type { AuctionState } from './types';

export function FinalPanel({ state, nameOf }: { state: AuctionState; nameOf: (seat: number) => string }) {
  const rows = state.ranking ?? [];
  const me = state.you?.seat ?? null;
  const items = (seat: number) => state.players.find((p) => p.seat === seat)?.items_won ?? 0;
  const paid = state.payouts?.paid;
  return (
    <section class="panel auction-final" aria-labelledby="final-title" data-testid="final">
      <h2 id="final-title">Final ranking</h2>
      <FinalBanner standings={standingsOf(rows)} me={me} />
      <table class="final-stats auction-ranking clip-names" data-testid="ranking">
        <thead>
          <tr>
            <th scope="col">Place</th>
            <th scope="col">Player</th>
            <th scope="col">Profit</th>
            <th scope="col">Credits</th>
            <th scope="col">Items</th>
            {paid && <th scope="col">Paid</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.seat} class={r.seat === me ? 'me' : ''} data-testid={`rank-row-${r.seat}`} data-me={r.seat === me ? 'true' : 'false'}>
              <td data-testid={`rank-${r.seat}`}>{placeText(rows, r)}</td>
              <th scope="row" title={nameOf(r.seat)}>
                {nameOf(r.seat)}
              </th>
              <td>{signed(r.profit)}</td>
              <td>{r.credits}</td>
              <td>{items(r.seat)}</td>
              {paid && <td data-testid={`paid-${r.seat}`}>{paid[r.seat] ?? 0}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {state.payouts && <p data-testid="payouts">{payoutText(state.payouts, state.limits?.stake)}</p>}
      <dl class="auction-proof" data-testid="proof">
        <dt>Commit (shown from the start)</dt>
        <dd>
          <code data-testid="commit">{state.commit}</code>
        </dd>
        <dt>Seed (revealed now)</dt>
        <dd>
          <code data-testid="seed">{state.seed}</code>
        </dd>
      </dl>
      <p class="hint" data-testid="verify-hint">
        {verifyHint(state.code)}
      </p>
      <p class="row actions">
        <a class="btn" href={`/replay/${state.code}`} onClick={linkClick} data-testid="replay-link">
          Watch the replay
        </a>
      </p>
    </section>
  );
}
