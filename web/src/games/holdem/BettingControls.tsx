// The betting turn's buttons, each from the State's legal actions only:
// Check, Call (with what it costs), Bet or Raise to (./RaiseSlider.tsx),
// Fold and All-in.
import { RaiseSlider } from './RaiseSlider';
import type { SendMove } from './useMove';
import { myPlayer } from './viewer';
import type { HoldemState, LegalAction } from './types';

export function BettingControls({ state, legal, disabled, send }: { state: HoldemState; legal: LegalAction[]; disabled: boolean; send: SendMove }) {
  const has = (name: string) => legal.find((a) => a.action === name);
  const bet = has('bet');
  const raise = has('raise');
  const me = myPlayer(state);
  const toCall = state.you?.to_call ?? 0;
  const allInTotal = (me?.stack ?? 0) + (me?.bet ?? 0);
  const range = (bet ?? raise)?.params?.[bet ? 'amount' : 'to'];
  return (
    <div class="holdem-betting" data-testid="betting-controls">
      <div class="row holdem-buttons">
        {has('check') && (
          <button type="button" class="btn" data-testid="check" disabled={disabled} onClick={() => void send({ action: 'check' })}>
            Check
          </button>
        )}
        {has('call') && (
          <button type="button" class="btn" data-testid="call" disabled={disabled} onClick={() => void send({ action: 'call' })}>
            Call {Math.min(toCall, me?.stack ?? toCall)}
          </button>
        )}
        {has('fold') && (
          <button type="button" class="btn danger" data-testid="fold" disabled={disabled} onClick={() => void send({ action: 'fold' })}>
            Fold
          </button>
        )}
        {has('all_in') && (
          <button type="button" class="btn" data-testid="all-in" disabled={disabled} onClick={() => void send({ action: 'all_in' })}>
            All-in {allInTotal}
          </button>
        )}
      </div>
      {range && (
        <RaiseSlider
          key={`${state.hand}-${state.street}-${state.current_bet}`}
          kind={bet ? 'bet' : 'raise'}
          min={range.min ?? state.min_raise_to ?? 0}
          max={range.max ?? allInTotal}
          pot={state.pot ?? 0}
          disabled={disabled}
          onSubmit={(total) => void send(bet ? { action: 'bet', amount: total } : { action: 'raise', to: total })}
        />
      )}
    </div>
  );
}
