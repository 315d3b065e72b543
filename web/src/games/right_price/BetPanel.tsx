// Your bet on the current item: the input (whole dollars, at most your
// capital: typing more resets it to your capital), the −10 … +10 buttons,
// the slider over the prize pool with the item's markers, Bid and Skip
// (Skip is off for the Open leader: you.canSkip). Enter in the input places
// the bid; a typed bet is never changed when the Open minimum rises (a notice
// says so instead); input is held for a moment after an accepted move.
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { sendAction } from '../../api';
import { errorText, useInputHold } from '../../hooks';
import { BET_DELTAS, adjustBet, betAfterMinimum, betFromInput, betFromSlider, bidProblem, initialBet } from './bet';
import type { BoardProps } from '../../components/board';
import type { RpState } from './types';
import { BetSlider } from './BetSlider';

interface Props {
  state: RpState;
  token: string | null;
  live: BoardProps<RpState>['live'];
  /** The result moment is on: the bet waits (a click then is not sent). */
  moment: boolean;
  isMoment: () => boolean;
  /** The last closed item, shown beside the bet (the phone's bar). */
  last: string | null;
}

function deltaLabel(d: number): string {
  return d < 0 ? `\u2212${-d}` : `+${d}`;
}

export function BetPanel({ state, token, live, moment, isMoment, last }: Props) {
  const you = state.you!;
  const auction = state.auction!;
  const capital = you.capital;
  const itemKey = `${state.round}:${auction.item}`;
  const [bet, setBetValue] = useState<number | null>(() => initialBet(you.minBid, capital));
  // Whether the player set this item's bet (typed, ±, slider): such a bet is never changed for them.
  const [touched, setTouched] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'bid' | 'skip' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { held, hold, isHeld } = useInputHold();
  // The minimum as last rendered: another seat's raise may have arrived (by
  // long-poll) before the reply to our own bid.
  const latestMin = useRef(you.minBid);
  latestMin.current = you.minBid;
  const setBet = (next: number | null | ((b: number | null) => number | null)) => {
    setTouched(true);
    setNotice(null);
    setBetValue(next);
  };

  // A new item starts from the lowest acceptable bid (an error belongs to its
  // item); on the same item, Open's minimum rose because of another bid. A
  // layout effect, so no frame ever shows the new minimum beside the old bet.
  const item = useRef(itemKey);
  useLayoutEffect(() => {
    if (item.current !== itemKey) {
      item.current = itemKey;
      setBetValue(initialBet(you.minBid, capital));
      setTouched(false);
      setNotice(null);
      setError(null);
      return;
    }
    const after = betAfterMinimum(bet, touched, you.minBid, capital);
    setBetValue(after.bet);
    setNotice(after.notice);
  }, [itemKey, you.minBid]);

  const problem = bidProblem(bet, you.canBid ? you.minBid : null, you.canBid ? you.maxBid : null);
  const act = async (what: 'bid' | 'skip') => {
    if (busy !== null || isHeld() || isMoment()) return;
    setBusy(what);
    setError(null);
    try {
      const move = what === 'bid' ? { action: 'bid', amount: bet ?? 0 } : { action: 'skip' };
      const reply = await sendAction(state.code, token, move);
      hold();
      // The bet is in: the next one (after a raise in Open) starts again from
      // the minimum, also when that raise was shown before this reply came.
      setTouched(false);
      setNotice(null);
      setBetValue((b) => betAfterMinimum(b, false, latestMin.current, capital).bet);
      live.current?.accept(reply.state);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(null);
    }
  };
  const open = state.settings.bettingMode === 'open';
  const canAct = you.canBid || you.canSkip;

  let standing = '';
  if (you.leading) standing = `You lead with ${you.bid ?? auction.highBid ?? 0}. The current high bidder cannot skip; you may raise.`;
  else if (you.bid !== null && !open) standing = `Your bet of ${you.bid} is in.`;
  else if (you.skipped) standing = open ? 'You skipped; a new bid gives you another chance.' : 'You skipped this item.';
  else if (open && !you.canBid && you.canSkip) standing = `You cannot afford the next bid (at least ${auction.minBid}); you may skip.`;
  else if (!canAct) standing = 'You have nothing to do on this item.';

  return (
    <section
      class={`panel rp-bet action-bar${you.canBid ? ' your-turn' : ''}`}
      aria-labelledby="bet-title"
      data-testid="bet-panel"
      data-main-action
      tabIndex={-1}
      data-held={held || moment ? 'true' : 'false'}
      data-moment={moment ? 'true' : 'false'}
    >
      <h2 id="bet-title">
        Your bet{' '}
        {last && (
          <span class="bar-last" data-testid="bar-last">
            {last}
          </span>
        )}
      </h2>
      {standing && (
        <p class="hint" role="status" data-testid="bet-standing">
          {standing}
        </p>
      )}
      <div class="rp-bet-row">
        <label for="bet-input">Bet ($)</label>
        <input
          id="bet-input"
          data-testid="bet-input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={bet === null ? '' : String(bet)}
          disabled={!you.canBid}
          readOnly={moment}
          aria-describedby="bet-help"
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            if (you.canBid && problem === null && !moment) void act('bid');
          }}
          onInput={(e) => {
            const next = betFromInput(e.currentTarget.value, capital);
            // Show the corrected amount even when the state does not change (e.g. typing past the capital again).
            e.currentTarget.value = next === null ? '' : String(next);
            setBet(next);
          }}
        />
        <span class="hint" id="bet-help">
          0 – {capital} (your capital){open && typeof you.minBid === 'number' && you.canBid ? `; at least ${you.minBid}` : ''}
        </span>
      </div>
      <div class="row rp-deltas" role="group" aria-label="Adjust the bet">
        {BET_DELTAS.map((d) => (
          <button
            key={d}
            type="button"
            class="btn small"
            data-testid={`bet-${d < 0 ? 'minus' : 'plus'}-${Math.abs(d)}`}
            disabled={!you.canBid}
            aria-label={`${d < 0 ? 'Decrease' : 'Increase'} the bet by ${Math.abs(d)}`}
            onClick={() => setBet((b) => adjustBet(b, d, capital))}
          >
            {deltaLabel(d)}
          </button>
        ))}
      </div>
      <BetSlider
        bet={bet}
        pool={state.pool}
        lo={auction.lo}
        hi={auction.hi}
        disabled={!you.canBid}
        onValue={(v) => setBet(betFromSlider(v, capital))}
      />
      <div class="row actions">
        <button
          type="button"
          class="btn primary"
          data-testid="bid"
          disabled={!you.canBid || problem !== null || busy !== null || held || moment}
          title={you.canBid && problem ? problem : undefined}
          onClick={() => void act('bid')}
        >
          {busy === 'bid' ? 'Bidding…' : `Bid ${bet ?? ''}`.trim()}
        </button>
        {!you.leading && (
          <button
            type="button"
            class="btn"
            data-testid="skip"
            disabled={!you.canSkip || busy !== null || held || moment}
            onClick={() => void act('skip')}
          >
            {busy === 'skip' ? 'Skipping…' : 'Skip'}
          </button>
        )}
        {you.canBid && problem && bet !== null && (
          <span class="hint" data-testid="bid-problem">
            {problem}
          </span>
        )}
      </div>
      {notice && you.canBid && (
        <p class="error" role="alert" data-testid="bet-notice">
          {notice}
        </p>
      )}
      {error && (
        <p class="error" role="alert" data-testid="move-error">
          {error}
        </p>
      )}
    </section>
  );
}
