// Sends one move at a time: refused while a move is in flight and for a
// moment after an accepted one (useInputHold), so a double click never
// plays twice (a second Call would land on the next street); the reply's
// state is shown at once.
import { useRef, useState } from 'preact/hooks';
import { sendAction } from '../../api';
import { errorText, useInputHold } from '../../hooks';
import type { BoardProps } from '../../components/board';
import type { HoldemState, LegalAction } from './types';

export type SendMove = (move: Record<string, unknown>) => Promise<boolean>;

export function useMove(code: string, token: string | null, live: BoardProps<HoldemState>['live']) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { held, hold, isHeld } = useInputHold();
  const inFlight = useRef(false);
  const send: SendMove = async (move) => {
    if (inFlight.current || isHeld()) return false;
    inFlight.current = true;
    setBusy(true);
    setError(null);
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
  return { send, busy: busy || held, error };
}

/** A legal action as the move to send: exact moves carry their own fields; `params` only describes ranges. */
export function moveOf(legal: LegalAction): Record<string, unknown> {
  const { params: _ranges, ...move } = legal;
  return move;
}
