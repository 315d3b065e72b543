// The current-capital table: one row per participant in the table's order,
// Capital ($), Winning probability and the round's movement (To bank,
// Auction payments, Prize, From bank, Round changes) as plain integers, a
// totals row, and the rows sliding to their new places (FLIP) when the order
// changes after a settlement.
import { useLayoutEffect, useRef } from 'preact/hooks';
import {
  type TableFrame,
  flipOffsets,
  movementTotals,
  plainInt,
  probabilityText,
  probabilityTotalTenths,
} from './table';
import { Badge } from '../../components/Bits';
import { roundedElo } from '../../logic/rating';
import type { RpEvent, RpMovement, RpPlayer } from './types';

interface Props {
  players: RpPlayer[];
  /** Seats, top to bottom. */
  order: number[];
  /** The numbers to show (the animation's), or null for the players' own. */
  frame: TableFrame | null;
  /** The transfer being shown: its seat is highlighted. */
  event: RpEvent | null;
  running: boolean;
  /** How long rows take to slide to a new order (0: at once). */
  sortMs: number;
  me: number | null;
  showElo: boolean;
  /** Betting is on: show who has acted. */
  betting: boolean;
  open: boolean;
  highBidder: number | null;
}

const COLUMNS: { key: keyof RpMovement; label: string; testid: string }[] = [
  { key: 'toBank', label: 'To bank', testid: 'to-bank' },
  { key: 'auctionPayments', label: 'Auction payments', testid: 'payments' },
  { key: 'prize', label: 'Prize', testid: 'prize' },
  { key: 'fromBank', label: 'From bank', testid: 'from-bank' },
  { key: 'roundChanges', label: 'Round changes', testid: 'changes' },
];

function isBot(p: RpPlayer): boolean {
  return p.bot === true || p.kind === 'bot';
}

/** Blind: acted or not (never what); Open: leading, skipped or still to answer. */
function actedText(p: RpPlayer, open: boolean, highBidder: number | null): string {
  if (p.eliminated) return '';
  if (open && highBidder === p.seat) return 'leads';
  if (p.acted) return open ? 'skipped' : 'acted';
  return p.resigned ? '' : 'deciding…';
}

export function CapitalTable({ players, order, frame, event, running, sortMs, me, showElo, betting, open, highBidder }: Props) {
  const rows = useRef(new Map<number, HTMLTableRowElement>());
  const tops = useRef(new Map<number, number>());
  const orderKey = order.join(',');

  const lastOrder = useRef(orderKey);

  // FLIP: every render notes where the rows are; when the order changed,
  // each moved row is shifted back to where it was and glides to its new place.
  useLayoutEffect(() => {
    const now = new Map<number, number>();
    rows.current.forEach((el, seat) => now.set(seat, el.offsetTop));
    const moved = lastOrder.current !== orderKey;
    lastOrder.current = orderKey;
    const offsets = moved && sortMs > 0 ? flipOffsets(tops.current, now) : new Map<number, number>();
    tops.current = now;
    offsets.forEach((dy, seat) => {
      const el = rows.current.get(seat);
      if (!el) return;
      el.style.transition = 'none';
      el.style.transform = `translateY(${dy}px)`;
      void el.offsetHeight; // commit the starting position
      el.style.transition = `transform ${sortMs}ms ease-in-out`;
      el.style.transform = '';
    });
  });

  const bySeat = new Map(players.map((p) => [p.seat, p]));
  const shown = order.map((seat) => bySeat.get(seat)).filter((p): p is RpPlayer => p !== undefined);
  const capitalOf = (p: RpPlayer) => frame?.capital[p.seat] ?? p.capital;
  const movementOf = (p: RpPlayer) => frame?.movement[p.seat] ?? p.movement;
  const probTotal = probabilityTotalTenths(shown.map((p) => p.winTenths));
  const totals = movementTotals(shown.map(movementOf));
  const capitalTotal = shown.reduce((sum, p) => sum + capitalOf(p), 0);

  return (
    <div class="table-scroll">
      <table
        class="capital-table"
        data-testid="capital-table"
        data-order={orderKey}
        data-animating={running ? 'true' : 'false'}
      >
        <caption class="sr-only">Current capital, winning probability and this round's changes</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col" data-testid="col-capital">Capital ($)</th>
            <th scope="col" data-testid="col-probability">Winning probability</th>
            {COLUMNS.map((c) => (
              <th key={c.key} scope="col" data-testid={`col-${c.testid}`}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((p) => {
            const m = movementOf(p);
            const elo = showElo && !isBot(p) && !p.guest ? roundedElo(p.elo) : null;
            const acted = betting ? actedText(p, open, highBidder) : '';
            const lit = event !== null && event.seat === p.seat;
            return (
              <tr
                key={p.seat}
                ref={(el) => {
                  if (el) rows.current.set(p.seat, el);
                  else rows.current.delete(p.seat);
                }}
                class={`${me === p.seat ? 'me' : ''}${lit ? ' lit' : ''}${p.eliminated ? ' out' : ''}`}
                data-testid={`capital-row-${p.seat}`}
                data-seat={p.seat}
                data-name={p.name}
              >
                <th scope="row" class="rp-name">
                  <span class="pname" data-testid={`name-${p.seat}`}>
                    {p.name}
                    {elo !== null && (
                      <span class="elo" data-testid={`elo-${p.seat}`}>
                        {elo}
                      </span>
                    )}
                  </span>
                  <span class="badges">
                    {me === p.seat && <Badge tone="you">you</Badge>}
                    {isBot(p) && <Badge>bot</Badge>}
                    {p.resigned && <Badge tone="warn">resigned</Badge>}
                    {p.eliminated && <Badge tone="warn">eliminated</Badge>}
                    {acted && (
                      <span
                        class={`acted${p.acted || acted === 'leads' ? ' done' : ''}`}
                        data-testid={`acted-${p.seat}`}
                        data-acted={p.acted ? 'true' : 'false'}
                      >
                        {p.acted || acted === 'leads' ? '✓ ' : ''}
                        {acted}
                      </span>
                    )}
                  </span>
                  {p.items.length > 0 && (
                    <span class="held muted" data-testid={`held-${p.seat}`}>
                      holds {p.items.map((n) => `#${n}`).join(', ')}
                    </span>
                  )}
                </th>
                <td class="num strong" data-testid={`cap-${p.seat}`}>
                  {plainInt(capitalOf(p))}
                </td>
                <td class="num" data-testid={`prob-${p.seat}`}>
                  {probabilityText(p.winTenths)}
                </td>
                {COLUMNS.map((c) => (
                  <td key={c.key} class={`num${m[c.key] < 0 ? ' neg-text' : m[c.key] > 0 ? ' pos-text' : ''}`} data-testid={`${c.testid}-${p.seat}`}>
                    {plainInt(m[c.key])}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td class="num" data-testid="capital-total">
              {plainInt(capitalTotal)}
            </td>
            <td class="num" data-testid="prob-total">
              {probabilityText(probTotal)}
            </td>
            {COLUMNS.map((c) => (
              <td key={c.key} class="num">
                {plainInt(totals[c.key])}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
