// Hold'em's replay: the tournament's final standings and its last completed
// hand, as the final public view holds them, with the seed.
import { useEffect, useState } from 'preact/hooks';
import { getState } from '../../api';
import { FinalPanel } from './FinalPanel';
import { LastHandReview } from './LastHandReview';
import type { HoldemReplay as Replay, HoldemState } from './types';

/** The final public view: the replay's own, else the finished room's State while the server holds it. */
function useFinalView(data: Replay): Partial<HoldemState> | null {
  const [fetched, setFetched] = useState<Partial<HoldemState> | null>(null);
  const given = data.final ?? null;
  useEffect(() => {
    if (given || data.status !== 'finished') return undefined;
    let alive = true;
    getState<HoldemState>(data.code, null)
      .then((state) => alive && setFetched(state))
      .catch(() => {
        // Gone from memory: the replay shows the players only.
      });
    return () => {
      alive = false;
    };
  }, [data.code, data.status, given]);
  return given ?? fetched;
}

export function HoldemReplay({ data }: { data: Replay }) {
  const final = useFinalView(data);
  const nameOf = (seat: number) => data.players.find((p) => p.seat === seat)?.name ?? `Seat ${seat + 1}`;
  const seed = data.record?.seed;
  return (
    <div data-testid="holdem-replay">
      {final ? <FinalPanel state={final} nameOf={nameOf} /> : <p class="panel muted">The tournament's result is not available.</p>}
      {final?.last_hand && (
        <section class="panel" aria-label="Last hand">
          <LastHandReview hand={final.last_hand} nameOf={nameOf} testid="replay-last-hand" />
        </section>
      )}
      {seed && (
        <section class="panel" aria-label="Seed">
          <p>
            Seed <code data-testid="replay-seed">{seed}</code>, {data.record?.inputs?.length ?? 0} inputs.
          </p>
        </section>
      )}
    </div>
  );
}
