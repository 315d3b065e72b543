// The lobby: every room the server holds (GET /api/rooms), refreshed every
// few seconds, filtered by game; waiting rooms first, finished ones behind
// "Show finished", 50 a page (logic/lobby.ts lobbyPage). Rooms that invited
// the viewer (`invited`, their codes) offer Join under any policy.
import { useState } from 'preact/hooks';
import { usePolling } from '../../hooks';
import { lobbyPage } from '../../logic/lobby';
import { listRooms } from '../../roomsApi';
import type { GameInfo, LobbyRoom, User } from '../../types';
import { GameOptions } from '../Fields';
import { RoomRow } from './RoomRow';

const REFRESH_MS = 3000;

function useRooms(game: string): { rooms: LobbyRoom[] | null; failed: boolean } {
  // A hidden tab asks less often.
  const { data, failed } = usePolling(game, (signal) => listRooms(game, signal), REFRESH_MS, REFRESH_MS * 4);
  return { rooms: data?.rooms ?? null, failed };
}

export function RoomList({ user, games, invited }: { user: User | null; games: GameInfo[]; invited: ReadonlySet<string> }) {
  const [game, setGame] = useState('');
  const [showFinished, setShowFinished] = useState(false);
  const [pageWanted, setPage] = useState(0);
  const { rooms, failed } = useRooms(game);
  const shown = lobbyPage(rooms ?? [], showFinished, pageWanted);

  return (
    <section class="panel wide" aria-labelledby="lobby-title" data-testid="rooms-lobby">
      <div class="section-head">
        <h1 id="lobby-title">Lobby</h1>
        <div class="field inline">
          <label for="lobby-game">Game</label>
          <select
            id="lobby-game"
            data-testid="lobby-game"
            value={game}
            onChange={(e) => {
              setGame(e.currentTarget.value);
              setPage(0);
            }}
          >
            <option value="">All games</option>
            <GameOptions games={games} />
          </select>
        </div>
      </div>
      {failed && <p class="note">Could not load the rooms; retrying…</p>}
      {rooms === null && !failed && <p class="hint">Loading…</p>}
      {rooms !== null && shown.finished > 0 && (
        <label class="check-inline">
          <input
            type="checkbox"
            data-testid="lobby-show-finished"
            checked={showFinished}
            onChange={(e) => {
              setShowFinished(e.currentTarget.checked);
              setPage(0);
            }}
          />{' '}
          Show finished rooms ({shown.finished})
        </label>
      )}
      {rooms !== null && shown.total === 0 && (
        <p class="hint" data-testid="lobby-empty">
          {rooms.length === 0 ? 'No rooms yet. Create one below.' : 'No waiting or running rooms. Create one below.'}
        </p>
      )}
      {shown.rooms.length > 0 && (
        <ul class="room-list" data-testid="lobby-rooms">
          {shown.rooms.map((room) => (
            <RoomRow key={room.code} room={room} games={games} user={user} invited={invited.has(room.code)} testid={`lobby-room-${room.code}`} />
          ))}
        </ul>
      )}
      {shown.pages > 1 && (
        <nav class="row pager" aria-label="Room pages" data-testid="lobby-pager">
          <button type="button" class="btn small" data-testid="lobby-prev" disabled={shown.page === 0} onClick={() => setPage(shown.page - 1)}>
            Previous
          </button>
          <span data-testid="lobby-page">
            Page {shown.page + 1} of {shown.pages} ({shown.total} rooms)
          </span>
          <button type="button" class="btn small" data-testid="lobby-next" disabled={shown.page >= shown.pages - 1} onClick={() => setPage(shown.page + 1)}>
            Next
          </button>
        </nav>
      )}
    </section>
  );
}
