// The lobby page ("/"): every room, the create-room form, then the agent
// tables (quick game against bots, anonymous seats for agents).
import { AgentTables } from '../components/lobby/AgentTables';
import { CreateRoomForm } from '../components/lobby/CreateRoomForm';
import { RoomList } from '../components/lobby/RoomList';
import { useGames, usePageTitle } from '../games';
import { useIdentity } from '../identity';

export function Home() {
  const { user } = useIdentity();
  const games = useGames();
  usePageTitle('Lobby');
  return (
    <div class="home">
      <RoomList user={user} games={games ?? []} />
      {games ? <CreateRoomForm user={user} games={games} /> : <section class="panel"><p class="hint">Loading…</p></section>}
      <AgentTables />
    </div>
  );
}
