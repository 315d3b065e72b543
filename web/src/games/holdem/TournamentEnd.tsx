// The end of a tournament: the podium at once; the final results (standings
// and the room's ratings, passed as children) open after the room's
// final-results break, when every eligible human has agreed or its time is
// up. The Last hand review stays in view meanwhile (HoldemBoard), and a
// seat with a card of the last hand still unshown may Reveal now there.
import type { ComponentChildren } from 'preact';
import type { BoardProps } from '../../components/board';
import { useNow } from '../../hooks';
import { useAction } from '../../hooks';
import { roomAction } from '../../roomsApi';
import { FinalPanel } from './FinalPanel';
import { Podium } from './Podium';
import { RevealNowButtons } from './RevealNowButtons';
import { breakLeft, mayAgree } from './ending';
import { useMove } from './useMove';
import type { HoldemState, LegalAction } from './types';
import { mySeat } from './viewer';

export function TournamentEnd({ state, receivedAt, nameOf, token, live, children }: { state: HoldemState; receivedAt: number; nameOf: (seat: number) => string; token: string | null; live: BoardProps<HoldemState>['live']; children?: ComponentChildren }) {
  const finalBreak = state.room?.finalBreak ?? null;
  const running = !!finalBreak && !finalBreak.everyoneAgreed;
  const now = useNow(running, 250);
  const left = breakLeft(finalBreak, state.serverTime, receivedAt, now);
  const { busy, error, run } = useAction();
  const move = useMove(state.code, token, live);
  const seat = mySeat(state);
  const agree = () => run('agree', () => roomAction(state.code, 'agree-results'));
  // Listed only while the break runs; the page also stops offering them
  // when its own clock says the break is over (the server would refuse).
  const legal = (state.legalActions ?? []) as LegalAction[];
  return (
    <>
      <Podium standings={state.result?.standings ?? []} nameOf={nameOf} />
      {left > 0 ? (
        <section class="panel" aria-label="Final results" data-testid="final-break">
          <p role="status">
            Final results in <span data-testid="final-break-left">{Math.ceil(left / 1000)}</span> s
            {finalBreak ? ` · ${finalBreak.agreed.length}/${finalBreak.eligible.length} agreed` : ''}
          </p>
          <RevealNowButtons state={state} legal={legal} disabled={move.busy} send={move.send} />
          {mayAgree(finalBreak, seat, left) && (
            <button type="button" class="btn primary" data-testid="agree-results" disabled={busy !== null} onClick={agree}>
              Agree: show the final results
            </button>
          )}
          {error && (
            <p class="error" role="alert">
              {error}
            </p>
          )}
          {move.error && (
            <p class="error" role="alert" data-testid="move-error">
              {move.error}
            </p>
          )}
        </section>
      ) : (
        <>
          <FinalPanel state={state} nameOf={nameOf} />
          {children}
        </>
      )}
    </>
  );
}
