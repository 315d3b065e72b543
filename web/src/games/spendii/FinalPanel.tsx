// The end: why the game ended, then every seat's place, points and cards
// bought, best first (the server's standings), and in a room each seat's
// new ELO and its change: one decimal, green when up, red when down, white
// when unchanged, dashes for guests, bots and unrated games (the rulebook's
// final table).
import { linkClick } from '../../router';
import { FinalBanner } from '../../components/table/FinalBanner';
import { changeTone, formatChange, formatRating } from '../../logic/rating';
import type { RatingResult, RoomInfo } from '../../types';
import { endReasonText, placeText, placesOf } from './texts';
import type { SpendiiState } from './types';

/** Why the ELO columns show dashes, when they all do. */
function ratingNote(room: RoomInfo): string | null {
  if (room.endedBy === 'abandoned') return 'This game was abandoned: it is unrated.';
  if (!room.rated || room.endedBy) return room.guestRoom ? 'Guest rooms are unrated.' : 'This game was unrated.';
  if (!room.ratings) return 'Storing the ratings…';
  // An empty list: the game's own rule left it unrated (the Short test deck).
  if (room.ratings.length === 0) return 'This game was unrated.';
  return null;
}

export function FinalPanel({ state, nameOf, replayLink = false }: { state: Partial<SpendiiState>; nameOf: (seat: number) => string; replayLink?: boolean }) {
  const places = placesOf(state.result);
  const me = state.you?.seat ?? null;
  const room = state.room ?? null;
  const rated = room !== null && room.rated && !room.endedBy;
  const ratings = new Map<number, RatingResult>(((rated && room?.ratings) || []).map((r) => [r.seat, r]));
  const note = room ? ratingNote(room) : null;
  return (
    <section class="panel sp-final" aria-labelledby="sp-final-title" data-testid="final">
      <h2 id="sp-final-title">Final standings</h2>
      <FinalBanner standings={places} me={me} />
      {state.endReason && <p data-testid="end-reason">The game ended: {endReasonText(state.endReason)}.</p>}
      <div class="table-scroll">
        <table class="final-stats clip-names">
          <thead>
            <tr>
              <th scope="col">Place</th>
              <th scope="col">Player</th>
              <th scope="col">Points</th>
              <th scope="col">Cards</th>
              {room && <th scope="col">ELO</th>}
              {room && (
                <th scope="col">
                  ELO <span class="nowrap">±</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {places.map((row) => {
              const player = state.players?.find((p) => p.seat === row.seat);
              const rating = ratings.get(row.seat);
              const tone = changeTone(rating?.change);
              return (
                <tr key={row.seat} class={row.seat === me ? 'me' : ''} data-testid={`rank-row-${row.seat}`} data-me={row.seat === me ? 'true' : 'false'}>
                  <td>{placeText(places, row.place)}</td>
                  <th scope="row" title={nameOf(row.seat)}>
                    {nameOf(row.seat)}
                  </th>
                  <td>{row.points ?? player?.points ?? 0}</td>
                  <td>{player?.cards?.length ?? 0}</td>
                  {room && (
                    <td class="num" data-testid={`final-elo-${row.seat}`}>
                      {formatRating(rating?.new)}
                    </td>
                  )}
                  {room && (
                    <td class="num" data-testid={`final-elo-change-${row.seat}`} data-tone={tone}>
                      <span class={`sp-elo-change ${tone}`}>{formatChange(rating?.change)}</span>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {note && (
        <p class="hint" data-testid="final-rating-note">
          {note}
        </p>
      )}
      {replayLink && state.code && (
        <p class="row actions">
          <a class="btn" href={`/replay/${state.code}`} onClick={linkClick} data-testid="replay-link">
            Watch the replay
          </a>
        </p>
      )}
    </section>
  );
}
