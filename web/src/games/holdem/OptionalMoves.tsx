// The moves a seat may make outside its betting turn: Continue Auto/Manual
// (how breaks are agreed), Agree to the next hand, Reveal when hand ends
// (after folding, per card, until the hand settles) and Reveal now (in a
// break: RevealNowButtons, which the tournament's end shows too). Each
// offered move comes from the State's legal actions; switching back (Auto
// outside a break, a reveal off) is accepted by the server though not
// listed.
import { RevealNowButtons } from './RevealNowButtons';
import { moveOf } from './useMove';
import type { SendMove } from './useMove';
import { myPlayer } from './viewer';
import type { HoldemState, LegalAction } from './types';

export function OptionalMoves({ state, legal, disabled, send }: { state: HoldemState; legal: LegalAction[]; disabled: boolean; send: SendMove }) {
  const me = myPlayer(state);
  if (!me || me.retired || me.resigned || me.bot) return null;
  const agree = legal.find((a) => a.action === 'agree');
  const mode = me.continue ?? 'auto';
  const inHand = state.phase === 'betting' || state.phase === 'selection';
  const revealAtEnd = state.you?.reveal_at_end ?? [false, false];
  const canChooseReveal = inHand && me.folded && me.dealt;
  const inTournament = !me.eliminated;
  return (
    <div class="holdem-optional" data-testid="optional-moves">
      {inTournament && (
        <div class="row" role="group" aria-label="Continue">
          <span>Continue</span>
          {(['auto', 'manual'] as const).map((m) => (
            <button key={m} type="button" class={`btn small${mode === m ? ' on' : ''}`} aria-pressed={mode === m} data-testid={`continue-${m}`} disabled={disabled || mode === m} onClick={() => void send({ action: 'continue', mode: m })}>
              {m === 'auto' ? 'Auto' : 'Manual'}
            </button>
          ))}
          {agree && (
            <button type="button" class="btn" data-testid="agree" disabled={disabled} onClick={() => void send(moveOf(agree))}>
              Agree to next hand
            </button>
          )}
          {state.phase === 'break' && me.agreed && <span class="hint" data-testid="agreed">Agreed</span>}
        </div>
      )}
      {canChooseReveal && (
        <div class="row" role="group" aria-label="Reveal when hand ends">
          {[0, 1].map((card) => (
            <label key={card} class="holdem-reveal">
              <input
                type="checkbox"
                data-testid={`reveal-at-end-${card}`}
                checked={!!revealAtEnd[card]}
                disabled={disabled}
                onChange={(e) => void send({ action: 'reveal_at_end', card, on: e.currentTarget.checked })}
              />
              Reveal card {me.cards?.[card] ?? card + 1} when hand ends
            </label>
          ))}
        </div>
      )}
      <RevealNowButtons state={state} legal={legal} disabled={disabled} send={send} />
    </div>
  );
}
