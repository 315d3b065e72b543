// Blind Auction's replay, item by item: every seat's sealed bid and its
// private value (public once the match is over), the winner, the price and
// the winner's profit, the item's talk; then the ranking and the seed.
import { useState } from 'preact/hooks';
import { signed } from '../../logic/format';
import { revealText, tieText, verifyHint } from './texts';
import type { AuctionRecord, AuctionReplay as Replay } from './types';
import { useFinalView } from './useFinalView';

export function AuctionReplay({ data }: { data: Replay }) {
  const final = useFinalView(data);
  const items: AuctionRecord[] = (data as Replay & { rounds?: AuctionRecord[] }).rounds ?? final?.history ?? [];
  const [index, setIndex] = useState(0);
  const nameOf = (seat: number) => data.players.find((p) => p.seat === seat)?.name ?? `Seat ${seat + 1}`;
  if (items.length === 0) return <p class="panel muted">No item was auctioned.</p>;
  const at = Math.min(index, items.length - 1);
  const record = items[at]!;
  const values = final?.values?.[record.item - 1];
  const talk = (final?.talk ?? []).filter((t) => t.item === record.item);
  const tie = tieText(record, nameOf, null);
  const winnerValue = record.winner !== null && record.winner !== undefined ? values?.[record.winner] : undefined;

  return (
    <>
      <section class="panel auction-replay" aria-labelledby="replay-item-title" data-testid="auction-replay" data-item={record.item}>
        <div class="round-line">
          <h2 id="replay-item-title">
            Item {record.item} of {items.length}
          </h2>
          <span class="row">
            <button type="button" class="btn small" data-testid="replay-prev" disabled={at === 0} onClick={() => setIndex(at - 1)}>
              Previous
            </button>
            <button type="button" class="btn small" data-testid="replay-next" data-main-action disabled={at === items.length - 1} onClick={() => setIndex(at + 1)}>
              Next
            </button>
          </span>
        </div>
        <p data-testid="replay-result">
          <strong>{revealText(record, nameOf, null)}</strong>
          {winnerValue !== undefined && ` (worth ${winnerValue} to them: profit ${signed(winnerValue - (record.price ?? 0))})`}
          {tie && ` · ${tie}`}
        </p>
        <table class="final-stats" data-testid="replay-bids">
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Bid</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {record.bids.map((b) => (
              <tr key={b.seat} class={b.seat === record.winner ? 'me' : ''} data-testid={`replay-bid-${b.seat}`}>
                <th scope="row">{nameOf(b.seat)}</th>
                <td>
                  {b.amount}
                  {b.timeout ? ' (missed)' : ''}
                </td>
                <td data-testid={`replay-value-${b.seat}`}>{values?.[b.seat] ?? '?'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {talk.length > 0 && (
          <ul class="talk-log">
            {talk.map((t, i) => (
              <li key={i}>
                <span class="talk-who">{nameOf(t.seat)}</span> <span class="talk-text">{t.text}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {final?.seed && (
        <section class="panel" aria-label="Seed">
          <p>
            Commit <code>{final.commit}</code>, seed <code data-testid="replay-seed">{final.seed}</code>.
          </p>
          <p class="hint">{verifyHint(data.code)}</p>
        </section>
      )}
    </>
  );
}
