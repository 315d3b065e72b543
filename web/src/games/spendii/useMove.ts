// Sends one move at a time: refused while a move is in flight and for a
// moment after an accepted one (useInputHold), so a double click never plays
// twice; the reply's state is shown at once.
import { useRef, useState } from 'preact/hooks';
import { sendAction } from '../../api';
import { errorText, useInputHold } from '../../hooks';
import type { BoardProps } from '../../components/board';
import type { SpendiiAction, SpendiiState } from './types';

export function useMove(code: string, token: string | null, live: BoardProps<SpendiiState>['live']) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { held, hold, isHeld } = useInputHold();
  const inFlight = useRef(false);
  const send = async (move: SpendiiAction): Promise<boolean> => {
    if (inFlight.current || isHeld()) return false;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    hold();
    try {
      const reply = await sendAction(code, token, move as unknown as Record<string, unknown>);
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
  return { send, disabled: busy || held, error };
}
