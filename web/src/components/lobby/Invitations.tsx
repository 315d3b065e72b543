// The waiting rooms whose host invited you (GET /api/invitations), on any
// server and listed or not, above the lobby; an invitation lets you join
// under any joining policy, so these rooms offer Join. Shown only to a
// signed-in player who has some; refreshed like the room list.
import { usePolling } from '../../hooks';
import { listInvitations } from '../../roomsApi';
import type { GameInfo, LobbyRoom, User } from '../../types';
import { RoomRow } from './RoomRow';

const REFRESH_MS = 3000;

/** The rooms that invited `user`: [] for guests and anonymous viewers, who are never asked for. */
export function useInvitations(user: User | null): LobbyRoom[] {
  const registered = user !== null && !user.guest;
  const { data } = usePolling(
    registered ? `invitations:${user.name}` : 'nobody',
    (signal) => (registered ? listInvitations(signal) : Promise.resolve({ rooms: [] })),
    REFRESH_MS,
    REFRESH_MS * 4,
  );
  return registered ? (data?.rooms ?? []) : [];
}

export function Invitations({ rooms, user, games }: { rooms: LobbyRoom[]; user: User | null; games: GameInfo[] }) {
  if (rooms.length === 0) return null;
  return (
    <section class="panel wide" aria-labelledby="invitations-title" data-testid="invitations">
      <h2 id="invitations-title">Invitations</h2>
      <ul class="room-list">
        {rooms.map((room) => (
          <RoomRow key={room.code} room={room} games={games} user={user} invited testid={`invitation-${room.code}`} />
        ))}
      </ul>
    </section>
  );
}
