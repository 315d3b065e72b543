// After a room's game: the rating changes (when rated), "Create same room",
// and the link to the new room once someone created it.
import { useAction } from '../../hooks';
import { formatChange, formatRating } from '../../logic/rating';
import { recreateRoom } from '../../roomsApi';
import { linkClick, navigate } from '../../router';
import type { MatchState } from '../../games/registry';
import type { RoomInfo } from '../../types';

function Ratings({ state, room }: { state: MatchState; room: RoomInfo }) {
  // An empty list of ratings: the game's own rule left the result unrated.
  if (!room.rated || room.endedBy || room.ratings?.length === 0) {
    return (
      <p class="hint" data-testid="ratings-unrated">
        {room.guestRoom ? 'Guest rooms are unrated.' : room.endedBy === 'abandoned' ? 'This game was abandoned: it is unrated.' : 'This game was unrated.'}
      </p>
    );
  }
  if (!room.ratings) {
    return (
      <p class="hint" role="status" data-testid="ratings-pending">
        Storing the ratings…
      </p>
    );
  }
  const bySeat = new Map(room.ratings.map((r) => [r.seat, r]));
  return (
    // The wrapper scrolls sideways on a narrow screen instead of widening the page.
    <div class="table-scroll">
      <table class="ratings" data-testid="ratings">
        <caption class="sr-only">Rating changes</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {state.players.map((p) => {
            const r = bySeat.get(p.seat);
            const change = r?.change ?? null;
            return (
              <tr key={p.seat} data-testid={`rating-${p.seat}`}>
                <th scope="row">{p.name}</th>
                <td>{formatRating(r?.old)}</td>
                <td data-testid={`rating-new-${p.seat}`}>{formatRating(r?.new)}</td>
                <td data-testid={`rating-change-${p.seat}`} class={change === null ? 'muted' : change < 0 ? 'neg-text' : 'pos-text'}>
                  {formatChange(change)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** `showRatings` false: the game's board shows the ELO results itself (in its final statistics). */
export function RoomFinish({ state, room, showRatings = true }: { state: MatchState; room: RoomInfo; showRatings?: boolean }) {
  const { busy, error, run } = useAction();
  const recreate = () =>
    run('recreate', async () => {
      const created = await recreateRoom(state.code);
      navigate(created.url || `/m/${created.code}`);
    });
  return (
    <section class="panel room-finish" aria-labelledby="finish-title" data-testid="room-finish">
      <h2 id="finish-title">{showRatings ? 'Result' : 'Play again'}</h2>
      {showRatings && <Ratings state={state} room={room} />}
      <p class="row actions">
        {room.next && (
          <a class="btn primary" href={`/m/${room.next}`} onClick={linkClick} data-testid="next-room">
            Go to the new room
          </a>
        )}
        {state.you && (
          <button type="button" class="btn" data-testid="recreate" disabled={busy !== null} onClick={recreate}>
            {busy ? 'Creating…' : 'Create same room'}
          </button>
        )}
      </p>
      {error && (
        <p class="error" role="alert" data-testid="recreate-error">
          {error}
        </p>
      )}
    </section>
  );
}
