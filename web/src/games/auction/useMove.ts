// Sends one move at a time for the talk and bid forms: refused while a move
// is in flight, while the reveal moment holds the table, and for a moment
// after an accepted move (useInputHold), so a double click or a held Enter
// never plays twice; the reply's state is shown at once.
import { useRef, useState } from 'preact/hooks';
import { sendAction } from '../../api';
import { errorText, useInputHold } from '../../hooks';
import type { BoardProps } from '../../components/board';
import type { AuctionState } from './types';

export function useMove(code: string, token: string | null, live: BoardProps<AuctionState>['live'], isMoment: () => boolean) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { held, hold, isHeld } = useInputHold();
  const inFlight = useRef(false);
  const send = async (move: Record<string, unknown>): Promise<boolean> => {
    if (busy || inFlight.current || isHeld() || isMoment()) return false;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    // Held from the click on, so a second click while the reply is on its way is refused too.
    hold();
    try {
      const reply = await sendAction(code, token, move);
      hold();
      live.current?.accept(reply.state);
      return true;
    } catch (e) {
      setError(errorText(e));
      return false;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return { send, busy, held, error };
}
