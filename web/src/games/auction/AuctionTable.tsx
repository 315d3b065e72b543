// Blind Auction's drawn table: every seat with its credits, profit and items
// won, the timer ring on the seat whose turn it is; the centre shows the item
// up, the phase and the viewer's own value (marked as theirs alone). In the
// reveal moment every seat's bid is turned face up and the winner is named.
import { useNow } from '../../hooks';
import { fractionLeft, msLeft } from '../../logic/clock';
import { signed } from '../../logic/format';
import type { Snapshot } from '../../components/board';
import { Felt } from '../../components/table/Felt';
import { Seat } from '../../components/table/Seat';
import { seatSpots } from '../../components/table/seats';
import { priceNote, revealText, tieText } from './texts';
import type { AuctionRecord, AuctionState } from './types';

function Phase({ state }: { state: AuctionState }) {
  if (state.phase !== 'bid') return <>{state.phase === 'talk' ? 'Talk' : 'Over'}</>;
  // Two parts, so a phone can stack them between the side seats.
  return (
    <>
      <span>Sealed bids</span> <span data-testid="bids-in">{`${state.bids_in ?? 0} of ${state.players.length} bids in`}</span>
    </>
  );
}

export function AuctionTable({ snapshot, moment, nameOf }: { snapshot: Snapshot<AuctionState>; moment: AuctionRecord | null; nameOf: (seat: number) => string }) {
  const { state, receivedAt } = snapshot;
  const me = state.you?.seat ?? null;
  const playing = state.status === 'playing';
  const now = useNow(playing && !moment, 250);
  const left = playing ? msLeft(state, receivedAt, now) : null;
  const turnMs = state.limits?.turn_deadline_ms ?? 10000;
  const fraction = left === null ? null : fractionLeft(left, turnMs / 1000);
  const spots = seatSpots(state.players.map((p) => p.seat), me);

  const seats = state.players.map((p) => {
    const spot = spots.find((s) => s.seat === p.seat)!;
    const toMove = playing && !moment && state.turn?.seat === p.seat && fraction !== null;
    const bid = moment?.bids.find((b) => b.seat === p.seat);
    const tone = moment ? (moment.winner === p.seat ? 'win' : '') : '';
    return (
      <Seat key={p.seat} player={p} you={p.seat === me} timer={toMove ? fraction : null} urgent={left !== null && left <= 3000} tone={tone} x={spot.x} y={spot.y}>
        {moment && bid ? (
          <span class="auction-bid face-up" data-testid={`revealed-${p.seat}`} title={bid.timeout ? 'missed: a bid of 0' : undefined}>
            bid {bid.amount}
            {bid.timeout ? ' ⏱' : ''}
          </span>
        ) : (
          state.phase === 'bid' &&
          playing && <span class="auction-bid face-down" aria-label="sealed bid">sealed</span>
        )}
        <span class="seat-stat" data-testid={`seat-credits-${p.seat}`} title="credits left">
          {p.credits ?? 0} cr
        </span>
        <span class="seat-stat" data-testid={`seat-items-${p.seat}`} title="items won">
          {p.items_won ?? 0} won
        </span>
        <span class="seat-stat" data-testid={`seat-profit-${p.seat}`} title="profit so far">
          profit {signed(p.profit ?? 0)}
        </span>
        {p.left && <span class="seat-stat warn-text">left</span>}
      </Seat>
    );
  });

  let centre;
  if (moment) {
    const tie = tieText(moment, nameOf, me);
    const note = priceNote(moment, state.pricing);
    centre = (
      <div class="moment" data-testid="moment" data-item={moment.item}>
        <strong class="moment-text" data-testid="moment-text">
          {revealText(moment, nameOf, me)}
        </strong>
        {tie && (
          <span class="auction-dice" data-testid="moment-dice">
            🎲 {tie}
          </span>
        )}
        {note && <span class="auction-dice">{note}</span>}
      </div>
    );
  } else if (state.phase && state.phase !== 'over') {
    centre = (
      <div class="auction-centre" data-testid="felt-item">
        <span class="auction-item" data-testid="item-up">
          Item {state.item} of {state.items_total}
        </span>
        <span class="auction-phase" data-testid="phase">
          <Phase state={state} />
        </span>
        {state.your_value !== undefined && (
          <span class="auction-value" data-testid="your-value" data-value-of={me ?? ''} title="Your private value: nobody else sees it">
            Your value <strong>{state.your_value}</strong> <em>yours only</em>
          </span>
        )}
      </div>
    );
  } else {
    centre = (
      <div class="auction-centre">
        <span class="auction-item">All {state.items_total} items sold or passed</span>
      </div>
    );
  }

  return <Felt label="The table" seats={seats} centre={centre} />;
}
