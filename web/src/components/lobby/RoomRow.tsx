// One room of the lobby: its game, code, status, seats and joining policy,
// and the button the viewer is offered (logic/lobby.ts lobbyChoice). The
// room list and the invitations show rooms the same way.
import { gameTitle } from '../../games';
import { lobbyChoice, statusWord } from '../../logic/lobby';
import { roundedElo } from '../../logic/rating';
import type { GameInfo, LobbyPlayer, LobbyRoom, Policy, User } from '../../types';
import { Badge } from '../Bits';
import { LobbyAction } from './LobbyAction';

const POLICY_TEXT: Record<Policy, string> = { open: 'open', approval: 'host approval', passcode: 'passcode' };

function PlayerName({ player }: { player: LobbyPlayer }) {
  const elo = roundedElo(player.elo);
  return (
    <span class="lobby-pl">
      {player.name}
      {player.bot ? <span class="muted"> (bot)</span> : elo !== null && <span class="muted"> ({elo})</span>}
    </span>
  );
}

export function RoomRow({
  room,
  games,
  user,
  invited,
  testid,
}: {
  room: LobbyRoom;
  games: GameInfo[];
  user: User | null;
  invited: boolean;
  testid: string;
}) {
  const word = statusWord(room.status);
  return (
    <li class="room-item" data-testid={testid} data-status={word} data-invited={invited ? 'true' : undefined}>
      <div class="room-info">
        <div>
          <strong>{room.title ?? gameTitle(games, room.game)}</strong> <span class="code">{room.code}</span>{' '}
          <Badge tone={`status-${word}`}>{word}</Badge>
          {invited && <Badge tone="invited">invited</Badge>}
        </div>
        <div class="hint names">
          {room.players.length}/{room.capacity} ·{' '}
          {room.players.map((p, i) => (
            <span key={`${p.name}-${i}`}>
              {i > 0 && ', '}
              <PlayerName player={p} />
            </span>
          ))}
        </div>
        <div class="hint">
          {room.flow === 'table' ? 'agent table' : room.guestRoom ? 'guest room (bots only)' : `joining: ${POLICY_TEXT[room.policy]}`} ·{' '}
          {room.rated ? 'rated' : 'unrated'}
        </div>
      </div>
      <LobbyAction code={room.code} choice={lobbyChoice(room, user, invited)} />
    </li>
  );
}
