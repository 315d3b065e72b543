// What the seat can do now, in one bar (fixed at the bottom on a phone, so
// the talk or bid is always in reach without scrolling): the talk form, the
// bid form, or what the table is waiting for. It waits while the reveal
// moment is on and for a moment after an accepted move.
import type { BoardProps } from '../../components/board';
import { BidForm } from './BidForm';
import { TalkForm } from './TalkForm';
import { useMove } from './useMove';
import type { AuctionState, LegalAction } from './types';

interface Props {
  state: AuctionState;
  token: string | null;
  live: BoardProps<AuctionState>['live'];
  moment: boolean;
  isMoment: () => boolean;
  nameOf: (seat: number) => string;
  /** The last reveal, beside the action (the phone's bar). */
  last: string | null;
}

export function ActionBar({ state, token, live, moment, isMoment, nameOf, last }: Props) {
  const { send, busy, held, error } = useMove(state.code, token, live, isMoment);
  const legal = (state.legalActions ?? []) as LegalAction[];
  const bid = legal.find((a) => a.action === 'bid');
  const say = legal.find((a) => a.action === 'say');
  const disabled = busy || held || moment;
  const maxChars = state.limits?.max_message_chars ?? 280;
  const turn = state.turn;

  let body;
  if (bid) {
    const range = bid.params?.amount;
    body = (
      <BidForm
        item={state.item ?? 0}
        min={range?.min ?? 0}
        max={range?.max ?? state.your_credits ?? 0}
        maxChars={bid.params?.message?.max_chars ?? maxChars}
        disabled={disabled}
        onBid={(amount, message) => send(message ? { action: 'bid', amount, message } : { action: 'bid', amount })}
      />
    );
  } else if (say) {
    body = (
      <TalkForm
        max={say.params?.message?.max_chars ?? maxChars}
        disabled={disabled}
        onSay={(text) => send({ action: 'say', message: text })}
        onPass={() => void send({ action: 'pass' })}
      />
    );
  } else {
    const waiting = turn ? `Waiting for ${turn.seat === state.you?.seat ? 'you' : nameOf(turn.seat)} to ${turn.phase === 'bid' ? 'bid' : 'talk'}.` : 'Waiting…';
    body = (
      <p class="hint" role="status" data-testid="waiting">
        {waiting}
      </p>
    );
  }

  return (
    <section
      class={`panel auction-action action-bar${bid || say ? ' your-turn' : ''}`}
      aria-labelledby="action-title"
      data-testid="action-bar"
      data-main-action
      tabIndex={-1}
      data-held={disabled ? 'true' : 'false'}
      data-moment={moment ? 'true' : 'false'}
    >
      <h2 id="action-title">
        {bid ? 'Your bid' : say ? 'Your turn to talk' : 'Your seat'}{' '}
        {state.your_value !== undefined && (
          <span class="bar-value" data-testid="bar-value">
            your value {state.your_value} · {state.your_credits} credits
          </span>
        )}
      </h2>
      {last && (
        <p class="bar-last" data-testid="bar-last">
          {last}
        </p>
      )}
      {body}
      {error && (
        <p class="error" role="alert" data-testid="move-error">
          {error}
        </p>
      )}
    </section>
  );
}
