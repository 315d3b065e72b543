// The Right Price's board on the match page: the Info box (funding, the
// current item, the break's countdown, the podium icon), the auction (the
// item's range, the clock, Open mode's high bidder), your bet, the capital
// table with the settlement animation, the round's items, the log, and the
// podium with the final statistics once the game is over and the countdown
// and the animation have finished.
import { useEffect, useState } from 'preact/hooks';
import { useNow } from '../../hooks';
import { fractionLeft, msLeft } from '../../logic/clock';
import { clockText } from '../../logic/format';
import type { BoardProps } from '../../components/board';
import { LogPanel } from '../../components/LogPanel';
import { plainInt } from './table';
import { eventText, fundingText, itemWonText, revealText, roundWinnerText, settlementText } from './texts';
import { podiumReady } from './timing';
import type { RpState } from './types';
import { BetPanel } from './BetPanel';
import { CapitalTable } from './CapitalTable';
import { CapitalSummary } from './CapitalSummary';
import { Podium } from './Podium';
import { useSettlement } from './useSettlement';
import { type ItemMoment, RightPriceTable, shownValue } from './RightPriceTable';
import { useMoment } from '../../components/table/useMoment';
import { useTableSounds } from '../../components/table/useTableSounds';
import { serverClockNow, turnStartedAt } from '../../logic/moment';

export function RightPriceBoard({ snapshot, token, live, children }: BoardProps<RpState>) {
  const { state } = snapshot;
  const { receivedAt } = snapshot;
  const finished = state.status === 'finished';
  const view = useSettlement(state, receivedAt);
  // The clocks tick until the podium has been shown after the end.
  const [podiumShown, setPodiumShown] = useState(false);
  // The phone shows the capital table as one line until tapped.
  const [detailsOpen, setDetailsOpen] = useState(false);
  const now = useNow(!finished || !podiumShown, 250);
  const nameOf = (seat: number) => state.players.find((p) => p.seat === seat)?.name ?? `Seat ${seat + 1}`;

  const sample = { serverTime: state.serverTime };
  const breakLeft = state.breakEndsAt ? msLeft({ ...sample, deadline: state.breakEndsAt }, receivedAt, now) : null;
  const clockLeft = state.phase === 'betting' && state.auction ? msLeft({ ...sample, deadline: state.auction.deadline }, receivedAt, now) : null;
  const ready = podiumReady({ finished, countdownMs: breakLeft, animating: view.running });

  // An item closed while betting goes on: the table names who won it for a
  // moment, the bet waiting (the round's last item is the settlement's).
  const closed = state.phase === 'betting' ? [...(state.items ?? [])].reverse().find((i) => i.status !== 'bidding') : undefined;
  const closedMoment: ItemMoment | null = closed ? { number: closed.number, winner: closed.winner, price: closed.price } : null;
  const { moment, isActive } = useMoment(closed ? `${state.round}:${closed.number}` : null, closedMoment, {
    resolvedAt: state.auction && state.settings ? turnStartedAt(state.auction.deadline, state.settings.bettingSeconds) : null,
    serverNow: serverClockNow(state.serverTime, receivedAt, Date.now()),
  });

  // The podium opens by itself once; the icon opens it again.
  const [podiumOpen, setPodiumOpen] = useState(false);
  useEffect(() => {
    if (ready && !podiumShown) {
      setPodiumShown(true);
      setPodiumOpen(true);
    }
  }, [ready]);

  const me = state.you?.seat ?? null;
  const roundWon = view.running && view.stage.winnerNamed && state.phase !== 'betting' && me !== null && (state.settlement?.winners ?? []).includes(me);
  useTableSounds(!!state.you?.canBid && moment === null, moment && moment.winner === me && me !== null ? `item ${state.round}:${moment.number}` : roundWon ? `round ${state.settlement?.round}` : null);

  if (!state.phase || !state.settings) {
    return (
      <section class="panel" aria-busy="true">
        <p role="status">Loading the game…</p>
      </section>
    );
  }

  const open = state.settings.bettingMode === 'open';
  const auction = state.phase === 'betting' ? state.auction : null;
  const pool = view.frame?.pool ?? state.pool;
  const bank = view.frame?.bank ?? state.bank;
  const winners = state.result?.winners ?? [];


  // The Info box says only what the table has shown so far.
  let stageLine: string | null = null;
  const settling = view.running ? state.settlement : null;
  if (settling && view.event) stageLine = eventText(view.event, nameOf);
  else if (settling && view.stage.winnerNamed) stageLine = roundWinnerText(settling, nameOf);
  else if (settling && view.stage.revealed > 0) stageLine = revealText(settling.items[view.stage.revealed - 1]!, nameOf);
  const lastText = closed ? itemWonText(closed, nameOf, state.you?.seat ?? null) : null;

  let countdownText: string | null = null;
  if (state.phase === 'break' && breakLeft !== null) countdownText = `Next round in ${clockText(breakLeft)}`;
  else if (finished && breakLeft !== null && breakLeft > 0) countdownText = `Final results in ${clockText(breakLeft)}`;

  return (
    <div class="game rp" data-phase={state.phase}>
      <section class="panel rp-info" aria-labelledby="info-title" data-testid="rp-info">
        <div class="round-line">
          <h2 id="info-title" class="sr-only">
            Info
          </h2>
          <span data-testid="round" class="round-indicator">
            {finished ? `Game over after ${state.history?.length ?? state.round} of ${state.totalRounds} rounds` : `Round ${state.round} of ${state.totalRounds}`}
          </span>
          {state.phase === 'betting' && state.currentItem !== null && (
            <span class="round-indicator" data-testid="rp-item">
              Item {state.currentItem} of {state.itemsPerRound}
            </span>
          )}
          <span class="rp-money">
            Prize pool <strong data-testid="rp-pool">{plainInt(pool)}</strong> · Bank <strong data-testid="rp-bank">{plainInt(bank)}</strong>
          </span>
          {ready && (
            <button
              type="button"
              class="btn small podium-icon"
              data-testid="podium-open"
              aria-label="Show the podium and the final results"
              title="Podium and final results"
              onClick={() => setPodiumOpen(true)}
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d="M9 8h6v13H9zM2 13h6v8H2zM16 11h6v10h-6z" fill="currentColor" />
                <path d="M12 1.5l1.1 2.2 2.4.3-1.8 1.7.5 2.4L12 7l-2.2 1.1.5-2.4-1.8-1.7 2.4-.3z" fill="currentColor" />
              </svg>
            </button>
          )}
        </div>
        <div role="status" aria-live="polite" data-testid="status-line" class="rp-info-lines">
          {state.funding && (state.phase === 'betting' || state.funding.endedGame) && (
            <p data-testid="funding-text">{fundingText(state.funding, state.settings.basePrizePool, nameOf)}</p>
          )}
          {auction && (
            <p data-testid="item-text">
              Item {auction.item} of {state.itemsPerRound}: its value is between <strong>{auction.lo}</strong> and <strong>{auction.hi}</strong>.
              {open ? ' Open betting.' : ' Blind betting: bets stay hidden.'}
            </p>
          )}
          {state.phase !== 'betting' && state.settlement && !view.running && (
            <p data-testid="settlement-text">{settlementText(state.settlement, nameOf)}</p>
          )}
          {stageLine && (
            <p class="rp-step" data-testid="settlement-step">
              {stageLine}
            </p>
          )}
          {countdownText && (
            <p class="rp-countdown" data-testid="info-countdown">
              <strong role="timer">{countdownText}</strong>
            </p>
          )}
          {finished && ready && (
            <p data-testid="game-over">
              The game is over: {winners.map(nameOf).join(' and ') || 'nobody'} {winners.length > 1 ? 'share the win' : 'wins'}.
            </p>
          )}
        </div>
      </section>

      <section class="panel rp-table" aria-label="The table">
        <RightPriceTable state={state} view={view} moment={moment} clockLeft={clockLeft} nameOf={nameOf} />
      </section>

      {state.you && auction && <BetPanel state={state} token={token} live={live} moment={moment !== null} isMoment={isActive} last={moment ? null : lastText} />}

      {auction && (
        <section class="panel rp-auction" aria-labelledby="auction-title" data-testid="rp-auction">
          <h2 id="auction-title">
            Item {auction.item}: {auction.lo} – {auction.hi}
          </h2>
          <div class="item-range" data-testid="item-range" aria-label={`Value between ${auction.lo} and ${auction.hi} of 100`} role="img">
            <span class="item-range-fill" style={{ left: `${auction.lo}%`, width: `${Math.max(0.5, auction.hi - auction.lo)}%` }} />
          </div>
          {clockLeft !== null && (
            <div class={`countdown${clockLeft <= 5000 ? ' urgent' : ''}`}>
              <span class="label">Time left</span>{' '}
              <strong role="timer" aria-live="off" data-testid="rp-clock" data-deadline={auction.deadline}>
                {clockText(clockLeft)}
              </strong>
              <div class="bar" aria-hidden="true">
                <div class="fill" style={{ width: `${(fractionLeft(clockLeft, state.settings.bettingSeconds) * 100).toFixed(1)}%` }} />
              </div>
            </div>
          )}
          {open && (
            <p class="rp-high" data-testid="high-bid" data-bidder={auction.highBidder ?? ''} data-amount={auction.highBid ?? ''}>
              {auction.highBidder !== null && auction.highBid !== null ? (
                <>
                  High bid: <strong data-testid="high-bidder">{nameOf(auction.highBidder)}</strong> with{' '}
                  <strong data-testid="high-amount">{auction.highBid}</strong>. Next bid at least {auction.minBid}.
                </>
              ) : (
                <>No bid yet: any amount you can afford opens.</>
              )}
            </p>
          )}
        </section>
      )}

      <section class={`panel rp-capital${detailsOpen ? ' details-open' : ''}`} aria-labelledby="capital-title">
        <h2 id="capital-title">Current capital</h2>
        <CapitalSummary players={state.players} order={view.order} frame={view.frame} me={state.you?.seat ?? null} open={detailsOpen} onToggle={() => setDetailsOpen((o) => !o)} />
        <div id="capital-details" class="capital-details">
        <CapitalTable
          players={state.players}
          order={view.order}
          frame={view.frame}
          event={view.event}
          running={view.running}
          sortMs={view.sortMs}
          me={state.you?.seat ?? null}
          showElo={state.room?.showElo !== false}
          betting={auction !== null}
          open={open}
          highBidder={auction?.highBidder ?? null}
        />
        </div>
      </section>

      {finished && children}

      {state.items.length > 0 && (
        <section class="panel" aria-labelledby="items-title">
          <h2 id="items-title">Round {state.shownRound} items</h2>
          <ul class="rp-items" data-testid="rp-items">
            {state.items.map((item) => (
              <li key={item.number} data-testid={`rp-item-${item.number}`} data-status={item.status}>
                <strong>#{item.number}</strong> {item.lo}–{item.hi}
                {item.status === 'bidding' && <span class="muted"> · up for auction</span>}
                {item.status === 'unawarded' && <span class="muted"> · not awarded</span>}
                {item.status === 'won' && item.winner !== null && (
                  <span>
                    {' '}
                    · {nameOf(item.winner)} paid {item.price ?? 0}
                  </span>
                )}
                {shownValue(item, state, view) !== null && <span> · value {item.value}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}

      <LogPanel lines={state.log} />

      {podiumOpen && ready && <Podium state={state} onClose={() => setPodiumOpen(false)} />}
    </div>
  );
}
