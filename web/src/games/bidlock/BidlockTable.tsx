// Bidlock's drawn table: every seat around the felt with its score, chips
// left and whether it has locked; the pot's cards in the centre. In the
// result moment every chip of the round is turned face up on its seat,
// clashes are struck through, and the pot slides to the seat that takes it.
import { useNow } from '../../hooks';
import { fractionLeft, msLeft } from '../../logic/clock';
import { signed } from '../../logic/format';
import type { Snapshot } from '../../components/board';
import { Felt } from '../../components/table/Felt';
import { Seat } from '../../components/table/Seat';
import { seatSpots } from '../../components/table/seats';
import { PrizeCard } from './Cards';
import { momentText, seatTone } from './moment';
import type { BidlockState, RoundRecord } from './types';
import './table.css';

export function BidlockTable({ snapshot, moment }: { snapshot: Snapshot<BidlockState>; moment: RoundRecord | null }) {
  const { state, receivedAt } = snapshot;
  const me = state.you?.seat ?? null;
  const names = state.players.map((p) => p.name);
  const playing = state.status === 'playing';
  const now = useNow(playing && !moment, 250);
  const left = playing ? msLeft(state, receivedAt, now) : null;
  const fraction = left === null ? null : fractionLeft(left, state.turnSeconds);
  const spots = seatSpots(state.players.map((p) => p.seat), me);
  const spotOf = (seat: number) => spots.find((s) => s.seat === seat);
  const winner = moment && !moment.carried && !moment.discarded ? moment.winner : null;
  const target = winner === null ? null : spotOf(winner);

  const seats = state.players.map((p) => {
    const spot = spotOf(p.seat)!;
    const toMove = playing && !moment && !p.locked && fraction !== null;
    const bid = moment?.bids[p.seat];
    return (
      <Seat
        key={p.seat}
        player={p}
        you={p.seat === me}
        timer={toMove ? fraction : null}
        urgent={left !== null && left <= 10000}
        tone={moment ? seatTone(moment, p.seat) : ''}
        x={spot.x}
        y={spot.y}
      >
        <span class="seat-score" data-testid={`seat-score-${p.seat}`}>
          {signed(p.score ?? 0)}
        </span>
        {moment && bid !== undefined ? (
          <span class={`chip mini face-up${moment.clashed[p.seat] ? ' void' : ''}`} data-testid={`revealed-${p.seat}`} aria-label={`chip ${bid}${moment.clashed[p.seat] ? ', clashed' : ''}`}>
            {bid}
          </span>
        ) : (
          playing && (
            <span class={`chip mini face-down${p.locked ? ' is-locked' : ''}`} data-testid={`seat-lock-${p.seat}`} aria-label={p.locked ? 'locked in' : 'choosing'}>
              {p.locked ? '✓' : '…'}
            </span>
          )
        )}
        {moment?.clashed[p.seat] && <span class="seat-clash">Clash!</span>}
        <span class="seat-chips" data-testid={`seat-chips-${p.seat}`}>
          {p.chips?.length ?? 0} chips
        </span>
      </Seat>
    );
  });

  const centre = moment ? (
    <div class="moment" data-testid="moment" data-round={moment.round}>
      <div
        class={`pot-travel${target ? ' to-winner' : ''}`}
        style={target ? ({ '--dx': `${target.x - 50}`, '--dy': `${target.y - 50}` } as Record<string, string>) : undefined}
      >
        <div class="pot-cards">
          {moment.pot.map((card, i) => (
            <PrizeCard key={i} value={card} small />
          ))}
        </div>
      </div>
      <strong class="moment-text" data-testid="moment-text">
        {momentText(moment, names, me)}
      </strong>
    </div>
  ) : (
    state.pot &&
    playing && (
      <div class="felt-pot" data-testid="felt-pot">
        <div class="pot-cards">
          {state.pot.cards.map((card, i) => (
            <PrizeCard key={i} value={card} small />
          ))}
        </div>
        <span class="felt-pot-value">Pot {signed(state.pot.value)}</span>
      </div>
    )
  );

  return <Felt label="The table" seats={seats} centre={centre} />;
}
