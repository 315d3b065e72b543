// Blind Auction's board on the match page: the item and phase, the drawn
// table (with the reveal as a result moment), your action in one bar, the
// talk, the finished items, the log and the end's ranking. The page around
// it (waiting room, chat, room bar) is shared by every game.
import type { BoardProps } from '../../components/board';
import { LogPanel } from '../../components/LogPanel';
import { useMoment } from '../../components/table/useMoment';
import { useTableSounds } from '../../components/table/useTableSounds';
import { serverClockNow } from '../../logic/moment';
import { ActionBar } from './ActionBar';
import { AuctionTable } from './AuctionTable';
import { FinalPanel } from './FinalPanel';
import { ItemHistory } from './ItemHistory';
import { TalkLog } from './TalkLog';
import { revealedAt } from './moment';
import { revealText } from './texts';
import type { AuctionState } from './types';
import './table.css';

function statusText(state: AuctionState, nameOf: (seat: number) => string): string {
  if (state.status === 'finished') return 'The auction is over.';
  const turn = state.turn;
  if (!turn) return '';
  if (turn.seat === state.you?.seat) return turn.phase === 'bid' ? 'Your move: seal a bid.' : 'Your move: say something or pass.';
  return `${nameOf(turn.seat)} is ${turn.phase === 'bid' ? 'sealing a bid' : 'talking'}.`;
}

export function AuctionBoard({ snapshot, token, live, children }: BoardProps<AuctionState>) {
  const { state } = snapshot;
  const me = state.you?.seat ?? null;
  const nameOf = (seat: number) => state.players.find((p) => p.seat === seat)?.name ?? `Seat ${seat + 1}`;
  const history = state.history ?? [];
  const last = history.length ? history[history.length - 1]! : null;
  const finished = state.status === 'finished';
  // The item just resolved stays on the table for a moment (every bid face
  // up, the winner named), the next turn's input waiting.
  const { moment, isActive } = useMoment(last ? `${last.item}` : null, last, {
    resolvedAt: revealedAt(state),
    serverNow: serverClockNow(state.serverTime, snapshot.receivedAt, Date.now()),
  });
  const yourTurn = (state.legalActions ?? []).length > 0;
  useTableSounds(yourTurn && moment === null, moment && moment.winner === me && me !== null ? `${moment.item}` : null);

  if (!state.phase) {
    return (
      <section class="panel" aria-busy="true">
        <p role="status">Loading the auction…</p>
      </section>
    );
  }
  const lastText = last ? revealText(last, nameOf, me) : null;

  return (
    <div class="game auction" data-phase={state.phase}>
      <section class="panel table-top" aria-label="Item">
        <div class="round-line">
          <span data-testid="round" class="round-indicator">
            {finished ? `${state.items_total} items · game over` : `Item ${state.item} of ${state.items_total}`}
          </span>
          <span class="round-indicator" data-testid="pricing">
            {state.pricing === 'second' ? 'Second price' : 'First price'}
            <span class="pricing-why">{state.pricing === 'second' ? ': the winner pays the next bid' : ': the winner pays its bid'}</span>
          </span>
        </div>
        <p class="status-line" role="status" aria-live="polite" data-testid="status-line">
          {moment && !finished ? revealText(moment, nameOf, me) : statusText(state, nameOf)}
        </p>
        <AuctionTable snapshot={snapshot} moment={moment} nameOf={nameOf} />
      </section>

      {finished && <FinalPanel state={state} nameOf={nameOf} />}
      {finished && children}

      {state.you && !finished && <ActionBar state={state} token={token} live={live} moment={moment !== null} isMoment={isActive} nameOf={nameOf} last={moment ? null : lastText} />}

      <TalkLog talk={state.talk ?? []} nameOf={nameOf} me={me} />
      <ItemHistory history={history} nameOf={nameOf} me={me} values={finished ? state.values : undefined} />
      <LogPanel lines={state.log} />
    </div>
  );
}
