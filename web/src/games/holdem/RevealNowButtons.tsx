// Reveal now: one button per card of yours in the last hand not shown yet,
// each from the State's legal actions, so it appears exactly when the
// server takes it: in a hand break (OptionalMoves) and in the final-results
// break at the tournament's end (TournamentEnd). Reveals are final.
import { moveOf } from './useMove';
import type { SendMove } from './useMove';
import { myPlayer } from './viewer';
import type { HoldemState, LegalAction } from './types';

export function RevealNowButtons({ state, legal, disabled, send }: { state: HoldemState; legal: LegalAction[]; disabled: boolean; send: SendMove }) {
  const me = myPlayer(state);
  const revealNow = legal.filter((a) => a.action === 'reveal_now');
  if (!me || revealNow.length === 0) return null;
  return (
    <div class="row" role="group" aria-label="Reveal now">
      {revealNow.map((a) => {
        const card = a.card as number;
        const value = state.last_hand?.seats.find((s) => s.seat === me.seat)?.cards[card];
        return (
          <button key={card} type="button" class="btn small" data-testid={`reveal-now-${card}`} disabled={disabled} onClick={() => void send(moveOf(a))}>
            Reveal now: {value ?? `card ${card + 1}`}
          </button>
        );
      })}
    </div>
  );
}
