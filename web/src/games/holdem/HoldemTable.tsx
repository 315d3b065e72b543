// Hold'em's drawn table: every seat with its stack, its bet this round, its
// two cards (face up only where the State shows them), the button and the
// blinds; the timer ring on the seat to act (or on every hand still picking
// at a Manual showdown); the centre holds the community cards and the pot.
import { useNow } from '../../hooks';
import { fractionLeft, msLeft } from '../../logic/clock';
import type { Snapshot } from '../../components/board';
import { Felt } from '../../components/table/Felt';
import { Seat } from '../../components/table/Seat';
import { seatSpots } from '../../components/table/seats';
import { PlayingCard } from './Card';
import { STREET_NAMES } from './texts';
import type { HoldemPlayer, HoldemState } from './types';
import { mySeat } from './viewer';

/** The seconds the running clock was given, by phase (the settings' times). */
function phaseSeconds(state: HoldemState): number {
  const s = state.settings ?? {};
  if (state.phase === 'selection') return s.selection_seconds ?? 60;
  if (state.phase === 'break') return s.break_seconds ?? 60;
  return s.action_seconds ?? 30;
}

function isTimed(state: HoldemState, p: HoldemPlayer): boolean {
  if (state.phase === 'betting') return state.to_act === p.seat;
  if (state.phase === 'selection') return !!p.dealt && !p.folded && !p.finalized && !p.retired;
  return false;
}

function Markers({ state, seat }: { state: HoldemState; seat: number }) {
  return (
    <span class="holdem-markers">
      {state.button === seat && (
        <span class="chip-marker button" title="dealer button" data-testid={`button-${seat}`}>
          D
        </span>
      )}
      {state.small_blind_seat === seat && <span class="chip-marker sb" title="small blind">SB</span>}
      {state.big_blind_seat === seat && <span class="chip-marker bb" title="big blind">BB</span>}
    </span>
  );
}

function seatNote(p: HoldemPlayer): string {
  if (p.resigned || p.retired) return 'resigned';
  if (p.eliminated) return 'out';
  if (p.folded) return 'folded';
  if (p.all_in) return 'all-in';
  return '';
}

export function HoldemTable({ snapshot }: { snapshot: Snapshot<HoldemState> }) {
  const { state, receivedAt } = snapshot;
  const me = mySeat(state);
  const playing = state.status === 'playing';
  const now = useNow(playing, 250);
  const left = playing ? msLeft(state, receivedAt, now) : null;
  const fraction = left === null ? null : fractionLeft(left, phaseSeconds(state));
  const spots = seatSpots(state.players.map((p) => p.seat), me);
  const hand = state.phase === 'break' || state.phase === 'over' ? null : state.hand;

  const seats = state.players.map((p) => {
    const spot = spots.find((s) => s.seat === p.seat)!;
    const note = seatNote(p);
    const cards = p.cards ?? [];
    return (
      <Seat key={p.seat} player={p} you={p.seat === me} timer={playing && isTimed(state, p) ? fraction : null} urgent={left !== null && left <= 5000} x={spot.x} y={spot.y}>
        <Markers state={state} seat={p.seat} />
        {p.dealt && hand !== null && (
          <span class={`holdem-hole${p.folded ? ' folded' : ''}`} data-testid={`hole-${p.seat}`}>
            {cards.map((c, i) => (
              <PlayingCard key={i} card={c} small testid={`hole-${p.seat}-${i}`} />
            ))}
          </span>
        )}
        <span class="seat-stat" data-testid={`seat-stack-${p.seat}`} title="chips in front of the player">
          {p.stack ?? 0} chips
        </span>
        {(p.bet ?? 0) > 0 && (
          <span class="seat-stat holdem-bet" data-testid={`seat-bet-${p.seat}`} title="bet this round">
            bet {p.bet}
          </span>
        )}
        {note && <span class="seat-stat warn-text" data-testid={`seat-note-${p.seat}`}>{note}</span>}
      </Seat>
    );
  });

  const board = state.board ?? [];
  const centre = (
    <div class="holdem-centre" data-testid="felt-centre">
      <span class="holdem-street" data-testid="street">
        {state.phase === 'over' ? 'Tournament over' : state.phase === 'break' ? 'Break' : STREET_NAMES[state.street ?? 'preflop']}
      </span>
      <span class="holdem-pot" data-testid="pot">
        Pot {state.pot ?? 0}
      </span>
      <span class="holdem-board" data-testid="board" aria-label="community cards">
        {[0, 1].map((i) => (board[i] !== undefined ? <PlayingCard key={i} card={board[i]!} testid={`board-${i}`} /> : <span key={i} class="hcard slot" aria-hidden="true" />))}
      </span>
    </div>
  );

  return <Felt label="The table" seats={seats} centre={centre} />;
}
