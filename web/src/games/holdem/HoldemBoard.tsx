// Hold'em's board on the match page: the hand and blind level, the table
// (two thirds of the upper area) beside the Testing area (the right third,
// stacked below on a small screen), your actions, the Last hand review and
// the end: the podium at once, the final results after the final-results
// break. The page around it (waiting room, chat, room bar) is
// shared by every game.
import { useState } from 'preact/hooks';
import type { BoardProps } from '../../components/board';
import { LogPanel } from '../../components/LogPanel';
import { ActionBar } from './ActionBar';
import { HoldemTable } from './HoldemTable';
import { LastHandReview } from './LastHandReview';
import { gridBoard } from './grid/board';
import { TestingArea } from './TestingArea';
import { TournamentEnd } from './TournamentEnd';
import { CardTypeContext } from './cardTypeContext';
import { WhatIfPanel } from './WhatIfPanel';
import { continueText, statusText } from './texts';
import type { HoldemState } from './types';
import './holdem.css';

export function HoldemBoard({ snapshot, token, live, children }: BoardProps<HoldemState>) {
  const { state } = snapshot;
  const [showLast, setShowLast] = useState(false);
  const nameOf = (seat: number) => state.players.find((p) => p.seat === seat)?.name ?? `Seat ${seat + 1}`;
  if (!state.phase) {
    return (
      <section class="panel" aria-busy="true">
        <p role="status">Loading the table…</p>
      </section>
    );
  }
  const finished = state.status === 'finished' || state.phase === 'over';
  const last = state.last_hand ?? null;
  // The hand just settled stays in view through the break and at the end.
  const reviewOpen = !!last && (showLast || state.phase === 'break' || finished);
  const discards = state.discarded_by_hand ?? [];

  return (
    <CardTypeContext.Provider value={state.settings?.card_type}>
    <div class="game holdem" data-phase={state.phase} data-version={state.version}>
      <div class="holdem-upper">
        <section class="panel table-top" aria-label="Hand">
          <div class="round-line">
            <span class="round-indicator" data-testid="hand-line">
              Hand {state.hand} · blinds {state.small_blind}/{state.big_blind}
              {state.settings?.ante ? ` · ante ${state.settings.ante}` : ''}
              {state.settings?.progression !== 'fixed' && state.next_big_blind ? ` · next ${state.next_big_blind} in ${state.hands_to_next_level} hands` : ''}
            </span>
            {last && (
              <button type="button" class="btn small" data-testid="last-hand-button" aria-pressed={reviewOpen} onClick={() => setShowLast(!showLast)}>
                Last hand
              </button>
            )}
            <span class="round-indicator" data-testid="continue-count" title="Players continuing on Auto / all eligible">
              {continueText(state.continue_auto)}
            </span>
            <span class="round-indicator" title={`Discarded odd chips by hand: ${discards.join(', ') || 'none yet'}`} data-testid="chip-counts">
              Chip counts: {state.discarded ?? 0} discarded
            </span>
          </div>
          <p class="status-line" role="status" aria-live="polite" data-testid="status-line">
            {statusText(state, nameOf)}
          </p>
          <HoldemTable snapshot={snapshot} />
        </section>
        <TestingArea state={state} />
      </div>

      {state.you && !finished && <ActionBar state={state} token={token} live={live} nameOf={nameOf} />}

      {reviewOpen && last && (
        <section class="panel holdem-review-panel" aria-label="Last hand">
          <LastHandReview hand={last} nameOf={nameOf} grid={gridBoard(state)} />
        </section>
      )}
      {!finished && <WhatIfPanel state={state} nameOf={nameOf} />}
      {finished && (
        <TournamentEnd state={state} receivedAt={snapshot.receivedAt} nameOf={nameOf} token={token} live={live}>
          {children}
        </TournamentEnd>
      )}
      <LogPanel lines={state.log} />
    </div>
    </CardTypeContext.Provider>
  );
}
