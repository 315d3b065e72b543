// Sends one room action and hands its reply's state to the page, so the
// screen changes at once instead of waiting for the socket's push.
import { useAction } from '../../hooks';
import { type RoomAction, roomAction } from '../../roomsApi';
import type { MatchState } from '../../games/registry';
import type { RoomInfo } from '../../types';

/** What every room component gets from the match page. */
export interface RoomProps {
  state: MatchState;
  room: RoomInfo;
  onState: (state: MatchState) => void;
}

export function useRoomAction(code: string, onState: (state: MatchState) => void) {
  const { busy, error, setError, run } = useAction();
  /** `what` tells apart two uses of one action (e.g. accept-Ada, accept-Bob). */
  const act = (action: RoomAction, body: Record<string, unknown> = {}, what: string = action) =>
    run(what, async () => onState((await roomAction(code, action, body)).state));
  return { busy, error, setError, act, run };
}
