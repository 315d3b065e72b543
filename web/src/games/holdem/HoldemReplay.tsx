// Hold'em's replay: hand by hand and, within a hand, action by action, from
// the match's public events (replay.ts): the board as it was dealt, the cards
// shown at showdown or revealed, what each seat won. Then the final
// standings and the last hand's review as the final public view holds them.
import { useEffect, useState } from 'preact/hooks';
import { getState } from '../../api';
import { PlayingCard } from './Card';
import { FinalPanel } from './FinalPanel';
import { LastHandReview } from './LastHandReview';
import { CardTypeContext } from './cardTypeContext';
import { gridBoard } from './grid/board';
import { handAt, replayHands, type ReplayEvent } from './replay';
import { STREET_NAMES, actionText } from './texts';
import type { HoldemReplay as Replay, HoldemState } from './types';

/** The final public view: the replay's own, else the finished room's State while the server holds it. */
function useFinalView(data: Replay): Partial<HoldemState> | null {
  const [fetched, setFetched] = useState<Partial<HoldemState> | null>(null);
  const given = data.final ?? null;
  useEffect(() => {
    if (given || data.status !== 'finished') return undefined;
    let alive = true;
    getState<HoldemState>(data.code, null)
      .then((state) => alive && setFetched(state))
      .catch(() => {
        // Gone from memory: the replay shows the players only.
      });
    return () => {
      alive = false;
    };
  }, [data.code, data.status, given]);
  return given ?? fetched;
}

function HandStepper({ data, nameOf }: { data: Replay; nameOf: (seat: number) => string }) {
  const hands = replayHands((data as Replay & { events?: ReplayEvent[] }).events ?? []);
  const [index, setIndex] = useState(0);
  const [step, setStep] = useState(0);
  if (!hands.length) return <p class="panel muted">No hand was played.</p>;
  const at = Math.min(index, hands.length - 1);
  const hand = hands[at]!;
  const last = hand.actions.length;
  const shownStep = Math.min(step, last);
  const view = handAt(hand, shownStep);
  const goHand = (i: number) => {
    setIndex(i);
    setStep(0);
  };
  return (
    <section class="panel holdem-replay-hand" aria-labelledby="replay-hand-title" data-testid="replay-hand" data-hand={hand.hand} data-step={shownStep}>
      <div class="round-line">
        <h2 id="replay-hand-title">
          Hand {hand.hand} of {hands.length}
        </h2>
        <span class="row">
          <button type="button" class="btn small" data-testid="replay-prev" disabled={at === 0} onClick={() => goHand(at - 1)}>
            Previous hand
          </button>
          <button type="button" class="btn small" data-testid="replay-next" data-main-action disabled={at === hands.length - 1} onClick={() => goHand(at + 1)}>
            Next hand
          </button>
        </span>
      </div>
      <p class="hint">
        Button {nameOf(hand.button)} · big blind {hand.bigBlind} ({nameOf(hand.bigBlindSeat)})
      </p>
      <div class="row">
        <button type="button" class="btn small" data-testid="replay-step-back" disabled={shownStep === 0} onClick={() => setStep(shownStep - 1)}>
          Previous action
        </button>
        <span data-testid="replay-step">
          {shownStep} / {last} actions
        </span>
        <button type="button" class="btn small" data-testid="replay-step-next" disabled={shownStep === last} onClick={() => setStep(shownStep + 1)}>
          Next action
        </button>
        <button type="button" class="btn small" data-testid="replay-step-end" disabled={shownStep === last} onClick={() => setStep(last)}>
          End of hand
        </button>
      </div>
      <p>
        Board:{' '}
        <span class="holdem-board" data-testid="replay-board">
          {view.board.length ? view.board.map((c, i) => <PlayingCard key={i} card={c} testid={`replay-board-${i}`} />) : <span class="muted">none yet</span>}
        </span>
      </p>
      {view.shown.size > 0 && (
        <ul class="plain" data-testid="replay-shown">
          {[...view.shown].map(([seat, cards]) => (
            <li key={seat} data-testid={`replay-shown-${seat}`}>
              {nameOf(seat)}: {cards.map((c, i) => <PlayingCard key={i} card={c} small />)}
            </li>
          ))}
        </ul>
      )}
      <ol class="holdem-replay-actions" data-testid="replay-actions">
        {view.actions.map((a, i) => (
          <li key={i} class={i === shownStep - 1 ? 'current' : ''}>
            <span class="muted">{STREET_NAMES[a.street]}</span> {actionText(a, nameOf)}
          </li>
        ))}
      </ol>
      {view.won && (
        <p data-testid="replay-won">
          {view.won.some((w) => w > 0)
            ? view.won
                .map((w, seat) => (w > 0 ? `${nameOf(seat)} wins ${w}` : ''))
                .filter(Boolean)
                .join(' · ')
            : 'Nobody won chips'}
          {hand.discarded > 0 ? ` · ${hand.discarded} odd chips discarded` : ''}
        </p>
      )}
    </section>
  );
}

export function HoldemReplay({ data }: { data: Replay }) {
  const final = useFinalView(data);
  const nameOf = (seat: number) => data.players.find((p) => p.seat === seat)?.name ?? `Seat ${seat + 1}`;
  const seed = data.record?.seed;
  const cardType = final?.settings?.card_type ?? (data.record?.settings?.card_type as string | undefined);
  return (
    <CardTypeContext.Provider value={cardType}>
    <div data-testid="holdem-replay">
      <HandStepper data={data} nameOf={nameOf} />
      {final ? <FinalPanel state={final} nameOf={nameOf} /> : <p class="panel muted">The tournament's result is not available.</p>}
      {final?.last_hand && (
        <section class="panel" aria-label="Last hand">
          <LastHandReview hand={final.last_hand} nameOf={nameOf} testid="replay-last-hand" grid={gridBoard(final)} />
        </section>
      )}
      {seed && (
        <section class="panel" aria-label="Seed">
          <p>
            Seed <code data-testid="replay-seed">{seed}</code>, {data.record?.inputs?.length ?? 0} inputs.
          </p>
        </section>
      )}
    </div>
    </CardTypeContext.Provider>
  );
}
