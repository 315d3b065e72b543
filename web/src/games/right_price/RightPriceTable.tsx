// The Right Price's drawn table: every seat with its capital, whether it has
// acted on the item, and the items it holds this round as range bars; the
// centre shows what is at stake. While betting: the item's range on the
// 1–100 scale (and, for a moment after an item closes, who won it and for
// how much). In the break, the settlement's stages: each item's value drops
// onto its bar in turn, then the round's winner is named, then the money
// moves (the capitals follow the capital table's frames).
import { fractionLeft } from '../../logic/clock';
import { Felt } from '../../components/table/Felt';
import { Seat } from '../../components/table/Seat';
import { seatSpots } from '../../components/table/seats';
import { plainInt } from './table';
import { RangeBar, ScaleTicks } from './RangeBar';
import { itemWonText, roundWinnerText } from './texts';
import type { SettlementView } from './useSettlement';
import type { RpItem, RpState } from './types';
import './table.css';

export interface ItemMoment {
  number: number;
  winner: number | null;
  price: number | null;
}

interface Props {
  state: RpState;
  view: SettlementView;
  moment: ItemMoment | null;
  /** The item's clock, ms left (null when no item is up). */
  clockLeft: number | null;
  nameOf: (seat: number) => string;
}

/** The items whose value shows: all of them, except those the settlement has not revealed yet. */
export function shownValue(item: RpItem, state: RpState, view: SettlementView): number | null {
  if (item.value === null) return null;
  if (!view.running || !state.settlement) return item.value;
  const order = state.settlement.items.findIndex((i) => i.number === item.number);
  return order >= 0 && order < view.stage.revealed ? item.value : null;
}

export function RightPriceTable({ state, view, moment, clockLeft, nameOf }: Props) {
  const me = state.you?.seat ?? null;
  const auction = state.phase === 'betting' ? state.auction : null;
  const spots = seatSpots(state.players.map((p) => p.seat), me);
  const fraction = clockLeft === null ? null : fractionLeft(clockLeft, state.settings.bettingSeconds);
  const held = (seat: number) => state.items.filter((i) => i.winner === seat);
  const winnerSeats = state.settlement && view.stage.winnerNamed && state.phase !== 'betting' ? state.settlement.winners : [];

  const seats = state.players.map((p) => {
    const spot = spots.find((s) => s.seat === p.seat)!;
    const capital = view.frame?.capital[p.seat] ?? p.capital;
    const toMove = auction !== null && !moment && !p.acted && !p.eliminated && fraction !== null;
    return (
      <Seat key={p.seat} player={p} you={p.seat === me} timer={toMove ? fraction : null} urgent={clockLeft !== null && clockLeft <= 5000} tone={winnerSeats.includes(p.seat) ? 'win' : ''} x={spot.x} y={spot.y}>
        <span class="seat-capital" data-testid={`seat-capital-${p.seat}`}>
          {p.eliminated ? 'out' : `$${plainInt(capital)}`}
        </span>
        {auction && !p.eliminated && <span class={`seat-acted${p.acted ? ' done' : ''}`}>{p.acted ? '✓' : '…'}</span>}
        <span class="seat-items">
          {held(p.seat).map((item) => (
            <RangeBar key={item.number} lo={item.lo} hi={item.hi} value={shownValue(item, state, view)} label={`item ${item.number}`} testid={`seat-item-${p.seat}-${item.number}`} />
          ))}
        </span>
      </Seat>
    );
  });

  let centre;
  if (moment) {
    centre = (
      <div class="moment" data-testid="moment" data-item={moment.number}>
        <strong class="moment-text" data-testid="moment-text">
          {itemWonText(moment, nameOf, me)}
        </strong>
      </div>
    );
  } else if (auction) {
    centre = (
      <div class="rp-centre" data-testid="felt-item">
        <span class="rp-centre-title">
          Item {auction.item}: {auction.lo}–{auction.hi}
        </span>
        <span class="rp-scale">
          <RangeBar lo={auction.lo} hi={auction.hi} big label={`item ${auction.item}`} />
          <ScaleTicks />
        </span>
      </div>
    );
  } else if (state.settlement && state.items.length > 0) {
    centre = (
      <div class="rp-centre" data-testid="felt-settlement" data-revealed={view.running ? view.stage.revealed : state.items.length}>
        {state.settlement.items.map((item) => {
          const value = shownValue(item, state, view);
          return (
            <span key={item.number} class="rp-centre-item">
              <span class="rp-centre-label">#{item.number}</span>
              <RangeBar lo={item.lo} hi={item.hi} value={value} big label={`item ${item.number}`} testid={`felt-item-${item.number}`} />
              <span class="rp-centre-label">{value ?? '?'}</span>
            </span>
          );
        })}
        {view.stage.winnerNamed && (
          <strong class="moment-text" data-testid="felt-winner">
            {roundWinnerText(state.settlement, nameOf)}
          </strong>
        )}
      </div>
    );
  }

  return <Felt label="The table" seats={seats} centre={centre} />;
}
