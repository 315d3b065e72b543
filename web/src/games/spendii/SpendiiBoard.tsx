// Spendii's board on the match page: the status line, position bidding when
// the room uses Betting, the table (market, bank, tiles, players), the
// viewer's turn bar, the end's standings and the log. The page around it
// (waiting room, chat, room bar) is shared by every game.
import { useEffect, useState } from 'preact/hooks';
import type { BoardProps } from '../../components/board';
import { LogPanel } from '../../components/LogPanel';
import { useTableSounds } from '../../components/table/useTableSounds';
import { useNow } from '../../hooks';
import { msLeft } from '../../logic/clock';
import { clockText } from '../../logic/format';
import { Advice } from './Advice';
import { Bidding } from './Bidding';
import type { CardMoves } from './CardActions';
import { FinalPanel } from './FinalPanel';
import type { Selection } from './moves';
import { SpendiiTable } from './SpendiiTable';
import { statusText } from './texts';
import { TurnBar } from './TurnBar';
import type { SpendiiState } from './types';
import { useMove } from './useMove';

export function SpendiiBoard({ snapshot, token, live, children }: BoardProps<SpendiiState>) {
  const { state, receivedAt } = snapshot;
  const { send, disabled, error } = useMove(state.code, token, live);
  const [selection, setSelection] = useState<Selection>({});
  const [payingFor, setPayingFor] = useState<number | null>(null);
  // A new turn or stage starts with nothing picked.
  const turnKey = `${state.phase}-${state.round}-${state.mover}-${state.stage}`;
  useEffect(() => {
    setSelection({});
    setPayingFor(null);
  }, [turnKey]);
  const legal = state.legalActions ?? [];
  const playing = state.status === 'playing';
  const now = useNow(playing, 250);
  const left = playing ? msLeft(state, receivedAt, now) : null;
  useTableSounds(legal.length > 0, null);

  if (!state.phase) {
    return (
      <section class="panel" aria-busy="true">
        <p role="status">Loading the table…</p>
      </section>
    );
  }
  const nameOf = (seat: number) => state.players.find((p) => p.seat === seat)?.name ?? `Seat ${seat + 1}`;
  const finished = state.phase === 'over' || state.status === 'finished';
  const moves: CardMoves = {
    legal,
    disabled,
    active: legal.length > 0 && state.phase === 'play' && state.stage === 'main',
    send: (move) => void send(move),
    choosePayment: setPayingFor,
  };
  const positioning = state.phase === 'bidding' || state.phase === 'selecting';

  return (
    <div class="game spendii" data-phase={state.phase} data-stage={state.stage}>
      <section class="panel sp-top" aria-label="Game">
        <div class="round-line">
          <span class="round-indicator" data-testid="round">
            {finished ? 'Game over' : positioning ? 'Positions' : `Round ${state.round}${state.finalRound ? ' · final round' : ''}`}
          </span>
          <span class="round-indicator">Target {state.settings?.target ?? 15}</span>
          {positioning && left !== null && (
            <span class="round-indicator" data-testid="phase-clock">
              {clockText(left)} left
            </span>
          )}
        </div>
        <p class="status-line" role="status" aria-live="polite" data-testid="status-line">
          {statusText(state, nameOf)}
        </p>
      </section>

      {finished && <FinalPanel state={state} nameOf={nameOf} replayLink />}
      {finished && children}

      {positioning && <Bidding state={state} disabled={disabled} send={(m) => void send(m)} nameOf={nameOf} />}

      <SpendiiTable state={state} moves={moves} selection={selection} onSelect={setSelection} moverLeft={state.phase === 'play' ? left : null} />

      {state.you && !finished && !positioning && (
        <TurnBar
          state={state}
          disabled={disabled}
          error={error}
          selection={selection}
          clear={() => setSelection({})}
          payingFor={payingFor}
          cancelPayment={() => setPayingFor(null)}
          send={(m) => void send(m)}
          nameOf={nameOf}
        />
      )}
      {!finished && !positioning && <Advice state={state} token={token} stageKey={turnKey} />}
      {positioning && error && (
        <p class="error" role="alert" data-testid="move-error">
          {error}
        </p>
      )}
      <LogPanel lines={state.log} />
    </div>
  );
}
