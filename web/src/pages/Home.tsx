// The lobby page ("/"): "Play now" first (one click to a game against bots),
// then the rooms that invited you, then every room, the create-room form, then the agent tables (anonymous
// seats for agents). The name typed in Play now is used by both.
import { useMemo, useState } from 'preact/hooks';
import { AgentTables } from '../components/lobby/AgentTables';
import { CreateRoomForm } from '../components/lobby/CreateRoomForm';
import { Invitations, useInvitations } from '../components/lobby/Invitations';
import { PlayNow } from '../components/lobby/PlayNow';
import { RoomList } from '../components/lobby/RoomList';
import { useGames, usePageTitle } from '../games';
import { shownGames } from '../games/registry';
import { useIdentity } from '../identity';
import { savedName } from '../storage';

export function Home() {
  const { user } = useIdentity();
  const games = useGames();
  // Only games this page can draw are offered to play; rooms of every game are listed.
  const playable = games ? shownGames(games) : null;
  const [name, setName] = useState(savedName);
  const invitations = useInvitations(user);
  const invited = useMemo(() => new Set(invitations.map((room) => room.code)), [invitations]);
  usePageTitle('Lobby');
  return (
    <div class="home">
      <PlayNow name={name} onName={setName} games={playable ?? []} />
      <Invitations rooms={invitations} user={user} games={games ?? []} />
      <RoomList user={user} games={games ?? []} invited={invited} />
      {playable ? <CreateRoomForm user={user} games={playable} /> : <section class="panel"><p class="hint">Loading…</p></section>}
      <AgentTables name={name} />
    </div>
  );
}
