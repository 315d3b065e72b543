// The table itself, shared by the live board and the replay's final view:
// the market, the bank and the tiles in the middle, a panel per player.
import type { CardMoves } from './CardActions';
import { Bank } from './Bank';
import { Market } from './Market';
import type { Selection } from './moves';
import { PlayerPanel } from './PlayerPanel';
import { Tiles } from './Tiles';
import type { SpendiiState } from './types';

interface Props {
  state: Partial<SpendiiState> & Pick<SpendiiState, 'players'>;
  moves: CardMoves;
  selection: Selection;
  onSelect: (s: Selection) => void;
  /** The mover's clock left now (ms), counted down; null when none runs. */
  moverLeft: number | null;
}

export function SpendiiTable({ state, moves, selection, onSelect, moverLeft }: Props) {
  const me = state.you?.seat ?? null;
  const legal = moves.legal;
  const picking = moves.active;
  const returning = legal.length > 0 && state.stage === 'return' && state.phase === 'play';
  // Position order once play starts, so the turn order reads top to bottom.
  const order = state.order?.length ? state.order : state.players.map((p) => p.seat);
  const players = [...state.players].sort((a, b) => {
    const ia = order.indexOf(a.seat);
    const ib = order.indexOf(b.seat);
    return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib);
  });
  return (
    <div class="sp-table" data-testid="table">
      <div class="sp-centre">
        <Market market={state.market ?? []} moves={moves} />
        <div class="sp-side">
          <Bank bank={state.bank ?? {}} legal={legal} picking={picking} disabled={moves.disabled} selection={selection} onSelect={onSelect} />
          <h3>Tiles</h3>
          <Tiles tiles={state.tiles ?? []} />
        </div>
      </div>
      <div class="sp-players">
        {players.map((p) => {
          const toMove = state.phase === 'play' && state.mover === p.seat;
          const clock = toMove && moverLeft !== null ? moverLeft : (p.clockMs ?? null);
          return (
            <PlayerPanel
              key={p.seat}
              player={p}
              me={p.seat === me}
              toMove={toMove}
              clockMs={state.phase === 'play' || state.phase === 'over' ? clock : null}
              positioning={state.phase === 'bidding' || state.phase === 'selecting'}
              moves={moves}
              returning={returning && p.seat === me ? { selection, onSelect } : null}
            />
          );
        })}
      </div>
    </div>
  );
}
