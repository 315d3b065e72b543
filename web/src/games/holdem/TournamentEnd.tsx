// The end of a tournament: the podium at once; the final results (standings
// and the room's ratings, passed as children) open after the room's
// final-results break, when every eligible human has agreed or its time is
// up. The Last hand review stays in view meanwhile (HoldemBoard).
import type { ComponentChildren } from 'preact';
import { useNow } from '../../hooks';
import { useAction } from '../../hooks';
import { roomAction } from '../../roomsApi';
import { FinalPanel } from './FinalPanel';
import { Podium } from './Podium';
import { breakLeft, mayAgree } from './ending';
import type { HoldemState } from './types';
import { mySeat } from './viewer';

export function TournamentEnd({ state, receivedAt, nameOf, children }: { state: HoldemState; receivedAt: number; nameOf: (seat: number) => string; children?: ComponentChildren }) {
  const finalBreak = state.room?.finalBreak ?? null;
  const running = !!finalBreak && !finalBreak.everyoneAgreed;
  const now = useNow(running, 250);
  const left = breakLeft(finalBreak, state.serverTime, receivedAt, now);
  const { busy, error, run } = useAction();
  const seat = mySeat(state);
  const agree = () => run('agree', () => roomAction(state.code, 'agree-results'));
  return (
    <>
      <Podium standings={state.result?.standings ?? []} nameOf={nameOf} />
      {left > 0 ? (
        <section class="panel" aria-label="Final results" data-testid="final-break">
          <p role="status">
            Final results in <span data-testid="final-break-left">{Math.ceil(left / 1000)}</span> s
            {finalBreak ? ` · ${finalBreak.agreed.length}/${finalBreak.eligible.length} agreed` : ''}
          </p>
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
