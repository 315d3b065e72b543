// Every finished item, newest first: each seat's bid face up, the winner and
// price (or unsold, or the dice), and the viewer's own value of the item.
import { revealText, tieText } from './texts';
import type { AuctionRecord } from './types';

export function ItemHistory({ history, nameOf, me, values }: { history: AuctionRecord[]; nameOf: (seat: number) => string; me: number | null; values?: number[][] }) {
  if (history.length === 0) return null;
  return (
    <section class="panel auction-history" aria-labelledby="items-title">
      <h2 id="items-title">Items so far</h2>
      <ol class="auction-items" data-testid="item-history">
        {[...history].reverse().map((r) => (
          <li key={r.item} data-testid={`item-${r.item}`}>
            <strong>{revealText(r, nameOf, me)}</strong>
            {tieText(r, nameOf, me) && <span class="muted"> · {tieText(r, nameOf, me)}</span>}
            {r.your_value !== undefined && <span class="muted"> · your value {r.your_value}</span>}
            {r.profit !== undefined && <span> · your profit {r.profit}</span>}
            <ul class="auction-bids">
              {r.bids.map((b) => (
                <li key={b.seat} class={b.seat === r.winner ? 'won' : ''}>
                  {b.seat === me ? 'You' : nameOf(b.seat)} {b.amount}
                  {b.timeout ? ' (missed)' : ''}
                  {values?.[r.item - 1]?.[b.seat] !== undefined && <span class="muted"> · value {values[r.item - 1]![b.seat]}</span>}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
