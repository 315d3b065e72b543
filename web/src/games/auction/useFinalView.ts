// The finished match's public view for the replay: every value, the talk,
// the ranking and the seed. Taken from the replay's `final` when it has one;
// otherwise read from the match's own State while the server still holds it
// (after the end a spectator's State carries every value).
import { useEffect, useState } from 'preact/hooks';
import { getState } from '../../api';
import type { AuctionReplay, AuctionState } from './types';

export function useFinalView(data: AuctionReplay): Partial<AuctionState> | null {
  const [fetched, setFetched] = useState<Partial<AuctionState> | null>(null);
  const given = data.final ?? null;
  useEffect(() => {
    if (given || data.status !== 'finished') return undefined;
    let alive = true;
    getState<AuctionState>(data.code, null)
      .then((state) => alive && state.phase === 'over' && setFetched(state))
      .catch(() => {
        // Gone from memory: the replay shows the bids without the values.
      });
    return () => {
      alive = false;
    };
  }, [data.code, data.status, given]);
  return given ?? fetched;
}
